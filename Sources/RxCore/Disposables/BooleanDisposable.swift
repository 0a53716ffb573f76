import Synchronization

/// A disposable that only remembers whether it was disposed.
public final class BooleanDisposable: Cancelable {
    /// A disposable that is already disposed.
    public static let BooleanDisposableTrue = BooleanDisposable(isDisposed: true)

    private let disposed: Atomic<Bool>

    public init() { disposed = Atomic(false) }
    public init(isDisposed: Bool) { disposed = Atomic(isDisposed) }

    public var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    public func dispose() { disposed.store(true, ordering: .releasing) }
}
