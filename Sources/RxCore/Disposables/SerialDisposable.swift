/// Holds one disposable at a time: setting a new one disposes the previous one.
/// Once disposed, anything set is disposed at once.
public final class SerialDisposable: DisposeBase, Cancelable {
    private let lock = SpinLock()
    private var current: Disposable?
    private var disposed = false

    public override init() {}

    public var isDisposed: Bool { lock.performLocked { disposed } }

    public var disposable: Disposable {
        get { lock.performLocked { current ?? Disposables.create() } }
        set {
            let (previous, rejected) = lock.performLocked { () -> (Disposable?, Bool) in
                if disposed { return (nil, true) }
                defer { current = newValue }
                return (current, false)
            }
            previous?.dispose()
            if rejected { newValue.dispose() }
        }
    }

    public func dispose() {
        let last = lock.performLocked { () -> Disposable? in
            if disposed { return nil }
            disposed = true
            defer { current = nil }
            return current
        }
        releaseResource()
        last?.dispose()
    }
}

extension SerialDisposable {
    /// Ends the subscription the slot holds and puts a new one in its place, for operators that
    /// move from one source to the next (`catch`, `concat`, `ifEmpty`, `andThen` …). A placeholder
    /// takes the slot before `subscribe` runs, so the old subscription has ended before the new one
    /// starts (a test source shows it ending at that very tick), and a dispose that comes while
    /// `subscribe` runs still reaches the new subscription.
    func replaceSubscription(with subscribe: () -> Disposable) {
        let subscription = SingleAssignmentDisposable()
        disposable = subscription
        subscription.setDisposable(subscribe())
    }
}
