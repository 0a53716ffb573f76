extension ObservableType {
    /// Keeps only the elements for which `predicate` is true.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        Filter(source: asObservable(), predicate: predicate)
    }
}

private final class Filter<Element>: Producer<Element> {
    let source: Observable<Element>
    let predicate: (Element) throws -> Bool

    init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool) {
        self.source = source
        self.predicate = predicate
        super.init(stageName: "filter")
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = FilterSink(predicate: predicate, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class FilterSink<Observer: ObserverType>: Sink<Observer>, ObserverType, NextReceiver {
    private let predicate: (Observer.Element) throws -> Bool

    init(predicate: @escaping (Observer.Element) throws -> Bool, observer: Observer, cancel: Cancelable) {
        self.predicate = predicate
        super.init(observer: observer, cancel: cancel)
    }

    func receiveNext(_ element: Observer.Element) {
        let passes: Bool
        do {
            passes = try predicate(element)
        } catch {
            forwardError(error)
            return
        }
        if passes { forwardNext(element) }
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next(let element):
            receiveNext(element)
        case .error, .completed:
            forwardTerminal(event)
        }
    }
}
