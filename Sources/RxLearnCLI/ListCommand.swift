import ArgumentParser
import LessonKit

/// `rxlearn list`: chapters and lessons with their ids and how far the learner has come.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the lessons along the learning path, with ids and your progress."
    )

    @OptionGroup var options: LessonOptions

    @Flag(name: .long, help: "Print the list as JSON.")
    var json = false

    @Flag(name: .long, help: "Print the operator decision tree instead: \"I want to …\" → the operators and their lessons.")
    var operators = false

    @Flag(name: .long, help: "List the lessons by chapter in the documents' order instead of by the stages of the learning path.")
    var documents = false

    @Flag(name: .long, help: "List each lesson's exercises under it (✓ solved, ✗ tried, · not yet): the names `check`, `hint` and `show` take.")
    var exercises = false

    func run() throws {
        let loaded = try options.loadLessons()
        if operators {
            let tree = OperatorTreeListing(chapters: loaded.chapters)
            if json {
                Console.outLine(try tree.json())
            } else {
                tree.textLines().forEach { Console.outLine($0) }
            }
            return
        }
        let progress = ProgressAccess().read()
        let listing = LessonListing(chapters: loaded.chapters, progress: progress, path: loaded.path,
                                    titles: loaded.sectionTitles, order: documents ? .documents : .path)
        if json {
            Console.outLine(try listing.json())
        } else {
            listing.textLines(showingState: true, exercises: exercises, width: LessonListing.outputWidth).forEach { Console.outLine($0) }
        }
        // The list is still printed: a broken file leaves out only its broken parts.
        loaded.noteFilesNotLoaded()
        if loaded.hasErrors {
            loaded.reportErrors()
            throw ExitStatus.lessonFileError
        }
    }
}
