import RxCore
import RxCoreTest
import XCTest

/// `do(onNext:afterNext:onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)`.
final class DoOperatorTests: RxTestCase {
    /// A `do` with every callback logging "<tick> <name>" to `log`.
    private func loggingDo(_ source: Observable<Int>, _ scheduler: TestScheduler, _ log: @escaping (String) -> Void) -> Observable<Int> {
        source.do(
            onNext: { log("\(scheduler.clock) onNext \($0)") },
            afterNext: { log("\(scheduler.clock) afterNext \($0)") },
            onError: { log("\(scheduler.clock) onError \($0)") },
            afterError: { log("\(scheduler.clock) afterError \($0)") },
            onCompleted: { log("\(scheduler.clock) onCompleted") },
            afterCompleted: { log("\(scheduler.clock) afterCompleted") },
            onSubscribe: { log("\(scheduler.clock) onSubscribe") },
            onSubscribed: { log("\(scheduler.clock) onSubscribed") },
            onDispose: { log("\(scheduler.clock) onDispose") }
        )
    }

    func testDoCallbackOrderWhenTheSourceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .completed(300)])
        var log: [String] = []
        var subscription: Disposable?

        scheduler.scheduleAt(200) {
            subscription = self.loggingDo(xs.asObservable(), scheduler) { log.append($0) }.subscribe(
                onNext: { log.append("\(scheduler.clock) observer next \($0)") },
                onError: { log.append("\(scheduler.clock) observer error \($0)") },
                onCompleted: { log.append("\(scheduler.clock) observer completed") },
                onDisposed: { log.append("\(scheduler.clock) observer disposed") }
            )
        }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduler.start()

        XCTAssertEqual(log, [
            "200 onSubscribe", "200 onSubscribed",
            "210 onNext 1", "210 observer next 1", "210 afterNext 1",
            "300 onCompleted", "300 observer completed", "300 observer disposed", "300 afterCompleted", "300 onDispose",
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testDoCallbackOrderWhenTheSourceFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(300, TestError("boom"))])
        var log: [String] = []
        var subscription: Disposable?

        scheduler.scheduleAt(200) {
            subscription = self.loggingDo(xs.asObservable(), scheduler) { log.append($0) }.subscribe(
                onNext: { log.append("\(scheduler.clock) observer next \($0)") },
                onError: { log.append("\(scheduler.clock) observer error \($0)") },
                onCompleted: { log.append("\(scheduler.clock) observer completed") },
                onDisposed: { log.append("\(scheduler.clock) observer disposed") }
            )
        }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduler.start()

        XCTAssertEqual(log, [
            "200 onSubscribe", "200 onSubscribed",
            "210 onNext 1", "210 observer next 1", "210 afterNext 1",
            "300 onError boom", "300 observer error boom", "300 observer disposed", "300 afterError boom", "300 onDispose",
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testDoCallbackOrderWhenDisposedBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
        var log: [String] = []
        var subscription: Disposable?

        scheduler.scheduleAt(200) {
            subscription = self.loggingDo(xs.asObservable(), scheduler) { log.append($0) }.subscribe(
                onNext: { log.append("\(scheduler.clock) observer next \($0)") },
                onDisposed: { log.append("\(scheduler.clock) observer disposed") }
            )
        }
        scheduler.scheduleAt(250) { subscription?.dispose() }
        scheduler.start()

        XCTAssertEqual(log, [
            "200 onSubscribe", "200 onSubscribed",
            "210 onNext 1", "210 observer next 1", "210 afterNext 1",
            "250 onDispose", "250 observer disposed",
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDoWithAnAsynchronousSourceRunsOnSubscribedBeforeAnyEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []

        let res = scheduler.start {
            Observable<Int>.create { observer in
                log.append("source subscribed")
                scheduler.scheduleAt(300) {
                    observer.onNext(0)
                    observer.onCompleted()
                }
                return Disposables.create { log.append("source disposed") }
            }
            .do(onNext: { _ in log.append("onNext") }, onCompleted: { log.append("onCompleted") },
                onSubscribe: { log.append("onSubscribe") }, onSubscribed: { log.append("onSubscribed") }, onDispose: { log.append("onDispose") })
        }

        XCTAssertEqual(res.events, [.next(300, 0), .completed(300)])
        XCTAssertEqual(log, ["onSubscribe", "source subscribed", "onSubscribed", "onNext", "onCompleted", "source disposed", "onDispose"])
    }

    func testDoOnSubscribedRunsAfterASynchronousSourceHasAlreadyCompleted() {
        var log: [String] = []

        let subscription = Observable<Int>.create { observer in
            log.append("source subscribed")
            observer.onNext(0)
            observer.onCompleted()
            return Disposables.create { log.append("source disposed") }
        }
        .do(onNext: { _ in log.append("onNext") }, onCompleted: { log.append("onCompleted") },
            onSubscribe: { log.append("onSubscribe") }, onSubscribed: { log.append("onSubscribed") }, onDispose: { log.append("onDispose") })
        .subscribe()
        subscription.dispose()

        XCTAssertEqual(log, ["onSubscribe", "source subscribed", "onNext", "onCompleted", "source disposed", "onSubscribed", "onDispose"])
    }

    func testDoOrderWhenASynchronousSourceFails() {
        var log: [String] = []

        let subscription = Observable<Int>.create { observer in
            log.append("source subscribed")
            observer.onNext(0)
            observer.onError(TestError())
            return Disposables.create { log.append("source disposed") }
        }
        .do(onNext: { _ in log.append("onNext") }, onError: { _ in log.append("onError") },
            onSubscribe: { log.append("onSubscribe") }, onSubscribed: { log.append("onSubscribed") }, onDispose: { log.append("onDispose") })
        .subscribe(onError: { _ in })
        subscription.dispose()

        XCTAssertEqual(log, ["onSubscribe", "source subscribed", "onNext", "onError", "source disposed", "onSubscribed", "onDispose"])
    }

    func testDoOrderWhenDisposedWhileTheSourceIsStillRunning() {
        var log: [String] = []

        Observable<Int>.create { observer in
            log.append("source subscribed")
            observer.onNext(0)
            return Disposables.create { log.append("source disposed") }
        }
        .do(onNext: { _ in log.append("onNext") }, onSubscribe: { log.append("onSubscribe") },
            onSubscribed: { log.append("onSubscribed") }, onDispose: { log.append("onDispose") })
        .subscribe { _ in }
        .dispose()

        XCTAssertEqual(log, ["onSubscribe", "source subscribed", "onNext", "onSubscribed", "source disposed", "onDispose"])
    }

    // MARK: closures that throw

    func testDoOnNextThatThrowsReplacesTheElementWithTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])

        let res = scheduler.start {
            xs.do(onNext: { if $0 == 2 { throw TestError("onNext") } })
        }

        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError("onNext"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDoAfterNextThatThrowsSendsTheErrorAfterTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])

        let res = scheduler.start {
            xs.do(afterNext: { if $0 == 2 { throw TestError("afterNext") } })
        }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .error(220, TestError("afterNext"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDoOnErrorThatThrowsReplacesTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError("boom"))])

        let res = scheduler.start { xs.do(onError: { _ in throw TestError("onError") }) }

        XCTAssertEqual(res.events, [.next(210, 1), .error(250, TestError("onError"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDoOnCompletedThatThrowsReplacesTheCompletionWithTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])

        let res = scheduler.start { xs.do(onCompleted: { throw TestError("onCompleted") }) }

        XCTAssertEqual(res.events, [.next(210, 1), .error(250, TestError("onCompleted"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDoAfterCompletedThatThrowsSendsAnErrorAfterTheCompletionToARawObserver() {
        // The same shape as RxSwift's DoSink: the terminal event has gone out when afterCompleted
        // runs, and its error is forwarded as well. A raw observer (like the test observer) sees
        // both; observers made by subscribe(onNext:…) ignore the second terminal event.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])

        let res = scheduler.start { xs.do(afterCompleted: { throw TestError("afterCompleted") }) }

        XCTAssertEqual(res.events, [.next(210, 1), .completed(250), .error(250, TestError("afterCompleted"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDoAfterErrorThatThrowsSendsASecondErrorToARawObserver() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(250, TestError("boom"), Int.self)])

        let res = scheduler.start { xs.do(afterError: { _ in throw TestError("afterError") }) }

        XCTAssertEqual(res.events, [.error(250, TestError("boom")), .error(250, TestError("afterError"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDoAfterCompletedThatThrowsIsInvisibleToSubscribeClosures() {
        var log: [String] = []
        let subscription = Observable.just(1)
            .do(afterCompleted: { throw TestError("afterCompleted") })
            .subscribe(onNext: { log.append("next \($0)") }, onError: { log.append("error \($0)") }, onCompleted: { log.append("completed") })
        subscription.dispose()

        XCTAssertEqual(log, ["next 1", "completed"])
    }

    // MARK: resubscription and re-entrancy

    func testDoRunsItsSubscriptionCallbacksForEachSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        var log: [String] = []
        let source = xs.do(onSubscribe: { log.append("\(scheduler.clock) subscribe") }, onDispose: { log.append("\(scheduler.clock) dispose") })

        let observers = OperatorKit.subscribe(source, on: scheduler, at: [200, 400])

        XCTAssertEqual(observers[0].events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(observers[1].events, [.next(410, 1), .completed(420)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(400, 420)])
        XCTAssertEqual(log, ["200 subscribe", "220 dispose", "400 subscribe", "420 dispose"])
    }

    func testDoAfterNextOfTheOuterElementRunsAfterTheReentrantElementIsDone() {
        var afterLog: [Int] = []
        let log = OperatorKit.reentrancyLog { $0.do(afterNext: { afterLog.append($0) }) }

        XCTAssertEqual(log, ["begin 1", "begin 2", "end 2", "end 1", "returned"])
        XCTAssertEqual(afterLog, [2, 1])
    }
}
