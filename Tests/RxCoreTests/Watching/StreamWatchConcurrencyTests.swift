import Foundation
import RxCore
import RxCoreTest
import XCTest

/// Watching from several threads at once: subscriptions made on many threads, chains that hop
/// threads with `observe(on:)` and `subscribe(on:)`. Run under the thread sanitizer by CI.
final class StreamWatchConcurrencyTests: RxTestCase {
    override func tearDown() {
        StreamWatch.watcher = nil
        super.tearDown()
    }

    func testChainsSubscribedOnManyThreadsAreEachWatchedWhole() {
        let watcher = CountingWatcher()
        StreamWatch.watcher = watcher
        let background = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        let subject = PublishSubject<Int>()
        let received = Atomic(0)
        let done = DispatchGroup()
        var subscriptions: [Disposable] = []
        let subscriptionsLock = NSLock()

        DispatchQueue.concurrentPerform(iterations: 8) { index in
            done.enter()
            let subscription = subject
                .observe(on: background)
                .map { $0 + index }
                .subscribe(onNext: { _ in received.add(1) }, onCompleted: { done.leave() })
            subscriptionsLock.lock()
            subscriptions.append(subscription)
            subscriptionsLock.unlock()
        }
        DispatchQueue.concurrentPerform(iterations: 4) { value in subject.onNext(value) }
        subject.onCompleted()
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
        subscriptions.forEach { $0.dispose() }

        XCTAssertEqual(received.value, 32)
        XCTAssertEqual(watcher.subscriptionCount, 8)
        // Each chain: map, observe(on:), the subject.
        XCTAssertEqual(watcher.stageCount, 24)
        XCTAssertEqual(watcher.eventCount(ofKind: "next"), 8 * (4 + 4 + 4 + 4))
    }

    func testSubscribeOnMovesTheChainToAnotherThreadAndStaysWatched() {
        let watcher = CountingWatcher()
        StreamWatch.watcher = watcher
        let finished = expectation(description: "completed")
        let subscription = Observable.of(1, 2, 3)
            .subscribe(on: ConcurrentDispatchQueueScheduler(qos: .userInitiated))
            .map { $0 * 2 }
            .subscribe(onCompleted: { finished.fulfill() })
        wait(for: [finished], timeout: 10)
        subscription.dispose()

        XCTAssertEqual(watcher.subscriptionCount, 1)
        XCTAssertEqual(watcher.stageNames.sorted(), ["map", "of", "subscribe(on:)"])
    }
}

/// A small atomic counter for the tests.
private final class Atomic: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Int
    init(_ value: Int) { stored = value }
    var value: Int { lock.lock(); defer { lock.unlock() }; return stored }
    func add(_ amount: Int) { lock.lock(); stored += amount; lock.unlock() }
}

/// Counts what it is told, under a lock: probes are called on whatever thread delivers.
private final class CountingWatcher: StreamWatcher {
    private let lock = NSLock()
    private var subscriptions = 0
    private var names: [String] = []
    private var events: [String: Int] = [:]

    final class Probe: StreamProbe {
        unowned let owner: CountingWatcher
        init(_ owner: CountingWatcher) { self.owner = owner }
        func observe(_ event: WatchedEvent) {
            let kind: String
            switch event {
            case .next: kind = "next"
            case .error: kind = "error"
            case .completed: kind = "completed"
            case .disposed: kind = "disposed"
            }
            owner.count(kind)
        }
    }

    private func count(_ kind: String) {
        lock.lock()
        events[kind, default: 0] += 1
        lock.unlock()
    }

    var subscriptionCount: Int { lock.lock(); defer { lock.unlock() }; return subscriptions }
    var stageCount: Int { lock.lock(); defer { lock.unlock() }; return names.count }
    var stageNames: [String] { lock.lock(); defer { lock.unlock() }; return names }
    func eventCount(ofKind kind: String) -> Int { lock.lock(); defer { lock.unlock() }; return events[kind] ?? 0 }

    func subscriptionStarted(at site: SubscriptionSite) -> StreamProbe? {
        lock.lock()
        subscriptions += 1
        lock.unlock()
        return Probe(self)
    }

    func stageStarted(operatorName: String, depth: Int, of subscription: StreamProbe) -> StreamProbe? {
        lock.lock()
        names.append(operatorName)
        lock.unlock()
        return Probe(self)
    }
}
