import Marbles

/// Why a second subscriber got other events than the reference's, read from how each second
/// subscriber relates to its own first one: does it join the run already going (it gets what the
/// first gets from then on), with the latest element handed over at once (a replay), or not
/// (a run of its own)? The verdict names the cause only when the two differ in one of these ways.
public enum SecondSubscriberCause: Sendable, Equatable {
    /// The reference gives the later subscriber a run of its own; the answer shares one run,
    /// or replays to it: a `share` where none belongs, or a `share(replay:)`.
    case sharesTooMuch
    /// Both give the later subscriber a run of its own, but the answer's differs: most often
    /// state made once and shared by the runs (a `var` or a subject outside `create`).
    case runsShareState
    /// The reference lets the later subscriber join the first one's run (or hear how it ended);
    /// the answer starts a new run for it (no `share`, `Driver` or `Signal`, or a `share` that
    /// forgets a run once it has ended).
    case sharesTooLittle
    /// Both join the run, but the reference hands the later subscriber the latest element at
    /// once (a `Driver`, `share(replay: 1)`), and the answer does not.
    case replaysNothing

    /// How `second`, subscribed at `at`, relates to `first`.
    enum Shape: Equatable {
        case ownRun, joins, joinsWithReplay
    }

    static func shape(first: [TimedEvent], second: [TimedEvent], at: Int) -> Shape {
        let latest = first.last(where: { $0.kind == .next && $0.time <= at }).map { TimedEvent(time: at, kind: .next, value: $0.value) }
        if let end = first.first(where: { $0.kind != .next }), end.time <= at {
            // The first run had ended: joining it means hearing its end at once, after its latest
            // element when that is replayed (a subject, or a `share` that outlives its run).
            let endNow = TimedEvent(time: at, kind: end.kind, value: end.value)
            if second == [endNow] { return .joins }
            if let latest, second == [latest, endNow] { return .joinsWithReplay }
            return .ownRun
        }
        // An event at the very time the second subscribes may reach it or not, depending on the
        // order of the two: both readings count as joining.
        let later = first.filter { $0.time > at }, fromThen = first.filter { $0.time >= at }
        if second == later || second == fromThen { return .joins }
        if let latest, second == [latest] + later { return .joinsWithReplay }
        return .ownRun
    }

    /// The cause, when the answer's second subscriber and the reference's differ in shape.
    static func between(_ answer: ExerciseCaseResult, _ reference: ExerciseCaseResult, at: Int) -> SecondSubscriberCause? {
        let yours = shape(first: answer.first, second: answer.second ?? [], at: at)
        let expected = shape(first: reference.first, second: reference.second ?? [], at: at)
        switch (yours, expected) {
        case (.joins, .ownRun), (.joinsWithReplay, .ownRun), (.joinsWithReplay, .joins): return .sharesTooMuch
        case (.ownRun, .joins), (.ownRun, .joinsWithReplay): return .sharesTooLittle
        case (.joins, .joinsWithReplay): return .replaysNothing
        case (.ownRun, .ownRun): return .runsShareState
        default: return nil
        }
    }
}
