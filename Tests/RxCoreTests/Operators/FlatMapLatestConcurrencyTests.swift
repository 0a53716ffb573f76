import Dispatch
import Foundation
import RxCore
import XCTest

/// Records events from any thread and counts deliveries that overlap, which would break the
/// "one event at a time" rule. `check` runs inside the delivery, to test invariants at that moment.
private final class OverlapCheckingObserver<Element>: ObserverType {
    private let lock = NSLock()
    private var inside = 0
    private var overlapCount = 0
    private var recorded: [Event<Element>] = []
    private let check: (Event<Element>) -> Void

    init(check: @escaping (Event<Element>) -> Void = { _ in }) { self.check = check }

    func on(_ event: Event<Element>) {
        lock.lock()
        inside += 1
        if inside > 1 { overlapCount += 1 }
        recorded.append(event)
        lock.unlock()
        check(event)
        // Widen the window in which an overlapping delivery would be caught.
        for _ in 0..<50 { _ = DispatchTime.now() }
        lock.lock()
        inside -= 1
        lock.unlock()
    }

    var overlaps: Int { lock.lock(); defer { lock.unlock() }; return overlapCount }
    var events: [Event<Element>] { lock.lock(); defer { lock.unlock() }; return recorded }
    var elements: [Element] { events.compactMap { $0.element } }
    var terminalCount: Int { events.filter { $0.isStopEvent }.count }
}

/// `flatMapLatest` and `catch` fed from several threads at once; run under `--sanitize=thread`.
final class FlatMapLatestConcurrencyTests: RxTestCase {
    private let threads = 8
    private let perThread = 400

    /// Inner subjects emit from every thread while other threads switch the outer sequence to
    /// another inner subject. Every element delivered must come from the inner sequence selected
    /// last, deliveries never overlap, and the sequence completes once, at the very end.
    func testFlatMapLatestSwitchingWhileInnerSequencesEmitOnOtherThreads() {
        let outer = PublishSubject<Int>()
        let inners = (0..<threads).map { _ in PublishSubject<Int>() }
        let selected = Locked(-1)
        let wrongSource = Locked(0)
        let observer = OverlapCheckingObserver<Int> { event in
            // The value encodes which inner subject sent it.
            if let value = event.element, value / 10_000 != selected.value {
                wrongSource.mutate { $0 += 1 }
            }
        }
        let subscription = outer
            .flatMapLatest { key -> Observable<Int> in
                selected.mutate { $0 = key }
                return inners[key].asObservable()
            }
            .subscribe(observer)

        outer.onNext(0)
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for index in 0..<perThread {
                if index % 40 == 0 { outer.onNext((thread + index) % self.threads) }
                inners[thread].onNext(thread * 10_000 + index)
            }
        }
        outer.onCompleted()
        inners.forEach { $0.onCompleted() }

        XCTAssertEqual(observer.overlaps, 0)
        XCTAssertEqual(wrongSource.value, 0, "an element from a replaced inner sequence got through")
        XCTAssertEqual(observer.terminalCount, 1)
        XCTAssertTrue(observer.events.last?.isCompleted ?? false)
        XCTAssertFalse(observer.elements.isEmpty)
        subscription.dispose()
    }

    /// Outer elements from many threads at once: each starts an inner sequence that emits at
    /// once; the latest key must win and nothing may overlap.
    func testFlatMapLatestWithTheOuterSequenceFedFromManyThreads() {
        let outer = PublishSubject<Int>()
        let observer = OverlapCheckingObserver<Int>()
        let subscription = outer.flatMapLatest { value in Observable.of(value, -value) }.subscribe(observer)

        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for index in 1...perThread { outer.onNext(thread * 10_000 + index) }
        }
        outer.onCompleted()

        XCTAssertEqual(observer.overlaps, 0)
        XCTAssertEqual(observer.terminalCount, 1)
        // `of` runs on the trampoline of the thread that subscribed it, so each pair arrives
        // whole unless a newer element replaced it first; a negative never comes without its positive.
        var seen = Set<Int>()
        for value in observer.elements {
            if value < 0 { XCTAssertTrue(seen.contains(-value), "\(value) arrived before \(-value)") }
            seen.insert(value)
        }
        subscription.dispose()
    }

    /// Disposing while inner sequences keep emitting on other threads: no crash, no overlap,
    /// and every resource is released (checked by `RxTestCase`).
    func testFlatMapLatestDisposedWhileThreadsEmit() {
        for _ in 0..<20 {
            let outer = PublishSubject<Int>()
            let inners = (0..<4).map { _ in PublishSubject<Int>() }
            let observer = OverlapCheckingObserver<Int>()
            let subscription = outer.flatMapLatest { inners[$0].asObservable() }.subscribe(observer)
            outer.onNext(0)
            DispatchQueue.concurrentPerform(iterations: 5) { thread in
                if thread == 4 {
                    subscription.dispose()
                    return
                }
                for index in 0..<200 {
                    if index % 20 == 0 { outer.onNext(index % 4) }
                    inners[thread].onNext(index)
                }
            }
            XCTAssertEqual(observer.overlaps, 0)
            XCTAssertEqual(observer.terminalCount, 0)
        }
    }

    /// The source is fed from many threads and fails on one of them; the replacement is fed from
    /// every thread too. The handler runs once, deliveries never overlap, and after the first
    /// replacement element no source element appears.
    func testCatchWithSourceAndReplacementFedFromManyThreads() {
        let source = PublishSubject<Int>()
        let replacement = PublishSubject<Int>()
        let handlerCalls = Locked(0)
        let observer = OverlapCheckingObserver<Int>()
        let subscription = source
            .catch { _ in
                handlerCalls.mutate { $0 += 1 }
                return replacement.asObservable()
            }
            .subscribe(observer)

        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for index in 1...perThread {
                if thread == 0 && index == perThread / 2 { source.onError(TestError()) }
                source.onNext(thread * 10_000 + index)
                replacement.onNext(-(thread * 10_000 + index))
            }
        }
        replacement.onCompleted()

        XCTAssertEqual(handlerCalls.value, 1)
        XCTAssertEqual(observer.overlaps, 0)
        XCTAssertEqual(observer.terminalCount, 1)
        XCTAssertTrue(observer.events.last?.isCompleted ?? false)
        let elements = observer.elements
        if let firstReplacement = elements.firstIndex(where: { $0 < 0 }) {
            XCTAssertTrue(elements[firstReplacement...].allSatisfy { $0 < 0 }, "a source element came after the switch")
        } else {
            XCTFail("no replacement element arrived")
        }
        subscription.dispose()
    }

    /// `catchAndReturn` on a source failing on one thread while others emit: exactly one
    /// fallback element and one completion.
    func testCatchAndReturnWhileOtherThreadsEmit() {
        for _ in 0..<20 {
            let source = PublishSubject<Int>()
            let observer = OverlapCheckingObserver<Int>()
            let subscription = source.catchAndReturn(-1).subscribe(observer)
            DispatchQueue.concurrentPerform(iterations: 4) { thread in
                for index in 0..<100 {
                    if thread == 0 && index == 50 { source.onError(TestError()) }
                    source.onNext(index)
                }
            }
            XCTAssertEqual(observer.overlaps, 0)
            XCTAssertEqual(observer.elements.filter { $0 == -1 }.count, 1)
            XCTAssertEqual(observer.elements.last, -1)
            XCTAssertTrue(observer.events.last?.isCompleted ?? false)
            subscription.dispose()
        }
    }
}
