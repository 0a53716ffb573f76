import Synchronization

/// A unit of scheduled work that runs its action once unless cancelled first.
final class ScheduledItem: Cancelable {
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
        guard !isDisposed, let action = action else { return }
        self.action = nil
        result.setDisposable(action())
    }

    var isDisposed: Bool { cancelled.load(ordering: .acquiring) }

    func dispose() {
        cancelled.store(true, ordering: .releasing)
        result.dispose()
    }
}
