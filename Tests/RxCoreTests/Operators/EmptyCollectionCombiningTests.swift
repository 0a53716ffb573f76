import RxCore
import RxCoreTest
import XCTest

/// `combineLatest` and `zip` over an empty collection of sources, which RxSwift treats
/// differently: `combineLatest` combines the empty row once (`resultSelector([])`) and completes,
/// `zip` only completes and never calls its selector.
final class EmptyCollectionCombiningTests: RxTestCase {
    private let boom = TestError("boom")

    // MARK: combineLatest

    func testCombineLatestOfNoSourcesEmitsTheEmptyRowThenCompletes() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable.combineLatest([Observable<Int>]()) }

        XCTAssertEqual(res.events, [.next(200, []), .completed(200)])
    }

    func testCombineLatestOfNoSourcesCallsTheSelectorOnceWithNoValues() {
        let scheduler = TestScheduler(initialClock: 0)
        var calls: [[Int]] = []

        let res = scheduler.start {
            Observable.combineLatest([Observable<Int>]()) { (values: [Int]) -> String in
                calls.append(values)
                return "\(values.count) values"
            }
        }

        XCTAssertEqual(res.events, [.next(200, "0 values"), .completed(200)])
        XCTAssertEqual(calls, [[]])
    }

    func testCombineLatestOfNoSourcesWithAThrowingSelectorErrors() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Observable.combineLatest([Observable<Int>]()) { (_: [Int]) -> Int in throw self.boom }
        }

        XCTAssertEqual(res.events, [.error(200, boom)])
    }

    func testCombineLatestOfNoSourcesCombinesOncePerSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        var calls = 0
        let combined = Observable.combineLatest([Observable<Int>]()) { (_: [Int]) -> Int in
            calls += 1
            return calls
        }

        let observers = OperatorKit.subscribe(combined, on: scheduler, at: [200, 300])

        XCTAssertEqual(observers[0].events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(observers[1].events, [.next(300, 2), .completed(300)])
    }

    func testCombineLatestOfNoSourcesDeliversDuringSubscribe() {
        XCTAssertEqual(OperatorKit.synchronousEvents(Observable.combineLatest([Observable<Int>]())), [.next([]), .completed])
    }

    // MARK: zip (its events alone are pinned by ZipTests.testEmptyCollectionCompletesAtOnce)

    func testZipOfNoSourcesNeverCallsTheSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        var calls = 0

        let res = scheduler.start {
            Observable.zip([Observable<Int>]()) { (_: [Int]) -> Int in
                calls += 1
                throw self.boom
            }
        }

        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(calls, 0)
    }
}
