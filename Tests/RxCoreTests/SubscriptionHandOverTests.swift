import Dispatch
import Foundation
import RxCore
import XCTest

/// The lock-free hand-overs of a subscription's pieces (`SinkDisposer`, the handle that
/// `subscribe(onNext:)` returns, `TrampolineLoop`), the per-thread trampoline, and the element
/// lane of observers written outside the core. Run under `--sanitize=thread` in CI.
final class SubscriptionHandOverTests: XCTestCase {
    private var resourcesAtStart: Int32 = 0

    override func setUp() { resourcesAtStart = Resources.total }
    override func tearDown() {
        let deadline = Date().addingTimeInterval(RxTestCase.resourceSettleTimeout)
        while Resources.total != resourcesAtStart && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        XCTAssertEqual(Resources.total, resourcesAtStart, "subscriptions leaked")
    }

    func testSubscribingAndDisposingOnManyThreadsAtOnceDeliversEverySubscriptionItsOwnElements() {
        let threads = 8, perThread = 300
        let totals = LockedLog<Int>()
        let completions = LockedLog<Int>()
        let disposals = LockedLog<Int>()
        let source = Observable.of(1, 2, 3).map { $0 * 10 }
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for _ in 0..<perThread {
                var sum = 0
                source.subscribe(onNext: { sum += $0 },
                                 onCompleted: { completions.append(thread) },
                                 onDisposed: { disposals.append(thread) }).dispose()
                totals.append(sum)
            }
        }
        XCTAssertEqual(totals.values, Array(repeating: 60, count: threads * perThread))
        XCTAssertEqual(completions.count, threads * perThread)
        XCTAssertEqual(disposals.count, threads * perThread)
    }

    func testDisposingFromAnotherThreadWhileATrampolineSequenceEmitsEndsItOnce() {
        let count = 1_000_000
        let stop = PublishSubject<Void>()
        let firstElement = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        let received = LockedLog<Int>()
        let events = LockedLog<String>()
        let emitter = Thread {
            // `from` emits on this thread's trampoline, inside `subscribe`; `take(until:)` lets
            // the test thread dispose the loop (and its sinks) while a turn is under way.
            _ = Observable.from(Array(0..<count)).map { $0 }.take(until: stop).subscribe(
                onNext: { value in
                    received.append(value)
                    if value == 0 { firstElement.signal() }
                },
                onCompleted: { events.append("completed") },
                onDisposed: { events.append("disposed") })
            finished.signal()
        }
        emitter.start()
        XCTAssertEqual(firstElement.wait(timeout: .now() + 5), .success, "the sequence never started")
        stop.onNext(())
        XCTAssertEqual(finished.wait(timeout: .now() + 30), .success, "the emitting thread hung")
        XCTAssertLessThan(received.count, count, "elements went on after the subscription was disposed")
        XCTAssertEqual(events.values, ["completed", "disposed"])
    }

    func testAnObserverWrittenOutsideTheCoreReceivesElementsAsNextEvents() {
        final class Recording: ObserverType {
            var events: [Event<Int>] = []
            func on(_ event: Event<Int>) { events.append(event) }
        }
        let observer = Recording()
        let subscription = Observable.of(1, 2).map { $0 + 1 }.filter { $0 > 2 }.subscribe(observer)
        XCTAssertEqual(observer.events.map(\.debugDescription), ["next(3)", "completed"])
        subscription.dispose()
        let wrapped = Recording()
        Observable.of(5).map { $0 }.subscribe(AnyObserver(wrapped)).dispose()
        XCTAssertEqual(wrapped.events.map(\.debugDescription), ["next(5)", "completed"])
    }
}
