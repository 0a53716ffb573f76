import Synchronization

/// What `subscribe(onNext:onError:onCompleted:onDisposed:)` returns: disposing it ends the
/// subscription and runs `onDisposed`. After a terminal event the subscription is over, so the
/// handle leaves the live count (`Resources.total`) even while the learner still holds it —
/// "live" means "still running", which is what the leak note at the end of a cell reports.
final class ClosureSubscription: DisposeBase, Cancelable {
    private let disposed = Atomic<Bool>(false)
    private let lock = SpinLock()
    private var subscription: Disposable?
    private let whenDisposed: Disposable

    init(whenDisposed: Disposable) {
        self.whenDisposed = whenDisposed
    }

    var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    /// The source's subscription, which arrives after `subscribe` returns; a handle disposed
    /// before that disposes it at once.
    func setSubscription(_ subscription: Disposable) {
        let keep = lock.performLocked { () -> Bool in
            guard !isDisposed else { return false }
            self.subscription = subscription
            return true
        }
        if !keep { subscription.dispose() }
    }

    /// A terminal event went through: nothing is running any more.
    func finished() {
        releaseResource()
    }

    func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        releaseResource()
        let subscription = lock.performLocked { () -> Disposable? in
            defer { self.subscription = nil }
            return self.subscription
        }
        subscription?.dispose()
        whenDisposed.dispose()
    }
}
