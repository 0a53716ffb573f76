import LessonKit
import Localization
import Marbles

/// What the notebook keeps of one check of an exercise answer: the verdict in words, and the
/// events to show side by side (yours and expected, on the input where they differ).
public struct ExerciseResult: Sendable, Equatable {
    public enum Outcome: Sendable, Equatable {
        case passed
        /// The answer did not compile, crashed or never ended.
        case couldNotRun
        /// The answer runs, but gives other events than expected.
        case wrongOutput
        /// The exercise itself is broken (its reference solution fails): not the learner's fault.
        case lessonFileError
    }

    public var outcome: Outcome
    /// One sentence: "passed on the example and on 50 other inputs", or what went wrong.
    public var summary: String
    /// Compiler errors with the line in the learner's file, or the first lines of standard error.
    public var details: [String]
    /// The input timelines the two outputs below came from (the example, or a hidden input).
    public var inputs: [TimelineLane]
    public var yours: [TimedEvent]
    public var expected: [TimedEvent]
    /// For progress and the class report: a compile error, a crash or a timeout.
    public var failureKind: FailureKind?
    /// For a pass, how many inputs besides the example it passed on: the summary is then said
    /// in the language shown when it is drawn (`shownSummary`), not the one of the check.
    public var otherInputsPassed: Int?
    /// The stages of the answer's chain on the input shown (`c` unfolds them), source first:
    /// for seeing, never judged.
    public var stages: [TimelineLane] = []

    public init(outcome: Outcome, summary: String, details: [String] = [], inputs: [TimelineLane] = [],
                yours: [TimedEvent] = [], expected: [TimedEvent] = [], failureKind: FailureKind? = nil) {
        self.outcome = outcome
        self.summary = summary
        self.details = details
        self.inputs = inputs
        self.yours = yours
        self.expected = expected
        self.failureKind = failureKind
    }

    public var passed: Bool { outcome == .passed }

    /// The summary in the current language where the result knows it in words of its own.
    public var shownSummary: String {
        otherInputsPassed.map { UIText.Notebook.Messages.passedOn(otherInputs: $0).text } ?? summary
    }

    /// What the learner's progress records for this check: nil for a pass, else the kind of
    /// failure (a wrong output, or how the answer could not run).
    public var attemptFailure: FailureKind? {
        switch outcome {
        case .passed, .lessonFileError: nil
        case .wrongOutput: .wrongOutput
        case .couldNotRun: failureKind ?? .runtimeError
        }
    }
}
