import Dispatch
import Foundation
import RxCore
import XCTest

/// Records events from any thread and notices when two deliveries overlap, which would break
/// the "one event at a time" rule.
private final class SerializationCheckingObserver<Element>: ObserverType {
    private let lock = NSLock()
    private var inside = 0
    private(set) var overlaps = 0
    private var recorded: [Event<Element>] = []

    func on(_ event: Event<Element>) {
        lock.lock()
        inside += 1
        if inside > 1 { overlaps += 1 }
        recorded.append(event)
        lock.unlock()
        // Widen the window in which an overlapping delivery would be caught.
        for _ in 0..<50 { _ = DispatchTime.now() }
        lock.lock()
        inside -= 1
        lock.unlock()
    }

    var events: [Event<Element>] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    var elements: [Element] { events.compactMap { $0.element } }
    var terminalCount: Int { events.filter { $0.isStopEvent }.count }
    var endsWithTerminal: Bool { events.last?.isStopEvent ?? false }
}

/// Subjects, relays and `merge` fed from several threads at once. Run under `--sanitize=thread` in CI.
final class ConcurrencyTests: XCTestCase {
    private let threads = 8
    private let perThread = 500
    private var resourcesAtStart: Int32 = 0

    override func setUp() { resourcesAtStart = Resources.total }
    override func tearDown() {
        // Work on dispatch queues releases its resources a moment after the last event.
        let deadline = Date().addingTimeInterval(RxTestCase.resourceSettleTimeout)
        while Resources.total != resourcesAtStart && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        XCTAssertEqual(Resources.total, resourcesAtStart, "subscriptions leaked")
    }

    private func assertEveryValueOnce(_ values: [Int], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(values.count, threads * perThread, "lost or duplicated events", file: file, line: line)
        XCTAssertEqual(Set(values).count, threads * perThread, "duplicated events", file: file, line: line)
    }

    private func feedConcurrently(_ send: @escaping (Int) -> Void) {
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for index in 0..<perThread { send(thread * perThread + index) }
        }
    }

    func testPublishSubjectFromManyThreadsDeliversEachEventOnceAndNeverOverlaps() {
        let subject = PublishSubject<Int>()
        let observer = SerializationCheckingObserver<Int>()
        let subscription = subject.subscribe(observer)
        feedConcurrently { subject.onNext($0) }
        subject.onCompleted()
        subject.onNext(-1)
        subscription.dispose()

        assertEveryValueOnce(observer.elements)
        XCTAssertEqual(observer.overlaps, 0)
        XCTAssertEqual(observer.terminalCount, 1)
        XCTAssertTrue(observer.endsWithTerminal, "nothing may follow completion")
    }

    func testBehaviorSubjectFromManyThreadsKeepsTheLastValueAndNeverOverlaps() throws {
        let subject = BehaviorSubject(value: -1)
        let observer = SerializationCheckingObserver<Int>()
        let subscription = subject.subscribe(observer)
        feedConcurrently { subject.onNext($0) }
        XCTAssertEqual(try subject.value(), observer.elements.last)
        subscription.dispose()

        XCTAssertEqual(observer.elements.first, -1)
        assertEveryValueOnce(Array(observer.elements.dropFirst()))
        XCTAssertEqual(observer.overlaps, 0)
    }

    func testReplaySubjectFromManyThreadsReplaysTheLatestToALateSubscriber() {
        let subject = ReplaySubject<Int>.create(bufferSize: 3)
        let observer = SerializationCheckingObserver<Int>()
        let subscription = subject.subscribe(observer)
        feedConcurrently { subject.onNext($0) }
        let late = SerializationCheckingObserver<Int>()
        let lateSubscription = subject.subscribe(late)
        subscription.dispose()
        lateSubscription.dispose()

        assertEveryValueOnce(observer.elements)
        XCTAssertEqual(late.elements, Array(observer.elements.suffix(3)))
        XCTAssertEqual(observer.overlaps, 0)
    }

    func testAsyncSubjectFromManyThreadsEmitsOnlyTheLastElement() {
        let subject = AsyncSubject<Int>()
        let observer = SerializationCheckingObserver<Int>()
        let subscription = subject.subscribe(observer)
        feedConcurrently { subject.onNext($0) }
        subject.onCompleted()
        subscription.dispose()

        XCTAssertEqual(observer.elements.count, 1)
        XCTAssertEqual(observer.terminalCount, 1)
    }

    func testRelaysFromManyThreads() {
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay(value: -1)
        let replay = ReplayRelay<Int>.createUnbound()
        let observers = (0..<3).map { _ in SerializationCheckingObserver<Int>() }
        let subscriptions = [
            publish.subscribe(observers[0]),
            behavior.skip(1).subscribe(observers[1]),
            replay.subscribe(observers[2]),
        ]
        feedConcurrently { value in
            publish.accept(value)
            behavior.accept(value)
            replay.accept(value)
        }
        subscriptions.forEach { $0.dispose() }

        for observer in observers {
            assertEveryValueOnce(observer.elements)
            XCTAssertEqual(observer.overlaps, 0)
        }
        XCTAssertEqual(behavior.value, observers[1].elements.last)
    }

    func testMergeOfSubjectsFedFromManyThreadsNeverOverlapsAndCompletesLast() {
        let subjects = (0..<threads).map { _ in PublishSubject<Int>() }
        let observer = SerializationCheckingObserver<Int>()
        let subscription = Observable.merge(subjects.map { $0.asObservable() }).subscribe(observer)
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for index in 0..<perThread { subjects[thread].onNext(thread * perThread + index) }
            subjects[thread].onCompleted()
        }
        subscription.dispose()

        assertEveryValueOnce(observer.elements)
        XCTAssertEqual(observer.overlaps, 0)
        XCTAssertEqual(observer.terminalCount, 1)
        XCTAssertTrue(observer.endsWithTerminal)
    }

    func testFlatMapOfInnerSequencesOnBackgroundQueuesDeliversEverything() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let observer = SerializationCheckingObserver<Int>()
        let done = expectation(description: "completed")
        let subscription = Observable.from(Array(0..<threads))
            .flatMap { thread in
                Observable.from(Array(thread * self.perThread..<(thread + 1) * self.perThread))
                    .subscribe(on: scheduler)
            }
            .do(afterCompleted: { done.fulfill() })
            .subscribe(observer)
        wait(for: [done], timeout: 30)
        subscription.dispose()

        assertEveryValueOnce(observer.elements)
        XCTAssertEqual(observer.overlaps, 0)
        XCTAssertEqual(observer.terminalCount, 1)
    }

    func testSubscribingAndDisposingWhileAnotherThreadEmitsDeliversNothingThatStartsAfterDispose() {
        // A subject delivers outside its lock (as RxSwift's do), so dispose does not wait for a
        // delivery already under way on another thread: that one element may still arrive after
        // dispose returns, and nothing sent after it.
        let subject = PublishSubject<Int>()
        let stop = DispatchSemaphore(value: 0)
        let sent = LockedLog<Int>()
        let emitter = Thread {
            var value = 0
            while stop.wait(timeout: .now()) == .timedOut {
                subject.onNext(value)
                sent.append(value)
                value += 1
            }
        }
        emitter.start()
        func sentSoFar() -> Int { sent.count }
        for _ in 0..<200 {
            let lock = NSLock()
            var disposed = false
            var lateEvents = 0
            let subscription = subject.subscribe(onNext: { _ in
                lock.lock(); if disposed { lateEvents += 1 }; lock.unlock()
            })
            subscription.dispose()
            lock.lock(); disposed = true; lock.unlock()
            // Once two more `onNext` calls have returned, the one under way at dispose (if any)
            // is over and one has run entirely after it.
            let sentAtDispose = sentSoFar()
            let deadline = Date().addingTimeInterval(RxTestCase.resourceSettleTimeout)
            while sentSoFar() < sentAtDispose + 2 && Date() < deadline { Thread.sleep(forTimeInterval: 0.0001) }
            XCTAssertGreaterThanOrEqual(sentSoFar(), sentAtDispose + 2, "the emitter stalled")
            lock.lock(); XCTAssertLessThanOrEqual(lateEvents, 1); lock.unlock()
        }
        stop.signal()
        while !emitter.isFinished { Thread.sleep(forTimeInterval: 0.001) }
    }
}
