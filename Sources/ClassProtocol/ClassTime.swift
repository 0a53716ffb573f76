import Foundation

/// Times on the wire: whole milliseconds since 1970, which JavaScript's `Date` reads as they are.
public enum ClassTime {
    public static func now() -> Int64 { milliseconds(Date()) }

    public static func milliseconds(_ date: Date) -> Int64 { Int64((date.timeIntervalSince1970 * 1000).rounded()) }

    public static func date(_ milliseconds: Int64) -> Date { Date(timeIntervalSince1970: Double(milliseconds) / 1000) }
}
