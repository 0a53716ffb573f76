import ArgumentParser
import Foundation
import LessonKit
import Localization
import Notebook
import NotebookCore

/// Opens the notebook on lessons the command line has loaded, and says in the command line's
/// words what the notebook could not do.
enum NotebookLaunch {
    /// What is left for the caller to handle: the learner quit, or there is no terminal.
    enum Result {
        case quit
        case noTerminal
    }

    /// Opens the notebook at `place`. An id in `place` must name a loaded lesson or exercise:
    /// check it first with `notebookPlace(for:in:)`.
    static func open(_ loaded: LoadedLessons, options: LessonOptions, presentMode: Bool, showsExpected: Bool = false,
                     at place: OpeningPlace) throws -> Result {
        let notice = loaded.hasErrors
            ? UIText.Notebook.Messages.lessonFileErrors(loaded.errors.count)
            : nil
        switch try Notebook.open(chapters: loaded.chapters, path: loaded.path, sectionTitles: loaded.sectionTitles, notice: notice,
                                 workspace: options.workspaceLayout.root, presentMode: presentMode, showsExpected: showsExpected, at: place,
                                 loadCourse: Course.loader(readingFolder: loaded.folder.url)) {
        case .quit:
            return .quit
        case .noTerminal:
            return .noTerminal
        case .noLessons:
            throw UserFacingFailure(
                message: UIText.CommandLine.Failure.noLessonsLoaded(from: loaded.folderDisplayPath).text,
                status: ExitStatus.lessonFileError
            )
        }
    }

    /// Where `rxlearn open [ID]` and `rxlearn present [ID]` open: the lesson or exercise `id`
    /// names, or without one where the learner stopped. An id that names neither is the usage
    /// error `rxlearn show` gives, with its suggestion.
    static func place(for id: String?, in loaded: LoadedLessons) throws -> OpeningPlace {
        guard let id else { return .welcomeOnFirstRun }
        if ExerciseLookup(loaded: loaded).entry(withID: id) == nil {
            _ = try loaded.lesson(withID: id)
        }
        return .item(id: id)
    }
}
