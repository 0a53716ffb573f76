import Foundation
import RxCore
import RxCoreTest
import XCTest

/// `NotificationCenter.rx.notification(_:object:)`: the posted notifications as a sequence, one
/// center observer per subscription, removed on disposal. Each test posts on its own center at
/// virtual times, so the recorded times show what was delivered when.
final class NotificationCenterRxTests: RxTestCase {
    private let ping = Notification.Name("ping")
    private let pong = Notification.Name("pong")

    /// Posts `name` from `sender` on `center` at `time`, with the tick as the `tick` user-info entry.
    private func post(_ name: Notification.Name, from sender: AnyObject? = nil, at time: TestTime, on center: NotificationCenter, _ scheduler: TestScheduler) {
        scheduler.scheduleAt(time) { center.post(name: name, object: sender, userInfo: ["tick": time]) }
    }

    /// "name@tick" for each recorded notification.
    private func describe(_ events: [Recorded<Event<Notification>>]) -> [String] {
        events.map { recorded in
            guard case .next(let notification) = recorded.value else { return "\(recorded.value)@\(recorded.time)" }
            return "\(notification.name.rawValue)@\(recorded.time) tick \(notification.userInfo?["tick"] ?? "none")"
        }
    }

    func testDeliversTheNotificationsOfTheNameWhileSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let center = NotificationCenter()
        post(ping, at: 150, on: center, scheduler)
        post(ping, at: 210, on: center, scheduler)
        post(pong, at: 220, on: center, scheduler)
        post(ping, at: 230, on: center, scheduler)
        post(ping, at: 320, on: center, scheduler)

        let res = scheduler.start(disposed: 300) { center.rx.notification(self.ping) }
        XCTAssertEqual(describe(res.events), ["ping@210 tick 210", "ping@230 tick 230"])
    }

    func testDisposingRemovesTheObserverFromTheCenter() {
        let scheduler = TestScheduler(initialClock: 0)
        let center = NotificationCenter()
        var delivered: [TestTime] = []
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = center.rx.notification(self.ping).subscribe(onNext: { delivered.append($0.userInfo?["tick"] as? Int ?? -1) })
        }
        post(ping, at: 210, on: center, scheduler)
        scheduler.scheduleAt(220) { subscription?.dispose() }
        post(ping, at: 230, on: center, scheduler)
        scheduler.start()
        XCTAssertEqual(delivered, [210])
    }

    func testANilNameDeliversEveryNotification() {
        let scheduler = TestScheduler(initialClock: 0)
        let center = NotificationCenter()
        post(ping, at: 210, on: center, scheduler)
        post(pong, at: 220, on: center, scheduler)
        let res = scheduler.start { center.rx.notification(nil) }
        XCTAssertEqual(describe(res.events), ["ping@210 tick 210", "pong@220 tick 220"])
    }

    func testAnObjectFiltersBySender() {
        let scheduler = TestScheduler(initialClock: 0)
        let center = NotificationCenter()
        let sender = NSObject()
        let other = NSObject()
        post(ping, from: sender, at: 210, on: center, scheduler)
        post(ping, from: other, at: 220, on: center, scheduler)
        post(ping, at: 230, on: center, scheduler)
        let res = scheduler.start { center.rx.notification(self.ping, object: sender) }
        XCTAssertEqual(describe(res.events), ["ping@210 tick 210"])
    }

    func testEachSubscriptionHasItsOwnObserver() {
        let scheduler = TestScheduler(initialClock: 0)
        let center = NotificationCenter()
        post(ping, at: 210, on: center, scheduler)
        post(ping, at: 220, on: center, scheduler)
        post(ping, at: 240, on: center, scheduler)
        // Runs the scheduler: the posts above are already scheduled.
        let observers = OperatorKit.subscribe(center.rx.notification(ping), on: scheduler, at: [200, 215], disposedAt: 235)
        XCTAssertEqual(describe(observers[0].events), ["ping@210 tick 210", "ping@220 tick 220"])
        XCTAssertEqual(describe(observers[1].events), ["ping@220 tick 220"])
    }

    func testEveryNSObjectHasAnRxNamespace() {
        let center: NotificationCenter = NotificationCenter()
        XCTAssertTrue(center.rx.base === center)
        XCTAssertTrue(type(of: NSObject().rx) == Reactive<NSObject>.self)
    }
}
