import Foundation
import RxCore
import XCTest

final class DisposablesTests: XCTestCase {
    private var resourcesAtStart: Int32 = 0

    override func setUp() { resourcesAtStart = Resources.total }
    override func tearDown() { XCTAssertEqual(Resources.total, resourcesAtStart, "disposables leaked") }

    private final class Counter {
        var value = 0
        func disposable() -> Disposable { Disposables.create { self.value += 1 } }
    }

    func testAnonymousDisposableRunsItsActionOnce() {
        let counter = Counter()
        let disposable = Disposables.create(with: { counter.value += 1 })
        XCTAssertFalse(disposable.isDisposed)
        disposable.dispose()
        disposable.dispose()
        XCTAssertTrue(disposable.isDisposed)
        XCTAssertEqual(counter.value, 1)
    }

    func testBinaryAndTernaryDisposablesDisposeEveryPartOnce() {
        let counter = Counter()
        let binary = Disposables.create(counter.disposable(), counter.disposable())
        binary.dispose()
        binary.dispose()
        XCTAssertEqual(counter.value, 2)
        let ternary = Disposables.create(counter.disposable(), counter.disposable(), counter.disposable())
        ternary.dispose()
        XCTAssertEqual(counter.value, 5)
        Disposables.create([counter.disposable(), counter.disposable(), counter.disposable(), counter.disposable()]).dispose()
        XCTAssertEqual(counter.value, 9)
    }

    func testDisposeBagDisposesWhenReleased() {
        let counter = Counter()
        var bag: DisposeBag? = DisposeBag()
        counter.disposable().disposed(by: bag!)
        bag!.insert(counter.disposable(), counter.disposable())
        XCTAssertEqual(counter.value, 0)
        bag = nil
        XCTAssertEqual(counter.value, 3)
    }

    func testReplacingTheDisposeBagDisposesTheOldSubscriptions() {
        var bag = DisposeBag()
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        subject.subscribe(onNext: { received.append($0) }).disposed(by: bag)
        subject.onNext(1)
        XCTAssertTrue(subject.hasObservers)
        bag = DisposeBag()
        subject.onNext(2)
        XCTAssertEqual(received, [1])
        XCTAssertFalse(subject.hasObservers)
        _ = bag
    }

    func testCompositeDisposableAddRemoveAndLateInsert() {
        let counter = Counter()
        let composite = CompositeDisposable()
        let first = composite.insert(counter.disposable())
        _ = composite.insert(counter.disposable())
        XCTAssertEqual(composite.count, 2)
        composite.remove(for: first!)
        XCTAssertEqual(counter.value, 1, "removing disposes the removed one")
        XCTAssertEqual(composite.count, 1)
        composite.dispose()
        XCTAssertEqual(counter.value, 2)
        XCTAssertTrue(composite.isDisposed)
        XCTAssertNil(composite.insert(counter.disposable()), "a disposed group refuses newcomers")
        XCTAssertEqual(counter.value, 3, "and disposes them at once")
    }

    func testSerialDisposableDisposesThePreviousOneWhenReplaced() {
        let counter = Counter()
        let serial = SerialDisposable()
        serial.disposable = counter.disposable()
        serial.disposable = counter.disposable()
        XCTAssertEqual(counter.value, 1)
        serial.dispose()
        XCTAssertEqual(counter.value, 2)
        serial.disposable = counter.disposable()
        XCTAssertEqual(counter.value, 3, "set after dispose is disposed at once")
        XCTAssertTrue(serial.isDisposed)
    }

    func testSingleAssignmentDisposableBeforeAndAfterDispose() {
        let counter = Counter()
        let early = SingleAssignmentDisposable()
        early.setDisposable(counter.disposable())
        early.dispose()
        XCTAssertEqual(counter.value, 1)
        let late = SingleAssignmentDisposable()
        late.dispose()
        late.setDisposable(counter.disposable())
        XCTAssertEqual(counter.value, 2, "assigned after dispose is disposed at once")
        XCTAssertTrue(late.isDisposed)
    }

    func testBooleanDisposable() {
        let disposable = BooleanDisposable()
        XCTAssertFalse(disposable.isDisposed)
        disposable.dispose()
        XCTAssertTrue(disposable.isDisposed)
        XCTAssertTrue(BooleanDisposable(isDisposed: true).isDisposed)
    }

    func testRefCountDisposableWaitsForEveryRetainedReference() {
        let counter = Counter()
        let refCount = RefCountDisposable(disposable: counter.disposable())
        let first = refCount.retain()
        let second = refCount.retain()
        refCount.dispose()
        XCTAssertEqual(counter.value, 0, "still retained twice")
        first.dispose()
        XCTAssertEqual(counter.value, 0)
        second.dispose()
        XCTAssertEqual(counter.value, 1)
        XCTAssertTrue(refCount.isDisposed)
    }

    func testScheduledDisposableDisposesOnItsScheduler() {
        let queue = DispatchQueue(label: "rxlearn.tests.scheduled-disposable")
        let scheduler = SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "rxlearn.tests.inner")
        let disposedOnQueue = expectation(description: "disposed on the scheduler's queue")
        let key = DispatchSpecificKey<Bool>()
        queue.setSpecific(key: key, value: true)
        let scheduled = ScheduledDisposable(scheduler: scheduler, disposable: Disposables.create {
            XCTAssertEqual(DispatchQueue.getSpecific(key: key), true)
            disposedOnQueue.fulfill()
        })
        scheduled.dispose()
        wait(for: [disposedOnQueue], timeout: 5)
        XCTAssertTrue(scheduled.isDisposed)
        // Let the scheduler release its work item before the resource check.
        queue.sync {}
        Thread.sleep(forTimeInterval: 0.05)
    }

    func testSubscriptionCountsAsAResourceUntilDisposed() {
        let subject = PublishSubject<Int>()
        let before = Resources.total
        let subscription = subject.map { $0 + 1 }.subscribe(onNext: { _ in })
        XCTAssertGreaterThan(Resources.total, before)
        subscription.dispose()
        XCTAssertEqual(Resources.total, before)
    }

    /// "Live" means "still running": a subscription that ended with its sequence is not live,
    /// even while the learner keeps the handle in a constant.
    func testAFinishedSubscriptionStopsCountingWhileItsHandleIsHeld() {
        let before = Resources.total
        var disposedCount = 0
        let finishedAtOnce = Observable.just(1).subscribe(onNext: { _ in }, onDisposed: { disposedCount += 1 })
        XCTAssertEqual(Resources.total, before)
        XCTAssertEqual(disposedCount, 1)

        let subject = PublishSubject<Int>()
        let onSubject = subject.subscribe(onNext: { _ in })
        let plain = subject.subscribe { _ in }
        XCTAssertGreaterThan(Resources.total, before)
        subject.onCompleted()
        XCTAssertEqual(Resources.total, before)

        let failing = BehaviorSubject(value: 0)
        let onFailing = failing.map { $0 }.subscribe(onError: { _ in })
        failing.onError(TestError("boom"))
        XCTAssertEqual(Resources.total, before)

        // Disposing afterwards is harmless and runs `onDisposed` no second time.
        for handle in [finishedAtOnce, onSubject, plain, onFailing] { handle.dispose() }
        XCTAssertEqual(disposedCount, 1)
        XCTAssertEqual(Resources.total, before)
    }

    func testDisposingBeforeTheSourceAnswersStillEndsTheSubscription() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let handle = subject.subscribe(onNext: { received.append($0) })
        subject.onNext(1)
        handle.dispose()
        subject.onNext(2)
        XCTAssertEqual(received, [1])
        XCTAssertFalse(subject.hasObservers)
        XCTAssertTrue((handle as? Cancelable)?.isDisposed == true)
    }
}
