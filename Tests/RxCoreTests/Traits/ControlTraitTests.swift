import RxCore
import RxCoreTest
import XCTest

/// `ControlEvent` and `ControlProperty` built from subjects standing in for a UIKit control.
final class ControlEventTraitTests: RxTestCase {
    func testDeliversTheEventsOfItsSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let taps = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { ControlEvent(events: taps) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(300)])
        XCTAssertEqual(taps.subscriptions, [Subscription(200, 300)])
    }

    func testDisposedBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let taps = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
        let res = scheduler.start(disposed: 250) { ControlEvent(events: taps) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(taps.subscriptions, [Subscription(200, 250)])
    }

    func testDoesNotReplayAndDoesNotShare() {
        let scheduler = TestScheduler(initialClock: 0)
        let taps = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        let event = ControlEvent(events: taps)
        let observers = OperatorKit.subscribe(event.asObservable(), on: scheduler, at: [200, 250], disposedAt: 300)
        XCTAssertEqual(observers[0].events, [.next(210, 1), .next(260, 2)])
        XCTAssertEqual(observers[1].events, [.next(260, 2)])
        XCTAssertEqual(taps.subscriptions, [Subscription(200, 300), Subscription(250, 300)])
    }

    func testARelayAsAButtonTapAndItsSignal() {
        let button = PublishRelay<Void>()
        let tap = ControlEvent(events: button)
        var taps = 0
        var signalled = 0
        let bag = DisposeBag()
        tap.subscribe(onNext: { taps += 1 }).disposed(by: bag)
        tap.asSignal().emit(onNext: { signalled += 1 }).disposed(by: bag)
        button.accept(())
        button.accept(())
        XCTAssertEqual(taps, 2)
        XCTAssertEqual(signalled, 2)
    }

    /// Without an error strategy: a control event cannot fail. (A failing source stops the
    /// program, as in RxCocoa's debug build: that crash is checked through a cell, in
    /// `RxSwiftParityCellTests`.)
    func testAsSignalPassesTheTapsAndTheEndOnTheSharingScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let taps = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start { ControlEvent(events: taps).asSignal() }
            XCTAssertEqual(res.events, [.next(211, 1), .next(221, 2), .completed(301)])
            XCTAssertEqual(taps.subscriptions, [Subscription(200, 300)])
        }
    }

    func testAsDriverReplaysTheLatestTapToALateObserver() {
        let scheduler = TestScheduler(initialClock: 0)
        let taps = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
        let driver = ControlEvent(events: taps).asDriver()
        let observers = OperatorKit.subscribe(driver.asObservable(), on: scheduler, at: [200, 230])
        XCTAssertEqual(observers[0].events, [.next(210, 1), .next(260, 2), .completed(300)])
        XCTAssertEqual(observers[1].events, [.next(230, 1), .next(260, 2), .completed(300)])
        XCTAssertEqual(taps.subscriptions, [Subscription(200, 300)])
    }

    func testSubscribingFromABackgroundThreadSubscribesOnTheMainThread() {
        var subscribedOnMain: Bool?
        let source = Observable<Int>.create { _ in
            subscribedOnMain = Thread.isMainThread
            return Disposables.create()
        }
        let event = ControlEvent(events: source)
        let subscription = SingleAssignmentDisposable()
        let done = expectation(description: "subscribed")
        DispatchQueue.global().async {
            subscription.setDisposable(event.subscribe(onNext: { _ in }))
            done.fulfill()
        }
        wait(for: [done], timeout: 2)
        XCTAssertTrue(TraitTestKit.turnMainRunLoop { subscribedOnMain != nil })
        XCTAssertEqual(subscribedOnMain, true)
        subscription.dispose()
    }
}

final class ControlPropertyTraitTests: RxTestCase {
    func testValuesStartWithTheCurrentOne() {
        let text = BehaviorSubject<String?>(value: "a")
        let property = ControlProperty(values: text, valueSink: text)
        var values: [String?] = []
        let subscription = property.subscribe(onNext: { values.append($0) })
        text.onNext("b")
        text.onNext(nil)
        subscription.dispose()
        text.onNext("c")
        XCTAssertEqual(values, ["a", "b", nil])
    }

    func testChangedSkipsTheCurrentValue() {
        let text = BehaviorSubject<String?>(value: "a")
        let property = ControlProperty(values: text, valueSink: text)
        var changes: [String?] = []
        let subscription = property.changed.subscribe(onNext: { changes.append($0) })
        text.onNext("b")
        subscription.dispose()
        XCTAssertEqual(changes, ["b"])
    }

    func testOrEmptyReadsNilAsEmptyAndWritesThrough() {
        let text = BehaviorSubject<String?>(value: nil)
        let property = ControlProperty(values: text, valueSink: text)
        var values: [String] = []
        let subscription = property.orEmpty.subscribe(onNext: { values.append($0) })
        property.orEmpty.onNext("typed")
        text.onNext(nil)
        subscription.dispose()
        XCTAssertEqual(values, ["", "typed", ""])
        XCTAssertEqual(try text.value(), nil)
    }

    func testBindingIntoThePropertySetsIt() {
        let text = BehaviorSubject<String?>(value: "a")
        let property = ControlProperty(values: text, valueSink: text)
        var values: [String?] = []
        let bag = DisposeBag()
        property.subscribe(onNext: { values.append($0) }).disposed(by: bag)
        let source = PublishSubject<String?>()
        source.bind(to: property).disposed(by: bag)
        source.onNext("b")
        source.onNext("c")
        XCTAssertEqual(values, ["a", "b", "c"])
        XCTAssertEqual(try text.value(), "c")
    }

    func testCompletionBoundIntoThePropertyReachesTheSink() {
        // RxSwift forwards `.completed` to the value sink (a `Binder` in UIKit ignores it).
        let sink = PublishSubject<Int>()
        var sinkEvents: [Event<Int>] = []
        let sinkSubscription = sink.subscribe { sinkEvents.append($0) }
        let property = ControlProperty(values: Observable<Int>.never(), valueSink: sink)
        let subscription = Observable.of(1, 2).bind(to: property)
        XCTAssertEqual(sinkEvents, [.next(1), .next(2), .completed])
        subscription.dispose()
        sinkSubscription.dispose()
    }

    func testABinderSinkIgnoresCompletion() {
        final class Field { var text: String? }
        let field = Field()
        let values = BehaviorSubject<String?>(value: nil)
        let property = ControlProperty(values: values, valueSink: Binder(field) { $0.text = $1 })
        _ = Observable<String?>.of("x").bind(to: property)
        XCTAssertEqual(field.text, "x")
        property.onNext("y")
        XCTAssertEqual(field.text, "y")
    }

    func testOnVirtualTimeWithSubscriptions() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .next(230, "c"), .completed(300)])
        let property = ControlProperty(values: xs, valueSink: AnyObserver<String> { _ in })
        let res = scheduler.start(disposed: 225) { property.changed }
        XCTAssertEqual(res.events, [.next(220, "b")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    func testAsDriverOfAProperty() {
        let text = BehaviorSubject<String?>(value: "a")
        let property = ControlProperty(values: text, valueSink: text)
        var values: [String?] = []
        let subscription = property.asDriver().drive(onNext: { values.append($0) })
        text.onNext("b")
        subscription.dispose()
        XCTAssertEqual(values, ["a", "b"])
    }
}
