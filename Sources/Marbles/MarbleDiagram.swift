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
public struct MarbleSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    public var column: Int
    public var message: String
    public var fix: String

    public init(column: Int, message: String, fix: String) {
        self.column = column
        self.message = message
        self.fix = fix
    }

    public var description: String { "column \(column): \(message) — \(fix)" }
}
