import Marbles

/// Makes a failing case as small as it goes while the answer still fails on it the same way:
/// fewer events, earlier times, simpler values. A learner reads the smallest input that shows a
/// mistake far more easily than the random one that first revealed it.
///
/// Each round makes every one-step-smaller variant of the current case, asks `evaluate` (which
/// runs the answer and the reference on all of them at once, one process each) which still fail
/// the same way, and keeps the smallest that does; it stops when none does, or after `rounds`.
struct ExerciseShrinker {
    var frameDuration = 10
    var rounds = 8
    /// At most this many variants per round (a case with many events has many).
    var variantsPerRound = 80
    /// Simpler values to try in place of one, by input (from the input's pool).
    var simplerValues: (String, String) -> [String] = { _, _ in [] }

    /// The smallest case found, and the evaluation of it (nil when `failing` itself is smallest).
    func shrink<Evaluation>(
        _ failing: ExerciseCase, evaluate: ([ExerciseCase]) throws -> [Evaluation?]
    ) rethrows -> (ExerciseCase, Evaluation?) {
        var current = failing
        var best: Evaluation?
        for _ in 0..<rounds {
            let variants = Array(smallerVariants(of: current).prefix(variantsPerRound))
            guard !variants.isEmpty else { break }
            let evaluations = try evaluate(variants)
            guard let index = variants.indices.first(where: { evaluations.indices.contains($0) && evaluations[$0] != nil }) else { break }
            current = variants[index]
            best = evaluations[index]
        }
        return (current, best)
    }

    /// The variants one step smaller than `exerciseCase`, smallest first.
    func smallerVariants(of exerciseCase: ExerciseCase) -> [ExerciseCase] {
        var variants: [ExerciseCase] = []
        func with(_ name: String, _ events: [TimedEvent]) {
            var copy = exerciseCase
            copy.inputs[name] = events
            if copy.isSmaller(than: exerciseCase), !variants.contains(copy) { variants.append(copy) }
        }
        for name in exerciseCase.inputs.keys.sorted() {
            let events = exerciseCase.inputs[name] ?? []
            with(name, [])
            // Without one event, or without everything after one.
            for index in events.indices {
                with(name, Array(events[..<index]))
                var fewer = events
                fewer.remove(at: index)
                with(name, fewer)
            }
            // Earlier: one event a frame sooner, or the whole timeline a frame sooner.
            for index in events.indices {
                let sooner = events[index].time - frameDuration
                guard sooner >= (index == 0 ? 0 : events[index - 1].time) else { continue }
                var moved = events
                moved[index].time = sooner
                with(name, moved)
            }
            if let first = events.first, first.time >= frameDuration {
                with(name, events.map { var event = $0; event.time -= frameDuration; return event })
            }
            // Simpler values.
            for index in events.indices where events[index].kind == .next {
                for value in simplerValues(name, events[index].value ?? "") {
                    var simpler = events
                    simpler[index].value = value
                    with(name, simpler)
                }
            }
        }
        return variants.sorted { $0.isSmaller(than: $1) }
    }
}
