/// What `subscribe(onNext:onError:onCompleted:onDisposed:)` returns: disposing it ends the
/// subscription and runs `onDisposed`. After a terminal event the subscription is over, so the
/// handle leaves the live count (`Resources.total`) even while the learner still holds it —
/// "live" means "still running", which is what the leak note at the end of a cell reports.
final class ClosureSubscription: DisposeBase, Cancelable {
    private let state = HandOverState()
    /// The source's subscription, which arrives after `subscribe` returns. Stored once and taken
    /// once, by whichever of `setSubscription` and `dispose` comes second (see `HandOverState`),
    /// so it needs neither a lock nor run-time exclusivity checks; `NopDisposable` stands for
    /// "nothing held" (see `SinkDisposer`).
    @exclusivity(unchecked) private var subscription: Disposable = NopDisposable()
    private let whenDisposed: Disposable

    init(whenDisposed: Disposable) {
        self.whenDisposed = whenDisposed
    }

    var isDisposed: Bool { state.isDisposed }

    /// Hands over the source's subscription; a handle disposed before that disposes it at once.
    func setSubscription(_ subscription: Disposable) {
        self.subscription = subscription
        if state.handOver() {
            takeSubscription().dispose()
        }
    }

    /// A terminal event went through: nothing is running any more.
    func finished() {
        releaseResource()
    }

    func dispose() {
        guard let subscriptionHandedOver = state.markDisposed() else { return }
        releaseResource()
        if subscriptionHandedOver {
            takeSubscription().dispose()
        }
        whenDisposed.dispose()
    }

    /// Moves the subscription out, so the handle no longer keeps the chain alive.
    private func takeSubscription() -> Disposable {
        var taken: Disposable = NopDisposable()
        swap(&taken, &subscription)
        return taken
    }
}
