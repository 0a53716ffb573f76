import ArgumentParser
import Foundation
import LessonKit
import Notebook

/// `rxlearn present`: the notebook for a projector. No prose pane, large code and marble panes,
/// step mode on, high contrast; `present ID` starts at a lesson or exercise.
struct PresentCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "present",
        abstract: "Open the notebook in projector mode: code and marbles large, step mode on, high contrast."
    )

    @OptionGroup var lessonOptions: LessonOptions

    @Argument(help: ArgumentHelp("The lesson or exercise to start at (default: where you stopped).", valueName: "id"))
    var id: String?

    func run() throws {
        let loaded = try lessonOptions.loadLessons()
        let place = try NotebookLaunch.place(for: id, in: loaded)
        switch try NotebookLaunch.open(loaded, options: lessonOptions, presentMode: true, at: place) {
        case .quit: return
        case .noTerminal:
            throw UserFacingFailure.usage("rxlearn present needs a terminal: run it in a terminal window, not through a pipe.")
        }
    }
}
