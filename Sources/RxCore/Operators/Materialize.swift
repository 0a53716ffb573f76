extension ObservableType {
    /// Turns every event into an element: `next(x)` becomes `next(.next(x))`, and the terminal
    /// event becomes one last element followed by `completed`. The result never fails.
    public func materialize() -> Observable<Event<Element>> {
        Materialize(source: asObservable())
    }
}

extension ObservableType where Element: EventConvertible {
    /// The reverse of `materialize()`: each element is played as the event it describes. An
    /// element describing `error` or `completed` ends the sequence there.
    public func dematerialize() -> Observable<Element.Element> {
        Dematerialize(source: asObservable())
    }
}

private final class Materialize<Element>: Producer<Event<Element>> {
    let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
        super.init(stageName: "materialize")
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Event<Element> {
        let sink = MaterializeSink<Element, Observer>(observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class MaterializeSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType where Observer.Element == Event<Element> {
    func on(_ event: Event<Element>) {
        forwardOn(.next(event))
        if event.isStopEvent {
            forwardTerminal(.completed)
        }
    }
}

private final class Dematerialize<Wrapped: EventConvertible>: Producer<Wrapped.Element> {
    let source: Observable<Wrapped>

    init(source: Observable<Wrapped>) {
        self.source = source
        super.init(stageName: "dematerialize")
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Wrapped.Element {
        let sink = DematerializeSink<Wrapped, Observer>(observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class DematerializeSink<Wrapped: EventConvertible, Observer: ObserverType>: Sink<Observer>, ObserverType where Observer.Element == Wrapped.Element {
    func on(_ event: Event<Wrapped>) {
        switch event {
        case .next(let wrapped):
            let inner = wrapped.event
            if inner.isStopEvent {
                forwardTerminal(inner)
            } else {
                forwardOn(inner)
            }
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            forwardTerminal(.completed)
        }
    }
}
