import Marbles

/// Compares recorded events with the expected lanes.
///
/// Lanes pair by name; when exactly one lane is expected and one recorded, they pair whatever
/// their names, so a lesson need not know what the runner calls its only observer.
public enum LaneComparison {
    static func compare(_ expected: [ExpectedLane], with recorded: [RecordedLane]) -> [LaneVerdict] {
        if expected.count == 1 && recorded.count == 1 {
            return [LaneVerdict(name: expected[0].name, events: compare(expected[0].events, recorded[0].events))]
        }
        var verdicts = expected.map { lane in
            let actual = recorded.first { $0.name == lane.name }?.events ?? []
            return LaneVerdict(name: lane.name, events: compare(lane.events, actual))
        }
        // A recorded lane the lesson does not mention is reported only when the lesson does
        // expect events: otherwise the cell is judged on printed lines alone.
        if !expected.isEmpty {
            for lane in recorded where !expected.contains(where: { $0.name == lane.name }) {
                verdicts.append(LaneVerdict(name: lane.name, events: compare([], lane.events)))
            }
        }
        return verdicts
    }

    /// Whether `actual` is exactly the expected events, one for one, by `matches`: how an
    /// exercise's goal lane is judged, with the same rule as a cell's lanes.
    public static func meets(_ actual: [TimedEvent], _ expected: [TimedEvent]) -> Bool {
        actual.count == expected.count && zip(expected, actual).allSatisfy { matches($0, $1) }
    }

    /// Same time, same kind, same value text; an expected error without a message accepts any.
    static func matches(_ expected: TimedEvent, _ actual: TimedEvent) -> Bool {
        guard expected.time == actual.time, expected.kind == actual.kind else { return false }
        if expected.kind == .error && expected.value == nil { return true }
        return expected.value == actual.value
    }

    private static func compare(_ expected: [TimedEvent], _ actual: [TimedEvent]) -> [EventVerdict] {
        SequenceAlignment.align(expected, actual, equal: matches).map { step in
            switch step {
            case .match(let e, let a): EventVerdict(outcome: .match, expected: expected[e], actual: actual[a])
            case .mismatch(let e, let a): EventVerdict(outcome: .mismatch, expected: expected[e], actual: actual[a])
            case .missing(let e): EventVerdict(outcome: .missing, expected: expected[e], actual: nil)
            case .unexpected(let a): EventVerdict(outcome: .unexpected, expected: nil, actual: actual[a])
            }
        }
    }
}
