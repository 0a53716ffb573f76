import Foundation
import RxCore
import RxCoreTest
import XCTest

/// The trampoline: work scheduled while it runs waits for the running action to finish.
final class SchedulersCurrentThreadTests: RxTestCase {
    func testScheduleIsRequiredOnlyOutsideTheTrampoline() {
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
        var inside: Bool?
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            inside = CurrentThreadScheduler.isScheduleRequired
            return Disposables.create()
        }
        XCTAssertEqual(inside, false)
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
    }

    func testNestedWorkRunsAfterTheOuterAction() {
        var log: [String] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            log.append("outer start")
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                log.append("inner 1")
                _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                    log.append("inner 3")
                    return Disposables.create()
                }
                return Disposables.create()
            }
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                log.append("inner 2")
                return Disposables.create()
            }
            log.append("outer end")
            return Disposables.create()
        }
        XCTAssertEqual(log, ["outer start", "outer end", "inner 1", "inner 2", "inner 3"])
    }

    func testSequenceSubscribedInsideATrampolineEmitsAfterTheOuterAction() {
        var log: [String] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            log.append("outer start")
            _ = Observable.of(1, 2).subscribe(onNext: { log.append("\($0)") }, onCompleted: { log.append("completed") })
            log.append("outer end")
            return Disposables.create()
        }
        XCTAssertEqual(log, ["outer start", "outer end", "1", "2", "completed"])
    }

    func testSequenceSubscribedOutsideATrampolineEmitsDuringSubscribe() {
        var log: [String] = []
        _ = Observable.of(1, 2).subscribe(onNext: { log.append("\($0)") }, onCompleted: { log.append("completed") })
        log.append("after subscribe")
        XCTAssertEqual(log, ["1", "2", "completed", "after subscribe"])
    }

    func testJustEmitsDuringSubscribeEvenInsideATrampoline() {
        var log: [String] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            _ = Observable.just(1).subscribe(onNext: { log.append("\($0)") })
            log.append("outer end")
            return Disposables.create()
        }
        XCTAssertEqual(log, ["1", "outer end"])
    }

    func testTwoSequencesInsideATrampolineInterleaveInSubscriptionOrder() {
        var log: [String] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            _ = Observable.of("a1", "a2").subscribe(onNext: { log.append($0) })
            _ = Observable.of("b1", "b2").subscribe(onNext: { log.append($0) })
            return Disposables.create()
        }
        XCTAssertEqual(log, ["a1", "b1", "a2", "b2"])
    }

    func testQueuedWorkCanBeCancelledBeforeItRuns() {
        var log: [String] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            let queued = CurrentThreadScheduler.instance.schedule(()) { _ in
                log.append("cancelled work ran")
                return Disposables.create()
            }
            queued.dispose()
            log.append("outer")
            return Disposables.create()
        }
        XCTAssertEqual(log, ["outer"])
    }
}
