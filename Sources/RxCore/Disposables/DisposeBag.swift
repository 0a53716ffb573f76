/// Collects disposables and disposes them all when the bag itself is deallocated: the usual way to
/// tie subscriptions to the lifetime of an owner. To dispose early, replace the bag with a new one.
///
/// A bag is not counted in `Resources.total` (the subscriptions in it are), so a top-level bag in
/// a lesson does not look like a leak.
public final class DisposeBag {
    private let lock = SpinLock()
    private var disposables: [Disposable] = []
    private var isDisposed = false

    public init() {}

    /// Adds a disposable; if the bag is already disposed, disposes it at once.
    public func insert(_ disposable: Disposable) {
        let accepted = lock.performLocked { () -> Bool in
            if isDisposed { return false }
            disposables.append(disposable)
            return true
        }
        if !accepted { disposable.dispose() }
    }

    public func insert(_ disposables: Disposable...) { insert(disposables) }

    public func insert(_ disposables: [Disposable]) {
        for disposable in disposables { insert(disposable) }
    }

    private func dispose() {
        let all = lock.performLocked { () -> [Disposable] in
            defer { disposables = []; isDisposed = true }
            return disposables
        }
        for disposable in all { disposable.dispose() }
    }

    deinit { dispose() }
}

extension DisposeBag {
    /// Builds a bag from a list of disposables: `DisposeBag(disposing: a, b)`.
    public convenience init(disposing disposables: Disposable...) {
        self.init()
        insert(disposables)
    }

    public convenience init(disposing disposables: [Disposable]) {
        self.init()
        insert(disposables)
    }
}
