import OpenCombine
import RxCore

/// One benchmark: the same work done by RxCore, by OpenCombine and by a plain loop.
struct BenchmarkCase {
    let name: String
    let elements: Int
    let rx: () -> Void
    let openCombine: () -> Void
    let openCombineNote: String
    let plainLoop: () -> Void
}

func makeCases(million: Int, tenThousand: Int) -> [BenchmarkCase] {
    [
        BenchmarkCase(
            name: "a. range → map → filter → subscribe",
            elements: million,
            rx: {
                _ = Observable.range(start: 0, count: million)
                    .map { $0 &* 3 }
                    .filter { $0 & 1 == 0 }
                    .subscribe(onNext: { consume($0) })
            },
            openCombine: {
                let mapped = Publishers.Map(upstream: (0..<million).publisher) { $0 &* 3 }
                let filtered = Publishers.Filter(upstream: mapped) { $0 & 1 == 0 }
                _ = filtered.sink { consume($0) }
            },
            openCombineNote: "Sequence publisher with explicit Publishers.Map/Filter",
            plainLoop: {
                for value in 0..<million where (value &* 3) & 1 == 0 { consume(value &* 3) }
            }
        ),
        BenchmarkCase(
            name: "b. create { N × onNext } → map → filter",
            elements: million,
            rx: {
                _ = Observable<Int>.create { observer in
                    for value in 0..<million { observer.onNext(value) }
                    observer.onCompleted()
                    return Disposables.create()
                }
                .map { $0 &* 3 }
                .filter { $0 & 1 == 0 }
                .subscribe(onNext: { consume($0) })
            },
            openCombine: {
                let subject = PassthroughSubject<Int, Never>()
                let filtered = Publishers.Filter(upstream: Publishers.Map(upstream: subject) { $0 &* 3 }) { $0 & 1 == 0 }
                let cancellable = filtered.sink { consume($0) }
                for value in 0..<million { subject.send(value) }
                subject.send(completion: .finished)
                cancellable.cancel()
            },
            openCombineNote: "no create: a PassthroughSubject pushed N times",
            plainLoop: {
                for value in 0..<million where (value &* 3) & 1 == 0 { consume(value &* 3) }
            }
        ),
        BenchmarkCase(
            name: "c. PublishSubject → 3 × map → 1 subscriber",
            elements: million,
            rx: {
                let subject = PublishSubject<Int>()
                let subscription = subject.map { $0 &+ 1 }.map { $0 &* 2 }.map { $0 &- 1 }.subscribe(onNext: { consume($0) })
                for value in 0..<million { subject.onNext(value) }
                subscription.dispose()
            },
            openCombine: {
                let subject = PassthroughSubject<Int, Never>()
                let cancellable = subject.map { $0 &+ 1 }.map { $0 &* 2 }.map { $0 &- 1 }.sink { consume($0) }
                for value in 0..<million { subject.send(value) }
                cancellable.cancel()
            },
            openCombineNote: "PassthroughSubject",
            plainLoop: {
                for value in 0..<million { consume(((value &+ 1) &* 2) &- 1) }
            }
        ),
        BenchmarkCase(
            name: "d. PublishSubject → 10 subscribers",
            elements: million,
            rx: {
                let subject = PublishSubject<Int>()
                let subscriptions = (0..<10).map { _ in subject.subscribe(onNext: { consume($0) }) }
                for value in 0..<million { subject.onNext(value) }
                subscriptions.forEach { $0.dispose() }
            },
            openCombine: {
                let subject = PassthroughSubject<Int, Never>()
                let cancellables = (0..<10).map { _ in subject.sink { consume($0) } }
                for value in 0..<million { subject.send(value) }
                cancellables.forEach { $0.cancel() }
            },
            openCombineNote: "PassthroughSubject",
            plainLoop: {
                for value in 0..<million { for _ in 0..<10 { consume(value) } }
            }
        ),
        BenchmarkCase(
            name: "e. flatMap of N just",
            elements: tenThousand,
            rx: {
                _ = Observable.range(start: 0, count: tenThousand)
                    .flatMap { Observable.just($0) }
                    .subscribe(onNext: { consume($0) })
            },
            openCombine: {
                _ = (0..<tenThousand).publisher.flatMap { Just($0) }.sink { consume($0) }
            },
            openCombineNote: "Sequence publisher + flatMap(Just)",
            plainLoop: {
                for value in 0..<tenThousand { consume(value) }
            }
        ),
        BenchmarkCase(
            name: "f. zip of two subjects (RxCore: zip; combineLatest below)",
            elements: tenThousand,
            rx: {
                let left = PublishSubject<Int>(), right = PublishSubject<Int>()
                let subscription = Observable.zip(left, right) { $0 &+ $1 }.subscribe(onNext: { consume($0) })
                for value in 0..<tenThousand {
                    left.onNext(value)
                    right.onNext(value)
                }
                subscription.dispose()
            },
            openCombine: {
                let left = PassthroughSubject<Int, Never>(), right = PassthroughSubject<Int, Never>()
                let cancellable = Publishers.Zip(left, right).sink { consume($0.0 &+ $0.1) }
                for value in 0..<tenThousand {
                    left.send(value)
                    right.send(value)
                }
                cancellable.cancel()
            },
            openCombineNote: "Publishers.Zip (OpenCombine 0.14 has no CombineLatest)",
            plainLoop: {
                for value in 0..<tenThousand { consume(value &+ value) }
            }
        ),
        BenchmarkCase(
            name: "f′. combineLatest of two subjects",
            elements: tenThousand,
            rx: {
                let left = PublishSubject<Int>(), right = PublishSubject<Int>()
                let subscription = Observable.combineLatest(left, right) { $0 &+ $1 }.subscribe(onNext: { consume($0) })
                for value in 0..<tenThousand {
                    left.onNext(value)
                    right.onNext(value)
                }
                subscription.dispose()
            },
            openCombine: {
                let left = PassthroughSubject<Int, Never>(), right = PassthroughSubject<Int, Never>()
                let cancellable = Publishers.Zip(left, right).sink { consume($0.0 &+ $0.1) }
                for value in 0..<tenThousand {
                    left.send(value)
                    right.send(value)
                }
                cancellable.cancel()
            },
            openCombineNote: "Publishers.Zip stands in (no CombineLatest)",
            plainLoop: {
                for value in 0..<tenThousand { consume(value &+ value) }
            }
        ),
    ]
}
