import LessonKit
import LessonRunner
import Localization

/// A review session in the notebook (`R`): the reviews to take, as the schedule gave them when
/// it began, and where the learner is among them. Each review is prepared off the key path (its
/// fresh example and goal come from running the reference solution), answered in its own file
/// (`<workspace>/reviews/<id>.swift`, never the exercise's answer) and judged once.
public struct ReviewSession: Sendable, Equatable {
    /// Where the review at `index` stands.
    public enum Step: Sendable, Equatable {
        /// Its example and goal are being made (`runID` names the work).
        case preparing(runID: Int)
        case ready(ExerciseReview)
        /// The reference solution could not give it a goal, or its file could not be made: why.
        case couldNotPrepare(Phrase)
    }

    /// The exercises to review, in the order `ReviewSchedule.toTake` gave them.
    public let exerciseIDs: [String]
    public var index = 0
    public var step: Step
    /// The answer as the review's file holds it, once prepared.
    public var answer: String?
    /// The last check of this review's answer, and the check running, if one is.
    public var check: ExerciseCheck?
    public var checkingRunID: Int?
    /// A verdict decided this review (remembered or not) and it was recorded: `n` moves on.
    public var isJudged = false

    init(exerciseIDs: [String], preparingAs runID: Int) {
        self.exerciseIDs = exerciseIDs
        step = .preparing(runID: runID)
    }

    public var exerciseID: String { exerciseIDs[index] }
    public var hasNext: Bool { index + 1 < exerciseIDs.count }

    /// The review, once prepared.
    public var review: ExerciseReview? {
        if case .ready(let review) = step { return review }
        return nil
    }

    /// The work the session waits for: the preparation or the check of this review.
    public var workingRunID: Int? {
        if case .preparing(let runID) = step { return runID }
        return checkingRunID
    }

    /// The review at `index + 1`, to be prepared as `runID`.
    mutating func moveOn(preparingAs runID: Int) {
        index += 1
        step = .preparing(runID: runID)
        answer = nil
        check = nil
        checkingRunID = nil
        isJudged = false
    }
}

/// What preparing a review came to, as the session reports it.
public enum ReviewPreparation: Sendable, Equatable {
    /// The review and what its file holds (fresh, or the learner's work on a review under way).
    case ready(ExerciseReview, answer: String)
    case failed(Phrase)
}
