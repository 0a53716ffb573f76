extension ObservableType {
    /// Drops elements while `predicate` is true; from the first element for which it is false,
    /// passes everything, without asking `predicate` again.
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        SkipWhile(source: asObservable(), predicate: predicate)
    }

    @available(*, deprecated, renamed: "skip(while:)")
    public func skipWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        skip(while: predicate)
    }
}

private final class SkipWhile<Element>: Producer<Element> {
    let source: Observable<Element>
    let predicate: (Element) throws -> Bool

    init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool) {
        self.source = source
        self.predicate = predicate
        super.init(stageName: "skip(while:)")
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = SkipWhileSink(predicate: predicate, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

/// A single source delivers one event at a time, so the flag needs no lock (as `SkipCount`).
private final class SkipWhileSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    private let predicate: (Observer.Element) throws -> Bool
    private var passing = false

    init(predicate: @escaping (Observer.Element) throws -> Bool, observer: Observer, cancel: Cancelable) {
        self.predicate = predicate
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next(let element):
            if !passing {
                do {
                    passing = try !predicate(element)
                } catch {
                    forwardTerminal(.error(error))
                    return
                }
            }
            if passing { forwardOn(event) }
        case .error, .completed:
            forwardTerminal(event)
        }
    }
}
