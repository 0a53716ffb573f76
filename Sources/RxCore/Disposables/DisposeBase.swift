import Synchronization

/// Counts itself in `Resources.total` while it is live: from creation until it is disposed or
/// deallocated, whichever comes first. A subscription that was disposed but is still referenced
/// (a top-level `let subscription = …` in a lesson) is therefore not reported as a leak.
public class DisposeBase {
    private let counted = Atomic<Bool>(true)

    init() { Resources.incrementTotal() }

    deinit { releaseResource() }

    /// Takes this object out of the live count; called by `dispose()`. Safe to call repeatedly.
    final func releaseResource() {
        if counted.exchange(false, ordering: .acquiringAndReleasing) {
            Resources.decrementTotal()
        }
    }
}
