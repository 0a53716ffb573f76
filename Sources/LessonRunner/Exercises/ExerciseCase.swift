import CellProtocol
import Foundation
import Marbles

/// One set of input timelines for an exercise: input name → events, times in virtual ms.
public struct ExerciseCase: Sendable, Equatable {
    public var inputs: [String: [TimedEvent]]

    public init(inputs: [String: [TimedEvent]]) {
        self.inputs = inputs
    }

    /// How big the case is, for showing the smallest failing one first: events, then duration.
    var size: (events: Int, duration: Int) {
        let all = inputs.values.flatMap { $0 }
        return (all.count, all.map(\.time).max() ?? 0)
    }

    /// The inputs as marble lines, `name: -1-2-|`, in name order.
    public func marbleText(frameDuration: Int = 10) -> String {
        inputs.keys.sorted().map { name in
            let events = inputs[name] ?? []
            return "\(name): " + MarbleDescription.of(events, empty: "nothing (never emits, never ends)", frameDuration: frameDuration)
        }.joined(separator: "; ")
    }

    /// The JSON the exercise harness reads from `RXLEARN_EXERCISE_CASES` (fields:
    /// `CellProtocol.TimelineField`).
    static func environmentValue(for cases: [ExerciseCase]) -> String {
        let encoded: [[String: [[String: Any]]]] = cases.map { exerciseCase in
            exerciseCase.inputs.mapValues { events in
                events.map { event -> [String: Any] in
                    var fields: [String: Any] = [
                        CellProtocol.TimelineField.time: event.time,
                        CellProtocol.TimelineField.kind: event.kind.rawValue,
                    ]
                    if let value = event.value { fields[CellProtocol.TimelineField.value] = value }
                    return fields
                }
            }
        }
        let data = (try? JSONSerialization.data(withJSONObject: encoded, options: [.sortedKeys])) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
