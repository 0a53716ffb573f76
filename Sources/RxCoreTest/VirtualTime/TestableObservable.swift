import Foundation
import RxCore

/// An observable made by a `TestScheduler` from recorded events. Besides delivering them it
/// remembers every subscription as a `Subscription(subscribed, disposed)` interval, which is how
/// tests check that an operator subscribes and lets go at the right ticks.
///
/// Like `TestableObserver`, it holds its scheduler weakly, so that pending events never keep the
/// scheduler alive.
public class TestableObservable<Element>: ObservableType {
    /// The events this observable replays, with their ticks.
    public let recordedEvents: [Recorded<Event<Element>>]

    weak var scheduler: TestScheduler?
    private let lock = NSLock()
    private var lastKnownTime: TestTime
    private var recordedSubscriptions: [Subscription] = []

    init(scheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        self.scheduler = scheduler
        self.recordedEvents = recordedEvents
        self.lastKnownTime = scheduler.clock
    }

    /// One interval per `subscribe`, in subscription order; still-live ones end at `Int.max`.
    public var subscriptions: [Subscription] {
        lock.lock()
        defer { lock.unlock() }
        return recordedSubscriptions
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        fatalError("TestableObservable.subscribe is implemented by the hot and cold observables")
    }

    /// Records the start of a subscription at the current tick; returns its index.
    func beginSubscription() -> Int {
        let time = currentTime()
        lock.lock()
        defer { lock.unlock() }
        recordedSubscriptions.append(Subscription(time))
        return recordedSubscriptions.count - 1
    }

    /// Records the end of the subscription at `index` at the current tick.
    func endSubscription(_ index: Int) {
        let time = currentTime()
        lock.lock()
        defer { lock.unlock() }
        recordedSubscriptions[index] = Subscription(recordedSubscriptions[index].subscribe, time)
    }

    private func currentTime() -> TestTime {
        let time = scheduler?.clock
        lock.lock()
        defer { lock.unlock() }
        if let time = time { lastKnownTime = time }
        return lastKnownTime
    }
}
