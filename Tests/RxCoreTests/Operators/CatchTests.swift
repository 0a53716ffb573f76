import Foundation
import RxCore
import RxCoreTest
import XCTest

/// `catch`, `catchAndReturn` and the `Result` pattern built on them.
final class CatchTests: RxTestCase {
    private let boom = TestError("boom")

    // MARK: catch

    func testCatchPassesACompletingSequenceThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(230)])
        let ys = scheduler.createColdObservable([.next(10, 100), .completed(20, Int.self)])

        let res = scheduler.start { xs.asObservable().catch { _ in ys.asObservable() } }

        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testCatchSwitchesToTheReplacementAtTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(230, boom), .next(240, 99)])
        let ys = scheduler.createColdObservable([.next(10, 100), .next(20, 101), .completed(30, Int.self)])
        var caught: [String] = []

        let res = scheduler.start {
            xs.asObservable().catch { error in
                caught.append("\(error)")
                return ys.asObservable()
            }
        }

        XCTAssertEqual(res.events, [.next(210, 2), .next(240, 100), .next(250, 101), .completed(260)])
        XCTAssertEqual(caught, ["boom"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 260)])
    }

    func testCatchPassesOnTheReplacementsError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(230, boom)])
        let ys = scheduler.createColdObservable([.next(10, 100), .error(20, TestError("second"), Int.self)])

        let res = scheduler.start { xs.asObservable().catch { _ in ys.asObservable() } }

        XCTAssertEqual(res.events, [.next(210, 2), .next(240, 100), .error(250, TestError("second"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])
    }

    func testCatchHandlerThatThrowsFailsWithWhatItThrew() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(230, boom)])

        let res = scheduler.start {
            xs.asObservable().catch { _ -> Observable<Int> in throw TestError("handler") }
        }

        XCTAssertEqual(res.events, [.next(210, 2), .error(230, TestError("handler"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testCatchDisposedBeforeTheErrorNeverCallsTheHandler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(300, boom)])
        var handlerCalls = 0

        let res = scheduler.start(disposed: 250) {
            xs.asObservable().catch { _ in
                handlerCalls += 1
                return .just(0)
            }
        }

        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(handlerCalls, 0)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testCatchDisposedWhileOnTheReplacementDisposesIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(230, boom)])
        let ys = scheduler.createHotObservable([.next(240, 5), .next(300, 6), .completed(400)])

        let res = scheduler.start(disposed: 270) { xs.asObservable().catch { _ in ys.asObservable() } }

        XCTAssertEqual(res.events, [.next(210, 2), .next(240, 5)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 270)])
    }

    func testCatchOfASynchronousError() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Observable<Int>.error(self.boom).catch { _ in .of(1, 2) }
        }

        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .completed(200)])
    }

    // MARK: catchAndReturn

    func testCatchAndReturnEndsWithTheElementAtTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(230, boom), .next(240, 3)])

        let res = scheduler.start { xs.asObservable().catchAndReturn(7) }

        XCTAssertEqual(res.events, [.next(210, 2), .next(230, 7), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testCatchAndReturnPassesACompletingSequenceThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(230)])

        let res = scheduler.start { xs.asObservable().catchAndReturn(7) }

        XCTAssertEqual(res.events, [.next(210, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testCatchAndReturnDisposedBeforeTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(300, boom)])

        let res = scheduler.start(disposed: 250) { xs.asObservable().catchAndReturn(7) }

        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    @available(*, deprecated, message: "exercises the deprecated spellings")
    func testDeprecatedSpellingsBehaveTheSame() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(230, boom)])

        let first = scheduler.start { xs.asObservable().catchErrorJustReturn(7) }
        XCTAssertEqual(first.events, [.next(210, 2), .next(230, 7), .completed(230)])

        let other = TestScheduler(initialClock: 0)
        let zs = other.createHotObservable([.error(230, boom, Int.self)])
        let second = other.start { zs.asObservable().catchError { _ in .just(8) } }
        XCTAssertEqual(second.events, [.next(230, 8), .completed(230)])
    }

    // MARK: Result

    /// `map(Result.success).catch { .just(.failure($0)) }` turns a failure into an element, so a
    /// `flatMapLatest` built on it survives a failed inner request.
    func testResultPatternKeepsTheOuterSubscriptionAlive() {
        let scheduler = TestScheduler(initialClock: 0)
        let taps = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .completed(300)])
        let failing = scheduler.createColdObservable([.error(10, boom, String.self)])
        let succeeding = scheduler.createColdObservable([.next(10, "ok"), .completed(20)])

        let res = scheduler.start { () -> Observable<String> in
            taps.asObservable()
                .flatMapLatest { tap -> Observable<Result<String, Error>> in
                    let request = tap == 1 ? failing.asObservable() : succeeding.asObservable()
                    return request.map(Result.success).catch { .just(Result.failure($0)) }
                }
                .map { result -> String in
                    switch result {
                    case .success(let value): return "success \(value)"
                    case .failure(let error): return "failure \(error)"
                    }
                }
        }

        XCTAssertEqual(res.events, [.next(220, "failure boom"), .next(260, "success ok"), .completed(300)])
        XCTAssertEqual(taps.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(failing.subscriptions, [Subscription(210, 220)])
        XCTAssertEqual(succeeding.subscriptions, [Subscription(250, 270)])
    }
}
