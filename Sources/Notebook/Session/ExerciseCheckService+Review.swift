import Foundation
import LessonKit
import LessonRunner
import Localization
import NotebookCore

/// Spaced reviews off the main thread, as `rxlearn review` makes and judges them: the review's
/// fresh example and goal (`ExerciseReview.next`, which runs the reference solution) and its file
/// (`WorkspaceLayout.prepareReviewFile`), then its check (`ExerciseReview.check`).
extension ExerciseCheckService {
    /// Prepares the next review of `exercise` (`progress` is its entry), cancellable as a check is.
    func prepareReview(runID: Int, of exercise: Exercise, progress: ExerciseProgress?, in layout: WorkspaceLayout) {
        work(runID: runID, named: "rxlearn review \(exercise.id)", { runner -> ReviewPreparation in
            let review = try ExerciseReview.next(of: exercise, after: progress, runner: runner)
            return Self.file(of: review, underWay: progress?.review?.startedAt != nil, in: layout)
        }, failing: { error in
            if let broken = error as? ExerciseCheckError { return .failed(Phrase(broken.description)) }
            return .failed(UIText.Notebook.Messages.couldNotCheck("\(error)"))
        }, reporting: { .review(.prepared(runID: runID, $0, at: $1)) })
    }

    /// The review with what its file holds, made fresh or kept (under way); else why the file
    /// could not be made or read, in one sentence with what to do.
    private static func file(of review: ExerciseReview, underWay: Bool, in layout: WorkspaceLayout) -> ReviewPreparation {
        do {
            return .ready(review, answer: try WorkspaceLayout.read(layout.prepareReviewFile(for: review.exercise, underWay: underWay)))
        } catch {
            let failure = WorkspaceFileError.from(error, action: .write, path: layout.reviewURL(exerciseID: review.exercise.id).path)
            return .failed(UIText.LearnerFiles.sentence(path: failure.path, problem: failure.problemPhrase, fix: failure.fixPhrase))
        }
    }

    /// Checks `answer` to `review` as `rxlearn review --check` does.
    func checkReview(runID: Int, answer: String, for review: ExerciseReview) {
        judge(runID: runID, named: "rxlearn review --check \(review.exercise.id)", { try review.check(answer, runner: $0) },
              reporting: { .review(.checked(runID: runID, $0, answer: answer, checkedAt: $1)) })
    }
}
