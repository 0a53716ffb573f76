import Synchronization

/// Runs a source's steps on the current-thread trampoline: one element per step, giving way to
/// other queued work between steps exactly as recursive scheduling on `CurrentThreadScheduler`
/// would, but as a plain loop while nothing else waits. `of`, `from`, `range` and `generate` use it.
///
/// The loop is its own trampoline item (`TrampolineWork`): queuing a step allocates nothing,
/// where `CurrentThreadScheduler.schedule` would allocate a `ScheduledItem` and a closure each time.
final class TrampolineLoop: DisposeBase, Cancelable, TrampolineWork {
    /// Emits elements while `shouldYield()` says false (or until the sequence ends), and returns
    /// whether more elements remain. Keeping the position in a local variable while looping, and
    /// storing it only when yielding, keeps the per-element path free of field accesses.
    typealias Step = (_ shouldYield: () -> Bool) -> Bool

    private static let disposedBit = 1
    private static let runningBit = 2

    /// Whether the loop was disposed, and whether a turn is running (it was, once, at least: the
    /// bit is not cleared after a turn that found the loop disposed, as nothing reads it again).
    /// Instead of a lock: `step` is read only by a turn that set `runningBit` before
    /// `disposedBit` was set, and dropped only by whichever of `dispose` and that turn comes
    /// second, so the two never touch it at the same time.
    private let state = Atomic<Int>(0)
    /// The source's step, which holds the source's sink strongly: a queued step may run after
    /// everything else has let go of the sink (a sibling source failed and the operator
    /// disposed the whole subscription), so the loop keeps it alive itself. Dropped when the
    /// loop is disposed, which also happens when the sequence ends (the sink's terminal event
    /// disposes its subscription); disposed during a turn, it is dropped when the turn ends.
    @exclusivity(unchecked) private var step: Step?

    private init(step: @escaping Step) {
        self.step = step
    }

    /// Queues the first step on the trampoline (so it runs after the whole chain has subscribed).
    static func start(_ step: @escaping Step) -> Disposable {
        let loop = TrampolineLoop(step: step)
        Trampoline.current.enqueueOrRun(loop)
        return loop
    }

    var isDisposed: Bool { state.load(ordering: .acquiring) & TrampolineLoop.disposedBit != 0 }

    func dispose() {
        let previous = state.bitwiseOr(TrampolineLoop.disposedBit, ordering: .acquiringAndReleasing).oldValue
        if previous & TrampolineLoop.disposedBit != 0 { return }
        // A turn under way drops the step itself when it ends.
        if previous & TrampolineLoop.runningBit == 0 { releaseStep() }
        releaseResource()
    }

    /// One turn on the trampoline: emit until the sequence ends or other work waits, and queue
    /// the next turn behind that work.
    func invoke() {
        let before = state.bitwiseOr(TrampolineLoop.runningBit, ordering: .acquiringAndReleasing).oldValue
        if before & TrampolineLoop.disposedBit != 0 { return }
        guard let step else { return }
        let trampoline = Trampoline.current
        let more = step { self.isDisposed || trampoline.hasPendingWork }
        let after = state.bitwiseAnd(~TrampolineLoop.runningBit, ordering: .acquiringAndReleasing).oldValue
        if after & TrampolineLoop.disposedBit != 0 {
            // Disposed during the turn (a terminal event disposes the subscription): `dispose`
            // left the step to us.
            releaseStep()
        } else if more {
            trampoline.enqueueOrRun(self)
        }
    }

    /// Lets go of the step, and with it the sink it holds.
    private func releaseStep() {
        step = nil
    }
}
