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
