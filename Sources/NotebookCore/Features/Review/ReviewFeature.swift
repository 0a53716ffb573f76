import Foundation
import LessonKit
import LessonRunner
import Localization

/// Spaced review in the notebook: `R` takes the due reviews one by one in the exercise panes,
/// as `rxlearn review` gives them — the same schedule (`ReviewSchedule.toTake`), the same fresh
/// example and hidden inputs (`ExerciseReview`), the same judging and box change
/// (`ExerciseReview.change(for:at:)`, `ProgressChange.reviewed`), told to the class as a review.
/// Each judged review is saved at once, so quitting or a crash keeps every review done. The
/// notebook's place is never moved: leaving (`Esc`) shows the stop the learner was at.
public enum ReviewFeature {
    public struct State: Sendable, Equatable {
        /// Reviews due, counted as the notebook opens and again as a review session ends.
        public var dueCount = 0
        /// `RXLEARN_NOW` (`ReviewClock.fixedNow`), for tests: every review is taken at that time;
        /// nil reads the clock at each key and result.
        public var fixedNow: Date?
        /// The review session under way; nil outside one.
        public var session: ReviewSession?

        public init() {}

        /// The time of a key or a result that came at `moment`.
        func time(_ moment: Date) -> Date { fixedNow ?? moment }
    }

    public enum Action: Sendable, Equatable {
        case command(ReviewCommand)
        /// The session prepared the review it was asked for as `runID`, at `at`.
        case prepared(runID: Int, ReviewPreparation, at: Date)
        /// The review's file was read (before a check, or after the editor closed).
        case answerRead(exerciseID: String, code: String)
        /// A check of the review's `answer` ended; a check nobody waits for is ignored.
        case checked(runID: Int, ExerciseCheck, answer: String, checkedAt: Date)
        /// The course in another language (`L`): the review under way is worded in it.
        case courseReplaced(Course)
        /// The notebook moved (the teacher's "follow me" or poll): the session ends, its
        /// reviews done kept and the one under way left open, as when the learner leaves.
        case placeChanged
    }

    static func reduce(_ state: inout State, _ action: Action, in notebook: NotebookState, work: inout BackgroundWork) -> [FeatureEffect] {
        typealias Words = UIText.Notebook.Review
        switch action {
        case .command(.start):
            return start(&state, in: notebook, work: &work)
        case .command(.check):
            guard var session = state.session else { return [] }
            if session.isJudged { return [.say(Words.alreadyJudged)] }
            guard let review = session.review else { return [.say(Words.keysInAReview)] }
            guard !notebook.isRunning else { return [.say(UIText.Notebook.Messages.checkAlreadyRunning)] }
            let runID = work.startRunning()
            session.checkingRunID = runID
            state.session = session
            return [.session(.checkReview(runID: runID, review: review))]
        case .command(.edit):
            guard let session = state.session else { return [] }
            if session.isJudged { return [.say(Words.alreadyJudged)] }
            guard session.review != nil else { return [.say(Words.keysInAReview)] }
            guard notebook.editorAvailable else {
                return [.say(UIText.Notebook.Messages.noEditorForExercise("<workspace>/reviews/\(session.exerciseID).swift"), .warning)]
            }
            return [.session(.openReviewEditor(exerciseID: session.exerciseID))]
        case .command(.next):
            guard var session = state.session else { return [] }
            if case .couldNotPrepare = session.step {} else if !session.isJudged { return [.say(Words.answerFirst)] }
            guard session.hasNext else { return leave(&state, in: notebook) }
            session.moveOn(preparingAs: work.startRunning())
            state.session = session
            return prepare(session, in: notebook)
        case .command(.leave):
            // Esc stops a check first, as at an exercise; the review stays open.
            if state.session?.checkingRunID != nil {
                state.session?.checkingRunID = nil
                return [.say(UIText.Notebook.Messages.stoppedCheck)]
            }
            return leave(&state, in: notebook)
        case .command(.explainKeys):
            return [.say(Words.keysInAReview)]
        case .prepared(let runID, let preparation, let moment):
            guard var session = state.session, session.step == .preparing(runID: runID) else { return [] }
            switch preparation {
            case .ready(let review, let answer):
                session.step = .ready(review)
                session.answer = answer
                state.session = session
                // Its clock starts when its task is given, as with `rxlearn review`; a review
                // under way keeps the start it had.
                guard notebook.progress.exercises[session.exerciseID]?.review?.startedAt == nil else { return [] }
                return [.record(.reviewStarted(exerciseID: session.exerciseID, at: state.time(moment)))]
            case .failed(let reason):
                session.step = .couldNotPrepare(reason)
                state.session = session
                return []
            }
        case .answerRead(let exerciseID, let code):
            guard var session = state.session, session.exerciseID == exerciseID, session.answer != code else { return [] }
            session.answer = code
            // A verdict on older code is forgotten, unless it decided the review.
            if session.checkingRunID == nil && !session.isJudged { session.check = nil }
            state.session = session
            return []
        case .placeChanged:
            guard state.session != nil else { return [] }
            _ = leave(&state, in: notebook)
            return []
        case .courseReplaced(let course):
            guard let session = state.session, let review = session.review,
                  let worded = course.exercise(withID: session.exerciseID)?.exercise else { return [] }
            state.session?.step = .ready(review.worded(as: worded))
            return []
        case .checked(let runID, let check, let answer, let moment):
            guard var session = state.session, session.checkingRunID == runID else { return [] }
            session.checkingRunID = nil
            session.check = check
            session.answer = answer
            defer { state.session = session }
            guard let review = session.review, let verdict = check.verdict else { return [] }
            guard let change = review.change(for: verdict, at: state.time(moment)) else { return [.say(Words.stillOpen, .warning)] }
            session.isJudged = true
            return [.record(change), .say(judged(change, verdict, session, in: notebook))]
        }
    }

    /// `R`: the reviews to take now, the one under way first; one sentence when there is none.
    private static func start(_ state: inout State, in notebook: NotebookState, work: inout BackgroundWork) -> [FeatureEffect] {
        guard !notebook.presentMode else { return [.say(UIText.Notebook.Review.notInPresentMode)] }
        let now = state.time(Date())
        let candidates = notebook.course.reviewCandidates
        let queue = ReviewSchedule.toTake(candidates, progress: notebook.progress, now: now)
        guard !queue.isEmpty else {
            let next = ReviewSchedule.nextDue(candidates, progress: notebook.progress, after: now)
            return [.say(UIText.CommandLine.Review.noneDue(next: next.map(ReviewDates.text)))]
        }
        let session = ReviewSession(exerciseIDs: queue.map(\.exerciseID), preparingAs: work.startRunning())
        state.session = session
        return prepare(session, in: notebook)
    }

    private static func prepare(_ session: ReviewSession, in notebook: NotebookState) -> [FeatureEffect] {
        guard case .preparing(let runID) = session.step else { return [] }
        return [.session(.prepareReview(runID: runID, exerciseID: session.exerciseID, progress: notebook.progress.exercises[session.exerciseID])),
                .send(.layout(.arrived(Arrival(opensAnotherLesson: true, atFirstStop: true))))]
    }

    /// Back where the learner was (the notebook's place never moved), saying what is still due.
    private static func leave(_ state: inout State, in notebook: NotebookState) -> [FeatureEffect] {
        guard state.session != nil else { return [] }
        state.session = nil
        state.dueCount = ReviewSchedule.due(notebook.course.reviewCandidates, progress: notebook.progress, now: state.time(Date())).count
        return [.send(.layout(.arrived(Arrival(opensAnotherLesson: false, atFirstStop: false)))),
                .say(UIText.Notebook.Review.left(stillDue: state.dueCount))]
    }

    /// What a judged review says: remembered or not, in how long, the box and the next date.
    private static func judged(_ change: ProgressChange, _ verdict: ExerciseVerdict, _ session: ReviewSession, in notebook: NotebookState) -> Phrase {
        var progress = notebook.progress
        change.apply(to: &progress)
        let record = progress.exercises[session.exerciseID]?.review
        let next = record.map { ReviewDates.text($0.dueAt) } ?? ""
        return verdict.passed
            ? UIText.Notebook.Review.remembered(box: record?.box ?? 1, next: next, seconds: record?.lastSeconds, more: session.hasNext)
            : UIText.Notebook.Review.forgotten(next: next, seconds: record?.lastSeconds, more: session.hasNext)
    }
}

/// The keys of a review session: `R` begins one; in it, check, edit, the next review, back.
public enum ReviewCommand: Sendable, Equatable {
    case start, check, edit, next, leave
    /// A key that means nothing in a review: says which do.
    case explainKeys
}

extension NotebookState {
    /// Reviews due, as the contents' title and the opening message say.
    public var reviewsDue: Int { review.dueCount }

    /// Whether a review session has the panes and the keys.
    public var isReviewing: Bool { review.session != nil }
}
