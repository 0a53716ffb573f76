import Foundation

extension ImmediateSchedulerType {
    /// Runs `action` with `state`; the action calls `recurse` with the next state to run again.
    /// `of`, `from`, `range` and friends emit one element per step this way.
    public func scheduleRecursive<State>(_ state: State, action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void) -> Disposable {
        if self is CurrentThreadScheduler {
            return TrampolineRecursion(action: action).start(state)
        }
        let recursion = AnyRecursiveScheduler<State>(scheduler: self) { state, scheduler in
            action(state) { scheduler.schedule($0) }
        }
        recursion.schedule(state)
        return recursion
    }
}

extension SchedulerType {
    /// Runs `action` after `dueTime`; the action may schedule itself again through the recursive scheduler.
    public func scheduleRecursive<State>(_ state: State, dueTime: RxTimeInterval, action: @escaping (State, AnyRecursiveScheduler<State>) -> Void) -> Disposable {
        let recursion = AnyRecursiveScheduler<State>(scheduler: self, action: action)
        recursion.schedule(state, dueTime: dueTime)
        return recursion
    }
}

/// Schedules the steps of a recursive action on any scheduler and cancels whatever is pending on dispose.
public final class AnyRecursiveScheduler<State>: DisposeBase, Disposable {
    public typealias Action = (State, AnyRecursiveScheduler<State>) -> Void

    private let scheduler: ImmediateSchedulerType
    private let action: Action
    private let lock = SpinLock()
    private var pending = Bag<Disposable>()
    private var disposed = false

    init(scheduler: ImmediateSchedulerType, action: @escaping Action) {
        self.scheduler = scheduler
        self.action = action
    }

    /// Schedules the next step after `dueTime` (needs a scheduler that knows time).
    public func schedule(_ state: State, dueTime: RxTimeInterval) {
        guard let timed = scheduler as? SchedulerType else {
            rxFatalError("\(type(of: scheduler)) cannot schedule work after a delay")
        }
        track { step in timed.scheduleRelative(state, dueTime: dueTime, action: step) }
    }

    /// Schedules the next step as soon as the scheduler allows.
    public func schedule(_ state: State) {
        track { step in scheduler.schedule(state, action: step) }
    }

    private final class Slot {
        var key: BagKey?
        var ran = false
    }

    private func track(_ submit: (@escaping (State) -> Disposable) -> Disposable) {
        if lock.performLocked({ disposed }) { return }
        let slot = Slot()
        let scheduled = submit { [self] state in
            let live = lock.performLocked { () -> Bool in
                slot.ran = true
                if let key = slot.key { pending.removeElement(forKey: key) }
                return !disposed
            }
            if live { action(state, self) }
            return Disposables.create()
        }
        let cancelNow = lock.performLocked { () -> Bool in
            if disposed { return true }
            if !slot.ran { slot.key = pending.insert(scheduled) }
            return false
        }
        if cancelNow { scheduled.dispose() }
    }

    public func dispose() {
        let all = lock.performLocked { () -> [Disposable] in
            disposed = true
            defer { pending.removeAll() }
            return pending.elements
        }
        releaseResource()
        for disposable in all { disposable.dispose() }
    }
}

/// Recursion on the current-thread trampoline. A step that asks for one more step while nothing
/// else waits on the trampoline simply loops: that is exactly the order in which the trampoline
/// would have run it, without a queue round trip per element.
private final class TrampolineRecursion<State>: DisposeBase, Cancelable {
    private let action: (State, (State) -> Void) -> Void
    private var requested: [State] = []
    private var isInStep = false
    private let disposedFlag = BooleanDisposable()

    init(action: @escaping (State, (State) -> Void) -> Void) {
        self.action = action
    }

    var isDisposed: Bool { disposedFlag.isDisposed }

    func start(_ state: State) -> Disposable {
        enqueue(state)
        return self
    }

    func dispose() {
        disposedFlag.dispose()
        releaseResource()
    }

    private func enqueue(_ state: State) {
        _ = CurrentThreadScheduler.instance.schedule(state) { state in
            self.run(from: state)
            return Disposables.create()
        }
    }

    private func run(from state: State) {
        var current = state
        while !isDisposed {
            isInStep = true
            action(current) { next in
                if self.isInStep { self.requested.append(next) } else { self.enqueue(next) }
            }
            isInStep = false
            if requested.isEmpty { return }
            if requested.count == 1 && !Trampoline.current.hasPendingWork {
                current = requested.removeLast()
                continue
            }
            let all = requested
            requested.removeAll(keepingCapacity: true)
            for next in all { enqueue(next) }
            return
        }
    }
}

/// The default `schedulePeriodic`: a recursive relative schedule, with ticks that pile up while an
/// action is slow delivered one after the other.
final class PeriodicRecursion<State> {
    private enum Command { case tick, dispatchStart }

    private let scheduler: SchedulerType
    private var state: State
    private let startAfter: RxTimeInterval
    private let period: RxTimeInterval
    private let action: (State) -> State
    private let lock = SpinLock()
    private var pendingTicks = 0

    init(scheduler: SchedulerType, state: State, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (State) -> State) {
        self.scheduler = scheduler
        self.state = state
        self.startAfter = startAfter
        self.period = period
        self.action = action
    }

    func start() -> Disposable {
        scheduler.scheduleRecursive(Command.tick, dueTime: startAfter) { command, recursion in
            self.handle(command, recursion)
        }
    }

    private func handle(_ command: Command, _ recursion: AnyRecursiveScheduler<Command>) {
        switch command {
        case .tick:
            recursion.schedule(.tick, dueTime: period)
            let wasIdle = lock.performLocked { () -> Bool in
                pendingTicks += 1
                return pendingTicks == 1
            }
            if wasIdle { handle(.dispatchStart, recursion) }
        case .dispatchStart:
            state = action(state)
            let more = lock.performLocked { () -> Bool in
                pendingTicks -= 1
                return pendingTicks > 0
            }
            if more { recursion.schedule(.dispatchStart) }
        }
    }
}
