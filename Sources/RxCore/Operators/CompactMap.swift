extension ObservableType {
    /// Transforms each element and drops the nil results.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        CompactMap(source: asObservable(), transform: transform)
    }
}

private final class CompactMap<SourceElement, Element>: Producer<Element> {
    let source: Observable<SourceElement>
    let transform: (SourceElement) throws -> Element?

    init(source: Observable<SourceElement>, transform: @escaping (SourceElement) throws -> Element?) {
        self.source = source
        self.transform = transform
        super.init(stageName: "compactMap")
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = CompactMapSink(transform: transform, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class CompactMapSink<SourceElement, Observer: ObserverType>: Sink<Observer>, ObserverType, NextReceiver {
    private let transform: (SourceElement) throws -> Observer.Element?

    init(transform: @escaping (SourceElement) throws -> Observer.Element?, observer: Observer, cancel: Cancelable) {
        self.transform = transform
        super.init(observer: observer, cancel: cancel)
    }

    func receiveNext(_ element: SourceElement) {
        let mapped: Observer.Element?
        do {
            mapped = try transform(element)
        } catch {
            forwardError(error)
            return
        }
        if let mapped = mapped { forwardNext(mapped) }
    }

    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            receiveNext(element)
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            forwardTerminal(.completed)
        }
    }
}
