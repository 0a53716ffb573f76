import Foundation
import RxCore

/// A virtual time scheduler for tests, in integer ticks, with RxTest's behaviour: work scheduled
/// for now or the past (`schedule`, a zero delay) runs one tick later, as if processing took a
/// tick, while work placed at an explicit tick (`scheduleAt`, recorded events of test
/// observables, `start`'s steps) runs exactly then.
///
/// Pending work lives in the scheduler and is counted by `Resources.total` until it runs or the
/// scheduler goes away, so a test that stops early should let the scheduler go before checking
/// for leaks.
public class TestScheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter> {
    /// The ticks `start(_:)` uses to create, subscribe and dispose.
    public enum Defaults {
        public static let created: TestTime = 100
        public static let subscribed: TestTime = 200
        public static let disposed: TestTime = 1000
    }

    private let simulateProcessingDelay: Bool

    /// - Parameters:
    ///   - initialClock: the tick to start at.
    ///   - resolution: seconds per tick, used to turn `RxTimeInterval`s into ticks.
    ///   - simulateProcessingDelay: whether work due now or earlier runs one tick later.
    public init(initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true) {
        self.simulateProcessingDelay = simulateProcessingDelay
        super.init(initialClock: initialClock, converter: TestSchedulerVirtualTimeConverter(resolution: resolution))
    }

    /// Work due at or before the current tick moves to the next tick (or stays at the current
    /// one without processing delay); later work keeps its time.
    public override func adjustScheduledTime(_ time: TestTime) -> TestTime {
        let now = clock
        guard time <= now else { return time }
        return simulateProcessingDelay ? now + 1 : now
    }

    /// Runs `action` at exactly `time` (never adjusted).
    @discardableResult
    public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) -> Disposable {
        scheduleAbsoluteVirtual((), time: time) { _ in
            action()
            return Disposables.create()
        }
    }

    /// An observable that plays `events` at their absolute ticks to whoever is subscribed then.
    public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        HotObservable(scheduler: self, recordedEvents: events)
    }

    /// An observable that plays `events` at their absolute ticks to whoever is subscribed then.
    public func createHotObservable<Element>(_ events: Recorded<Event<Element>>...) -> TestableObservable<Element> {
        createHotObservable(events)
    }

    /// An observable that plays `events` to each subscriber, their ticks counted from the
    /// moment it subscribes.
    public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        ColdObservable(scheduler: self, recordedEvents: events)
    }

    /// An observable that plays `events` to each subscriber, their ticks counted from the
    /// moment it subscribes.
    public func createColdObservable<Element>(_ events: Recorded<Event<Element>>...) -> TestableObservable<Element> {
        createColdObservable(events)
    }

    /// An observer that records every event it receives with the tick it arrived at.
    public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
        TestableObserver(scheduler: self)
    }
}
