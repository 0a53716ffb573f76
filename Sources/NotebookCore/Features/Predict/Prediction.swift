import LessonKit
import Marbles

/// A lane as the learner predicted it before running the cell.
public struct Prediction: Sendable, Equatable {
    public var lane: String
    public var marbles: String
    public var events: [TimedEvent]

    public init(lane: String, marbles: String, events: [TimedEvent]) {
        self.lane = lane
        self.marbles = marbles
        self.events = events
    }
}

/// The lines the learner expects a cell to print, typed or chosen, in order.
public struct PrintedPrediction: Sendable, Equatable {
    public var lines: [PredictedLine]

    public init(lines: [PredictedLine]) {
        self.lines = lines
    }

    /// The lines as the learner wrote them: `...` (or `…`) alone on a line leaves it open.
    public init(typed: [String]) {
        var lines = typed
        // The empty line Enter left after the last one is no line of the prediction.
        while lines.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { lines.removeLast() }
        self.lines = lines.map(PredictedLine.init(typed:))
    }

    /// How the prediction compares with what the run printed: line by line, with the run's own
    /// ✓/✗ and first-difference wording (`OutputComparison`), a line left open matching
    /// whatever was printed there.
    public func check(against printed: [PrintedLine]) -> PrintedPredictionCheck {
        var expected: [String] = []
        var open: Set<Int> = []
        for (index, line) in lines.enumerated() {
            switch line {
            case .text(let text): expected.append(text)
            case .unknown:
                open.insert(index + 1)
                expected.append(index < printed.count ? printed[index].text : PredictedLine.unknownMark)
            }
        }
        let verdict = OutputComparison.compare(
            expected: ExpectedOutput(lineBlocks: [ExpectedLines(lines: expected, location: SourceLocation(file: "prediction", line: 1))]),
            actual: ActualOutput(lines: printed))
        return PrintedPredictionCheck(verdict: verdict, openLines: open)
    }
}

/// One line of a printed prediction: its text, or left open ("I don't know this line").
public enum PredictedLine: Sendable, Equatable {
    case text(String)
    case unknown

    /// How an open line is written and shown.
    public static let unknownMark = "…"

    init(typed: String) {
        let trimmed = typed.trimmingCharacters(in: .whitespaces)
        self = trimmed == "..." || trimmed == Self.unknownMark ? .unknown : .text(typed)
    }

    /// The line as the input shows it.
    public var written: String {
        switch self {
        case .text(let text): text
        case .unknown: Self.unknownMark
        }
    }
}

/// A printed prediction judged against a run.
public struct PrintedPredictionCheck: Sendable, Equatable {
    /// The prediction as the expected lines, the run's printed lines as the actual ones.
    public var verdict: Verdict
    /// The prediction's lines (1-based) the learner left open: shown, never judged.
    public var openLines: Set<Int>

    /// Right in every line, none left open: what "right the first time" asks.
    public var isRight: Bool { verdict.passed && openLines.isEmpty }
}
