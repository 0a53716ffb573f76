import Marbles

/// Why a second subscriber got other events than the reference's, as far as the events tell it.
/// What they tell for sure is a hand-over: events a second subscriber gets at the very moment it
/// subscribes, when its first one got none then, were kept for it (a replay of the latest
/// elements, or of how the run ended). Whether a later subscriber joins the first one's run or
/// runs on its own they cannot tell apart on hot inputs (a `map` of a hot input looks shared
/// either way), so then the verdict names both usual causes.
public enum SecondSubscriberCause: Sendable, Equatable {
    /// The answer hands the later subscriber what the first one already got; the reference
    /// does not (a `share(replay:)`, or a subject, where none belongs).
    case handsOverTooMuch
    /// The reference hands the later subscriber the latest element, or the end of a run that
    /// has ended, at once; the answer does not (a `Driver`, `share(replay: 1)`, `scope: .forever`).
    case handsOverNothing
    /// Neither hands anything over, or both do: shared state, or a run that should be shared,
    /// the usual causes.
    case sharingDiffers

    /// Events `second`, subscribed at `at`, got at that very moment while `first` got none then.
    static func handedOver(first: [TimedEvent], second: [TimedEvent], at: Int) -> Bool {
        second.contains { $0.time == at } && !first.contains { $0.time == at }
    }

    static func between(_ answer: ExerciseCaseResult, _ reference: ExerciseCaseResult, at: Int) -> SecondSubscriberCause {
        let yours = handedOver(first: answer.first, second: answer.second ?? [], at: at)
        let expected = handedOver(first: reference.first, second: reference.second ?? [], at: at)
        switch (yours, expected) {
        case (true, false): return .handsOverTooMuch
        case (false, true): return .handsOverNothing
        default: return .sharingDiffers
        }
    }
}
