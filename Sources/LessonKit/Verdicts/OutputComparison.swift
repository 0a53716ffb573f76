import Foundation
import Localization

/// Judges a cell's actual output against the lesson's expectation.
public enum OutputComparison {
    /// Printed lines are judged only when the lesson expects lines (an empty `output` block
    /// expects none); lanes only when it expects events, or when the runner recorded some that
    /// the lesson does not mention.
    public static func compare(expected: ExpectedOutput, actual: ActualOutput) -> Verdict {
        let lines = expected.expectsLines ? LineComparison.compare(expected.lineBlocks, with: actual.lines) : []
        let lanes = expected.lanes.isEmpty ? [] : LaneComparison.compare(expected.lanes, with: actual.lanes)
        return Verdict(lines: lines, lanes: lanes, divergence: firstDivergence(expected, lines, lanes))
    }

    /// Lines first, in output order; then the earliest event difference across lanes.
    private static func firstDivergence(_ expected: ExpectedOutput, _ lines: [LineVerdict], _ lanes: [LaneVerdict]) -> Phrase? {
        let expectedLineCount = expected.lineBlocks.reduce(0) { $0 + $1.lines.count }
        if let line = lines.first(where: { $0.outcome != .match }) {
            return DivergenceWording.describe(line, expectedLineCount: expectedLineCount)
        }
        let differences = lanes.flatMap { lane in
            lane.events.filter { $0.outcome != .match }.map { (lane: lane.name, event: $0) }
        }
        guard let earliest = differences.min(by: { $0.event.time < $1.event.time }) else { return nil }
        return DivergenceWording.describe(earliest.event, lane: earliest.lane, naming: lanes.count > 1)
    }
}
