import Dispatch
import Foundation
import RxCore
import XCTest

/// `share()` and `share(replay: 1)` while connected take elements on the fast lane and keep the
/// latest one in a slot of their own: what they keep, for how long, and that elements fed from
/// several threads still reach every subscriber once, one at a time.
final class ShareFastLaneTests: RxTestCase {
    /// An element whose release the test can see.
    private final class Token {
        let value: Int
        init(_ value: Int) { self.value = value }
    }

    func testShareReplayOneKeepsOnlyTheLatestElementAndReleasesItWhenTheLastSubscriberLeaves() {
        let source = PublishSubject<Token>()
        let shared = source.share(replay: 1)
        var seen: [Int] = []
        let subscription = shared.subscribe(onNext: { seen.append($0.value) })
        weak var first: Token?
        weak var second: Token?
        do {
            let one = Token(1), two = Token(2)
            first = one
            second = two
            source.onNext(one)
            source.onNext(two)
        }
        XCTAssertNil(first, "a replaced element is released")
        XCTAssertNotNil(second, "the latest element is kept for late subscribers")

        var lateSeen: [Int] = []
        let late = shared.subscribe(onNext: { lateSeen.append($0.value) })
        XCTAssertEqual(lateSeen, [2])

        subscription.dispose()
        XCTAssertNotNil(second, "still connected: one subscriber is left")
        late.dispose()
        XCTAssertNil(second, "the connection ended, and with it the latest element")
        XCTAssertEqual(seen, [1, 2])
        XCTAssertFalse(source.hasObservers)
    }

    func testShareReplayOneReleasesTheLatestElementWhenTheSourceCompletes() {
        let source = PublishSubject<Token>()
        let shared = source.share(replay: 1)
        var events: [String] = []
        let subscription = shared.subscribe(onNext: { events.append("next(\($0.value))") }, onCompleted: { events.append("completed") })
        weak var kept: Token?
        do {
            let token = Token(7)
            kept = token
            source.onNext(token)
        }
        XCTAssertNotNil(kept)
        source.onCompleted()
        XCTAssertNil(kept, "an ended connection keeps nothing")
        XCTAssertEqual(events, ["next(7)", "completed"])
        subscription.dispose()
    }

    func testShareWithoutReplayKeepsNoElement() {
        let source = PublishSubject<Token>()
        let shared = source.share()
        var seen: [Int] = []
        let subscription = shared.subscribe(onNext: { seen.append($0.value) })
        weak var sent: Token?
        do {
            let token = Token(3)
            sent = token
            source.onNext(token)
        }
        XCTAssertNil(sent)
        var lateSeen: [Int] = []
        let late = shared.subscribe(onNext: { lateSeen.append($0.value) })
        XCTAssertEqual(lateSeen, [], "share() replays nothing")
        XCTAssertEqual(seen, [3])
        subscription.dispose()
        late.dispose()
    }

    func testShareReplayOneFedFromManyThreadsDeliversEveryElementOnceToEachSubscriberOneAtATime() {
        let threads = 8, perThread = 500
        let source = PublishSubject<Int>()
        let shared = source.share(replay: 1)
        let lock = NSLock()
        var received = Array(repeating: [Int](), count: 3)
        var inside = 0
        var overlaps = 0
        let subscriptions = (0..<3).map { index in
            shared.subscribe(onNext: { value in
                lock.lock()
                inside += 1
                if inside > 1 { overlaps += 1 }
                received[index].append(value)
                lock.unlock()
                // Widen the window in which an overlapping delivery would be caught.
                for _ in 0..<20 { _ = DispatchTime.now() }
                lock.lock()
                inside -= 1
                lock.unlock()
            })
        }
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for index in 0..<perThread { source.onNext(thread * perThread + index) }
        }

        lock.lock()
        let all = received
        lock.unlock()
        XCTAssertEqual(overlaps, 0, "two elements were delivered at once")
        for (index, values) in all.enumerated() {
            XCTAssertEqual(values.count, threads * perThread, "subscriber \(index) lost or got extra elements")
            XCTAssertEqual(Set(values).count, threads * perThread, "subscriber \(index) got an element twice")
            XCTAssertEqual(values, all[0], "every subscriber sees the same order")
        }
        var replayed: [Int] = []
        let late = shared.subscribe(onNext: { replayed.append($0) })
        XCTAssertEqual(replayed, [all[0].last ?? -1], "a late subscriber gets the last element delivered")
        late.dispose()
        subscriptions.forEach { $0.dispose() }
    }
}
