import Dispatch
import Foundation

/// A time interval for schedulers, as in RxSwift 6 (`.seconds(1)`, `.milliseconds(300)`).
public typealias RxTimeInterval = DispatchTimeInterval

/// An absolute time for schedulers.
public typealias RxTime = Date

/// A scheduler that runs work as soon as it can.
public protocol ImmediateSchedulerType {
    /// Schedules `action` to run with `state`; disposing the result cancels it if it has not run.
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable
}

/// A scheduler that also knows the time and can run work later or periodically.
public protocol SchedulerType: ImmediateSchedulerType {
    /// The scheduler's idea of the current time.
    var now: RxTime { get }

    /// Schedules `action` to run after `dueTime`.
    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable

    /// Schedules `action` first after `startAfter`, then every `period`, each time with the state the previous run returned.
    func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable
}

extension SchedulerType {
    /// The default periodic scheduling, built on `scheduleRelative`: the next tick is scheduled
    /// before the action of the current one runs, as in RxSwift.
    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        PeriodicRecursion(scheduler: self, state: state, startAfter: startAfter, period: period, action: action).start()
    }
}

extension DispatchTimeInterval {
    /// The interval in seconds (`.never` is infinity).
    var secondsInterval: TimeInterval {
        switch self {
        case .seconds(let value): return TimeInterval(value)
        case .milliseconds(let value): return TimeInterval(value) / 1_000
        case .microseconds(let value): return TimeInterval(value) / 1_000_000
        case .nanoseconds(let value): return TimeInterval(value) / 1_000_000_000
        case .never: return .infinity
        @unknown default: return .infinity
        }
    }

    /// The interval in whole nanoseconds; `.never` and anything too large saturate to `Int64.max`.
    var nanosecondsInterval: Int64 {
        func scaled(_ value: Int, by factor: Int64) -> Int64 {
            let (product, overflow) = Int64(value).multipliedReportingOverflow(by: factor)
            if overflow { return value < 0 ? .min : .max }
            return product
        }
        switch self {
        case .seconds(let value): return scaled(value, by: 1_000_000_000)
        case .milliseconds(let value): return scaled(value, by: 1_000_000)
        case .microseconds(let value): return scaled(value, by: 1_000)
        case .nanoseconds(let value): return Int64(value)
        case .never: return .max
        @unknown default: return .max
        }
    }

    /// What is left of this interval once the time from `earlierDate` to `laterDate` has
    /// passed, in the interval's own unit, rounded to the nearest whole unit (halves away from
    /// zero) and never negative; `.never` stays `.never`. It is RxSwift's own arithmetic for the
    /// rest of a wait (`delay`, `throttle`), and its rounding shows: with `.seconds(1)`, half a
    /// second left is rounded up to a whole second and 0.4 s left to none, while
    /// `.milliseconds(1000)` keeps the same waits exact to the millisecond. Rounding in the unit
    /// also absorbs the floating-point error of dates, so a 1 ms virtual clock lands on whole ticks.
    func reduceWithSpanBetween(earlierDate: Date, laterDate: Date) -> DispatchTimeInterval {
        let elapsed = laterDate.timeIntervalSince(earlierDate)
        func left(_ value: Int, unitsPerSecond: Double) -> Int {
            let remainder = Double(value) - elapsed * unitsPerSecond
            guard remainder > 0 else { return 0 }
            // An absurd interval must not overflow the conversion back to Int (RxSwift would trap).
            guard remainder < Double(Int.max) else { return Int.max }
            return Int(remainder.rounded(.toNearestOrAwayFromZero))
        }
        switch self {
        case .seconds(let value): return .seconds(left(value, unitsPerSecond: 1))
        case .milliseconds(let value): return .milliseconds(left(value, unitsPerSecond: 1_000))
        case .microseconds(let value): return .microseconds(left(value, unitsPerSecond: 1_000_000))
        case .nanoseconds(let value): return .nanoseconds(left(value, unitsPerSecond: 1_000_000_000))
        case .never: return .never
        @unknown default: return .never
        }
    }

    /// Whether the interval is zero, so the work it times is due at once (`.never` never is).
    var isNow: Bool {
        switch self {
        case .seconds(let value), .milliseconds(let value), .microseconds(let value), .nanoseconds(let value): return value == 0
        case .never: return false
        @unknown default: return false
        }
    }
}

extension Int64 {
    /// `a + b`, clamped to the representable range instead of wrapping or trapping.
    static func saturatingSum(_ a: Int64, _ b: Int64) -> Int64 {
        let (sum, overflow) = a.addingReportingOverflow(b)
        if overflow { return b > 0 ? .max : .min }
        return sum
    }
}

extension Date {
    func addingDispatchInterval(_ interval: DispatchTimeInterval) -> Date {
        addingTimeInterval(interval.secondsInterval)
    }
}
