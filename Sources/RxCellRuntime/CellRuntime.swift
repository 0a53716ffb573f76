import Foundation
import RxCore
import RxCoreTest

/// The runtime around a lesson cell. The runner's generated `main.swift` calls `begin()` before
/// the learner's code and `end()` after it.
///
/// On virtual time (the default) every `MainScheduler` runs delayed and periodic work on one
/// `MainVirtualClock`; `end()` then runs that clock until no work is left, so a cell with
/// `interval(.seconds(1))` finishes at once and every line carries its exact virtual time.
public enum CellRuntime {
    /// Virtual time stops here (10 virtual minutes unless `RXLEARN_VIRTUAL_LIMIT_MS` says otherwise),
    /// so an endless `interval` ends with a message instead of running for ever.
    static let virtualLimitNanoseconds: Int64 = {
        let environment = ProcessInfo.processInfo.environment
        if let text = environment["RXLEARN_VIRTUAL_LIMIT_MS"], let milliseconds = Int64(text), milliseconds > 0 {
            return milliseconds * 1_000_000
        }
        return 10 * 60 * 1_000_000_000
    }()

    private static var clock: MainVirtualClock?
    private static var resourcesAtStart: Int32 = 0

    /// Whether this run uses virtual time (`RXLEARN_REAL_TIME=1` turns it off).
    static let usesVirtualTime = ProcessInfo.processInfo.environment["RXLEARN_REAL_TIME"] != "1"

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
        resourcesAtStart = Resources.total
    }

    /// Runs the virtual clock to the end, empties the cell's dispose bags and reports what is
    /// still subscribed; called after the learner's code.
    public static func end() {
        var stoppedAtLimit = false
        if let clock = clock {
            stoppedAtLimit = !runClock(clock)
        }
        LiveBags.disposeAll()
        recordTestableObservers()
        let leaked = settledLiveCount()
        SideChannel.write([
            ("kind", .string("end")),
            ("t", .integer(now)),
            ("stoppedAtVirtualLimit", .bool(stoppedAtLimit)),
            ("liveResources", .integer(leaked)),
        ])
        if stoppedAtLimit {
            FileHandle.standardError.write(Data("rxlearn: stopped after \(limitText) with work still scheduled (an endless interval or timer?). Add take(_:) or dispose the subscription.\n".utf8))
        }
        fflush(stdout)
    }

    /// Draws what each test-scheduler observer received: the lane `observer` (`observer1`,
    /// `observer2`… when the cell made several), one tick for one unit of time.
    private static func recordTestableObservers() {
        let observers = TestableObserverLog.recordedEvents()
        TestableObserverLog.track(false)
        for (index, events) in observers.enumerated() {
            let lane = observers.count == 1 ? "observer" : "observer\(index + 1)"
            for event in events {
                MarbleLane.write(lane, kind: event.kind, value: event.value, atMilliseconds: event.time)
            }
        }
    }

    /// What is still subscribed. Some disposal happens on another thread (`subscribe(on:)`
    /// disposes on its scheduler's queue), so a non-zero count gets a short real-time moment to
    /// settle before it is reported as a leak.
    private static func settledLiveCount() -> Int64 {
        let deadline = Date().addingTimeInterval(0.3)
        var live = Int64(Resources.total - resourcesAtStart)
        while live > 0 && Date() < deadline {
            drainMainQueue()
            usleep(2_000)
            live = Int64(Resources.total - resourcesAtStart)
        }
        return live
    }

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

    private static func plural(_ count: Int64, _ unit: String) -> String {
        "\(count) \(unit)\(count == 1 ? "" : "s")"
    }
}
