/// One event of an observable sequence at a virtual time, reduced to text.
///
/// Marbles, lesson expectations and recorded output all meet in this type, so it carries only
/// what can be written in a lesson file: the time, the kind and the value's text.
public struct TimedEvent: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case next, error, completed
    }

    /// Virtual time (see Lessons/FORMAT.md: virtual milliseconds, or TestScheduler ticks as-is).
    public var time: Int
    public var kind: Kind
    /// For `next`, the value's text. For `error`, the error's text, or nil in an expectation that
    /// accepts any error. Always nil for `completed`.
    public var value: String?

    public init(time: Int, kind: Kind, value: String? = nil) {
        self.time = time
        self.kind = kind
        self.value = kind == .completed ? nil : value
    }

    public static func next(_ value: String, at time: Int) -> TimedEvent {
        TimedEvent(time: time, kind: .next, value: value)
    }

    public static func error(_ message: String?, at time: Int) -> TimedEvent {
        TimedEvent(time: time, kind: .error, value: message)
    }

    public static func completed(at time: Int) -> TimedEvent {
        TimedEvent(time: time, kind: .completed)
    }

    public var isTerminal: Bool { kind != .next }

    /// The event as a lesson writes it: `next(1)`, `error(boom)`, `error`, `completed`.
    public var eventText: String {
        switch kind {
        case .next: "next(\(value ?? ""))"
        case .error: value.map { "error(\($0))" } ?? "error"
        case .completed: "completed"
        }
    }

    /// `next(1) at 210`: the wording used in verdicts.
    public var description: String { "\(eventText) at \(time)" }
}
