import Foundation
import LessonKit
import NotebookCore

/// The learner's exercise answers, as files in the workspace (`<workspace>/exercises/<id>.swift`),
/// the same files `rxlearn check` reads: an answer written in the notebook can be checked from a
/// shell and the other way round. Lesson files are never written.
struct WorkspaceExercises {
    let layout: WorkspaceLayout

    init(workspace: URL) {
        layout = WorkspaceLayout(root: workspace)
    }

    /// The answers that exist already, by exercise id.
    func load(_ exercises: [Exercise]) -> [String: String] {
        var answers: [String: String] = [:]
        for exercise in exercises {
            let url = layout.exerciseURL(exerciseID: exercise.id)
            if let code = try? String(contentsOf: url, encoding: .utf8) { answers[exercise.id] = code }
        }
        return answers
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
