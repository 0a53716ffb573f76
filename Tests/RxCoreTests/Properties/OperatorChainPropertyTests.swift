import Foundation
import PropertyBased
import RxCore
import RxCoreTest
import XCTest

// Property tests: random hot-source timelines through random chains of 1–4 operators, on a
// TestScheduler. Whatever the chain, the recorded output must obey the event grammar
// `next* (error | completed)?`, nothing may arrive after the subscription is disposed, nothing
// before it was made, and every resource must be released.
//
// The inputs come from swift-property-based generators driven by a seeded `Xoshiro`, so every
// run checks the same cases (CI stays deterministic). Set RXCORE_PROPERTY_SEED to another
// number to explore other cases; a failure prints the seed, the case number, the timelines, the
// chain and the recorded output.

// MARK: - The model

/// A hot source: elements at sorted absolute ticks, then perhaps a terminal event.
struct PropertyTimeline: Sendable, CustomStringConvertible {
    enum Terminal: Sendable { case completed, error }

    var elements: [(time: Int, value: Int)]
    var terminal: Terminal?
    var terminalTime: Int

    var recorded: [Recorded<Event<Int>>] {
        var events: [Recorded<Event<Int>>] = elements.map { .next($0.time, $0.value) }
        switch terminal {
        case .completed?: events.append(.completed(terminalTime))
        case .error?: events.append(.error(terminalTime, TestError("hot")))
        case nil: break
        }
        return events
    }

    var description: String {
        recorded.map { "\($0.value)@\($0.time)" }.joined(separator: " ")
    }
}

/// A cold inner source for the flattening operators: ticks relative to its subscription.
struct PropertyInner: Sendable, CustomStringConvertible {
    var elements: [(time: Int, value: Int)]
    var fails: Bool
    var endTime: Int

    var recorded: [Recorded<Event<Int>>] {
        var events: [Recorded<Event<Int>>] = elements.map { .next($0.time, $0.value) }
        events.append(fails ? .error(endTime, TestError("inner")) : .completed(endTime))
        return events
    }

    var description: String { "cold(" + recorded.map { "\($0.value)@+\($0.time)" }.joined(separator: " ") + ")" }
}

/// One operator of a chain, with its arguments.
enum PropertyOperator: Sendable, CustomStringConvertible {
    case map(Int)
    case filter(Int)
    case scan
    case take(Int)
    case skip(Int)
    case distinctUntilChanged
    case startWith(Int)
    case flatMap(PropertyInner)
    case flatMapLatest(PropertyInner)
    case concatMap(PropertyInner)
    case merge(PropertyTimeline)
    case combineLatest(PropertyTimeline)
    case zip(PropertyTimeline)
    case withLatestFrom(PropertyTimeline)
    case debounce(Int)
    case throttle(Int, latest: Bool)
    case delay(Int)
    case timeout(Int)
    case retry(Int)
    case catchAndReturn(Int)
    case share(replay: Int)
    case takeUntil(PropertyTimeline)

    var description: String {
        switch self {
        case .map(let k): return "map(*\(k))"
        case .filter(let m): return "filter(%\(m)==0)"
        case .scan: return "scan(+)"
        case .take(let n): return "take(\(n))"
        case .skip(let n): return "skip(\(n))"
        case .distinctUntilChanged: return "distinctUntilChanged"
        case .startWith(let v): return "startWith(\(v))"
        case .flatMap(let inner): return "flatMap{\(inner)}"
        case .flatMapLatest(let inner): return "flatMapLatest{\(inner)}"
        case .concatMap(let inner): return "concatMap{\(inner)}"
        case .merge(let t): return "merge(hot[\(t)])"
        case .combineLatest(let t): return "combineLatest(hot[\(t)])"
        case .zip(let t): return "zip(hot[\(t)])"
        case .withLatestFrom(let t): return "withLatestFrom(hot[\(t)])"
        case .debounce(let d): return "debounce(\(d))"
        case .throttle(let d, let latest): return "throttle(\(d), latest: \(latest))"
        case .delay(let d): return "delay(\(d))"
        case .timeout(let d): return "timeout(\(d))"
        case .retry(let n): return "retry(\(n))"
        case .catchAndReturn(let v): return "catchAndReturn(\(v))"
        case .share(let r): return "share(replay: \(r))"
        case .takeUntil(let t): return "take(until: hot[\(t)])"
        }
    }

    /// The operator applied to `source`; second sources are made on `scheduler` (at creation time).
    func apply(to source: Observable<Int>, scheduler: TestScheduler) -> Observable<Int> {
        switch self {
        case .map(let k): return source.map { $0 * k }
        case .filter(let m): return source.filter { $0 % m == 0 }
        case .scan: return source.scan(0, accumulator: +)
        case .take(let n): return source.take(n)
        case .skip(let n): return source.skip(n)
        case .distinctUntilChanged: return source.map { $0 % 3 }.distinctUntilChanged()
        case .startWith(let v): return source.startWith(v)
        case .flatMap(let inner):
            let cold = scheduler.createColdObservable(inner.recorded)
            return source.flatMap { x in cold.map { $0 + x } }
        case .flatMapLatest(let inner):
            let cold = scheduler.createColdObservable(inner.recorded)
            return source.flatMapLatest { x in cold.map { $0 + x } }
        case .concatMap(let inner):
            let cold = scheduler.createColdObservable(inner.recorded)
            return source.concatMap { x in cold.map { $0 + x } }
        case .merge(let t):
            return Observable.merge(source, scheduler.createHotObservable(t.recorded).asObservable())
        case .combineLatest(let t):
            return Observable.combineLatest(source, scheduler.createHotObservable(t.recorded)) { $0 * 100 + $1 }
        case .zip(let t):
            return Observable.zip(source, scheduler.createHotObservable(t.recorded)) { $0 * 100 + $1 }
        case .withLatestFrom(let t):
            return source.withLatestFrom(scheduler.createHotObservable(t.recorded)) { $0 * 100 + $1 }
        case .debounce(let d): return source.debounce(.seconds(d), scheduler: scheduler)
        case .throttle(let d, let latest): return source.throttle(.seconds(d), latest: latest, scheduler: scheduler)
        case .delay(let d): return source.delay(.seconds(d), scheduler: scheduler)
        case .timeout(let d): return source.timeout(.seconds(d), scheduler: scheduler)
        case .retry(let n): return source.retry(n)
        case .catchAndReturn(let v): return source.catchAndReturn(v)
        case .share(let r): return source.share(replay: r)
        case .takeUntil(let t): return source.take(until: scheduler.createHotObservable(t.recorded))
        }
    }
}

/// Which operators a property draws from.
enum PropertyCatalogue: Int, Sendable {
    case singleSource, combining, timed, everything

    /// The operator kinds: indexes into `PropertyGenerators.make`.
    var kinds: ClosedRange<Int> {
        switch self {
        case .singleSource: return 0...10
        case .combining: return 11...18
        case .timed: return 19...22
        case .everything: return 0...22
        }
    }
}

/// One generated case: the main source, the chain, and when the subscription is disposed.
struct PropertyCase: Sendable, CustomStringConvertible {
    var source: PropertyTimeline
    var chain: [PropertyOperator]
    var disposeAt: Int

    var description: String {
        """
        source: hot[\(source)]
        chain:  \(chain.map { $0.description }.joined(separator: " -> "))
        subscribed at 200, disposed at \(disposeAt)
        """
    }
}

// MARK: - Generators

enum PropertyGenerators {
    static let timeline = zip(
        zip(Gen.int(in: 150...600), Gen.int(in: 0...9)).array(of: 0...8),
        Gen.int(in: 0...3),
        Gen.int(in: 0...120)
    ).map { pairs, terminalKind, terminalDelay -> PropertyTimeline in
        let elements = pairs.sorted { $0.0 < $1.0 }.map { (time: $0.0, value: $0.1) }
        let last = elements.last?.time ?? 200
        let terminal: PropertyTimeline.Terminal? = terminalKind == 0 ? nil : (terminalKind == 3 ? .error : .completed)
        return PropertyTimeline(elements: elements, terminal: terminal, terminalTime: last + terminalDelay)
    }

    static let inner = zip(
        zip(Gen.int(in: 1...25), Gen.int(in: 0...9)).array(of: 0...3),
        Gen.bool(0.2),
        Gen.int(in: 0...10)
    ).map { pairs, fails, endDelay -> PropertyInner in
        let elements = pairs.sorted { $0.0 < $1.0 }.map { (time: $0.0, value: $0.1) }
        return PropertyInner(elements: elements, fails: fails, endTime: (elements.last?.time ?? 1) + endDelay)
    }

    /// Builds operator `kind` from the generated arguments.
    static func make(kind: Int, small: Int, duration: Int, flag: Bool, timeline: PropertyTimeline, inner: PropertyInner) -> PropertyOperator {
        switch kind {
        case 0: return .map(small + 1)
        case 1: return .filter(small % 3 + 1)
        case 2: return .scan
        case 3: return .take(small % 4)
        case 4: return .skip(small % 4)
        case 5: return .distinctUntilChanged
        case 6: return .startWith(small)
        case 7: return .retry(small % 3 + 1)
        case 8: return .catchAndReturn(-small - 1)
        case 9: return .share(replay: small % 3)
        case 10: return .map(-1)
        case 11: return .flatMap(inner)
        case 12: return .flatMapLatest(inner)
        case 13: return .concatMap(inner)
        case 14: return .merge(timeline)
        case 15: return .combineLatest(timeline)
        case 16: return .zip(timeline)
        case 17: return .withLatestFrom(timeline)
        case 18: return .takeUntil(timeline)
        case 19: return .debounce(duration)
        case 20: return .throttle(duration, latest: flag)
        case 21: return .delay(duration)
        default: return .timeout(duration)
        }
    }

    static func operation(from catalogue: PropertyCatalogue) -> Generator<PropertyOperator, some Sequence> {
        zip(
            Gen.int(in: catalogue.kinds),
            Gen.int(in: 0...9),
            Gen.int(in: 1...40),
            Gen.bool,
            timeline,
            inner
        ).map { kind, small, duration, flag, timeline, inner in
            make(kind: kind, small: small, duration: duration, flag: flag, timeline: timeline, inner: inner)
        }
    }

    static func propertyCase(from catalogue: PropertyCatalogue) -> Generator<PropertyCase, some Sequence> {
        zip(
            timeline,
            operation(from: catalogue).array(of: 1...4),
            Gen.int(in: 200...700).optional(valueRate: 0.5)
        ).map { source, chain, disposeAt in
            PropertyCase(source: source, chain: chain, disposeAt: disposeAt ?? 1000)
        }
    }
}

// MARK: - Running a case

/// What one case recorded: each event with its tick and whether the subscription had already
/// been disposed when it arrived.
struct PropertyOutcome {
    var events: [(time: Int, event: Event<Int>, afterDispose: Bool)] = []
    var resourcesLeaked: Int32 = 0

    var description: String {
        events.map { "\($0.event)@\($0.time)\($0.afterDispose ? "(after dispose!)" : "")" }.joined(separator: " ")
    }
}

private final class PropertyRecorder: ObserverType {
    let scheduler: TestScheduler
    var disposed = false
    var events: [(time: Int, event: Event<Int>, afterDispose: Bool)] = []

    init(scheduler: TestScheduler) { self.scheduler = scheduler }

    func on(_ event: Event<Int>) {
        events.append((scheduler.clock, event, disposed))
    }
}

enum PropertyRunner {
    /// Runs the case on a fresh TestScheduler: create at 100, subscribe at 200, dispose at `disposeAt`.
    static func run(_ testCase: PropertyCase) -> PropertyOutcome {
        let before = Resources.total
        var outcome = PropertyOutcome()
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let recorder = PropertyRecorder(scheduler: scheduler)
            var chain: Observable<Int>?
            var subscription: Disposable?
            scheduler.scheduleAt(100) {
                var observable = scheduler.createHotObservable(testCase.source.recorded).asObservable()
                for op in testCase.chain {
                    observable = op.apply(to: observable, scheduler: scheduler)
                }
                chain = observable
            }
            scheduler.scheduleAt(200) { subscription = chain?.subscribe(recorder) }
            scheduler.scheduleAt(testCase.disposeAt) {
                subscription?.dispose()
                recorder.disposed = true
            }
            scheduler.start()
            outcome.events = recorder.events
        }
        outcome.resourcesLeaked = Resources.total - before
        return outcome
    }

    /// The properties every outcome must have; returns the broken ones.
    static func violations(of outcome: PropertyOutcome, for testCase: PropertyCase) -> [String] {
        var broken: [String] = []
        var terminalSeen = false
        for (index, recorded) in outcome.events.enumerated() {
            if terminalSeen {
                broken.append("event #\(index) (\(recorded.event)@\(recorded.time)) after a terminal event")
            }
            if recorded.event.isStopEvent { terminalSeen = true }
            if recorded.afterDispose {
                broken.append("event #\(index) (\(recorded.event)@\(recorded.time)) after disposal at \(testCase.disposeAt)")
            }
            if recorded.time < 200 {
                broken.append("event #\(index) (\(recorded.event)@\(recorded.time)) before the subscription at 200")
            }
        }
        let times = outcome.events.map { $0.time }
        if times != times.sorted() {
            broken.append("event times go backwards: \(times)")
        }
        if outcome.resourcesLeaked != 0 {
            broken.append("Resources.total changed by \(outcome.resourcesLeaked)")
        }
        return broken
    }
}

// MARK: - The properties

final class OperatorChainPropertyTests: RxTestCase {
    /// Cases per property: enough to meet every operator in many positions, few enough to stay
    /// within a few seconds for the whole file.
    /// RXCORE_PROPERTY_CASES overrides it for a longer exploration.
    static var casesPerProperty: Int {
        ProcessInfo.processInfo.environment["RXCORE_PROPERTY_CASES"].flatMap { Int($0) } ?? 200
    }

    static var baseSeed: UInt64 {
        if let text = ProcessInfo.processInfo.environment["RXCORE_PROPERTY_SEED"], let seed = UInt64(text) { return seed }
        return 20_260_601
    }

    /// A well-mixed generator state for one case: Xoshiro's first outputs barely change when only
    /// one word of its seed does, so the words come from SplitMix64 over (seed, catalogue, case).
    static func rng(catalogue: PropertyCatalogue, index: Int) -> Xoshiro {
        var state = baseSeed ^ (UInt64(catalogue.rawValue + 1) &* 0x9E37_79B9_7F4A_7C15) ^ (UInt64(index) &* 0xBF58_476D_1CE4_E5B9)
        func splitMix() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        return Xoshiro(seed: (splitMix(), splitMix(), splitMix(), splitMix()))
    }

    private func check(_ catalogue: PropertyCatalogue, file: StaticString = #filePath, line: UInt = #line) {
        let generator = PropertyGenerators.propertyCase(from: catalogue)
        var failures = 0
        var withElements = 0, withErrors = 0, withCompletion = 0, disposedEarly = 0
        for index in 0..<Self.casesPerProperty {
            var rng = Self.rng(catalogue: catalogue, index: index)
            let testCase = generator.run(using: &rng)
            let outcome = PropertyRunner.run(testCase)
            let broken = PropertyRunner.violations(of: outcome, for: testCase)
            if outcome.events.contains(where: { $0.event.element != nil }) { withElements += 1 }
            if outcome.events.contains(where: { $0.event.error != nil }) { withErrors += 1 }
            if outcome.events.contains(where: { $0.event.isCompleted }) { withCompletion += 1 }
            if testCase.disposeAt < 1000 { disposedEarly += 1 }
            guard !broken.isEmpty else { continue }
            failures += 1
            XCTFail("""
                Property broken (RXCORE_PROPERTY_SEED=\(Self.baseSeed), catalogue \(catalogue), case \(index)):
                \(broken.joined(separator: "\n"))
                \(testCase)
                output: \(outcome.description)
                """, file: file, line: line)
            if failures >= 5 { return }
        }
        // The generators must not be degenerate: every kind of outcome shows up.
        let cases = Self.casesPerProperty
        XCTAssertGreaterThan(withElements, cases / 4, "cases with elements", file: file, line: line)
        XCTAssertGreaterThan(withErrors, cases / 20, "cases ending in an error", file: file, line: line)
        XCTAssertGreaterThan(withCompletion, cases / 20, "cases ending in completion", file: file, line: line)
        XCTAssertGreaterThan(disposedEarly, cases / 4, "cases disposed early", file: file, line: line)
    }

    func testSingleSourceChainsKeepTheContract() { check(.singleSource) }

    func testCombiningChainsKeepTheContract() { check(.combining) }

    func testTimedChainsKeepTheContract() { check(.timed) }

    func testMixedChainsKeepTheContract() { check(.everything) }

    /// The generators are deterministic for a seed: the same case comes back.
    func testCasesAreReproducible() {
        let generator = PropertyGenerators.propertyCase(from: .everything)
        var first = Xoshiro(seed: (1, 2, 3, 4))
        var second = Xoshiro(seed: (1, 2, 3, 4))
        XCTAssertEqual(generator.run(using: &first).description, generator.run(using: &second).description)
    }

    /// The runner does see a broken grammar: a source that keeps talking after its terminal event.
    func testTheCheckerCatchesABrokenGrammar() {
        let broken = PropertyCase(
            source: PropertyTimeline(elements: [(time: 210, value: 1)], terminal: .completed, terminalTime: 205),
            chain: [.map(1)],
            disposeAt: 1000
        )
        let outcome = PropertyRunner.run(broken)
        XCTAssertEqual(outcome.events.count, 1, "map stops at the terminal event: \(outcome.description)")
        XCTAssertEqual(PropertyRunner.violations(of: outcome, for: broken), [])
        let fake = PropertyOutcome(events: [(210, .completed, false), (220, .next(1), true)], resourcesLeaked: 1)
        XCTAssertEqual(PropertyRunner.violations(of: fake, for: broken).count, 3)
    }
}
