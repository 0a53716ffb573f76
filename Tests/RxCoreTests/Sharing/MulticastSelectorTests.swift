import RxCore
import RxCoreTest
import XCTest

final class MulticastSelectorTests: RxTestCase {
    func testTheSelectorUsesOneSubscriptionOfTheSourceTwice() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let res = scheduler.start {
            xs.multicast({ PublishSubject<Int>() }, selector: { shared in
                Observable.zip(shared, shared.map { $0 * 10 }) { $0 + $1 }
            })
        }
        XCTAssertEqual(res.events, [.next(210, 11), .next(220, 22), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testAThrowingSelectorFailsTheSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(30)])
        let res = scheduler.start {
            xs.multicast({ PublishSubject<Int>() }, selector: { _ -> Observable<Int> in throw TestKitError("boom") })
        }
        XCTAssertEqual(res.events, [.error(200, TestKitError("boom"))])
        XCTAssertEqual(xs.subscriptions, [])
    }
}
