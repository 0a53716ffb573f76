import ArgumentParser

/// `rxlearn show ID`: a lesson's prose and cells as plain text.
struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Print a lesson's prose and cells as text."
    )

    @OptionGroup var options: LessonOptions

    @Argument(help: ArgumentHelp("The lesson's id (see `rxlearn list`).", valueName: "id"))
    var id: String

    func run() throws {
        let loaded = try options.loadLessons()
        let (chapter, lesson) = try loaded.lesson(withID: id)
        Console.out(LessonText(chapter: chapter, lesson: lesson, locate: loaded.describe).render())
        loaded.noteErrorsBriefly()
    }
}
