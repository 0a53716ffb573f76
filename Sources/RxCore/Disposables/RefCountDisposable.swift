/// Disposes its inner disposable only when it has been disposed itself and every disposable
/// handed out by `retain()` has been disposed too.
public final class RefCountDisposable: DisposeBase, Cancelable {
    private let lock = SpinLock()
    private var inner: Disposable?
    private var primaryDisposed = false
    private var count = 0

    public init(disposable: Disposable) {
        self.inner = disposable
        super.init()
    }

    public var isDisposed: Bool { lock.performLocked { inner == nil } }

    /// A dependent disposable that keeps the inner one alive until it is disposed.
    public func retain() -> Disposable {
        lock.performLocked { () -> Disposable in
            if inner == nil { return Disposables.create() }
            count += 1
            return Disposables.create(with: { self.release() })
        }
    }

    public func dispose() {
        let toDispose = lock.performLocked { () -> Disposable? in
            guard let current = inner, !primaryDisposed else { return nil }
            primaryDisposed = true
            guard count == 0 else { return nil }
            inner = nil
            return current
        }
        disposeInner(toDispose)
    }

    private func disposeInner(_ toDispose: Disposable?) {
        guard let toDispose = toDispose else { return }
        releaseResource()
        toDispose.dispose()
    }

    private func release() {
        let toDispose = lock.performLocked { () -> Disposable? in
            guard let current = inner else { return nil }
            count -= 1
            guard primaryDisposed, count == 0 else { return nil }
            inner = nil
            return current
        }
        disposeInner(toDispose)
    }
}
