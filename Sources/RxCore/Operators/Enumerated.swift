extension ObservableType {
    /// Pairs each element with its zero-based index.
    public func enumerated() -> Observable<(index: Int, element: Element)> {
        Enumerated(source: asObservable())
    }
}

private final class Enumerated<Element>: Producer<(index: Int, element: Element)> {
    let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
        super.init(stageName: "enumerated")
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == (index: Int, element: Element) {
        let sink = EnumeratedSink<Element, Observer>(observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class EnumeratedSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType where Observer.Element == (index: Int, element: Element) {
    /// The source's events come one at a time (the event grammar), so the count needs no lock.
    private var index = 0

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let current = index
            index += 1
            forwardOn(.next((index: current, element: element)))
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            forwardTerminal(.completed)
        }
    }
}
