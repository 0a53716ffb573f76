/// A disposable that can be given its inner disposable exactly once, before or after being disposed.
public final class SingleAssignmentDisposable: DisposeBase, Cancelable {
    private let lock = SpinLock()
    private var inner: Disposable?
    private var assigned = false
    private var disposed = false

    public override init() {}

    public var isDisposed: Bool { lock.performLocked { disposed } }

    /// Sets the inner disposable. Setting it twice is a programming error, as in RxSwift.
    public func setDisposable(_ disposable: Disposable) {
        let disposeNow = lock.performLocked { () -> Bool in
            precondition(!assigned, "SingleAssignmentDisposable can be assigned only once")
            assigned = true
            if disposed { return true }
            inner = disposable
            return false
        }
        if disposeNow { disposable.dispose() }
    }

    public func dispose() {
        let toDispose = lock.performLocked { () -> Disposable? in
            if disposed { return nil }
            disposed = true
            defer { inner = nil }
            return inner
        }
        releaseResource()
        toDispose?.dispose()
    }
}
