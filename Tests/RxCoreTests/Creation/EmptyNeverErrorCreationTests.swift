import RxCore
import RxCoreTest
import XCTest

/// `Observable.empty`, `never` and `error`.
final class EmptyNeverErrorCreationTests: RxTestCase {
    func testEmptyCompletesAtSubscriptionTime() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable<Int>.empty() }

        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testEmptyCompletesDuringSubscribeWithoutTheTrampoline() {
        var log: [String] = []
        let subscription = Observable<Int>.empty()
            .do(onCompleted: { log.append("completed") }, onSubscribed: { log.append("subscribed") })
            .subscribe()
        subscription.dispose()

        XCTAssertEqual(log, ["completed", "subscribed"])
    }

    func testNeverEmitsNothingAndIsDisposedWhenTheSubscriberLetsGo() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposedAt: TestTime?

        let res = scheduler.start(disposed: 500) {
            Observable<Int>.never().do(onDispose: { disposedAt = scheduler.clock })
        }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(disposedAt, 500)
    }

    func testErrorFailsAtSubscriptionTime() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable<Int>.error(TestError("boom")) }

        XCTAssertEqual(res.events, [.error(200, TestError("boom"))])
    }

    func testErrorFailsDuringSubscribeWithoutTheTrampoline() {
        var log: [String] = []
        let subscription = Observable<Int>.error(TestError())
            .do(onError: { _ in log.append("error") }, onSubscribed: { log.append("subscribed") })
            .subscribe(onError: { _ in })
        subscription.dispose()

        XCTAssertEqual(log, ["error", "subscribed"])
    }

    func testEachSubscriberGetsTheSameTerminalEvent() {
        XCTAssertEqual(OperatorKit.synchronousEvents(Observable<Int>.empty()), [.completed])
        XCTAssertEqual(OperatorKit.synchronousEvents(Observable<Int>.empty()), [.completed])
        let failing = Observable<Int>.error(TestError("x"))
        XCTAssertEqual(OperatorKit.synchronousEvents(failing), [.error(TestError("x"))])
        XCTAssertEqual(OperatorKit.synchronousEvents(failing), [.error(TestError("x"))])
    }
}
