import Foundation

/// Counts one side effect named `name` — a request sent, a file written — for rxlearn's exercise
/// checker, which compares how many an answer makes, and when, with the reference solution. An
/// exercise's start file calls it in the stub that stands for the real work (`fetch()`), so an
/// answer that skips the work, or does it twice, is told so. Outside an exercise check it does
/// nothing.
public func recordSideEffect(_ name: String) {
    SideEffectLog.record(name)
}

/// The side effects of the exercise case that is running, by name, with their virtual times and
/// the named scheduler each ran on (`NamedScheduler`).
final class SideEffectLog {
    private static let lock = NSLock()
    private static var current: SideEffectLog?

    private let clock: () -> Int
    /// At most this many of one name are kept (the request's event limit): an answer that
    /// repeats its work without end must not flood the channel; the first ones tell the story.
    private let limit: Int
    private(set) var times: [String: [Int]] = [:]
    private(set) var schedulers: [String: [String?]] = [:]

    private init(clock: @escaping () -> Int, limit: Int) {
        self.clock = clock
        self.limit = limit
    }

    /// Starts the log of a case; `clock` tells the case's virtual time.
    static func begin(clock: @escaping () -> Int, limit: Int) -> SideEffectLog {
        let log = SideEffectLog(clock: clock, limit: limit)
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
        guard let log = current, log.times[name, default: []].count < log.limit else { return }
        log.times[name, default: []].append(log.clock())
        log.schedulers[name, default: []].append(DeliveringScheduler.current)
    }
}
