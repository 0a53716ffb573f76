/// Runs a source's steps on the current-thread trampoline: one element per step, giving way to
/// other queued work between steps exactly as recursive scheduling on `CurrentThreadScheduler`
/// would, but as a plain loop while nothing else waits. `of`, `from` and `range` use it.
final class TrampolineLoop: DisposeBase, Cancelable {
    /// Emits elements while `shouldYield()` says false (or until the sequence ends), and returns
    /// whether more elements remain. Keeping the position in a local variable while looping, and
    /// storing it only when yielding, keeps the per-element path free of field accesses.
    typealias Step = (_ shouldYield: () -> Bool) -> Bool

    private let lock = SpinLock()
    /// The source's step, which holds the source's sink strongly: a queued step may run after
    /// everything else has let go of the sink (a sibling source failed and the operator
    /// disposed the whole subscription), so the loop keeps it alive itself. Dropped when the
    /// loop is disposed, which also happens when the sequence ends (the sink's terminal event
    /// disposes its subscription); a run that is under way keeps its own reference until it
    /// returns. Under `lock`.
    private var step: Step?
    private let disposedFlag = BooleanDisposable()

    private init(step: @escaping Step) {
        self.step = step
    }

    /// Queues the first step on the trampoline (so it runs after the whole chain has subscribed).
    static func start(_ step: @escaping Step) -> Disposable {
        let loop = TrampolineLoop(step: step)
        loop.scheduleNext()
        return loop
    }

    var isDisposed: Bool { disposedFlag.isDisposed }

    func dispose() {
        disposedFlag.dispose()
        releaseStep()
        releaseResource()
    }

    private func scheduleNext() {
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            self.run()
            return Disposables.create()
        }
    }

    private func run() {
        guard let step = lock.performLocked({ isDisposed ? nil : self.step }) else { return }
        let trampoline = Trampoline.current
        let more = step { self.isDisposed || trampoline.hasPendingWork }
        if more && !isDisposed { scheduleNext() }
    }

    /// Lets go of the step (and the sink it holds) outside the lock: that may free the sink and
    /// its observer, whose deinitialisers must not run under our lock.
    private func releaseStep() {
        let released = lock.performLocked { () -> Step? in
            defer { step = nil }
            return step
        }
        _ = released
    }
}
