import Localization
import Marbles

/// How one expected item and one actual item (either may be absent) compare.
public enum Outcome: String, Sendable, Equatable {
    case match
    /// Both present, and different.
    case mismatch
    /// Expected, not produced.
    case missing
    /// Produced, not expected.
    case unexpected
}

/// The comparison of a cell's actual output with the lesson's expectation.
public struct Verdict: Sendable, Equatable {
    public var lines: [LineVerdict]
    public var lanes: [LaneVerdict]
    /// The earliest difference, in words in each language: `expected next(2) at 220, got
    /// next(3) at 230`. Nil when the output passed.
    public var divergence: Phrase?

    /// The earliest difference in the learner's language.
    public var firstDivergence: String? { divergence?.text }

    public var passed: Bool {
        lines.allSatisfy { $0.outcome == .match } && lanes.allSatisfy(\.passed)
    }
}

public struct LineVerdict: Sendable, Equatable {
    public var outcome: Outcome
    public var expected: String?
    public var actual: PrintedLine?
    /// 1-based positions among all expected and all printed lines.
    public var expectedLineNumber: Int?
    public var actualLineNumber: Int?
    /// False when the line belongs to an `output unordered` block.
    public var isOrdered: Bool
}

public struct LaneVerdict: Sendable, Equatable {
    public var name: String
    public var events: [EventVerdict]

    public var passed: Bool { events.allSatisfy { $0.outcome == .match } }
}

public struct EventVerdict: Sendable, Equatable {
    public var outcome: Outcome
    public var expected: TimedEvent?
    public var actual: TimedEvent?

    /// The time this verdict is about, for finding the earliest difference.
    var time: Int { min(expected?.time ?? .max, actual?.time ?? .max) }
}
