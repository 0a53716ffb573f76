import Marbles

/// Makes input timelines for checking an exercise beyond its visible example, reproducibly from
/// a seed: the edge cases first (empty, completes at once, fails at once, one element), then random
/// timelines whose values come from the visible example — each input's from its own example
/// timeline, since inputs may have different types. Learners cannot pass by matching the one
/// example they can see.
public struct ExerciseCaseGenerator: Sendable {
    public var seed: UInt64
    public var frameDuration: Int

    public init(seed: UInt64 = 0x5EED_2026, frameDuration: Int = 10) {
        self.seed = seed
        self.frameDuration = frameDuration
    }

    /// `count` cases for the inputs named in `example`, using its values.
    public func cases(like example: ExerciseCase, count: Int) -> [ExerciseCase] {
        let names = example.inputs.keys.sorted()
        let pools = Dictionary(uniqueKeysWithValues: names.map { ($0, Self.valuePool(of: example, input: $0)) })
        var generator = SplitMix64(seed: seed)
        var result: [ExerciseCase] = []

        // Edge cases, applied to every input at once.
        let frame = frameDuration
        let edges: [([String]) -> [TimedEvent]] = [
            { _ in [] },                                          // never emits, never ends
            { _ in [.completed(at: frame)] },                     // empty
            { _ in [.error("boom", at: frame)] },                 // fails at once
            { pool in [.next(pool[0], at: frame), .completed(at: 2 * frame)] },
            { pool in [.next(pool[0], at: frame)] },              // one element, no end
            { pool in [.next(pool[0], at: frame), .next(pool[pool.count > 1 ? 1 : 0], at: 2 * frame), .error("boom", at: 3 * frame)] },
        ]
        for edge in edges where result.count < count {
            result.append(ExerciseCase(inputs: Dictionary(uniqueKeysWithValues: names.map { ($0, edge(pools[$0]!)) })))
        }
        while result.count < count {
            var inputs: [String: [TimedEvent]] = [:]
            for name in names {
                inputs[name] = randomTimeline(values: pools[name]!, using: &generator)
            }
            result.append(ExerciseCase(inputs: inputs))
        }
        return result
    }

    private func randomTimeline(values: [String], using generator: inout SplitMix64) -> [TimedEvent] {
        var events: [TimedEvent] = []
        var time = 0
        let elements = Int(generator.next() % 7)
        for _ in 0..<elements {
            // Gaps of one to six frames, so that windows of `debounce`, `throttle` or `timeout`
            // both catch and miss the next element.
            time += frameDuration * Int(1 + generator.next() % 6)
            events.append(.next(values[Int(generator.next() % UInt64(values.count))], at: time))
        }
        time += frameDuration * Int(1 + generator.next() % 3)
        switch generator.next() % 10 {
        case 0..<6: events.append(.completed(at: time))
        case 6..<8: events.append(.error("boom", at: time))
        default: break  // never ends
        }
        return events
    }

    /// The distinct values of one input in the example, sorted; an input without any borrows
    /// those of the other inputs, and with none anywhere a few digits.
    static func valuePool(of example: ExerciseCase, input name: String) -> [String] {
        func values(of timelines: [[TimedEvent]]) -> [String] {
            var seen: [String] = []
            for event in timelines.joined() where event.kind == .next {
                if let value = event.value, !seen.contains(value) { seen.append(value) }
            }
            return seen.sorted()
        }
        let own = values(of: [example.inputs[name] ?? []])
        if !own.isEmpty { return own }
        let all = values(of: example.inputs.keys.sorted().compactMap { example.inputs[$0] })
        return all.isEmpty ? ["1", "2", "3"] : all
    }
}

/// A small, fast, seedable generator (SplitMix64): the same seed gives the same cases everywhere.
struct SplitMix64: Sendable {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
