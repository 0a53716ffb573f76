import Dispatch
import Foundation
import RxCore
import XCTest

/// Two threads, each holding one lock and calling into the other's: the shape of every deadlock
/// that calling out while holding a lock allows. Each test orders the two threads with
/// semaphores so that, were the core to call an observer (or dispose a source) under its lock,
/// both would block for ever; the test then fails on its bounded wait instead of hanging.
/// Run under `--sanitize=thread` in CI.
final class ConcurrencyCallOutsideLockTests: RxTestCase {
    /// How long a thread waits for the other one to reach its step, and the test for both.
    private static let patience: TimeInterval = 5

    /// Runs each body on its own thread; false if they did not all finish in time (a deadlock).
    private func runOnTwoThreads(_ first: @escaping () -> Void, _ second: @escaping () -> Void) -> Bool {
        let group = DispatchGroup()
        for body in [first, second] {
            group.enter()
            Thread {
                body()
                group.leave()
            }.start()
        }
        return group.wait(timeout: .now() + Self.patience) == .success
    }

    /// Waits for `semaphore` up to the patience; a step that never comes shows up as a deadlock
    /// of the whole test, so the result is not needed here.
    private func waitFor(_ semaphore: DispatchSemaphore) {
        _ = semaphore.wait(timeout: .now() + Self.patience)
    }

    // MARK: Subjects delivering

    func testTwoPublishSubjectsFeedingEachOtherFromTwoThreadsDoNotDeadlock() {
        let first = PublishSubject<Int>(), second = PublishSubject<Int>()
        let firstInside = DispatchSemaphore(value: 0), secondInside = DispatchSemaphore(value: 0)
        let firstReceived = LockedLog<Int>(), secondReceived = LockedLog<Int>()
        // Each observer, while the other thread is inside the other subject's delivery, sends to
        // that other subject.
        let firstSubscription = first.subscribe(onNext: { value in
            firstReceived.append(value)
            guard value == 1 else { return }
            firstInside.signal()
            self.waitFor(secondInside)
            second.onNext(10)
        })
        let secondSubscription = second.subscribe(onNext: { value in
            secondReceived.append(value)
            guard value == 2 else { return }
            secondInside.signal()
            self.waitFor(firstInside)
            first.onNext(20)
        })

        let finished = runOnTwoThreads({ first.onNext(1) }, { second.onNext(2) })

        XCTAssertTrue(finished, "deadlocked: each subject called its observer under its lock")
        guard finished else { return }
        // The event sent while the other thread was delivering follows that delivery.
        XCTAssertEqual(firstReceived.values, [1, 20])
        XCTAssertEqual(secondReceived.values, [2, 10])
        firstSubscription.dispose()
        secondSubscription.dispose()
    }

    func testDisposingASubscriptionWhileTheSubjectDeliversToItOnAnotherThreadDoesNotDeadlock() {
        let subject = PublishSubject<Int>()
        let observerLock = NSLock()
        let holdsLock = DispatchSemaphore(value: 0), delivering = DispatchSemaphore(value: 0)
        // The observer needs a lock that the other thread holds while it disposes the subscription.
        let subscription = subject.subscribe(onNext: { _ in
            self.waitFor(holdsLock)
            delivering.signal()
            observerLock.lock()
            observerLock.unlock()
        })

        let finished = runOnTwoThreads({ subject.onNext(1) }, {
            observerLock.lock()
            holdsLock.signal()
            self.waitFor(delivering)
            subscription.dispose()
            observerLock.unlock()
        })

        XCTAssertTrue(finished, "deadlocked: the subject delivered under the lock its disposal needs")
        guard finished else { return }
        XCTAssertFalse(subject.hasObservers)
    }

    func testBehaviorSubjectGivesItsValueToANewSubscriberOutsideItsLock() {
        let subject = BehaviorSubject(value: 1)
        assertANewSubscriberCatchesUpOutsideTheLock(
            subscribingTo: subject.asObservable(), sending: { subject.onNext(2) },
            deadlock: "deadlocked: the subject gave the current value under its lock")
    }

    /// One thread subscribes to `observable`, whose latest element is 1; its observer needs, for
    /// that element, a lock the other thread holds while it sends 2 through `sending`. Were the
    /// element given under the observable's lock, the two would block each other. The element
    /// sent while the subscriber was catching up comes after the one it caught up with.
    private func assertANewSubscriberCatchesUpOutsideTheLock(
        subscribingTo observable: Observable<Int>, sending: @escaping () -> Void, deadlock message: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let observerLock = NSLock()
        let holdsLock = DispatchSemaphore(value: 0), catchingUp = DispatchSemaphore(value: 0)
        let received = LockedLog<Int>()
        var subscription: Disposable?

        let finished = runOnTwoThreads({
            subscription = observable.subscribe(onNext: { value in
                if value == 1 {
                    self.waitFor(holdsLock)
                    catchingUp.signal()
                    observerLock.lock()
                    observerLock.unlock()
                }
                received.append(value)
            })
        }, {
            observerLock.lock()
            holdsLock.signal()
            self.waitFor(catchingUp)
            sending()
            observerLock.unlock()
        })

        XCTAssertTrue(finished, message, file: file, line: line)
        guard finished else { return }
        XCTAssertEqual(received.values, [1, 2], file: file, line: line)
        subscription?.dispose()
    }

    func testReplaySubjectReplaysToANewSubscriberOutsideItsLock() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        subject.onNext(1)
        let observerLock = NSLock()
        let holdsLock = DispatchSemaphore(value: 0), replaying = DispatchSemaphore(value: 0)
        let firstReceived = LockedLog<Int>(), secondReceived = LockedLog<Int>()
        var subscriptions: [Disposable] = []
        let subscriptionsLock = NSLock()

        // One thread subscribes and has the replay delivered into an observer that needs a lock;
        // the other holds that lock and then subscribes to the subject.
        let finished = runOnTwoThreads({
            let subscription = subject.subscribe(onNext: { value in
                self.waitFor(holdsLock)
                replaying.signal()
                observerLock.lock()
                observerLock.unlock()
                firstReceived.append(value)
            })
            subscriptionsLock.lock(); subscriptions.append(subscription); subscriptionsLock.unlock()
        }, {
            observerLock.lock()
            holdsLock.signal()
            self.waitFor(replaying)
            let subscription = subject.subscribe(onNext: { secondReceived.append($0) })
            observerLock.unlock()
            subscriptionsLock.lock(); subscriptions.append(subscription); subscriptionsLock.unlock()
        })

        XCTAssertTrue(finished, "deadlocked: the subject replayed its buffer under its lock")
        guard finished else { return }
        XCTAssertEqual(firstReceived.values, [1])
        XCTAssertEqual(secondReceived.values, [1])
        subscriptions.forEach { $0.dispose() }
    }

    func testReplaySubjectSentToWhileReplayingOnAnotherThreadDeliversInOrder() {
        let subject = ReplaySubject<Int>.createUnbounded()
        subject.onNext(1)
        subject.onNext(2)
        let observerLock = NSLock()
        let holdsLock = DispatchSemaphore(value: 0), replaying = DispatchSemaphore(value: 0)
        let received = LockedLog<Int>()
        var subscription: Disposable?

        let finished = runOnTwoThreads({
            subscription = subject.subscribe(onNext: { value in
                if value == 1 {
                    self.waitFor(holdsLock)
                    replaying.signal()
                    observerLock.lock()
                    observerLock.unlock()
                }
                received.append(value)
            })
        }, {
            observerLock.lock()
            holdsLock.signal()
            self.waitFor(replaying)
            subject.onNext(3)
            subject.onCompleted()
            observerLock.unlock()
        })

        XCTAssertTrue(finished, "deadlocked: the subject replayed its buffer under its lock")
        guard finished else { return }
        // The replay first, then what was sent during it, each once.
        XCTAssertEqual(received.values, [1, 2, 3])
        XCTAssertFalse(subject.hasObservers)
        subscription?.dispose()
    }

    // MARK: Releasing observers

    func testReleasingAnObserverWhoseOwnerDisposesAnotherSubscriptionDoesNotDeadlock() {
        // Subjects let go of an observer only after releasing their lock: its deinit may reach
        // back into the subject (here it releases the last owner of a bag that holds another
        // subscription to the same subject), whether the observer leaves or the subject is disposed.
        let subjects: [(name: String, observable: Observable<Int>, dispose: () -> Void)] = [
            { let s = PublishSubject<Int>(); return ("PublishSubject", s.asObservable(), s.dispose) }(),
            { let s = BehaviorSubject(value: 0); return ("BehaviorSubject", s.asObservable(), s.dispose) }(),
            { let s = ReplaySubject<Int>.create(bufferSize: 1); return ("ReplaySubject", s.asObservable(), s.dispose) }(),
        ]
        for (name, observable, disposeSubject) in subjects {
            for disposesTheSubject in [false, true] {
                let finished = DispatchSemaphore(value: 0)
                Thread {
                    var owner: ObserverOwner? = ObserverOwner()
                    observable.subscribe(onNext: { _ in }).disposed(by: owner!.bag)
                    let first = observable.subscribe(onNext: { [owner] _ in _ = owner })
                    owner = nil
                    if disposesTheSubject { disposeSubject() } else { first.dispose() }
                    first.dispose()
                    finished.signal()
                }.start()

                XCTAssertEqual(finished.wait(timeout: .now() + Self.patience), .success,
                               "deadlocked: \(name) released an observer under its lock (\(disposesTheSubject ? "dispose()" : "unsubscribing"))")
            }
        }
    }

    // MARK: share

    func testShareReplayGivesTheLatestToANewSubscriberOutsideItsLock() {
        let source = PublishSubject<Int>()
        let shared = source.share(replay: 1)
        let connection = shared.subscribe()
        source.onNext(1)
        assertANewSubscriberCatchesUpOutsideTheLock(
            subscribingTo: shared, sending: { source.onNext(2) },
            deadlock: "deadlocked: share gave the latest element under its lock")
        connection.dispose()
    }

    func testShareDeliversOutsideItsLock() {
        let source = PublishSubject<Int>()
        let shared = source.share()
        let observerLock = NSLock()
        let holdsLock = DispatchSemaphore(value: 0), delivering = DispatchSemaphore(value: 0)
        let lateReceived = LockedLog<Int>()
        var late: Disposable?
        // The observer needs a lock that the other thread holds while it subscribes to the share.
        let first = shared.subscribe(onNext: { value in
            guard value == 1 else { return }
            self.waitFor(holdsLock)
            delivering.signal()
            observerLock.lock()
            observerLock.unlock()
        })

        let finished = runOnTwoThreads({ source.onNext(1) }, {
            observerLock.lock()
            holdsLock.signal()
            self.waitFor(delivering)
            late = shared.subscribe(onNext: { lateReceived.append($0) })
            observerLock.unlock()
        })

        XCTAssertTrue(finished, "deadlocked: share delivered under the lock a subscriber needs")
        guard finished else { return }
        source.onNext(2)
        XCTAssertEqual(lateReceived.values, [2])
        late?.dispose()
        first.dispose()
        XCTAssertFalse(source.hasObservers, "the last subscriber leaving disconnects")
    }

    // MARK: zip over a collection

    func testZipOfACollectionDisposesItsSourcesOutsideItsLock() {
        // A source that, like many, holds a lock of its own while it emits and while it is disposed.
        let sourceLock = NSRecursiveLock()
        var emit: ((Int) -> Void)?
        let pastTheSource = DispatchSemaphore(value: 0), ending = DispatchSemaphore(value: 0)
        let lockingSource = Observable<Int>.create { observer in
            sourceLock.lock(); emit = { observer.onNext($0) }; sourceLock.unlock()
            return Disposables.create { sourceLock.lock(); emit = nil; sourceLock.unlock() }
        }
        // Tells when an element has got past the source on its way into zip.
        .map { value -> Int in
            pastTheSource.signal()
            return value
        }
        let failing = PublishSubject<Int>()
        let received = LockedLog<String>()
        // zip forwards the error under its lock, and stays there until the other thread, holding
        // the source's lock, has an element on its way into zip; then zip disposes its sources.
        let subscription = Observable.zip([lockingSource, failing.asObservable()]).subscribe(
            onNext: { received.append("next \($0)") },
            onError: { _ in
                received.append("error")
                ending.signal()
                self.waitFor(pastTheSource)
            }
        )

        let finished = runOnTwoThreads({ failing.onError(TestError("boom")) }, {
            sourceLock.lock()
            self.waitFor(ending)
            emit?(1)
            sourceLock.unlock()
        })

        XCTAssertTrue(finished, "deadlocked: zip disposed its sources under its lock")
        guard finished else { return }
        XCTAssertEqual(received.values, ["error"])
        sourceLock.lock()
        XCTAssertNil(emit, "the source was not disposed")
        sourceLock.unlock()
        subscription.dispose()
    }
}

/// Owns a bag, so that releasing it disposes what the bag holds.
private final class ObserverOwner {
    let bag = DisposeBag()
}

/// A log that several threads append to.
final class LockedLog<Value> {
    private let lock = NSLock()
    private var storage: [Value] = []

    func append(_ value: Value) {
        lock.lock()
        storage.append(value)
        lock.unlock()
    }

    var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return storage.count
    }
}
