import ArgumentParser
import ClassLink
import Foundation
import LessonKit
import Notebook

/// `rxlearn present`: the notebook for a projector. No prose pane, large code and marble panes,
/// step mode on, high contrast; `present ID` starts at a lesson or exercise; `--data DIR`
/// teaches the class `rxlearn class host --data DIR` runs.
struct PresentCommand: ParsableCommand, NotebookLaunch.Opener {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "present",
            abstract: HelpText.abstract(CLIText.Help.presentAbstract)
        )
    }

    @OptionGroup var lessonOptions: LessonOptions
    @OptionGroup var notebook: NotebookOptions
    /// The class the projector teaches (`P` polls, `F` follow me): found where `class host` keeps it.
    @OptionGroup var data: ClassDataOption

    @Argument(help: HelpText.help(CLIText.Help.presentID, valueName: "id"))
    var id: String?

    func run() throws {
        let loaded = try lessonOptions.loadLessons()
        let place = try NotebookLaunch.place(for: id, in: loaded)
        // A folder the teacher names must hold their running class: said here, before the
        // screen is taken. Without --data the notebook looks in the standard folder itself.
        if data.data != nil {
            _ = try ClassTeacher.find(in: data.folder, timeout: 3).get(or: ClassLinkWords.presentFailure)
        }
        switch try NotebookLaunch.open(loaded, options: lessonOptions, presentMode: true, showsExpected: notebook.showsExpected(),
                                       classData: data.folder, at: place) {
        case .quit: return
        case .noTerminal:
            throw UserFacingFailure.usage(CLIText.Failure.presentNeedsTerminal.text)
        }
    }
}
