import Foundation

/// One change to a learner's progress. It is the only way progress is written: the notebook's
/// reducer applies it to its copy and hands it to the saver, and the saver and every command
/// apply it to the stored file under its lock (`ProgressStore.update`). One rule per fact, so
/// that two writers at once — a notebook and `rxlearn hint`, or several commands — never lose or
/// lower a count.
public enum ProgressChange: Sendable, Equatable {
    /// The learner is at this lesson and cell (which marks the lesson visited).
    case position(lessonID: String, cellID: String?)
    /// A cell produced its expected output. Only matches are recorded: a failing run never takes
    /// anything away.
    case cellMatched(lessonID: String, cellID: String)
    /// The learner predicted what a cell does (`p`), and its run judged the prediction: `right`
    /// when it matched in every line or event. The first prediction of a cell decides whether
    /// it was right the first time.
    case cellPredicted(lessonID: String, cellID: String, right: Bool)
    /// A check of an exercise that judged the answer: a pass (its time kept from the first pass)
    /// or the kind of failure. `answerStamp` names the answer checked: the same answer checked
    /// again is not another attempt. What counts as an attempt is decided in one place,
    /// `ExerciseAttempt` (LessonRunner); this keeps the count.
    case exerciseAttempt(exerciseID: String, failure: FailureKind?, answerStamp: String? = nil, at: Date)
    /// One more hint of an exercise was shown, up to the `available` hints it has.
    case hintRevealed(exerciseID: String, available: Int)
    /// The state's learner id, if it has none yet; an id once given is never replaced.
    case learnerIdentified(String)
    /// The learner looked at the reference solution of an exercise; the first time is kept.
    case solutionShown(exerciseID: String, at: Date)
    /// A review of a passed exercise began: its task was given at `at`.
    case reviewStarted(exerciseID: String, at: Date)
    /// A review was judged: up a box when passed, back to the first when not (`ReviewSchedule`);
    /// the time it took is counted from its start, when one was recorded.
    case reviewed(exerciseID: String, passed: Bool, at: Date)

    public func apply(to progress: inout LearnerProgress) {
        switch self {
        case .position(let lessonID, let cellID):
            progress.lessons[lessonID, default: LessonProgress()].visited = true
            progress.position = Position(lessonID: lessonID, cellID: cellID)
        case .cellMatched(let lessonID, let cellID):
            progress.lessons[lessonID, default: LessonProgress()].visited = true
            progress.lessons[lessonID, default: LessonProgress()].matchedCells.insert(cellID)
        case .cellPredicted(let lessonID, let cellID, let right):
            progress.lessons[lessonID, default: LessonProgress()].visited = true
            progress.lessons[lessonID, default: LessonProgress()].predictions[cellID, default: CellPredictions()].add(right: right)
        case .exerciseAttempt(let exerciseID, let failure, let answerStamp, let date):
            var entry = progress.exercises[exerciseID, default: ExerciseProgress()]
            if let answerStamp, entry.lastAnswerStamp == answerStamp { return }
            entry.lastAnswerStamp = answerStamp
            entry.attempts += 1
            if entry.firstAttemptAt == nil { entry.firstAttemptAt = date }
            if let failure {
                entry.lastFailure = failure
            } else {
                entry.passed = true
                if entry.firstPassedAt == nil { entry.firstPassedAt = date }
            }
            progress.exercises[exerciseID] = entry
        case .hintRevealed(let exerciseID, let available):
            var entry = progress.exercises[exerciseID, default: ExerciseProgress()]
            entry.hintsShown = min(entry.hintsShown + 1, max(available, entry.hintsShown))
            progress.exercises[exerciseID] = entry
        case .learnerIdentified(let id):
            if progress.learnerID == nil { progress.learnerID = id }
        case .solutionShown(let exerciseID, let date):
            guard var entry = progress.exercises[exerciseID], entry.passed else { return }
            if entry.solutionSeenAt == nil { entry.solutionSeenAt = date }
            progress.exercises[exerciseID] = entry
        case .reviewStarted(let exerciseID, let date):
            guard var entry = progress.exercises[exerciseID], let due = ReviewSchedule.dueDate(of: entry) else { return }
            var review = entry.review ?? ReviewRecord(box: 1, dueAt: due)
            review.startedAt = date
            entry.review = review
            progress.exercises[exerciseID] = entry
        case .reviewed(let exerciseID, let passed, let date):
            guard var entry = progress.exercises[exerciseID], entry.passed else { return }
            let seconds = entry.review?.startedAt.map { Int(date.timeIntervalSince($0).rounded()) }
            entry.review = ReviewSchedule.record(after: entry.review, passed: passed, seconds: seconds, at: date)
            progress.exercises[exerciseID] = entry
        }
    }
}

extension LearnerProgress {
    /// The progress after `changes`, for code that holds a copy (the notebook, tests).
    public mutating func apply(_ changes: ProgressChange...) {
        for change in changes { change.apply(to: &self) }
    }
}
