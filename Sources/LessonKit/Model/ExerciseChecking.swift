import Marbles

/// How an exercise's answers are checked beyond its example, as the author wrote it: the values
/// each input may take (`NAME in …` lines of the ```` ```inputs ```` block) and what the checker
/// compares with the reference solution (the ```` ```check ```` block). FORMAT.md, "How an
/// exercise answer is checked", describes both for authors.
public struct ExerciseChecking: Sendable, Equatable {
    /// The values of each input, by input name; an input without a line takes the default
    /// (`Exercise.valueDomain(of:)`).
    public var domains: [String: InputDomain] = [:]
    /// Why the answer is subscribed to only once per case (`once:`); nil means twice, the
    /// default: a second, later subscription that overlaps the first, compared with the
    /// reference's.
    public var subscribedOnceBecause: String?
    /// The counted side effects (`effects:`): names the start file's and the reference's
    /// `recordSideEffect("…")` calls use. Their count and times are compared with the reference's.
    public var effects: [String] = []
    /// Why any error is right where the reference fails (`any error:`); nil means errors are
    /// compared by their description.
    public var anyErrorBecause: String?
    /// Why the inputs' subscriptions are not compared (`subscriptions:`); nil means they are:
    /// each input must be listened to over the same stretches of time as the reference listens,
    /// and never disposed only where the reference leaves it so.
    public var subscriptionsUnjudgedBecause: String?
    /// Why the number of subscriptions to each input counts too (`count subscriptions:`): then
    /// each input's subscription intervals must be exactly the reference's. For an input that
    /// stands for work, where each subscription is a request.
    public var countsSubscriptionsBecause: String?

    /// Whether each input's subscriptions are compared one by one, their number included.
    public var countsSubscriptions: Bool { countsSubscriptionsBecause != nil }
    /// Mutants of the reference that `rxlearn dev check` may find passing, each with why it is
    /// right for the statement (`accepts MUTANT: reason`): mutant description → reason.
    public var acceptedMutants: [String: String] = [:]
    /// Cases the author wants tried on every check besides the generated ones (```` ```inputs
    /// edge ```` blocks): input name → events. An input a case does not name sends nothing.
    public var edgeCases: [[String: [TimedEvent]]] = []

    public init() {}
}

/// The values one input of an exercise may take in the generated cases, and the values always
/// tried among them (an `inputs` line `scores in 0...100 always 59 60`).
public struct InputDomain: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// The values of the visible example, nothing else (`in example`).
        case example
        /// The example's whole numbers and their neighbours, one below and one above (never below
        /// zero unless the example goes there): the default of an `Int` input.
        case exampleAndNeighbours
        /// Whole numbers in a range (`in -20...20`).
        case integers(ClosedRange<Int>)
        /// Decimals on a grid (`in -10.0...10.0 by 0.5`).
        case decimals(ClosedRange<Double>, step: Double)
        /// Texts of a length in a range, made of the given characters (`in text 0...12 of a-z0-9`).
        case texts(lengths: ClosedRange<Int>, alphabet: [Character])
        /// One of a list (`in {plus, minus, reset, other}`).
        case oneOf([String])
    }

    public var kind: Kind
    /// Values every run tries, besides the boundaries the domain has of itself.
    public var always: [String]

    public init(_ kind: Kind, always: [String] = []) {
        self.kind = kind
        self.always = always
    }
}
