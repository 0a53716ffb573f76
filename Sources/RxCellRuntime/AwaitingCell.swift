import Dispatch
import Foundation
import RxCore

/// The runtime around a cell whose top-level code awaits (`for try await x in xs.values`,
/// `try await single.value`).
///
/// An `await` at the top level makes all of `main.swift`'s top level one task on the main actor,
/// and the program ends when that task returns. While it is suspended the main queue is free, so
/// the runtime moves virtual time from there: `beginAwaiting()` queues a step on the main queue
/// that runs the clock's next due work and queues itself again behind whatever that work
/// queued — the cell's resumption among it — so the cell runs at each virtual instant before
/// the clock moves on, as it would on a real main thread. The cell's resumption can come through
/// another thread, so the step also gives it a millisecond of real time. `endAwaiting()` is the cell's
/// epilogue: it runs the clock to the end as `end()` does, letting the main queue turn between
/// steps, and reports.
///
/// Work on other threads (a `Task.detached`, a background scheduler) is not on the clock: while
/// the cell waits for it, the step only checks back every few milliseconds, and where such work
/// and the clock meet, the order is the real one.
extension CellRuntime {
    private static let awaitingState = AwaitingState()

    /// Called after `begin()`, before the first line of a cell that awaits.
    public static func beginAwaiting() {
        guard let clock else { return } // real time: main-queue timers fire while the cell waits
        DispatchQueue.main.async { advanceWhileAwaiting(clock) }
    }

    /// The epilogue of a cell that awaits: runs the clock to the end (or, on real time, waits for
    /// the timers) with the main queue turning between steps, then reports as `end()` does.
    @MainActor public static func endAwaiting() async {
        awaitingState.cellReturned()
        var stoppedAtVirtualLimit = false
        var stoppedAtRealTimeLimit = false
        if let clock {
            stoppedAtVirtualLimit = !(await runClockTurningMainQueue(clock, upTo: virtualLimitNanoseconds))
        } else {
            stoppedAtRealTimeLimit = !(await waitForRealTimers())
        }
        if !stoppedAtRealTimeLimit { await letDisposalSettle() }
        report(stoppedAtVirtualLimit: stoppedAtVirtualLimit, stoppedAtRealTimeLimit: stoppedAtRealTimeLimit)
    }

    /// One step of virtual time while the cell is suspended; runs on the main queue.
    private static func advanceWhileAwaiting(_ clock: MainVirtualClock) {
        guard !awaitingState.hasReturned else { return }
        if MainScheduler.queuedWorkCount > 0 {
            // Main-queue work first, at this instant; it runs before this block comes round again.
            DispatchQueue.main.async { advanceWhileAwaiting(clock) }
            return
        }
        guard let next = clock.nextScheduledTime else {
            // Nothing on the clock: the cell waits for work elsewhere, which may still put some there.
            DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(2)) { advanceWhileAwaiting(clock) }
            return
        }
        if next > virtualLimitNanoseconds {
            // The cell waits for something past the limit (an endless interval): stop it there.
            clock.advanceTo(virtualLimitNanoseconds)
            awaitingState.cellReturned()
            report(stoppedAtVirtualLimit: true, stoppedAtRealTimeLimit: false)
            exit(0)
        }
        clock.advanceTo(next)
        // What this step sent may reach the cell through another thread first (a `for await`
        // loop's `next()` runs off the main actor, then hops back), so the next step waits a
        // moment of real time: long enough for that hop on a machine that is not overloaded.
        DispatchQueue.main.asyncAfter(deadline: .now() + settleTime) { advanceWhileAwaiting(clock) }
    }

    /// The real time given, after each step of the clock, to the cell's task to come back.
    private static let settleTime = DispatchTimeInterval.milliseconds(1)

    /// `runClock` for the main actor: instead of running the main run loop (which a main-queue
    /// block cannot do), it suspends until the main queue has run what was queued — and, when
    /// `SerialJobs` holds the tasks' jobs there, until no job is left — before each step of
    /// `clock`, up to `limit`. It returns true once `isDone` says so or the clock has no work left,
    /// false if it had to stop at `limit`. The cell's epilogue runs the main clock with it, an
    /// exercise's awaited case its own test clock (`AwaitedCaseRun`).
    @MainActor static func runClockTurningMainQueue<Converter>(
        _ clock: VirtualTimeScheduler<Converter>, upTo limit: Converter.VirtualTimeUnit, until isDone: () -> Bool = { false }
    ) async -> Bool where Converter.VirtualTimeUnit: Comparable {
        while true {
            await settleMainQueue()
            if isDone() { return true }
            guard let next = clock.nextScheduledTime else { return true }
            if next > limit {
                clock.advanceTo(limit)
                return false
            }
            clock.advanceTo(next)
        }
    }

    /// Turns the main queue until neither the main schedulers nor the tasks held by `SerialJobs`
    /// have had work queued for `idleTurns` turns in a row (a bounded number of times, should a
    /// block requeue itself for ever). Several quiet turns, not one: a hop to the main actor is
    /// queued there without being counted, and a short chain of them still comes round.
    @MainActor static func settleMainQueue() async {
        var passes = 0
        var quiet = 0
        repeat {
            await turnMainQueue()
            passes += 1
            quiet = MainScheduler.queuedWorkCount > 0 || SerialJobs.pending > 0 ? 0 : quiet + 1
        } while quiet < idleTurns && passes < 10_000
    }

    /// How many turns of the main queue with nothing counted in them make it settled.
    private static let idleTurns = 3

    /// Stops the step that moves the main clock while the cell awaits: an exercise's awaited cases
    /// run on clocks of their own, and the main clock waits for the end, as it does for the
    /// cases of an exercise that does not await.
    static func holdMainClock() {
        awaitingState.cellReturned()
    }

    /// Real time: waits while a scheduler's timer is set or main work is queued, up to the
    /// real-time limit. Returns false if it had to stop there.
    @MainActor private static func waitForRealTimers() async -> Bool {
        let deadline = realTimeLimit.map { startedAt.addingTimeInterval($0) } ?? .distantFuture
        while MainScheduler.pendingTimerCount > 0 || MainScheduler.queuedWorkCount > 0 {
            if Date() >= deadline { return false }
            try? await Task.sleep(nanoseconds: 2_000_000)
        }
        return true
    }

    /// `report` gives disposal on other threads a moment before it counts leaks, turning the main
    /// run loop meanwhile, which a main-queue block cannot do; so the main queue turns here first.
    @MainActor private static func letDisposalSettle() async {
        let deadline = Date().addingTimeInterval(0.3)
        while liveCount > 0 && Date() < deadline {
            await turnMainQueue()
            try? await Task.sleep(nanoseconds: 2_000_000)
        }
    }

    /// Suspends until every block queued on the main queue before this call has run.
    @MainActor private static func turnMainQueue() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { continuation.resume() }
        }
    }
}

/// Whether the awaiting cell's own code has returned, so the step that moves the clock stops.
private final class AwaitingState: @unchecked Sendable {
    private let lock = NSLock()
    private var returned = false

    var hasReturned: Bool { lock.withLock { returned } }

    func cellReturned() { lock.withLock { returned = true } }
}
