import Foundation

/// Counts one side effect named `name` — a request sent, a file written — for rxlearn's exercise
/// checker, which compares how many an answer makes, and when, with the reference solution. An
/// exercise's start file calls it in the stub that stands for the real work (`fetch()`), so an
/// answer that skips the work, or does it twice, is told so. Outside an exercise check it does
/// nothing.
public func recordSideEffect(_ name: String) {
    SideEffectLog.record(name)
}

/// The side effects of the exercise case that is running, by name, with their virtual times.
final class SideEffectLog {
    private static let lock = NSLock()
    private static var current: SideEffectLog?

    private let clock: () -> Int
    private(set) var times: [String: [Int]] = [:]

    private init(clock: @escaping () -> Int) {
        self.clock = clock
    }

    /// Starts the log of a case; `clock` tells the case's virtual time.
    static func begin(clock: @escaping () -> Int) -> SideEffectLog {
        let log = SideEffectLog(clock: clock)
        lock.lock()
        current = log
        lock.unlock()
        return log
    }

    static func end() {
        lock.lock()
        current = nil
        lock.unlock()
    }

    static func record(_ name: String) {
        lock.lock()
        defer { lock.unlock() }
        guard let log = current else { return }
        log.times[name, default: []].append(log.clock())
    }
}
