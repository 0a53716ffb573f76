import Synchronization

/// The two one-time events of an object that holds a running subscription: its pieces are
/// handed over (they exist only once `subscribe` or `run` has returned) and it is disposed. They
/// may come in either order, on different threads; whichever comes second disposes the pieces,
/// so they are disposed exactly once and never touched by two threads at a time. Used by
/// `SinkDisposer` and `ClosureSubscription` instead of a lock, which every subscription would
/// otherwise create, take and destroy.
struct HandOverState: ~Copyable {
    private static let disposedBit = 1
    private static let handedOverBit = 2

    private let bits = Atomic<Int>(0)

    var isDisposed: Bool { bits.load(ordering: .acquiring) & HandOverState.disposedBit != 0 }

    /// Records the hand-over, after the pieces were stored. True when disposal came first: the
    /// caller disposes the pieces now.
    func handOver() -> Bool {
        let previous = bits.bitwiseOr(HandOverState.handedOverBit, ordering: .acquiringAndReleasing).oldValue
        precondition(previous & HandOverState.handedOverBit == 0, "A subscription was handed over twice")
        return previous & HandOverState.disposedBit != 0
    }

    /// Records the disposal: nil when it was disposed already, else whether the pieces had been
    /// handed over, in which case the caller disposes them now.
    func markDisposed() -> Bool? {
        let previous = bits.bitwiseOr(HandOverState.disposedBit, ordering: .acquiringAndReleasing).oldValue
        if previous & HandOverState.disposedBit != 0 { return nil }
        return previous & HandOverState.handedOverBit != 0
    }
}
