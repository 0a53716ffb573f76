extension ObservableType {
    /// Combines each element of `self` with the latest element of `second`. Elements of `self`
    /// that arrive before `second` has emitted anything are dropped. Only `self` decides when
    /// the result completes; an error from either side ends it.
    public func withLatestFrom<Source: ObservableConvertibleType, Result>(_ second: Source, resultSelector: @escaping (Element, Source.Element) throws -> Result) -> Observable<Result> {
        WithLatestFrom(first: asObservable(), second: second.asObservable(), resultSelector: resultSelector)
    }

    /// Replaces each element of `self` by the latest element of `second` (dropping it while
    /// `second` has not emitted yet).
    public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Source.Element> {
        WithLatestFrom(first: asObservable(), second: second.asObservable(), resultSelector: { $1 })
    }
}

private final class WithLatestFrom<First, Second, Result>: Producer<Result> {
    let first: Observable<First>
    let second: Observable<Second>
    let resultSelector: (First, Second) throws -> Result

    init(first: Observable<First>, second: Observable<Second>, resultSelector: @escaping (First, Second) throws -> Result) {
        self.first = first
        self.second = second
        self.resultSelector = resultSelector
        super.init(stageName: "withLatestFrom")
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Result {
        let sink = WithLatestFromSink(resultSelector: resultSelector, observer: observer, cancel: cancel)
        return (sink, sink.run(first: first, second: second))
    }
}

/// `second` is subscribed before `first`, as in RxSwift, so that a synchronous `second`
/// (a `BehaviorSubject`, `just`) already has its value when `first` starts. Both sides share
/// one lock, held while forwarding.
private final class WithLatestFromSink<First, Second, Observer: ObserverType>: Sink<Observer>, ObserverType {
    fileprivate let lock = RecursiveLock()
    private let resultSelector: (First, Second) throws -> Observer.Element
    fileprivate var latest: Second?

    init(resultSelector: @escaping (First, Second) throws -> Observer.Element, observer: Observer, cancel: Cancelable) {
        self.resultSelector = resultSelector
        super.init(observer: observer, cancel: cancel)
    }

    func run(first: Observable<First>, second: Observable<Second>) -> Disposable {
        let secondSubscription = SingleAssignmentDisposable()
        let secondObserver = WithLatestFromSecondObserver(parent: self, subscription: secondSubscription)
        secondSubscription.setDisposable(second.subscribe(secondObserver))
        let firstSubscription = first.subscribe(self)
        return Disposables.create(firstSubscription, secondSubscription)
    }

    func on(_ event: Event<First>) {
        lock.performLocked {
            switch event {
            case .next(let element):
                guard let latest = latest else { return }
                do {
                    forwardOn(.next(try resultSelector(element, latest)))
                } catch {
                    forwardTerminal(.error(error))
                }
            case .error(let error):
                forwardTerminal(.error(error))
            case .completed:
                forwardTerminal(.completed)
            }
        }
    }
}

/// Remembers `second`'s latest element. Its completion only ends its own subscription: the
/// last value stays in use for the rest of `first`.
private final class WithLatestFromSecondObserver<First, Second, Observer: ObserverType>: ObserverType {
    private let parent: WithLatestFromSink<First, Second, Observer>
    private let subscription: Disposable

    init(parent: WithLatestFromSink<First, Second, Observer>, subscription: Disposable) {
        self.parent = parent
        self.subscription = subscription
    }

    func on(_ event: Event<Second>) {
        parent.lock.performLocked {
            switch event {
            case .next(let element):
                parent.latest = element
            case .error(let error):
                parent.forwardTerminal(.error(error))
            case .completed:
                subscription.dispose()
            }
        }
    }
}
