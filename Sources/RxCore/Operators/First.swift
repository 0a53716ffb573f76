extension ObservableType {
    /// The first element as a `Single` of an optional: `.success(element)` as soon as the source
    /// emits (the source is then disposed), `.success(nil)` if it completes empty, or its error.
    public func first() -> Single<Element?> {
        PrimitiveSequence(raw: First(source: asObservable()))
    }
}

private final class First<Element>: Producer<Element?> {
    let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
        super.init(stageName: "first")
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element? {
        let sink = FirstSink<Element, Observer>(observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class FirstSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType where Observer.Element == Element? {
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            forwardOn(.next(element))
            forwardTerminal(.completed)
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            forwardOn(.next(nil))
            forwardTerminal(.completed)
        }
    }
}
