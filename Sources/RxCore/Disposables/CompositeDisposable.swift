/// A group of disposables disposed together. Adding to a disposed group disposes the newcomer at once.
public final class CompositeDisposable: DisposeBase, Cancelable {
    /// The key of a disposable in the group, for `remove(for:)`.
    public struct DisposeKey {
        fileprivate let key: BagKey
    }

    private let lock = SpinLock()
    private var disposables: Bag<Disposable>? = Bag()

    public override init() {}

    public init(_ disposable1: Disposable, _ disposable2: Disposable) {
        super.init()
        disposables?.insert(disposable1)
        disposables?.insert(disposable2)
    }

    public init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) {
        super.init()
        disposables?.insert(disposable1)
        disposables?.insert(disposable2)
        disposables?.insert(disposable3)
    }

    public init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable, _ disposable4: Disposable, _ disposables: Disposable...) {
        super.init()
        for disposable in [disposable1, disposable2, disposable3, disposable4] + disposables { self.disposables?.insert(disposable) }
    }

    public init(disposables: [Disposable]) {
        super.init()
        for disposable in disposables { self.disposables?.insert(disposable) }
    }

    public var isDisposed: Bool { lock.performLocked { disposables == nil } }

    /// The number of disposables in the group (0 once disposed).
    public var count: Int { lock.performLocked { disposables?.count ?? 0 } }

    /// Adds a disposable. Returns its key, or nil (and disposes it) if the group is already disposed.
    public func insert(_ disposable: Disposable) -> DisposeKey? {
        let key = lock.performLocked { disposables?.insert(disposable) }
        guard let key = key else {
            disposable.dispose()
            return nil
        }
        return DisposeKey(key: key)
    }

    /// Removes the disposable with `disposeKey` and disposes it.
    public func remove(for disposeKey: DisposeKey) {
        let removed = lock.performLocked { disposables?.removeElement(forKey: disposeKey.key) }
        removed?.dispose()
    }

    public func dispose() {
        let all = lock.performLocked { () -> Bag<Disposable>? in
            defer { disposables = nil }
            return disposables
        }
        releaseResource()
        all?.forEach { $0.dispose() }
    }
}
