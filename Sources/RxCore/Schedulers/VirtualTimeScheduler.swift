import Foundation

/// How a virtual time scheduler maps its own time units to dates and intervals.
public protocol VirtualTimeConverterType {
    associatedtype VirtualTimeUnit
    associatedtype VirtualTimeIntervalUnit

    func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime
    func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit
    func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit
    func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison
}

/// The result of comparing two virtual times.
public enum VirtualTimeComparison {
    case lessThan
    case equal
    case greaterThan
}

/// A scheduler whose clock only moves when it runs work: `start()` runs everything in time order,
/// `advanceTo` runs what is due up to a time. Work at the same time runs in the order it was scheduled.
/// Scheduling is thread-safe; running is meant for one thread at a time.
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType {
    public typealias VirtualTime = Converter.VirtualTimeUnit
    public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

    private let lock = SpinLock()
    private var running = false
    private var currentClock: VirtualTime
    private var queue: [VirtualSchedulerItem<VirtualTime>] = []
    private var nextId = 0
    private let converter: Converter

    public init(initialClock: VirtualTime, converter: Converter) {
        self.currentClock = initialClock
        self.converter = converter
    }

    /// The current virtual time.
    public var clock: VirtualTime { lock.performLocked { currentClock } }

    /// The current virtual time as a date.
    public var now: RxTime { converter.convertFromVirtualTime(clock) }

    /// Whether `start()` or `advanceTo` is running work.
    public var isEnabled: Bool { lock.performLocked { running } }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .microseconds(0), action: action)
    }

    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        // Work due "never" would only sit at the end of the queue; it can never run.
        if case .never = dueTime { return Disposables.create() }
        let time = now.addingDispatchInterval(dueTime)
        let absolute = adjustScheduledTime(converter.convertToVirtualTime(time))
        return scheduleAbsoluteVirtual(state, time: absolute, action: action)
    }

    /// Schedules `action` after a virtual interval from the current clock.
    public func scheduleRelativeVirtual<StateType>(_ state: StateType, dueTime: VirtualTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleAbsoluteVirtual(state, time: converter.offsetVirtualTime(clock, offset: dueTime), action: action)
    }

    /// Schedules `action` at a virtual time, exactly as given.
    public func scheduleAbsoluteVirtual<StateType>(_ state: StateType, time: VirtualTime, action: @escaping (StateType) -> Disposable) -> Disposable {
        let item = lock.performLocked { () -> VirtualSchedulerItem<VirtualTime> in
            defer { nextId += 1 }
            let item = VirtualSchedulerItem(time: time, id: nextId, action: { action(state) })
            insert(item)
            return item
        }
        return item
    }

    /// Where a relative schedule lands; subclasses may shift it (the test scheduler adds a tick).
    open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime { time }

    /// Runs all scheduled work in time order until none is left or `stop()` is called.
    public func start() {
        guard beginRunning() else { return }
        StreamWatch.whileRunning(self) {
            while isEnabled, let item = takeNext(upTo: nil) {
                item.invoke()
            }
        }
        lock.performLocked { running = false }
    }

    /// Stops `start()` or `advanceTo` after the current item.
    public func stop() {
        lock.performLocked { running = false }
    }

    /// Runs the work due up to and including `virtualTime`, then sets the clock to it.
    public func advanceTo(_ virtualTime: VirtualTime) {
        guard beginRunning() else { return }
        StreamWatch.whileRunning(self) {
            while isEnabled, let item = takeNext(upTo: virtualTime) {
                item.invoke()
            }
        }
        lock.performLocked {
            running = false
            if converter.compareVirtualTime(currentClock, virtualTime) == .lessThan { currentClock = virtualTime }
        }
    }

    /// Moves the clock forward without running anything.
    public func sleep(_ virtualInterval: VirtualTimeInterval) {
        lock.performLocked {
            let target = converter.offsetVirtualTime(currentClock, offset: virtualInterval)
            precondition(converter.compareVirtualTime(target, currentClock) != .lessThan, "A virtual time scheduler cannot go back in time")
            currentClock = target
        }
    }

    /// The time of the next pending item, if any; the lesson runtime uses it to decide how far to go.
    public var nextScheduledTime: VirtualTime? {
        lock.performLocked {
            queue.removeAll { $0.isDisposed }
            return queue.first?.time
        }
    }

    private func beginRunning() -> Bool {
        lock.performLocked {
            if running { return false }
            running = true
            return true
        }
    }

    /// Removes and returns the earliest live item (not later than `limit`), moving the clock to its time.
    private func takeNext(upTo limit: VirtualTime?) -> VirtualSchedulerItem<VirtualTime>? {
        lock.performLocked {
            while let first = queue.first {
                if first.isDisposed {
                    queue.removeFirst()
                    continue
                }
                if let limit = limit, converter.compareVirtualTime(first.time, limit) == .greaterThan { return nil }
                queue.removeFirst()
                if converter.compareVirtualTime(currentClock, first.time) == .lessThan { currentClock = first.time }
                return first
            }
            return nil
        }
    }

    /// Keeps the queue sorted by (time, id); the common case appends at the end.
    private func insert(_ item: VirtualSchedulerItem<VirtualTime>) {
        var index = queue.count
        while index > 0 && converter.compareVirtualTime(queue[index - 1].time, item.time) == .greaterThan {
            index -= 1
        }
        queue.insert(item, at: index)
    }
}

/// One piece of work on a virtual time scheduler.
final class VirtualSchedulerItem<Time>: Cancelable {
    let time: Time
    let id: Int
    private let item: ScheduledItem

    init(time: Time, id: Int, action: @escaping () -> Disposable) {
        self.time = time
        self.id = id
        self.item = ScheduledItem(action: action)
    }

    func invoke() { item.invoke() }
    var isDisposed: Bool { item.isDisposed }
    func dispose() { item.dispose() }
}

/// Virtual time measured in dates, for replaying history.
public struct HistoricalSchedulerTimeConverter: VirtualTimeConverterType {
    public typealias VirtualTimeUnit = RxTime
    public typealias VirtualTimeIntervalUnit = TimeInterval

    public init() {}

    public func convertFromVirtualTime(_ virtualTime: RxTime) -> RxTime { virtualTime }
    public func convertToVirtualTime(_ time: RxTime) -> RxTime { time }
    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: TimeInterval) -> TimeInterval { virtualTimeInterval }
    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> TimeInterval { timeInterval }
    public func offsetVirtualTime(_ time: RxTime, offset: TimeInterval) -> RxTime { time.addingTimeInterval(offset) }

    public func compareVirtualTime(_ lhs: RxTime, _ rhs: RxTime) -> VirtualTimeComparison {
        switch lhs.compare(rhs) {
        case .orderedAscending: return .lessThan
        case .orderedSame: return .equal
        case .orderedDescending: return .greaterThan
        }
    }
}

/// A virtual time scheduler whose clock is a date.
public class HistoricalScheduler: VirtualTimeScheduler<HistoricalSchedulerTimeConverter> {
    public init(initialClock: RxTime = Date(timeIntervalSince1970: 0)) {
        super.init(initialClock: initialClock, converter: HistoricalSchedulerTimeConverter())
    }
}
