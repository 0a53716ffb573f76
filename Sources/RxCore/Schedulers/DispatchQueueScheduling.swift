import Dispatch
import Foundation
import Synchronization

/// The dispatch-queue mechanics shared by the serial and concurrent dispatch schedulers.
struct DispatchQueueConfiguration {
    let queue: DispatchQueue
    let leeway: DispatchTimeInterval
    /// The queue is the main queue: its blocks are counted for the lesson runtime (see
    /// `MainScheduler.queuedWorkCount`). A flag, because `DispatchQueue.main` is not one object
    /// on every platform, so identity cannot tell.
    var isMainQueue = false

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        let counted = isMainQueue
        if counted { MainQueueWork.enqueued() }
        queue.async {
            defer { if counted { MainQueueWork.ran() } }
            if cancel.isDisposed { return }
            cancel.setDisposable(action(state))
        }
        return cancel
    }

    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        let pending = PendingTimer()
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now() + dueTime, leeway: leeway)
        // The handler keeps the timer alive until it fires; cancelling breaks that cycle.
        var timerReference: DispatchSourceTimer? = timer
        timer.setEventHandler {
            // After the action: work it schedules is counted before this timer stops counting.
            defer { pending.finish() }
            if cancel.isDisposed { return }
            cancel.setDisposable(action(state))
            timerReference?.cancel()
            timerReference = nil
        }
        timer.resume()
        return Disposables.create(with: {
            cancel.dispose()
            timer.cancel()
            pending.finish()
        })
    }

    func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        let pending = PendingTimer()
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now() + startAfter, repeating: period, leeway: leeway)
        let cancelled = BooleanDisposable()
        var timerState = state
        timer.setEventHandler {
            if cancelled.isDisposed { return }
            timerState = action(timerState)
        }
        timer.resume()
        return Disposables.create(with: {
            cancelled.dispose()
            timer.cancel()
            pending.finish()
        })
    }
}

/// One dispatch timer in `MainScheduler.pendingTimerCount`, from when it is set until it has fired
/// (a one-shot timer) or is disposed, counted out once whichever comes first.
final class PendingTimer: Sendable {
    private static let count = Atomic<Int>(0)
    private let finished = Atomic<Bool>(false)

    static var pending: Int { count.load(ordering: .acquiring) }

    init() {
        Self.count.wrappingAdd(1, ordering: .acquiringAndReleasing)
    }

    func finish() {
        if !finished.exchange(true, ordering: .acquiringAndReleasing) {
            Self.count.wrappingSubtract(1, ordering: .acquiringAndReleasing)
        }
    }
}

/// Runs work one item at a time on a serial dispatch queue.
public class SerialDispatchQueueScheduler: SchedulerType {
    let configuration: DispatchQueueConfiguration

    public var now: RxTime { Date() }

    init(serialQueue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0), isMainQueue: Bool = false) {
        configuration = DispatchQueueConfiguration(queue: serialQueue, leeway: leeway, isMainQueue: isMainQueue)
    }

    /// A scheduler on a new serial queue named `internalSerialQueueName`.
    public convenience init(internalSerialQueueName: String, serialQueueConfiguration: ((DispatchQueue) -> Void)? = nil, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        let queue = DispatchQueue(label: internalSerialQueueName)
        serialQueueConfiguration?(queue)
        self.init(serialQueue: queue, leeway: leeway)
    }

    /// A scheduler on a new serial queue that targets `queue` (which may be concurrent).
    public convenience init(queue: DispatchQueue, internalSerialQueueName: String, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        self.init(serialQueue: DispatchQueue(label: internalSerialQueueName, target: queue), leeway: leeway)
    }

    /// A scheduler on a new serial queue that targets the global queue of the given quality of service.
    public convenience init(qos: DispatchQoS, internalSerialQueueName: String = "rx.global_dispatch_queue.serial", leeway: DispatchTimeInterval = .nanoseconds(0)) {
        self.init(queue: DispatchQueue.global(qos: qos.qosClass), internalSerialQueueName: internalSerialQueueName, leeway: leeway)
    }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleInternal(state, action: action)
    }

    func scheduleInternal<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.schedule(state, action: action)
    }

    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}

/// Runs work on a concurrent dispatch queue: items may run at the same time on different threads.
public class ConcurrentDispatchQueueScheduler: SchedulerType {
    let configuration: DispatchQueueConfiguration

    public var now: RxTime { Date() }

    public init(queue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        configuration = DispatchQueueConfiguration(queue: queue, leeway: leeway)
    }

    public convenience init(qos: DispatchQoS, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        self.init(queue: DispatchQueue.global(qos: qos.qosClass), leeway: leeway)
    }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.schedule(state, action: action)
    }

    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}

/// Runs work as operations on an `OperationQueue`.
public class OperationQueueScheduler: ImmediateSchedulerType {
    public let operationQueue: OperationQueue
    public let queuePriority: Operation.QueuePriority

    public init(operationQueue: OperationQueue, queuePriority: Operation.QueuePriority = .normal) {
        self.operationQueue = operationQueue
        self.queuePriority = queuePriority
    }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        let operation = BlockOperation {
            if cancel.isDisposed { return }
            cancel.setDisposable(action(state))
        }
        operation.queuePriority = queuePriority
        operationQueue.addOperation(operation)
        return Disposables.create(with: {
            cancel.dispose()
            operation.cancel()
        })
    }
}
