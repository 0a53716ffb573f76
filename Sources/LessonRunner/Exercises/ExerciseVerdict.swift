import CellProtocol
import LessonKit
import Localization
import Marbles

/// The verdict on a learner's answer to an exercise.
public struct ExerciseVerdict: Sendable {
    public enum Result: Sendable {
        case passed
        /// The answer did not compile, crashed or never ended; the report says how.
        case couldNotRun(CellReport)
        /// On the exercise's visible example, the output differs from the goal.
        case wrongOnExample(yours: [TimedEvent], expected: [TimedEvent])
        /// On an input (the smallest of those that differ, made smaller still), the answer and
        /// the reference solution disagree: `difference` says in what; `yours` and `expected` are
        /// the events of the subscription it is about.
        case wrongOnHiddenInput(ExerciseCase, yours: [TimedEvent], expected: [TimedEvent])
    }

    public var result: Result
    /// How many input timelines the answer was checked on, the visible example included.
    public var casesChecked: Int
    /// The stages of the answer's chain on the input the verdict shows (the example, or the
    /// hidden input it went wrong on), source first: for seeing, never judged.
    public var stages: [WatchedStream] = []
    /// For `wrongOnHiddenInput`: what differs from the reference (nil: the output, as before
    /// there were other things to compare).
    public var difference: CaseDifference?
    /// What the answer printed on the input shown: shown with a failure, never judged.
    public var printed: [String] = []
    /// What the check noticed besides the difference: a real clock, too many events.
    public var notes: [ExerciseNote] = []
    /// For a difference on the second subscription: what the events tell of why.
    public var secondSubscriberCause: SecondSubscriberCause?
    /// True when the answer's `yours` was cut at the event limit.
    public var yoursReachedEventLimit = false
    /// True when the reference's `expected` was cut at the event limit: it goes on past it (a
    /// timer nothing stops on that input).
    public var expectedReachedEventLimit = false
    /// Partial credit, for a class's export: of the `casesTotal` inputs the check judged on (the
    /// example as the goal's, then the hidden inputs against the reference), how many the answer
    /// got right. An answer that cannot run gets none; one that misses the example's goal still
    /// gets the hidden inputs it agrees with the reference on.
    public private(set) var casesPassed = 0
    public private(set) var casesTotal = 0

    mutating func credit(agreeing passed: Int, of total: Int) {
        casesPassed = passed
        casesTotal = total
    }

    public init(result: Result, casesChecked: Int, stages: [WatchedStream] = []) {
        self.result = result
        self.casesChecked = casesChecked
        self.stages = stages
    }

    public var passed: Bool {
        if case .passed = result { return true }
        return false
    }

    /// What went wrong, in words and marbles, in the learner's language, with a legend of the
    /// verdict's own lanes (`ResultLanes.verdict`); nil when it passed. The notebook and
    /// `rxlearn check` write it with the legend of what they draw beside it
    /// (`ResultLanes.exercise(…).explanation(of:)`).
    public var explanation: String? { ResultLanes.verdict(self).explanation(of: self)?.text }
}

/// Something the check noticed about a failing answer that the lanes alone do not say.
public enum ExerciseNote: Sendable, Equatable {
    /// The answer names a real clock or a real wait (`MainScheduler.instance`, `Thread.sleep`,
    /// `DispatchQueue.main.asyncAfter`…): the first such name in its code.
    case realClock(String)
    /// The answer put work on the main scheduler's clock, which no case runs.
    case workOnMainClock
    /// A case waited this many real milliseconds: the answer waited on a real clock.
    case realWait(milliseconds: Int)
    /// The answer sent more events than the limit on one subscription; the reference sent
    /// `expected`.
    case tooManyEvents(limit: Int, expected: Int)
    /// The answer's stream failed with an error where the expected one goes on after it.
    case errorEndsStream
    /// The answer's stream completed where the expected one goes on, and the answer catches an
    /// error: a `catch` on the outer chain, not inside the flatten.
    case caughtOutsideFlatten
    /// The answer sent more elements than expected with `flatMap` where the reference uses
    /// `flatMapLatest`: results of inner observables that should have been dropped.
    case staleInnerResults
    /// The answer's `solve` is `async` and never returned: it awaits an end that never comes.
    case stillAwaiting
}
