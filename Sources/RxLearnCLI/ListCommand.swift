import ArgumentParser
import LessonKit

/// `rxlearn list`: chapters and lessons with their ids and how far the learner has come.
struct ListCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "list",
            abstract: HelpText.abstract(CLIText.Help.listAbstract)
        )
    }

    @OptionGroup var options: LessonOptions

    @Flag(name: .long, help: HelpText.help(CLIText.Help.listJSON))
    var json = false

    @Flag(name: .long, help: HelpText.help(CLIText.Help.listOperators))
    var operators = false

    @Flag(name: .long, help: HelpText.help(CLIText.Help.listDocuments))
    var documents = false

    @Flag(name: .long, help: HelpText.help(CLIText.Help.listExercises))
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
