import RxCore
import RxCoreTest
import XCTest

private final class MyLabel: ReactiveCompatible {
    var text: String?
    var isHidden = false
}

extension Reactive where Base: MyLabel {
    /// A custom reactive property, as an app would add one.
    fileprivate var shout: Binder<String> {
        Binder(base) { label, value in label.text = value.uppercased() }
    }
}

private struct Counter: ReactiveCompatible {
    var count = 0
}

extension Reactive where Base == Counter {
    fileprivate var describe: String { "counter at \(base.count)" }
}

/// `Reactive` and `ReactiveCompatible`: the `rx` namespace, custom extensions and the
/// dynamic-member `Binder` for writable properties.
final class ReactiveTraitTests: RxTestCase {
    func testCustomExtensionProperty() {
        let label = MyLabel()
        _ = Observable.just("hi").bind(to: label.rx.shout)
        XCTAssertEqual(label.text, "HI")
    }

    func testDynamicMemberBinder() {
        let label = MyLabel()
        let bag = DisposeBag()
        let text = PublishSubject<String?>()
        text.bind(to: label.rx.text).disposed(by: bag)
        Observable.just(true).bind(to: label.rx.isHidden).disposed(by: bag)
        text.onNext("one")
        XCTAssertEqual(label.text, "one")
        text.onNext(nil)
        XCTAssertNil(label.text)
        XCTAssertTrue(label.isHidden)
    }

    func testDynamicMemberBinderHoldsTheBaseWeakly() {
        var label: MyLabel? = MyLabel()
        weak let weakLabel = label
        let binder = label!.rx.text
        label = nil
        XCTAssertNil(weakLabel)
        binder.onNext("ignored")
    }

    func testDriveIntoADynamicMemberBinderOnVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let label = MyLabel()
        var seen: [String] = []
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .completed(230)])
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = xs.asDriver(onErrorJustReturn: "").map { $0 as String? }.drive(label.rx.text)
        }
        scheduler.scheduleAt(215) { seen.append(label.text ?? "nil") }
        scheduler.scheduleAt(225) { seen.append(label.text ?? "nil") }
        scheduler.scheduleAt(300) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(seen, ["a", "b"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testStaticAndValueNamespaces() {
        XCTAssertTrue(MyLabel.rx == Reactive<MyLabel>.self)
        let label = MyLabel()
        XCTAssertTrue(label.rx.base === label)
        XCTAssertEqual(Counter(count: 3).rx.describe, "counter at 3")
        var counter = Counter()
        counter.rx = Reactive(Counter(count: 9))  // the setter exists and changes nothing
        XCTAssertEqual(counter.count, 0)
    }
}
