import Dispatch
import Foundation
import RxCore
import XCTest

/// Records events from any thread and counts deliveries that overlap, which would break the
/// "one event at a time" rule.
private final class OverlapCheckingObserver<Element>: ObserverType {
    private let lock = NSLock()
    private var inside = 0
    private var overlapCount = 0
    private var recorded: [Event<Element>] = []

    func on(_ event: Event<Element>) {
        lock.lock()
        inside += 1
        if inside > 1 { overlapCount += 1 }
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

    var overlaps: Int {
        lock.lock()
        defer { lock.unlock() }
        return overlapCount
    }

    var elements: [Element] { events.compactMap { $0.element } }
    var terminalCount: Int { events.filter { $0.isStopEvent }.count }
    var endsWithCompletion: Bool { events.last?.isCompleted ?? false }
}

/// A source driven by hand, with no lock of its own: each test drives one such source from
/// one thread (the Rx contract for a single source), several sources from several threads at
/// once, so that only the operator under test serialises them.
private final class ManualSource {
    private let current = Locked<AnyObserver<Int>?>(nil)

    lazy var observable: Observable<Int> = Observable.create { [current] observer in
        current.mutate { $0 = observer }
        return Disposables.create { current.mutate { $0 = nil } }
    }

    func send(_ event: Event<Int>) {
        current.value?.on(event)
    }
}

/// `combineLatest` and `zip` with their sources emitting on several threads at once.
/// Run under `--sanitize=thread` as well.
final class CombiningConcurrencyTests: RxTestCase {
    private let sourceCount = 8
    private let perSource = 400

    private func value(source: Int, index: Int) -> Int { source * 1_000_000 + index }

    /// Each source sends `perSource` values and completes on its own thread, all at once.
    private func drive(_ sources: [ManualSource]) {
        DispatchQueue.concurrentPerform(iterations: sources.count) { index in
            for k in 0..<perSource { sources[index].send(.next(value(source: index, index: k))) }
            sources[index].send(.completed)
        }
    }

    func testCombineLatestCollectionFromManyThreadsLosesNothingAndNeverOverlaps() {
        let sources = (0..<sourceCount).map { _ in ManualSource() }
        let observer = OverlapCheckingObserver<[Int]>()
        let subscription = Observable.combineLatest(sources.map { $0.observable }).subscribe(observer)
        // Give every source a value first, so that every later element yields exactly one output.
        for (index, source) in sources.enumerated() { source.send(.next(-1 - index)) }

        drive(sources)
        for source in sources { source.send(.next(-99)) }
        subscription.dispose()

        let outputs = observer.elements
        XCTAssertEqual(observer.overlaps, 0, "two events were delivered at once")
        XCTAssertEqual(observer.terminalCount, 1)
        XCTAssertTrue(observer.endsWithCompletion, "nothing may follow completion")
        XCTAssertEqual(outputs.count, 1 + sourceCount * perSource, "lost or duplicated combinations")
        // Each output differs from the previous one in exactly the position that emitted,
        // and that position's values appear in the order they were sent, each exactly once.
        var seen = Array(repeating: [Int](), count: sourceCount)
        for (previous, output) in zip(outputs, outputs.dropFirst()) {
            let changed = (0..<sourceCount).filter { previous[$0] != output[$0] }
            XCTAssertEqual(changed.count, 1, "\(previous) -> \(output)")
            if let position = changed.first { seen[position].append(output[position]) }
        }
        for index in 0..<sourceCount {
            XCTAssertEqual(seen[index], (0..<perSource).map { value(source: index, index: $0) })
        }
    }

    func testCombineLatestOfFourFromManyThreads() {
        let sources = (0..<4).map { _ in ManualSource() }
        let observer = OverlapCheckingObserver<[Int]>()
        let subscription = Observable.combineLatest(sources[0].observable, sources[1].observable, sources[2].observable, sources[3].observable)
            .map { [$0, $1, $2, $3] }
            .subscribe(observer)
        for (index, source) in sources.enumerated() { source.send(.next(-1 - index)) }

        drive(sources)
        subscription.dispose()

        XCTAssertEqual(observer.overlaps, 0)
        XCTAssertEqual(observer.terminalCount, 1)
        XCTAssertTrue(observer.endsWithCompletion)
        XCTAssertEqual(observer.elements.count, 1 + 4 * perSource)
        XCTAssertEqual(observer.elements.last, (0..<4).map { value(source: $0, index: perSource - 1) })
    }

    func testZipCollectionFromManyThreadsPairsByPositionAndNeverOverlaps() {
        let sources = (0..<sourceCount).map { _ in ManualSource() }
        let observer = OverlapCheckingObserver<[Int]>()
        let subscription = Observable.zip(sources.map { $0.observable }).subscribe(observer)

        drive(sources)
        for source in sources { source.send(.next(-99)) }
        subscription.dispose()

        XCTAssertEqual(observer.overlaps, 0, "two events were delivered at once")
        XCTAssertEqual(observer.terminalCount, 1)
        XCTAssertTrue(observer.endsWithCompletion, "nothing may follow completion")
        XCTAssertEqual(observer.elements, (0..<perSource).map { k in (0..<sourceCount).map { value(source: $0, index: k) } },
                       "every row must hold the k-th element of every source, once, in order")
    }

    func testZipOfTwoFromTwoThreads() {
        let sources = (0..<2).map { _ in ManualSource() }
        let observer = OverlapCheckingObserver<[Int]>()
        let subscription = Observable.zip(sources[0].observable, sources[1].observable).map { [$0, $1] }.subscribe(observer)

        drive(sources)
        sources[0].send(.next(-99))
        subscription.dispose()

        XCTAssertEqual(observer.overlaps, 0)
        XCTAssertEqual(observer.terminalCount, 1)
        XCTAssertTrue(observer.endsWithCompletion)
        XCTAssertEqual(observer.elements, (0..<perSource).map { [value(source: 0, index: $0), value(source: 1, index: $0)] })
    }

    func testDisposingWhileSourcesEmitOnOtherThreadsStopsEverything() {
        let sources = (0..<sourceCount).map { _ in ManualSource() }
        let observer = OverlapCheckingObserver<[Int]>()
        let subscription = Observable.combineLatest(sources.map { $0.observable }).subscribe(observer)
        let disposedAfter = Locked(0)

        DispatchQueue.concurrentPerform(iterations: sourceCount + 1) { index in
            if index == sourceCount {
                Thread.sleep(forTimeInterval: 0.001)
                subscription.dispose()
                disposedAfter.mutate { $0 = observer.events.count }
                return
            }
            for k in 0..<perSource { sources[index].send(.next(value(source: index, index: k))) }
        }

        XCTAssertEqual(observer.overlaps, 0)
        XCTAssertEqual(observer.terminalCount, 0)
        // At most one delivery may have been in flight while `dispose` ran.
        XCTAssertLessThanOrEqual(observer.events.count, disposedAfter.value + 1)
    }
}
