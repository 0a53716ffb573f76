import Dispatch
import Foundation
import Synchronization

/// The scheduler of the main thread, where UI work happens in an app.
///
/// As in RxSwift, work scheduled without delay from the main thread, while nothing else is queued,
/// runs inline; otherwise it goes to the main dispatch queue. Delayed and periodic work goes to the
/// main queue's timers, or, when a lesson runtime has installed a `MainVirtualClock`, onto that
/// virtual clock: then `interval(.seconds(1), scheduler: MainScheduler.instance)` runs at once and
/// every event has an exact virtual time. The clock is shared by every instance, including those
/// made with `MainScheduler()` (as `SharingScheduler.make()` does).
public class MainScheduler: SerialDispatchQueueScheduler {
    /// The shared instance.
    public static let instance = MainScheduler()

    /// A scheduler that always dispatches asynchronously to the main queue, even from the main
    /// thread. Its delayed and periodic work follows the virtual clock too, when one is installed.
    public static let asyncInstance: SerialDispatchQueueScheduler = AsyncMainScheduler()

    /// How many blocks the main schedulers have put on the main queue that have not run yet. The
    /// lesson runtime drains the main queue until this is zero before it moves virtual time on,
    /// so work that main-queue work queues runs at the same virtual instant, as it would in an app.
    public static var queuedWorkCount: Int { MainQueueWork.count }

    /// How many timers the dispatch schedulers (this one and the background ones) have set that
    /// have neither fired nor been disposed: delayed and periodic work still to come on the real
    /// clock. A lesson runtime on real time keeps the main run loop going while any is left.
    public static var pendingTimerCount: Int { PendingTimer.pending }

    private let numberEnqueued = Atomic<Int>(0)

    public init() {
        super.init(serialQueue: DispatchQueue.main, isMainQueue: true)
    }

    /// Stops the program if not on the main thread, as RxSwift does in debug builds.
    public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {
        if !Thread.isMainThread {
            rxFatalError(errorMessage ?? "Executing on background thread. Please use `MainScheduler.instance.schedule` to schedule work on main thread.")
        }
    }

    /// Stops the program if not on the main thread.
    public static func ensureRunningOnMainThread(errorMessage: String? = nil) {
        if !Thread.isMainThread {
            rxFatalError(errorMessage ?? "Running on background thread.")
        }
    }

    public override var now: RxTime {
        MainScheduler.virtualClock?.now ?? Date()
    }

    override func scheduleInternal<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let previouslyEnqueued = numberEnqueued.wrappingAdd(1, ordering: .acquiringAndReleasing).oldValue
        if Thread.isMainThread && previouslyEnqueued == 0 {
            let disposable = action(state)
            numberEnqueued.wrappingSubtract(1, ordering: .acquiringAndReleasing)
            return disposable
        }
        let cancel = SingleAssignmentDisposable()
        MainQueueWork.enqueued()
        DispatchQueue.main.async {
            if !cancel.isDisposed { cancel.setDisposable(action(state)) }
            self.numberEnqueued.wrappingSubtract(1, ordering: .acquiringAndReleasing)
            MainQueueWork.ran()
        }
        return cancel
    }

    public override func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        if let clock = MainScheduler.virtualClock {
            return clock.scheduleRelative(state, dueTime: dueTime, action: action)
        }
        return super.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    public override func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        if let clock = MainScheduler.virtualClock {
            return clock.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
        }
        return super.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}

/// `MainScheduler.asyncInstance`: the main scheduler (its clock, virtual or not, for delayed and
/// periodic work) without the shortcut that runs work inline on the main thread.
private final class AsyncMainScheduler: MainScheduler {
    override func scheduleInternal<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.schedule(state, action: action)
    }
}

/// Counts the blocks the schedulers have queued on the main queue and not yet run.
enum MainQueueWork {
    private static let pending = Atomic<Int>(0)

    static func enqueued() { pending.wrappingAdd(1, ordering: .acquiringAndReleasing) }
    static func ran() { pending.wrappingSubtract(1, ordering: .acquiringAndReleasing) }
    static var count: Int { pending.load(ordering: .acquiring) }
}

// MARK: - Virtual time for lessons

extension MainScheduler {
    private static let clockLock = SpinLock()
    private nonisolated(unsafe) static var installedClock: MainVirtualClock?

    /// The virtual clock that drives delayed and periodic main-thread work, if one is installed.
    public static var virtualClock: MainVirtualClock? {
        get { clockLock.performLocked { installedClock } }
        set { clockLock.performLocked { installedClock = newValue } }
    }
}

/// Virtual time in nanoseconds for `MainScheduler`, installed by rxlearn's lesson runtime with
/// `MainScheduler.virtualClock = MainVirtualClock()`. Time starts at 0 and moves only when the
/// runtime runs due work (`advanceTo`, `start`, `runNext`), so `.milliseconds(1)` is exact.
public final class MainVirtualClock: VirtualTimeScheduler<MainVirtualClock.Converter> {
    /// Nanoseconds of virtual time; intervals are nanoseconds too.
    public struct Converter: VirtualTimeConverterType {
        public typealias VirtualTimeUnit = Int64
        public typealias VirtualTimeIntervalUnit = Int64

        public init() {}

        public func convertFromVirtualTime(_ virtualTime: Int64) -> RxTime {
            Date(timeIntervalSince1970: TimeInterval(virtualTime) / 1_000_000_000)
        }

        public func convertToVirtualTime(_ time: RxTime) -> Int64 {
            Int64((time.timeIntervalSince1970 * 1_000_000_000).rounded())
        }

        public func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int64) -> TimeInterval {
            TimeInterval(virtualTimeInterval) / 1_000_000_000
        }

        public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int64 {
            Int64((timeInterval * 1_000_000_000).rounded())
        }

        public func offsetVirtualTime(_ time: Int64, offset: Int64) -> Int64 { Int64.saturatingSum(time, offset) }

        public func compareVirtualTime(_ lhs: Int64, _ rhs: Int64) -> VirtualTimeComparison {
            lhs < rhs ? .lessThan : (lhs == rhs ? .equal : .greaterThan)
        }
    }

    public init() {
        super.init(initialClock: 0, converter: Converter())
    }

    /// Relative work is placed by adding nanoseconds to the clock, with no round trip through
    /// floating-point dates, so long runs stay exact.
    public override func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        if case .never = dueTime { return Disposables.create() }
        let offset = max(0, dueTime.nanosecondsInterval)
        return scheduleAbsoluteVirtual(state, time: Int64.saturatingSum(clock, offset), action: action)
    }

    /// Runs the earliest pending work (and everything else due at that same instant).
    /// Returns false when nothing is pending.
    @discardableResult
    public func runNext() -> Bool {
        guard let next = nextScheduledTime else { return false }
        advanceTo(next)
        return true
    }
}
