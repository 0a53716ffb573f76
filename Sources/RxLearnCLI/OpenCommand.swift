import ArgumentParser
import Notebook
import NotebookCore

/// `rxlearn open [ID]`: the notebook, opened at a lesson or exercise — a teacher starting a class
/// at a lesson. Without an id it is plain `rxlearn`.
struct OpenCommand: ParsableCommand, NotebookLaunch.Opener {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "open",
            abstract: HelpText.abstract(CLIText.Help.openAbstract)
        )
    }

    @OptionGroup var options: LessonOptions
    @OptionGroup var notebook: NotebookOptions

    @Argument(help: HelpText.help(CLIText.Help.openID, valueName: "id"))
    var id: String?

    func run() throws {
        let loaded = try options.loadLessons()
        let place = try NotebookLaunch.place(for: id, in: loaded)
        ClassHook.opened(id, in: loaded)
        switch try NotebookLaunch.open(loaded, options: options, presentMode: false, showsExpected: notebook.showsExpected(), at: place) {
        case .quit: return
        case .noTerminal: RxLearn.printWithoutTerminal(loaded)
        }
    }
}
