/// `Duration` in the units the system and the user speak: milliseconds for `poll`, environment
/// variables and messages, seconds as a `Double` for Foundation.
extension Duration {
    private static let attosecondsPerMillisecond: Int64 = 1_000_000_000_000_000

    /// Whole milliseconds, the rest dropped (toward zero).
    public var wholeMilliseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1_000 + attoseconds / Self.attosecondsPerMillisecond
    }

    /// Whole microseconds, the rest dropped (toward zero).
    public var wholeMicroseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1_000_000 + attoseconds / 1_000_000_000_000
    }

    /// Milliseconds, a started one counted whole: a wait of 0.2 ms is 1 ms, not 0 (which `poll`
    /// would take for "do not wait"). 0 for a duration of zero or less.
    public var millisecondsRoundedUp: Int64 {
        let (seconds, attoseconds) = components
        guard seconds >= 0, seconds > 0 || attoseconds > 0 else { return 0 }
        return seconds * 1_000 + (attoseconds + Self.attosecondsPerMillisecond - 1) / Self.attosecondsPerMillisecond
    }

    /// Seconds, with their fraction.
    public var secondsWithFraction: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
