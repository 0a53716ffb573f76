import Synchronization

/// Disposes its inner disposable on a given scheduler (for example on the main thread).
public final class ScheduledDisposable: DisposeBase, Cancelable {
    public let scheduler: ImmediateSchedulerType
    private let disposed = Atomic<Bool>(false)
    private let lock = SpinLock()
    private var inner: Disposable?

    public init(scheduler: ImmediateSchedulerType, disposable: Disposable) {
        self.scheduler = scheduler
        self.inner = disposable
    }

    public var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    public func dispose() {
        _ = scheduler.schedule(self) { scheduled in
            scheduled.disposeInner()
            return Disposables.create()
        }
    }

    private func disposeInner() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        releaseResource()
        let inner = lock.performLocked { () -> Disposable? in
            defer { self.inner = nil }
            return self.inner
        }
        inner?.dispose()
    }
}
