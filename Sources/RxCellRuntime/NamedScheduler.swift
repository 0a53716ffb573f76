import Foundation
import RxCore
import RxCoreTest

/// A scheduler an exercise hands to `solve(…, main:, background:)`, standing for the main
/// thread or a background queue. Its work runs on the case's virtual clock at the tick it is due
/// (moving between the two takes no time, so only *where* an event arrives can differ, never
/// when), and while it runs the scheduler's name is the one `DeliveringScheduler.current` gives:
/// the harness records it with every output event and counted side effect, and the checker
/// compares it with the reference's. Anything that runs outside these two — the inputs' events,
/// the `scheduler` clock's timers — counts as the main thread, where an app's UI events arrive.
public final class NamedScheduler: SchedulerType, CustomStringConvertible {
    public let name: String
    private let clock: TestScheduler

    init(name: String, clock: TestScheduler) {
        self.name = name
        self.clock = clock
    }

    public var description: String { name }

    public var now: RxTime { clock.now }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        clock.scheduleAbsoluteVirtual(state, time: clock.clock, action: named(action))
    }

    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        guard let ticks = Self.ticks(dueTime) else { return Disposables.create() }
        return clock.scheduleAbsoluteVirtual(state, time: clock.clock + max(0, ticks), action: named(action))
    }

    private func named<StateType>(_ action: @escaping (StateType) -> Disposable) -> (StateType) -> Disposable {
        let name = self.name
        return { state in DeliveringScheduler.whileRunning(name) { action(state) } }
    }

    /// `dueTime` in the case clock's ticks (1 ms); nil for `.never`.
    static func ticks(_ dueTime: RxTimeInterval) -> Int? {
        switch dueTime {
        case .seconds(let value): return value.multipliedReportingOverflow(by: 1_000).partialValue
        case .milliseconds(let value): return value
        case .microseconds(let value): return Int((Double(value) / 1_000).rounded())
        case .nanoseconds(let value): return Int((Double(value) / 1_000_000).rounded())
        case .never: return nil
        @unknown default: return nil
        }
    }
}

/// The name of the `NamedScheduler` whose work is running, innermost first; nil outside all of
/// them. An exercise case runs on one thread, the lock only keeps a stray real thread from
/// tearing the stack.
enum DeliveringScheduler {
    private static let lock = NSLock()
    private static var running: [String] = []

    static var current: String? {
        lock.lock()
        defer { lock.unlock() }
        return running.last
    }

    static func whileRunning<T>(_ name: String, _ work: () -> T) -> T {
        lock.lock()
        running.append(name)
        lock.unlock()
        defer {
            lock.lock()
            running.removeLast()
            lock.unlock()
        }
        return work()
    }
}
