import ArgumentParser
import Foundation
import LessonKit
import Notebook

/// Opens the notebook on lessons the command line has loaded, and says in the command line's
/// words what the notebook could not do.
enum NotebookLaunch {
    /// What is left for the caller to handle: the learner quit, or there is no terminal.
    enum Result {
        case quit
        case noTerminal
    }

    static func open(_ loaded: LoadedLessons, options: LessonOptions, presentMode: Bool) throws -> Result {
        let notice = loaded.hasErrors
            ? "\(loaded.errors.count) error(s) in the lesson files left parts of them out: `rxlearn lint` lists them."
            : nil
        switch try Notebook.open(chapters: loaded.chapters, notice: notice,
                                 workspace: options.workspaceLayout.root, presentMode: presentMode) {
        case .quit:
            return .quit
        case .noTerminal:
            return .noTerminal
        case .noLessons:
            throw UserFacingFailure(
                message: "no lessons could be loaded from \(loaded.folderDisplayPath); run `rxlearn lint` to see why.",
                status: ExitStatus.lessonFileError
            ).report()
        }
    }
}
