import Foundation
import RxCore
import RxCoreTest
import XCTest

/// The value types of the test kit: `Recorded`, `Subscription` and event equality.
final class TestKitRecordedTests: RxTestCase {
    func testRecordedConstructorsReadLikeRxSwiftTests() {
        let events: [Recorded<Event<Int>>] = [.next(210, 1), .completed(300)]
        XCTAssertEqual(events[0].time, 210)
        XCTAssertEqual(events[0].value, .next(1))
        XCTAssertEqual(events[1], Recorded(time: 300, value: Event<Int>.completed))
    }

    func testCompletedAndErrorTakeAnOptionalElementType() {
        let completed = Recorded.completed(300, Int.self)
        let failed = Recorded.error(260, TestKitError(), String.self)
        XCTAssertEqual(completed, Recorded(time: 300, value: Event<Int>.completed))
        XCTAssertEqual(failed, Recorded(time: 260, value: Event<String>.error(TestKitError())))
    }

    func testEventsHelperBuildsArrays() {
        let variadic = Recorded.events(.next(210, "a"), .completed(300))
        let fromArray = Recorded.events([.next(210, "a"), .completed(300)])
        XCTAssertEqual(variadic, fromArray)
        XCTAssertEqual(variadic.count, 2)
    }

    func testRecordedDebugDescription() {
        XCTAssertEqual(Recorded.next(210, 1).debugDescription, "next(1) @ 210")
        XCTAssertEqual(Recorded.completed(300, Int.self).debugDescription, "completed @ 300")
        XCTAssertEqual(Recorded.error(260, TestKitError("boom"), Int.self).debugDescription, "error(boom) @ 260")
    }

    func testRecordedEqualityNeedsSameTimeAndValue() {
        XCTAssertNotEqual(Recorded.next(210, 1), Recorded.next(211, 1))
        XCTAssertNotEqual(Recorded.next(210, 1), Recorded.next(210, 2))
        XCTAssertEqual(Recorded(time: 5, value: "x"), Recorded(time: 5, value: "x"))
    }

    func testEventEqualityComparesErrorsByDescription() {
        XCTAssertEqual(Event<Int>.error(TestKitError("a")), .error(TestKitError("a")))
        XCTAssertNotEqual(Event<Int>.error(TestKitError("a")), .error(TestKitError("b")))
        XCTAssertEqual(Event<Int>.error(RxError.timeout), .error(RxError.timeout))
        XCTAssertNotEqual(Event<Int>.next(1), .completed)
        XCTAssertNotEqual(Event<Int>.completed, .error(TestKitError()))
        XCTAssertEqual(Event<Int>.completed, .completed)
    }

    func testSubscriptionInitialisersAgree() {
        XCTAssertEqual(Subscription(200), Subscription(subscribe: 200))
        XCTAssertEqual(Subscription(200).unsubscribe, Int.max)
        XCTAssertEqual(Subscription(200, 400), Subscription(subscribe: 200, unsubscribe: 400))
        XCTAssertNotEqual(Subscription(200, 400), Subscription(200))
        XCTAssertEqual(Set([Subscription(200, 400), Subscription(200, 400), Subscription(1)]).count, 2)
    }

    func testSubscriptionDebugDescription() {
        XCTAssertEqual(Subscription(200, 400).debugDescription, "(200: 400)")
        XCTAssertEqual(Subscription(200).debugDescription, "(200: Infinity)")
    }

    func testSubscriptionsPrintInTheSameForm() {
        XCTAssertEqual("\(Subscription(200, 400))", "(200: 400)")
        XCTAssertEqual(String(describing: [Subscription(200, 400), Subscription(300)]), "[(200: 400), (300: Infinity)]")
    }
}
