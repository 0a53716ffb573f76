import CellProtocol
import Foundation
import RxCore
import RxCoreTest

/// The runtime around a lesson cell. The runner's generated `main.swift` calls `begin()` before
/// the learner's code and `end()` after it.
///
/// On virtual time (the default) every `MainScheduler` runs delayed and periodic work on one
/// `MainVirtualClock`; `end()` then runs that clock until no work is left, so a cell with
/// `interval(.seconds(1))` finishes at once and every line carries its exact virtual time.
///
/// On the real clock (`rxlearn run --real-time`) `end()` keeps the main run loop going instead,
/// until no scheduler has a timer left or the real-time limit the runner names has passed.
///
/// A cell with `await` in its top-level code gets `beginAwaiting()` and `endAwaiting()` as well
/// (AwaitingCell.swift).
public enum CellRuntime {
    /// Virtual time stops here (10 virtual minutes unless `RXLEARN_VIRTUAL_LIMIT_MS` says otherwise),
    /// so an endless `interval` ends with a message instead of running for ever.
    static let virtualLimitNanoseconds: Int64 = {
        let environment = ProcessInfo.processInfo.environment
        if let text = environment[CellProtocol.Variable.virtualLimitMilliseconds], let milliseconds = Int64(text), milliseconds > 0 {
            return milliseconds * 1_000_000
        }
        return 10 * 60 * 1_000_000_000
    }()

    /// On the real clock, how long after `begin()` the cell may keep running while timers are
    /// still set (`RXLEARN_REAL_TIME_LIMIT_MS`); nil when the runner set no limit (the cell runs
    /// from a shell), and then it runs until its timers are done.
    static let realTimeLimit: TimeInterval? = {
        let environment = ProcessInfo.processInfo.environment
        guard let text = environment[CellProtocol.Variable.realTimeLimitMilliseconds],
              let milliseconds = Int64(text), milliseconds > 0 else { return nil }
        return TimeInterval(milliseconds) / 1_000
    }()

    static var clock: MainVirtualClock?
    private static var resourcesAtStart: Int32 = 0
    static var startedAt = Date()

    /// Whether this run uses virtual time (`RXLEARN_REAL_TIME=1` turns it off).
    static let usesVirtualTime = ProcessInfo.processInfo.environment[CellProtocol.Variable.realTime] != CellProtocol.Variable.realTimeOn

    /// Installs the virtual clock and the output hooks; called before the learner's code.
    public static func begin() {
        Lifeline.watch()
        DescriptorCrashNote.install()
        setvbuf(stdout, nil, _IOLBF, 0)
        if usesVirtualTime {
            let clock = MainVirtualClock()
            self.clock = clock
            MainScheduler.virtualClock = clock
        }
        Hooks.textOutput = { CellOutput.emit($0 + "\n") }
        LiveBags.startTracking()
        TestableObserverLog.track(true)
        StreamRecorder.installIfWanted()
        resourcesAtStart = Resources.total
        startedAt = Date()
    }

    /// Runs the clock to the end (virtual time) or keeps the run loop going until the timers are
    /// done (real time), empties the cell's dispose bags and reports what is still subscribed;
    /// called after the learner's code.
    public static func end() {
        var stoppedAtVirtualLimit = false
        var stoppedAtRealTimeLimit = false
        if let clock = clock {
            stoppedAtVirtualLimit = !runClock(clock)
        } else {
            stoppedAtRealTimeLimit = !runRealClock()
        }
        report(stoppedAtVirtualLimit: stoppedAtVirtualLimit, stoppedAtRealTimeLimit: stoppedAtRealTimeLimit)
    }

    /// What happens once the cell's work is done or stopped: the cell's dispose bags emptied, the
    /// test observers' lanes and the end record written, the reason for a stop said on stderr.
    static func report(stoppedAtVirtualLimit: Bool, stoppedAtRealTimeLimit: Bool) {
        StreamRecorder.shared?.cellEnded()
        LiveBags.disposeAll()
        recordTestableObservers()
        // After the real-time limit the timers are still running: settling would let them tick
        // again, past the limit.
        let leaked = stoppedAtRealTimeLimit ? liveCount : settledLiveCount()
        var end = CellProtocol.End(time: now, stoppedAtVirtualLimit: stoppedAtVirtualLimit, liveResources: Int(leaked),
                                   stoppedAtRealTimeLimit: stoppedAtRealTimeLimit)
        StreamRecorder.shared?.fillIn(&end)
        SideChannel.write(.end(end))
        if stoppedAtVirtualLimit {
            FileHandle.standardError.write(Data("rxlearn: stopped after \(limitText) with work still scheduled (an endless interval or timer?). Add take(_:) or dispose the subscription.\n".utf8))
        }
        if stoppedAtRealTimeLimit, let limit = realTimeLimit {
            FileHandle.standardError.write(Data("rxlearn: stopped after the time limit of \(secondsText(limit)) with timers still running (an endless interval or timer?). Add take(_:) or dispose the subscription, or give more time with --timeout.\n".utf8))
        }
        fflush(stdout)
    }

    /// Real time: runs the main run loop — where `MainScheduler` timers and main-queue work
    /// happen — while a scheduler's timer is still set or main work is queued, as an app's run
    /// loop would. A subscription to a subject that never ends holds no timer and does not keep
    /// the cell going. Returns false if it had to stop at the real-time limit.
    private static func runRealClock() -> Bool {
        let deadline = realTimeLimit.map { startedAt.addingTimeInterval($0) } ?? .distantFuture
        while MainScheduler.pendingTimerCount > 0 || MainScheduler.queuedWorkCount > 0 {
            let now = Date()
            if now >= deadline { return false }
            // Bounded waits: a timer on another queue can finish without waking the main run loop.
            let wakeUp = min(deadline, now.addingTimeInterval(0.02))
            if !RunLoop.main.run(mode: .default, before: wakeUp) {
                // Nothing attached to the run loop: it returned at once instead of waiting.
                usleep(2_000)
            }
        }
        return true
    }

    /// Draws what each test-scheduler observer received: the lane `observer` (`observer1`,
    /// `observer2`… when the cell made several), one tick for one unit of time.
    private static func recordTestableObservers() {
        let observers = TestableObserverLog.recordedEvents()
        TestableObserverLog.track(false)
        for (index, events) in observers.enumerated() {
            let lane = observers.count == 1 ? "observer" : "observer\(index + 1)"
            for event in events {
                guard let kind = CellProtocol.LaneEvent(rawValue: event.kind) else { continue }
                MarbleLane.write(lane, kind: kind, value: event.value, atMilliseconds: event.time)
            }
        }
    }

    /// What is still subscribed. Some disposal happens on another thread (`subscribe(on:)`
    /// disposes on its scheduler's queue), so a non-zero count gets a short real-time moment to
    /// settle before it is reported as a leak.
    private static func settledLiveCount() -> Int64 {
        let deadline = Date().addingTimeInterval(0.3)
        var live = liveCount
        while live > 0 && Date() < deadline {
            drainMainQueue()
            usleep(2_000)
            live = liveCount
        }
        return live
    }

    /// Resources the cell made that are still alive.
    static var liveCount: Int64 { Int64(Resources.total - resourcesAtStart) }

    /// The current virtual time in nanoseconds (0 on real time).
    static var now: Int64 { clock?.clock ?? 0 }

    /// Runs due work in time order, letting main-queue work in between. Returns false if it had
    /// to stop at the virtual limit.
    private static func runClock(_ clock: MainVirtualClock) -> Bool {
        while true {
            drainMainQueue()
            guard let next = clock.nextScheduledTime else { return true }
            if next > virtualLimitNanoseconds {
                clock.advanceTo(virtualLimitNanoseconds)
                return false
            }
            clock.advanceTo(next)
        }
    }

    /// Runs whatever other threads have queued on the main queue (for example `observe(on:
    /// MainScheduler.instance)` from a background scheduler) without waiting for more.
    ///
    /// Blocks that those blocks queue run too, at the same virtual instant: passes go on while
    /// the main schedulers still have work queued (a bounded number, should a block requeue
    /// itself for ever).
    private static func drainMainQueue() {
        var passes = 0
        repeat {
            _ = RunLoop.main.run(mode: .default, before: Date())
            passes += 1
        } while MainScheduler.queuedWorkCount > 0 && passes < 10_000
    }
}

extension CellRuntime {
    /// The virtual limit in the largest whole unit: `10 virtual minutes`, `2 virtual seconds`, `500 virtual ms`.
    static var limitText: String {
        let milliseconds = virtualLimitNanoseconds / 1_000_000
        if milliseconds % 60_000 == 0 { return plural(milliseconds / 60_000, "virtual minute") }
        if milliseconds % 1_000 == 0 { return plural(milliseconds / 1_000, "virtual second") }
        return "\(milliseconds) virtual ms"
    }

    /// `1 s`, `2.5 s`.
    static func secondsText(_ seconds: TimeInterval) -> String {
        let rounded = (seconds * 10).rounded() / 10
        return rounded == rounded.rounded() ? "\(Int(rounded)) s" : "\(rounded) s"
    }

    private static func plural(_ count: Int64, _ unit: String) -> String {
        "\(count) \(unit)\(count == 1 ? "" : "s")"
    }
}
