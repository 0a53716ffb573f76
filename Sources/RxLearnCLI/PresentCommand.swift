import ArgumentParser
import Foundation
import LessonKit
import Notebook

/// `rxlearn present`: the notebook for a projector. No prose pane, large code and marble panes,
/// step mode on, high contrast; `present ID` starts at a lesson or exercise.
struct PresentCommand: ParsableCommand, NotebookLaunch.Opener {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "present",
            abstract: HelpText.abstract(CLIText.Help.presentAbstract)
        )
    }

    @OptionGroup var lessonOptions: LessonOptions
    @OptionGroup var notebook: NotebookOptions

    @Argument(help: HelpText.help(CLIText.Help.presentID, valueName: "id"))
    var id: String?

    func run() throws {
        let loaded = try lessonOptions.loadLessons()
        let place = try NotebookLaunch.place(for: id, in: loaded)
        switch try NotebookLaunch.open(loaded, options: lessonOptions, presentMode: true, showsExpected: notebook.showsExpected(), at: place) {
        case .quit: return
        case .noTerminal:
            throw UserFacingFailure.usage(CLIText.Failure.presentNeedsTerminal.text)
        }
    }
}
