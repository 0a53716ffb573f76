import LessonKit
import Marbles

/// Makes input timelines for checking an exercise beyond its visible example, reproducibly from
/// a seed (for an exercise, one drawn from its id): the edge cases first (never ends, empty,
/// fails at once, one element…), then cases that bring the boundaries of each input's values
/// (its `always` values, the ends of its range, the values around each limit the reference
/// compares with), then random timelines over each input's values. Learners cannot pass by
/// matching the one example they can see, nor by a rule that only its values reach.
public struct ExerciseCaseGenerator: Sendable {
    public var seed: UInt64
    public var frameDuration: Int

    public init(seed: UInt64 = 0x5EED_2026, frameDuration: Int = 10) {
        self.seed = seed
        self.frameDuration = frameDuration
    }

    /// The generator for `exercise`: its seed comes from the exercise's id, so every run and
    /// every learner sees the same cases, and each exercise its own.
    public static func forExercise(_ exercise: Exercise, frameDuration: Int = 10) -> ExerciseCaseGenerator {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in exercise.id.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return ExerciseCaseGenerator(seed: hash, frameDuration: frameDuration)
    }

    /// `count` cases for the inputs named in `example`, using its values only.
    public func cases(like example: ExerciseCase, count: Int) -> [ExerciseCase] {
        let names = example.inputs.keys.sorted()
        let pools = Dictionary(uniqueKeysWithValues: names.map {
            ($0, ValuePool.of(InputDomain(.example), example: Self.valuePool(of: example, input: $0), limits: ReferenceLimits()))
        })
        return cases(names: names, pools: pools, examples: example.inputs, count: count)
    }

    /// `count` cases for `exercise`: each input takes the values of its domain.
    public func cases(for exercise: Exercise, count: Int) -> [ExerciseCase] {
        let example = ExerciseChecker.example(of: exercise)
        let names = example.inputs.keys.sorted()
        let limits = exercise.referenceLimits(throughFunctions: true)
        let pools = Dictionary(uniqueKeysWithValues: names.map {
            ($0, ValuePool.of(exercise.valueDomain(of: $0), example: Self.valuePool(of: example, input: $0), limits: limits))
        })
        return cases(names: names, pools: pools, examples: example.inputs, count: count)
    }

    /// The pools of `exercise`'s inputs, by name (the shrinker takes simpler values from them).
    static func pools(for exercise: Exercise) -> [String: ValuePool] {
        let example = ExerciseChecker.example(of: exercise)
        let limits = exercise.referenceLimits(throughFunctions: true)
        return Dictionary(uniqueKeysWithValues: example.inputs.keys.map {
            ($0, ValuePool.of(exercise.valueDomain(of: $0), example: valuePool(of: example, input: $0), limits: limits))
        })
    }

    private func cases(names: [String], pools: [String: ValuePool], examples: [String: [TimedEvent]], count: Int) -> [ExerciseCase] {
        var generator = SplitMix64(seed: seed)
        var result: [ExerciseCase] = []

        // Edge cases, applied to every input at once.
        let frame = frameDuration
        let edges: [(ValuePool) -> [TimedEvent]] = [
            { _ in [] },                                          // never emits, never ends
            { _ in [.completed(at: frame)] },                     // empty
            { _ in [.error("boom", at: frame)] },                 // fails at once
            { pool in [.next(pool.first, at: frame), .completed(at: 2 * frame)] },
            { pool in [.next(pool.first, at: frame)] },           // one element, no end
            { pool in [.next(pool.first, at: frame), .next(pool.familiar.count > 1 ? pool.familiar[1] : pool.first, at: 2 * frame), .error("boom", at: 3 * frame)] },
        ]
        for edge in edges where result.count < count {
            result.append(ExerciseCase(inputs: Dictionary(uniqueKeysWithValues: names.map { ($0, edge(pools[$0]!)) })))
        }

        // The boundaries of each input, while the other inputs play their example (without its
        // end, so that they are still there): three to a timeline, a frame apart, then the end;
        // then one at a time, then the end (for an input that must send exactly one element).
        let budget = count / 2
        for name in names {
            let pool = pools[name]!
            var timelines: [[String]] = stride(from: 0, to: pool.boundaries.count, by: 3).map { Array(pool.boundaries[$0..<min($0 + 3, pool.boundaries.count)]) }
            timelines += pool.boundaries.prefix(6).map { [$0] }
            for values in timelines where result.count < budget + edges.count {
                var inputs: [String: [TimedEvent]] = [:]
                for other in names where other != name { inputs[other] = (examples[other] ?? []).filter { !$0.isTerminal } }
                let start = (inputs.values.joined().map(\.time).max() ?? 0) + frame
                inputs[name] = values.enumerated().map { .next($1, at: start + frame * $0) } + [.completed(at: start + frame * values.count)]
                result.append(ExerciseCase(inputs: inputs))
            }
        }

        while result.count < count {
            var inputs: [String: [TimedEvent]] = [:]
            for name in names {
                inputs[name] = randomTimeline(pool: pools[name]!, using: &generator)
            }
            result.append(ExerciseCase(inputs: inputs))
        }
        return result
    }

    private func randomTimeline(pool: ValuePool, using generator: inout SplitMix64) -> [TimedEvent] {
        var events: [TimedEvent] = []
        var time = 0
        let elements = Int(generator.next() % 7)
        for _ in 0..<elements {
            // Gaps of one to six frames, so that windows of `debounce`, `throttle` or `timeout`
            // both catch and miss the next element.
            time += frameDuration * Int(1 + generator.next() % 6)
            // A third of the values are familiar ones (the example's), so that the timelines
            // also exercise what the example shows, and a third boundaries, which random
            // timelines then put in other orders and beside other inputs.
            let value: String
            switch generator.next() % 3 {
            case 0 where !pool.familiar.isEmpty: value = pool.familiar[Int(generator.next() % UInt64(pool.familiar.count))]
            case 1 where !pool.boundaries.isEmpty: value = pool.boundaries[Int(generator.next() % UInt64(pool.boundaries.count))]
            default: value = pool.random(using: &generator)
            }
            events.append(.next(value, at: time))
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
