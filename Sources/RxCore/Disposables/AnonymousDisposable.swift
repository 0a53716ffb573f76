import Synchronization

/// Runs a closure the first time it is disposed, and never again.
private final class AnonymousDisposable: DisposeBase, Cancelable {
    private let disposed = Atomic<Bool>(false)
    private let lock = SpinLock()
    private var action: (() -> Void)?

    init(_ action: @escaping () -> Void) {
        self.action = action
    }

    var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        releaseResource()
        let action = lock.performLocked { () -> (() -> Void)? in
            defer { self.action = nil }
            return self.action
        }
        action?()
    }
}

extension Disposables {
    /// A disposable that runs `dispose` once, the first time it is disposed.
    public static func create(with dispose: @escaping () -> Void) -> Cancelable {
        AnonymousDisposable(dispose)
    }
}
