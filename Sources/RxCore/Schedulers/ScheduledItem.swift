import Synchronization

/// A unit of scheduled work that runs its action once unless cancelled first. Cancelling drops
/// the action at once, so whatever it captured (sinks, observers) is released without waiting
/// for the scheduler to reach the item.
final class ScheduledItem: Cancelable {
    private let lock = SpinLock()
    private var action: (() -> Disposable)?
    private let cancelled = Atomic<Bool>(false)
    private let result = SingleAssignmentDisposable()

    init<StateType>(state: StateType, action: @escaping (StateType) -> Disposable) {
        self.action = { action(state) }
    }

    init(action: @escaping () -> Disposable) {
        self.action = action
    }

    func invoke() {
        let action = lock.performLocked { () -> (() -> Disposable)? in
            defer { self.action = nil }
            return isDisposed ? nil : self.action
        }
        guard let run = action else { return }
        result.setDisposable(run())
    }

    var isDisposed: Bool { cancelled.load(ordering: .acquiring) }

    func dispose() {
        cancelled.store(true, ordering: .releasing)
        let dropped = lock.performLocked { () -> (() -> Disposable)? in
            defer { action = nil }
            return action
        }
        _ = dropped  // released here, outside the lock
        result.dispose()
    }
}
