import RxCore
import RxCoreTest
import XCTest

/// `CompositeDisposable` built from four or more disposables, and the `DisposeBag` result
/// builder (`DisposeBag { … }`, `bag.insert { … }`).
final class DisposablesBuilderTests: RxTestCase {
    /// Disposables that log their name each time they are disposed.
    private final class Log {
        var entries: [String] = []
        func disposable(_ name: String) -> Disposable { Disposables.create { self.entries.append(name) } }
    }

    func testCompositeDisposableOfFourOrMoreDisposesEachOnce() {
        let log = Log()
        let composite = CompositeDisposable(log.disposable("a"), log.disposable("b"), log.disposable("c"), log.disposable("d"), log.disposable("e"), log.disposable("f"))
        XCTAssertEqual(composite.count, 6)
        XCTAssertFalse(composite.isDisposed)
        composite.dispose()
        composite.dispose()
        XCTAssertEqual(log.entries.sorted(), ["a", "b", "c", "d", "e", "f"])
        XCTAssertTrue(composite.isDisposed)
        XCTAssertEqual(composite.count, 0)
    }

    func testCompositeDisposableOfExactlyFour() {
        let log = Log()
        let composite = CompositeDisposable(log.disposable("a"), log.disposable("b"), log.disposable("c"), log.disposable("d"))
        XCTAssertEqual(composite.count, 4)
        composite.dispose()
        XCTAssertEqual(log.entries.sorted(), ["a", "b", "c", "d"])
    }

    func testDisposeBagBuilderDisposesEverythingListedWhenReleased() {
        let log = Log()
        var bag: DisposeBag? = DisposeBag {
            log.disposable("a")
            log.disposable("b")
            log.disposable("c")
        }
        XCTAssertNotNil(bag)
        XCTAssertEqual(log.entries, [])
        bag = nil
        XCTAssertEqual(log.entries, ["a", "b", "c"])
    }

    func testDisposeBagInsertBuilderAddsEverythingListed() {
        let log = Log()
        var bag = DisposeBag()
        bag.insert {
            log.disposable("a")
            log.disposable("b")
        }
        XCTAssertEqual(log.entries, [])
        bag = DisposeBag()
        XCTAssertEqual(log.entries, ["a", "b"])
        _ = bag
    }

    func testDisposeBagBuilderWithSubscriptions() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2)])
        let ys = scheduler.createHotObservable([.next(220, "a")])
        var received: [String] = []
        var bag: DisposeBag?
        scheduler.scheduleAt(200) {
            bag = DisposeBag {
                xs.subscribe(onNext: { received.append("\($0)") })
                ys.subscribe(onNext: { received.append($0) })
            }
        }
        scheduler.scheduleAt(250) {
            XCTAssertNotNil(bag, "the bag holds the subscriptions until it is let go")
            bag = nil
        }
        scheduler.start()
        XCTAssertEqual(received, ["1", "a"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }
}
