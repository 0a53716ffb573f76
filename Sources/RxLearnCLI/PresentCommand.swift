import ArgumentParser
import Foundation
import LessonKit
import Notebook

/// `rxlearn present`: the notebook for a projector. No prose pane, large code and marble panes,
/// step mode on, high contrast.
struct PresentCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "present",
        abstract: "Open the notebook in projector mode: code and marbles large, step mode on, high contrast."
    )

    @OptionGroup var lessonOptions: LessonOptions

    func run() throws {
        let folder = try LessonFolder.locate(explicit: lessonOptions.lessons)
        let code = try Notebook.open(
            lessonsFolder: folder.url,
            workspace: WorkspaceLocation.resolve(explicit: lessonOptions.workspace),
            presentMode: true)
        if code == Notebook.exitNoTerminal {
            throw ValidationError("rxlearn present needs a terminal: run it in a terminal window, not through a pipe.")
        }
        if code != Notebook.exitSuccess { throw ExitCode(code) }
    }
}
