import RxCore
import RxCoreTest
import XCTest

private final class BinderTarget {
    var values: [Int] = []
    var times: [TestTime] = []
}

/// `Binder`: holds its target weakly, runs on its scheduler (the main scheduler by default),
/// ignores completion.
final class BinderTraitTests: RxTestCase {
    func testHoldsTheTargetWeakly() {
        var target: BinderTarget? = BinderTarget()
        weak let weakTarget = target
        var calls = 0
        let binder = Binder<Int>(target!) { target, value in
            calls += 1
            target.values.append(value)
        }
        binder.onNext(1)
        XCTAssertEqual(target?.values, [1])
        target = nil
        XCTAssertNil(weakTarget, "the binder does not keep its target alive")
        binder.onNext(2)
        XCTAssertEqual(calls, 1, "nothing happens once the target is gone")
    }

    func testRunsOnTheGivenSchedulerOneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let target = BinderTarget()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230), .next(240, 3)])
        let binder = Binder<Int>(target, scheduler: scheduler) { target, value in
            target.values.append(value)
            target.times.append(scheduler.clock)
        }
        var subscription: Disposable?
        scheduler.scheduleAt(200) { subscription = xs.bind(to: binder) }
        scheduler.scheduleAt(500) { subscription?.dispose() }
        scheduler.start()

        XCTAssertEqual(target.values, [1, 2])
        XCTAssertEqual(target.times, [211, 221])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDisposingBeforeTheScheduledBindingStillBindsWhatWasSent() {
        let scheduler = TestScheduler(initialClock: 0)
        let target = BinderTarget()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        let binder = Binder<Int>(target, scheduler: scheduler) { $0.values.append($1) }
        var subscription: Disposable?
        scheduler.scheduleAt(200) { subscription = xs.bind(to: binder) }
        scheduler.scheduleAt(250) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(target.values, [1])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testTheTargetGoneBeforeTheScheduledBindingRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        var target: BinderTarget? = BinderTarget()
        var calls = 0
        let binder = Binder<Int>(target!, scheduler: scheduler) { _, _ in calls += 1 }
        scheduler.scheduleAt(210) { binder.onNext(1) }
        scheduler.scheduleAt(210) { target = nil }
        scheduler.start()
        XCTAssertEqual(calls, 0)
        XCTAssertNil(target)
    }

    func testTheDefaultMainSchedulerRunsInlineOnTheMainThread() {
        let target = BinderTarget()
        let binder = Binder<Int>(target) { $0.values.append($1) }
        _ = Observable.of(1, 2).bind(to: binder)
        XCTAssertEqual(target.values, [1, 2])
    }

    func testFromABackgroundThreadTheDefaultSchedulerBindsOnTheMainThread() {
        let target = BinderTarget()
        var onMain: [Bool] = []
        let binder = Binder<Int>(target) { target, value in
            onMain.append(Thread.isMainThread)
            target.values.append(value)
        }
        let sent = expectation(description: "sent")
        DispatchQueue.global().async {
            binder.onNext(1)
            sent.fulfill()
        }
        wait(for: [sent], timeout: 2)
        XCTAssertTrue(TraitTestKit.turnMainRunLoop { target.values == [1] })
        XCTAssertEqual(onMain, [true])
    }

    func testCompletionIsIgnored() {
        let target = BinderTarget()
        let binder = Binder<Int>(target) { $0.values.append($1) }
        binder.on(.completed)
        binder.onNext(5)
        XCTAssertEqual(target.values, [5])
    }

    func testDriveIntoABinder() {
        let target = BinderTarget()
        let relay = BehaviorRelay(value: 1)
        let subscription = relay.asDriver().drive(Binder(target) { $0.values.append($1) })
        relay.accept(2)
        subscription.dispose()
        relay.accept(3)
        XCTAssertEqual(target.values, [1, 2])
    }
}
