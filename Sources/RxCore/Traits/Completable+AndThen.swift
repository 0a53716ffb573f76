extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Runs `second` after this completable completes; an error from this completable ends the
    /// result without subscribing to `second`. The finished completable is let go as soon as it
    /// completes, so whatever its chain holds is released while `second` runs.
    public func andThen<Element>(_ second: Single<Element>) -> Single<Element> {
        PrimitiveSequence(raw: CompletableThen(first: primitiveSequence.asObservable(), second: second.asObservable()))
    }

    public func andThen<Element>(_ second: Maybe<Element>) -> Maybe<Element> {
        PrimitiveSequence(raw: CompletableThen(first: primitiveSequence.asObservable(), second: second.asObservable()))
    }

    public func andThen(_ second: Completable) -> Completable {
        PrimitiveSequence(raw: CompletableThen(first: primitiveSequence.asObservable(), second: second.asObservable()))
    }

    public func andThen<Element>(_ second: Observable<Element>) -> Observable<Element> {
        CompletableThen(first: primitiveSequence.asObservable(), second: second)
    }
}

private final class CompletableThen<Element>: Producer<Element> {
    let first: Observable<Never>
    let second: Observable<Element>

    init(first: Observable<Never>, second: Observable<Element>) {
        self.first = first
        self.second = second
        super.init(stageName: "andThen")
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = CompletableThenSink(second: second, observer: observer, cancel: cancel)
        return (sink, sink.run(first))
    }
}

/// Observes the completable, then `second`. The sink keeps only `second`: the completable's
/// subscription sits in `current` and is replaced (so disposed and released) by `second`'s once
/// the completable completes.
private final class CompletableThenSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    private let second: Observable<Observer.Element>
    private let current = SerialDisposable()

    init(second: Observable<Observer.Element>, observer: Observer, cancel: Cancelable) {
        self.second = second
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ first: Observable<Never>) -> Disposable {
        current.replaceSubscription { first.subscribe(self) }
        return current
    }

    func on(_ event: Event<Never>) {
        switch event {
        case .next:
            break
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            if isDisposed { return }
            // As in RxSwift: `second` is subscribed, then takes the completable's slot, which
            // disposes the completable's subscription at the same moment.
            current.disposable = second.subscribe(HandOffObserver(sink: self))
        }
    }
}
