import OpenCombine
import RxCore

/// The libraries compared. RxSwift cannot be built here (no network for its package), so its
/// column of issue #15's table is not re-taken by this program.
enum Library: String, CaseIterable {
    case rxCore = "RxCore"
    case openCombine = "OpenCombine"
}

/// One row of issue #15's table: the same work written for each library. Every side passes each
/// value it delivers to `consume`, so the checksums of the sides must be equal: proof that both
/// did all of the work.
struct BenchmarkCase {
    /// The row's name as issue #15's table spells it.
    let name: String
    /// What one unit of `count` is: an element, an element sent (however many subscribers see
    /// it), a pair, a subscription.
    let unit: String
    /// How many units one run of a side processes; figures are nanoseconds per unit.
    let count: Int
    /// The work, per library; a library without the operator has no entry (printed as "—").
    let sides: [Library: () -> Void]
    /// What the OpenCombine side is, where it is not the same operator under the same name.
    let openCombineEquivalent: String?
}

/// Every row of issue #15's table. Counts are chosen so that one run of a side takes tens of
/// milliseconds on this machine: long enough for the clock, short enough that 15 interleaved
/// rounds of every row finish within a minute or two on two busy cores. `divisor` shrinks every
/// count (for callgrind, which is about 50 times slower).
func makeCases(divisor: Int = 1) -> [BenchmarkCase] {
    let long = 200_000 / divisor, medium = 50_000 / divisor, short = 10_000 / divisor
    return [
        BenchmarkCase(
            name: "range → map → filter", unit: "element", count: long,
            sides: [
                .rxCore: {
                    _ = Observable.range(start: 0, count: long)
                        .map { $0 &* 3 }
                        .filter { $0 & 1 == 0 }
                        .subscribe(onNext: { consume($0) })
                },
                // Publishers.Map/Filter spelled out: `.map` on a Sequence publisher maps the array
                // eagerly into a new Sequence publisher, which would not be an operator chain.
                .openCombine: {
                    let mapped = Publishers.Map(upstream: (0..<long).publisher) { $0 &* 3 }
                    _ = Publishers.Filter(upstream: mapped) { $0 & 1 == 0 }.sink { consume($0) }
                },
            ],
            openCombineEquivalent: "a Sequence publisher through Publishers.Map and Publishers.Filter"
        ),
        BenchmarkCase(
            name: "create → map → filter", unit: "element", count: long,
            sides: [
                .rxCore: {
                    _ = Observable<Int>.create { observer in
                        for value in 0..<long { observer.onNext(value) }
                        observer.onCompleted()
                        return Disposables.create()
                    }
                    .map { $0 &* 3 }
                    .filter { $0 & 1 == 0 }
                    .subscribe(onNext: { consume($0) })
                },
                .openCombine: {
                    let subject = PassthroughSubject<Int, Never>()
                    let cancellable = subject.map { $0 &* 3 }.filter { $0 & 1 == 0 }.sink { consume($0) }
                    for value in 0..<long { subject.send(value) }
                    subject.send(completion: .finished)
                    cancellable.cancel()
                },
            ],
            openCombineEquivalent: "it has no create: a PassthroughSubject sent to N times, then finished"
        ),
        BenchmarkCase(
            name: "subject → 3 maps", unit: "element", count: long,
            sides: [
                .rxCore: {
                    let subject = PublishSubject<Int>()
                    let subscription = subject.map { $0 &+ 1 }.map { $0 &* 2 }.map { $0 &- 1 }.subscribe(onNext: { consume($0) })
                    for value in 0..<long { subject.onNext(value) }
                    subscription.dispose()
                },
                .openCombine: {
                    let subject = PassthroughSubject<Int, Never>()
                    let cancellable = subject.map { $0 &+ 1 }.map { $0 &* 2 }.map { $0 &- 1 }.sink { consume($0) }
                    for value in 0..<long { subject.send(value) }
                    cancellable.cancel()
                },
            ],
            openCombineEquivalent: "PassthroughSubject for PublishSubject"
        ),
        BenchmarkCase(
            name: "subject → 1 subscriber", unit: "element", count: long,
            sides: [
                .rxCore: {
                    let subject = PublishSubject<Int>()
                    let subscription = subject.subscribe(onNext: { consume($0) })
                    for value in 0..<long { subject.onNext(value) }
                    subscription.dispose()
                },
                .openCombine: {
                    let subject = PassthroughSubject<Int, Never>()
                    let cancellable = subject.sink { consume($0) }
                    for value in 0..<long { subject.send(value) }
                    cancellable.cancel()
                },
            ],
            openCombineEquivalent: "PassthroughSubject for PublishSubject"
        ),
        BenchmarkCase(
            name: "subject → 10 subscribers", unit: "sent", count: medium,
            sides: [
                .rxCore: {
                    let subject = PublishSubject<Int>()
                    let subscriptions = (0..<10).map { _ in subject.subscribe(onNext: { consume($0) }) }
                    for value in 0..<medium { subject.onNext(value) }
                    subscriptions.forEach { $0.dispose() }
                },
                .openCombine: {
                    let subject = PassthroughSubject<Int, Never>()
                    let cancellables = (0..<10).map { _ in subject.sink { consume($0) } }
                    for value in 0..<medium { subject.send(value) }
                    cancellables.forEach { $0.cancel() }
                },
            ],
            openCombineEquivalent: "PassthroughSubject for PublishSubject"
        ),
        BenchmarkCase(
            name: "flatMap { just }", unit: "element", count: medium,
            sides: [
                .rxCore: {
                    _ = Observable.range(start: 0, count: medium)
                        .flatMap { Observable.just($0) }
                        .subscribe(onNext: { consume($0) })
                },
                .openCombine: {
                    _ = (0..<medium).publisher.flatMap { Just($0) }.sink { consume($0) }
                },
            ],
            openCombineEquivalent: "a Sequence publisher, flatMap { Just }"
        ),
        BenchmarkCase(
            name: "zip of two subjects", unit: "pair", count: medium,
            sides: [
                .rxCore: {
                    let left = PublishSubject<Int>(), right = PublishSubject<Int>()
                    let subscription = Observable.zip(left, right) { $0 &+ $1 }.subscribe(onNext: { consume($0) })
                    for value in 0..<medium {
                        left.onNext(value)
                        right.onNext(value)
                    }
                    subscription.dispose()
                },
                .openCombine: {
                    let left = PassthroughSubject<Int, Never>(), right = PassthroughSubject<Int, Never>()
                    let cancellable = Publishers.Zip(left, right).sink { consume($0.0 &+ $0.1) }
                    for value in 0..<medium {
                        left.send(value)
                        right.send(value)
                    }
                    cancellable.cancel()
                },
            ],
            openCombineEquivalent: "Publishers.Zip of two PassthroughSubjects, the sum taken in the sink"
        ),
        BenchmarkCase(
            // OpenCombine 0.14 has no CombineLatest (its Sources/OpenCombine/Publishers has Zip only).
            name: "combineLatest of two subjects", unit: "pair", count: medium,
            sides: [
                .rxCore: {
                    let left = PublishSubject<Int>(), right = PublishSubject<Int>()
                    let subscription = Observable.combineLatest(left, right) { $0 &+ $1 }.subscribe(onNext: { consume($0) })
                    for value in 0..<medium {
                        left.onNext(value)
                        right.onNext(value)
                    }
                    subscription.dispose()
                },
            ],
            openCombineEquivalent: "none: OpenCombine 0.14 has no CombineLatest"
        ),
        BenchmarkCase(
            name: "BehaviorRelay.accept, 1 subscriber", unit: "element", count: long,
            sides: [
                .rxCore: {
                    let relay = BehaviorRelay(value: 0)
                    let subscription = relay.subscribe(onNext: { consume($0) })
                    for value in 0..<long { relay.accept(value) }
                    subscription.dispose()
                },
                // Like BehaviorRelay, a CurrentValueSubject holds a value and gives it to each new
                // subscriber first (here 0, which leaves the checksum unchanged on both sides).
                .openCombine: {
                    let subject = CurrentValueSubject<Int, Never>(0)
                    let cancellable = subject.sink { consume($0) }
                    for value in 0..<long { subject.send(value) }
                    cancellable.cancel()
                },
            ],
            openCombineEquivalent: "CurrentValueSubject.send for BehaviorRelay.accept"
        ),
        BenchmarkCase(
            name: "share(replay: 1), 3 subscribers", unit: "sent", count: medium,
            sides: [
                .rxCore: {
                    let subject = PublishSubject<Int>()
                    let shared = subject.share(replay: 1)
                    let subscriptions = (0..<3).map { _ in shared.subscribe(onNext: { consume($0) }) }
                    for value in 0..<medium { subject.onNext(value) }
                    subscriptions.forEach { $0.dispose() }
                },
                // OpenCombine has no replaying share. Its `share()` is `multicast` through a
                // PassthroughSubject, auto-connected; the closest honest equivalent of
                // share(replay: 1) is the same through a CurrentValueSubject, which keeps the latest
                // element for late subscribers as the replay buffer does. It differs in one way:
                // it starts with a value (0), which each subscriber receives on subscribing and which
                // leaves the checksum unchanged. Unlike `.whileConnected` it never disconnects.
                .openCombine: {
                    let subject = PassthroughSubject<Int, Never>()
                    let shared = subject.multicast(subject: CurrentValueSubject<Int, Never>(0)).autoconnect()
                    let cancellables = (0..<3).map { _ in shared.sink { consume($0) } }
                    for value in 0..<medium { subject.send(value) }
                    cancellables.forEach { $0.cancel() }
                },
            ],
            openCombineEquivalent: "multicast(subject: CurrentValueSubject(0)).autoconnect(): share() with a one-element replay"
        ),
        BenchmarkCase(
            name: "of(1,2,3).map: subscribe + dispose", unit: "subscription", count: short,
            sides: [
                .rxCore: {
                    let source = Observable<Int>.of(1, 2, 3).map { $0 &* 10 }
                    for _ in 0..<short { source.subscribe(onNext: { consume($0) }).dispose() }
                },
                // Publishers.Map spelled out, as in the first row: `[1, 2, 3].publisher.map` would
                // map the array once, before the loop, and leave no operator to subscribe through.
                .openCombine: {
                    let source = Publishers.Map(upstream: [1, 2, 3].publisher) { (value: Int) in value &* 10 }
                    for _ in 0..<short { source.sink { consume($0) }.cancel() }
                },
            ],
            openCombineEquivalent: "Publishers.Map over [1, 2, 3].publisher, sink then cancel"
        ),
    ]
}
