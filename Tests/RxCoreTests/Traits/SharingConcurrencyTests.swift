import Dispatch
import Foundation
import RxCore
import RxCoreTest
import XCTest

/// When each element's `onNext` began, on one counter shared by every thread. Subjects and
/// `share` deliver outside their locks, as RxSwift's do, so `dispose()` does not wait for a
/// delivery already under way on another thread: an element sent before `dispose()` returned may
/// still arrive after it, but never one sent after. Elements must be unique to be told apart.
private final class SendClock {
    private let lock = NSLock()
    private var now = 0
    private var startedAt: [Int: Int] = [:]

    /// Call just before `onNext(element)`.
    func willSend(_ element: Int) {
        lock.lock()
        now += 1
        startedAt[element] = now
        lock.unlock()
    }

    /// The present instant, for `markDisposed`.
    var instant: Int {
        lock.lock()
        defer { lock.unlock() }
        return now
    }

    /// Whether `element` began to be sent at or before `instant`.
    func sent(_ element: Int, atOrBefore instant: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return startedAt[element].map { $0 <= instant } ?? false
    }
}

/// Records events from any thread, notices overlapping deliveries, events after a terminal event
/// and elements sent after `markDisposed(sentBefore:)` (the moment its `dispose()` returned).
private final class SharingProbe<Element>: ObserverType {
    private let lock = NSLock()
    private var inside = 0
    private var disposed = false
    /// After `markDisposed`: whether an element was already on its way when `dispose()` returned.
    private var alreadySent: (Element) -> Bool = { _ in false }
    private(set) var problems: [String] = []
    private var recorded: [Event<Element>] = []

    func on(_ event: Event<Element>) {
        lock.lock()
        inside += 1
        if inside > 1 { problems.append("overlapping delivery of \(event)") }
        if recorded.last?.isStopEvent == true { problems.append("\(event) after a terminal event") }
        if disposed, !(event.element.map(alreadySent) ?? false) { problems.append("\(event) after dispose() returned") }
        recorded.append(event)
        lock.unlock()
        // Widen the window in which an overlapping delivery would be caught.
        for _ in 0..<20 { _ = DispatchTime.now() }
        lock.lock()
        inside -= 1
        lock.unlock()
    }

    /// `alreadySent` tells the elements sent before `dispose()` returned, which may still arrive.
    func markDisposed(alreadySent: @escaping (Element) -> Bool) {
        lock.lock()
        disposed = true
        self.alreadySent = alreadySent
        lock.unlock()
    }

    var events: [Event<Element>] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    var allProblems: [String] {
        lock.lock()
        defer { lock.unlock() }
        return problems
    }

    var elements: [Element] { events.compactMap { $0.element } }
}

/// Counts the subscriptions a shared operator makes to its source, and the most alive at once.
private final class SubscriptionCounter {
    private let lock = NSLock()
    private(set) var subscribed = 0
    private(set) var disposed = 0
    private(set) var maximumAlive = 0

    func wrap<Element>(_ source: Observable<Element>) -> Observable<Element> {
        Observable.create { [self] observer in
            lock.lock()
            subscribed += 1
            maximumAlive = max(maximumAlive, subscribed - disposed)
            lock.unlock()
            let subscription = source.subscribe(observer)
            return Disposables.create { [self] in
                subscription.dispose()
                lock.lock()
                disposed += 1
                lock.unlock()
            }
        }
    }

    var snapshot: (subscribed: Int, disposed: Int, maximumAlive: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (subscribed, disposed, maximumAlive)
    }
}

/// `share(replay:)`, `publish().refCount()` and `Driver` across threads. Run under
/// `--sanitize=thread` as well: `swift test --sanitize=thread --filter SharingConcurrency`.
final class SharingConcurrencyTests: RxTestCase {
    private let threads = 6
    private let perThread = 300

    /// The shared sequences under test: each shares one subscription to `source`.
    private func sharers(_ source: Observable<Int>) -> [(name: String, shared: Observable<Int>)] {
        [
            ("share()", source.share()),
            ("share(replay: 1)", source.share(replay: 1)),
            ("share(replay: 3)", source.share(replay: 3)),
            ("share(replay: 1, scope: .forever)", source.share(replay: 1, scope: .forever)),
            ("publish().refCount()", source.publish().refCount()),
        ]
    }

    /// A witness observer stays subscribed while threads subscribe, feed and dispose at once:
    /// it gets every element once, nothing overlaps, and the completion comes last.
    func testFedSubscribedAndDisposedFromManyThreads() {
        for (name, sharedFactory) in [("share(replay: 1)", { (s: Observable<Int>) in s.share(replay: 1) }),
                                      ("share()", { (s: Observable<Int>) in s.share() }),
                                      ("publish().refCount()", { (s: Observable<Int>) in s.publish().refCount() })] {
            let subject = PublishSubject<Int>()
            let shared = sharedFactory(subject.asObservable())
            let witness = SharingProbe<Int>()
            let witnessSubscription = shared.subscribe(witness)
            let visitorProblems = ThreadSafeBox<[String]>([])
            let clock = SendClock()

            DispatchQueue.concurrentPerform(iterations: threads) { thread in
                for index in 0..<perThread {
                    let visitor = SharingProbe<Int>()
                    let subscription = shared.subscribe(visitor)
                    let value = thread * perThread + index
                    clock.willSend(value)
                    subject.onNext(value)
                    subscription.dispose()
                    let disposedAt = clock.instant
                    visitor.markDisposed(alreadySent: { clock.sent($0, atOrBefore: disposedAt) })
                    if index % 50 == 0 {
                        // An element no visitor waits for (negative, so the witness leaves it out).
                        clock.willSend(-1 - value)
                        subject.onNext(-1 - value)
                    }
                    let problems = visitor.allProblems
                    if !problems.isEmpty { visitorProblems.mutate { $0 += problems } }
                }
            }
            subject.onCompleted()
            subject.onNext(-2)

            let values = witness.elements.filter { $0 >= 0 }
            XCTAssertEqual(values.count, threads * perThread, "\(name): lost or duplicated elements")
            XCTAssertEqual(Set(values).count, threads * perThread, "\(name): duplicated elements")
            XCTAssertEqual(witness.events.last.map { $0.isCompleted }, true, "\(name): completion last")
            XCTAssertEqual(witness.allProblems, [], name)
            XCTAssertEqual(visitorProblems.value, [], name)
            witnessSubscription.dispose()
        }
    }

    /// One thread emits 0, 1, 2… in order while other threads subscribe late: every observer
    /// sees a gap-free, strictly increasing run (replayed elements included), then completion.
    func testLateSubscribersFromManyThreadsSeeAContiguousRun() {
        let total = 2000
        for name in sharers(Observable.never()).map({ $0.name }) {
            let subject = PublishSubject<Int>()
            let sharedSequence = sharers(subject.asObservable()).first { $0.name == name }!.shared
            let keepAlive = SharingProbe<Int>()
            let keepAliveSubscription = sharedSequence.subscribe(keepAlive)
            let probes = ThreadSafeBox<[SharingProbe<Int>]>([])
            let subscriptions = CompositeDisposable()
            let feeding = DispatchGroup()
            feeding.enter()
            DispatchQueue.global().async {
                for value in 0..<total { subject.onNext(value) }
                subject.onCompleted()
                feeding.leave()
            }
            DispatchQueue.concurrentPerform(iterations: threads) { _ in
                for _ in 0..<20 {
                    let probe = SharingProbe<Int>()
                    probes.mutate { $0.append(probe) }
                    _ = subscriptions.insert(sharedSequence.subscribe(probe))
                    usleep(50)
                }
            }
            feeding.wait()

            for probe in probes.value {
                let elements = probe.elements
                XCTAssertEqual(probe.allProblems, [], name)
                if let first = elements.first {
                    XCTAssertEqual(elements, Array(first..<(first + elements.count)), "\(name): a gap, a duplicate or a reordering")
                }
                XCTAssertEqual(elements, elements.sorted(), name)
                XCTAssertEqual(Set(elements).count, elements.count, "\(name): duplicates")
                // A probe that subscribed after completion got a fresh (never-completing) connection
                // or, for `.forever`, the replay and the completion; otherwise it saw the completion.
                if probe.events.contains(where: { $0.isStopEvent }) {
                    XCTAssertEqual(probe.events.last.map { $0.isCompleted }, true, name)
                }
            }
            XCTAssertEqual(keepAlive.elements, Array(0..<total), name)
            XCTAssertEqual(keepAlive.allProblems, [], name)
            subscriptions.dispose()
            keepAliveSubscription.dispose()
        }
    }

    /// Subscribing and disposing from many threads connects and disconnects the source over and
    /// over: every source subscription is disposed in the end and no observer sees a problem.
    ///
    /// Two source subscriptions may be alive for a moment: like RxSwift's, the connection of
    /// `share` releases its lock before disposing the old source subscription (and connects a
    /// new one outside the lock), so a new observer on another thread can connect meanwhile.
    func testConnectAndDisconnectRacesNeverDoubleSubscribe() {
        for name in ["share()", "share(replay: 1)", "share(replay: 3)", "publish().refCount()"] {
            let counter = SubscriptionCounter()
            let subject = PublishSubject<Int>()
            let shared = sharers(counter.wrap(subject.asObservable())).first { $0.name == name }!.shared
            let clock = SendClock()
            DispatchQueue.concurrentPerform(iterations: threads) { thread in
                for index in 0..<perThread {
                    let probe = SharingProbe<Int>()
                    let subscription = shared.subscribe(probe)
                    if index % 3 == 0 {
                        clock.willSend(thread * perThread + index)
                        subject.onNext(thread * perThread + index)
                    }
                    subscription.dispose()
                    let disposedAt = clock.instant
                    probe.markDisposed(alreadySent: { clock.sent($0, atOrBefore: disposedAt) })
                    XCTAssertEqual(probe.allProblems, [], name)
                }
            }
            let counts = counter.snapshot
            XCTAssertEqual(counts.subscribed, counts.disposed, "\(name): a source subscription was left behind")
            XCTAssertGreaterThanOrEqual(counts.maximumAlive, 1, name)
            XCTAssertFalse(subject.hasObservers, name)
        }
    }

    /// Late subscribers of `publish().refCount()`-style operators (and `share(replay:scope: .forever)`)
    /// connect while another thread completes the source subject. When our subjects delivered
    /// under their lock, a `refCount` that connected while holding its own lock deadlocked against
    /// the completing thread (which takes the refCount lock in the subscriber's disposal). The rounds
    /// run on a background queue so that a deadlock fails the test instead of hanging it.
    func testConnectingWhileTheSourceCompletesNeverDeadlocks() {
        let finished = DispatchSemaphore(value: 0)
        let failures = ThreadSafeBox<[String]>([])
        DispatchQueue.global().async {
            for round in 0..<300 {
                let subject = PublishSubject<Int>()
                let shared = round % 2 == 0 ? subject.share(replay: 1, scope: .forever) : subject.publish().refCount()
                let first = shared.subscribe(onNext: { _ in })
                let subscriptions = CompositeDisposable()
                DispatchQueue.concurrentPerform(iterations: 3) { thread in
                    if thread == 0 {
                        for value in 0..<20 { subject.onNext(value) }
                        subject.onCompleted()
                    } else {
                        for _ in 0..<10 {
                            let probe = SharingProbe<Int>()
                            _ = subscriptions.insert(shared.subscribe(probe))
                            let problems = probe.allProblems
                            if !problems.isEmpty { failures.mutate { $0 += problems } }
                        }
                    }
                }
                subscriptions.dispose()
                first.dispose()
            }
            finished.signal()
        }
        XCTAssertEqual(finished.wait(timeout: .now() + 30), .success, "deadlock between refCount's connect and a completing subject")
        XCTAssertEqual(failures.value, [])
    }

    /// Completion on one thread while others subscribe: nobody gets anything after completion.
    func testCompletionRacingSubscribers() {
        for round in 0..<50 {
            let subject = PublishSubject<Int>()
            let shared = subject.share(replay: 1)
            let probes = ThreadSafeBox<[SharingProbe<Int>]>([])
            let subscriptions = CompositeDisposable()
            DispatchQueue.concurrentPerform(iterations: 4) { thread in
                if thread == 0 {
                    subject.onNext(round)
                    subject.onCompleted()
                    subject.onNext(-1)
                } else {
                    let probe = SharingProbe<Int>()
                    probes.mutate { $0.append(probe) }
                    _ = subscriptions.insert(shared.subscribe(probe))
                }
            }
            for probe in probes.value {
                XCTAssertEqual(probe.allProblems, [])
                XCTAssertFalse(probe.elements.contains(-1))
            }
            subscriptions.dispose()
        }
    }

    /// A `Driver` fed from a background thread delivers on the main thread, in order, once.
    func testDriverFedFromABackgroundThreadDeliversOnTheMainThread() {
        let subject = PublishSubject<Int>()
        let driver = subject.asDriver(onErrorJustReturn: -1)
        var values: [Int] = []
        var offMain = 0
        let completed = expectation(description: "completed")
        let subscription = driver.drive(onNext: { value in
            if !Thread.isMainThread { offMain += 1 }
            values.append(value)
        }, onCompleted: {
            if !Thread.isMainThread { offMain += 1 }
            completed.fulfill()
        })
        DispatchQueue.global().async {
            for value in 0..<500 { subject.onNext(value) }
            subject.onError(TestError())
            subject.onNext(1000)
        }
        wait(for: [completed], timeout: 5)
        XCTAssertEqual(values, Array(0..<500) + [-1])
        XCTAssertEqual(offMain, 0)
        subscription.dispose()
    }

    /// The same through `toBlocking()` on the main thread, with several feeding threads.
    func testDriverToBlockingFromTheMainThreadWithManyFeeders() throws {
        let subject = PublishSubject<Int>()
        let onMain = ThreadSafeBox(true)
        let driver = subject.asDriver(onErrorJustReturn: -1).do(onNext: { _ in
            if !Thread.isMainThread { onMain.mutate { $0 = false } }
        })
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) {
            DispatchQueue.concurrentPerform(iterations: 4) { thread in
                for index in 0..<100 { subject.onNext(thread * 100 + index) }
            }
            subject.onCompleted()
        }
        let values = try driver.toBlocking(timeout: 5).toArray()
        XCTAssertEqual(values.count, 400)
        XCTAssertEqual(Set(values).count, 400)
        XCTAssertTrue(onMain.value)
    }

    /// `Signal` from a background `PublishRelay`: on the main thread, nothing replayed.
    func testSignalFromABackgroundRelay() {
        let relay = PublishRelay<Int>()
        var values: [Int] = []
        var offMain = 0
        let got = expectation(description: "all")
        let subscription = relay.asSignal().emit(onNext: { value in
            if !Thread.isMainThread { offMain += 1 }
            values.append(value)
            if values.count == 200 { got.fulfill() }
        })
        DispatchQueue.global().async {
            for value in 0..<200 { relay.accept(value) }
        }
        wait(for: [got], timeout: 5)
        XCTAssertEqual(values, Array(0..<200))
        XCTAssertEqual(offMain, 0)
        subscription.dispose()
    }
}
