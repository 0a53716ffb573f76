import ArgumentParser
import LessonKit

/// `rxlearn show ID`: a lesson's prose and cells, or an exercise's task, as plain text.
struct ShowCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "show",
            abstract: HelpText.abstract(CLIText.Help.showAbstract)
        )
    }

    @OptionGroup var options: LessonOptions

    @Argument(help: HelpText.help(CLIText.Help.showID, valueName: "id"))
    var id: String

    func run() throws {
        let loaded = try options.loadLessons()
        if let found = ExerciseLookup(loaded: loaded).entry(withID: id) {
            let (chapter, lesson) = try loaded.lesson(withID: found.lesson.id)
            Console.out(LessonText(chapter: chapter, lesson: lesson, locate: loaded.describe).render(found.exercise))
        } else {
            let (chapter, lesson) = try loaded.lesson(withID: id)
            let introduction = ChapterIntroduction.byOpeningLesson(
                of: loaded.chapters, in: LessonGroup.groups(of: loaded.chapters, path: loaded.path, order: .path))[lesson.id]
            Console.out(LessonText(chapter: chapter, lesson: lesson, locate: loaded.describe, chapterIntroduction: introduction).render())
        }
        loaded.noteErrorsBriefly()
    }
}
