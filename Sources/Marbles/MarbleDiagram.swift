/// What a marble string says: its events at virtual times, and where `^` subscribed.
public struct MarbleDiagram: Sendable, Equatable {
    /// Events in the order they appear; times are relative to `^` when there is one.
    public var events: [TimedEvent]
    /// How far from the start of the string `^` stands, in virtual time; nil without `^`.
    /// Events written before `^` have negative times, as in RxJS hot observables.
    public var subscriptionOffset: Int?
    /// The virtual time one `-` stands for.
    public var frameDuration: Int

    public init(events: [TimedEvent], subscriptionOffset: Int? = nil, frameDuration: Int) {
        self.events = events
        self.subscriptionOffset = subscriptionOffset
        self.frameDuration = frameDuration
    }
}

/// A marble string that cannot be read, with the column (1-based, in characters) of the
/// character at fault.
///
/// `message` and `fix` are English (lesson authors read them in `rxlearn lint`); `rule` says which
/// rule the string breaks, so that a learner-facing caller can word it in the learner's language.
public struct MarbleSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    public var column: Int
    public var message: String
    public var fix: String
    /// Which rule of the grammar the string breaks; nil for an error a caller made up itself.
    public var rule: Rule?

    /// The rules of the marble grammar that `MarbleParser` enforces.
    public enum Rule: Sendable, Equatable {
        case timeProgressionInGroup
        case groupNeverClosed
        case dashInGroup
        case nestedGroups
        case unmatchedClosingParenthesis
        case emptyGroup
        case secondSubscription
        case subscriptionInGroup
        case notASymbol(Character)
        /// An event after `|` or `#`, which stands at `endColumn`.
        case eventAfterEnd(endColumn: Int)
    }

    public init(column: Int, message: String, fix: String, rule: Rule? = nil) {
        self.column = column
        self.message = message
        self.fix = fix
        self.rule = rule
    }

    public var description: String { "column \(column): \(message) — \(fix)" }
}
