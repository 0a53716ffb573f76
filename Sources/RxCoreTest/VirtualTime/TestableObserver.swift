import Foundation
import RxCore

/// An observer that records every event it receives, with the tick of its scheduler at that
/// moment. It records everything, even events after a terminal one, so that tests can see a
/// broken grammar.
///
/// It holds its scheduler weakly: the scheduler's pending work often holds the observer, and a
/// strong reference back would keep both (and their `Resources.total` count) alive for ever.
/// Should an event arrive after the scheduler is gone, it is recorded at the last tick seen.
public final class TestableObserver<Element>: ObserverType, DrawsItsOwnLane {
    private weak var scheduler: TestScheduler?
    private let lock = NSLock()
    private var lastKnownTime: TestTime
    private var recorded: [Recorded<Event<Element>>] = []

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
        self.lastKnownTime = scheduler.clock
        TestableObserverLog.register(self)
    }

    /// Everything received so far, in arrival order.
    public var events: [Recorded<Event<Element>>] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    public func on(_ event: Event<Element>) {
        let time = scheduler?.clock
        lock.lock()
        defer { lock.unlock() }
        if let time = time { lastKnownTime = time }
        recorded.append(Recorded(time: lastKnownTime, value: event))
    }
}
