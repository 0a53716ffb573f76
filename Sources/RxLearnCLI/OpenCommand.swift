import ArgumentParser
import Notebook

/// `rxlearn open [ID]`: the notebook, opened at a lesson or exercise — a teacher starting a class
/// at a lesson. Without an id it is plain `rxlearn`.
struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Open the notebook at a lesson or exercise (without one: where you stopped)."
    )

    @OptionGroup var options: LessonOptions

    @Argument(help: ArgumentHelp("A lesson or exercise id (see `rxlearn list`).", valueName: "id"))
    var id: String?

    func run() throws {
        let loaded = try options.loadLessons()
        let place = try NotebookLaunch.place(for: id, in: loaded)
        switch try NotebookLaunch.open(loaded, options: options, presentMode: false, at: place) {
        case .quit: return
        case .noTerminal: RxLearn.printWithoutTerminal(loaded)
        }
    }
}
