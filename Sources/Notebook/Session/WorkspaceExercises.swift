import Foundation
import LessonKit
import Localization
import NotebookCore

/// The learner's exercise answers, as files in the workspace (`<workspace>/exercises/<id>.swift`),
/// the same files `rxlearn check` reads: an answer written in the notebook can be checked from a
/// shell and the other way round. Lesson files are never written.
struct WorkspaceExercises {
    let layout: WorkspaceLayout

    init(workspace: URL) {
        layout = WorkspaceLayout(root: workspace)
    }

    /// The answer files of the workspace, as the notebook opens.
    struct Loaded: Equatable {
        /// The answers that exist already, by exercise id.
        var answers: [String: String] = [:]
        /// The answer files there that cannot be read (not UTF-8, no permission), in the order
        /// asked for: said when the notebook opens, never taken for a missing answer.
        var unreadable: [WorkspaceFileError] = []
    }

    func load(_ exercises: [Exercise]) -> Loaded {
        var loaded = Loaded()
        for exercise in exercises {
            let url = layout.exerciseURL(exerciseID: exercise.id)
            guard FileManager.default.fileExists(atPath: url.path) else { continue }
            do {
                loaded.answers[exercise.id] = try WorkspaceLayout.read(url)
            } catch {
                loaded.unreadable.append(WorkspaceFileError.from(error, action: .read, path: url.path))
            }
        }
        return loaded
    }

    /// The first words the notebook says when an answer file cannot be read: which, why, and
    /// what to do; the file is left as it is.
    func unreadableNotice(_ loaded: Loaded) -> Phrase? {
        guard let first = loaded.unreadable.first else { return nil }
        return UIText.Notebook.Messages.answerFilesUnreadable(loaded.unreadable.count, path: layout.displayPath(URL(fileURLWithPath: first.path)),
                                                              problem: first.problemPhrase, fix: first.fixPhrase)
    }

    /// Why the answer file of `exerciseID` could not be read now, and what to do, in each
    /// language: the file is left as it is.
    func cannotRead(_ error: any Error, exerciseID: String) -> Phrase {
        cannotRead(error, at: layout.exerciseURL(exerciseID: exerciseID))
    }

    /// The same for the file at `url` (a review's).
    func cannotRead(_ error: any Error, at url: URL) -> Phrase {
        let unreadable = WorkspaceFileError.from(error, action: .read, path: url.path)
        return UIText.Notebook.Messages.cannotReadAnswer(path: layout.displayPath(URL(fileURLWithPath: unreadable.path)),
                                                         problem: unreadable.problemPhrase, fix: unreadable.fixPhrase)
    }

    /// The learner's file, made from the start file the first time.
    func prepare(_ exercise: Exercise) throws -> URL {
        try layout.prepareExerciseFile(for: exercise)
    }

    /// What the learner's file holds now (made from the start file if it did not exist).
    func read(_ exercise: Exercise) throws -> String {
        try WorkspaceLayout.read(prepare(exercise))
    }

    /// Puts the start file back; the learner's version is kept beside it (`.bak`, `.bak.2`, …).
    /// Returns where it went.
    func reset(_ exercise: Exercise) throws -> URL? {
        try layout.resetExerciseFile(for: exercise)
    }
}
