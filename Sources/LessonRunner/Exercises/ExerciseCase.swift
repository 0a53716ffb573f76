import CellProtocol
import Foundation
import Marbles

/// One set of input timelines for an exercise: input name → events, times in virtual ms.
public struct ExerciseCase: Sendable, Equatable {
    public var inputs: [String: [TimedEvent]]

    public init(inputs: [String: [TimedEvent]]) {
        self.inputs = inputs
    }

    /// How big the case is, for showing the smallest failing one first: events, then duration,
    /// then how late its events come in all, then its values (a shorter text is smaller, and of
    /// two numbers the one nearer zero).
    var size: (events: Int, duration: Int, times: Int, values: Int) {
        let all = inputs.values.flatMap { $0 }
        let values = all.compactMap { $0.kind == .next ? $0.value : nil }.map { value in
            value.count * 1_000 + min(999, Int(abs(Double(value) ?? 0)))
        }
        return (all.count, all.map(\.time).max() ?? 0, all.map(\.time).reduce(0, +), values.reduce(0, +))
    }

    /// Whether this case is smaller than `other`, as `size` orders them.
    func isSmaller(than other: ExerciseCase) -> Bool {
        let (a, b) = (size, other.size)
        return (a.events, a.duration, a.times, a.values) < (b.events, b.duration, b.times, b.values)
    }

    /// The JSON the exercise harness reads from `RXLEARN_EXERCISE_CASES`: an
    /// `ExerciseExchange.Request`.
    static func environmentValue(
        for cases: [ExerciseCase], subscribesTwice: [Bool], eventLimit: Int = ExerciseCase.eventLimit, programs: [String]? = nil
    ) -> String {
        let request = ExerciseExchange.Request(
            cases: cases.map { exerciseCase in
                exerciseCase.inputs.mapValues { events in
                    events.map { ExerciseExchange.Event(t: $0.time, kind: $0.kind.rawValue, value: $0.value) }
                }
            },
            subscribesTwice: subscribesTwice, eventLimit: eventLimit, programs: programs)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = (try? encoder.encode(request)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// Events of one subscription reported at most; an answer past it "sends too many events".
    /// A case lasts 60 000 virtual ms: 500 is an event every 120 ms for all of it.
    static let eventLimit = 500
}
