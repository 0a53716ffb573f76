extension ObservableType {
    /// Passes the source's only element through and completes with the source. Fails with
    /// `RxError.noElements` if the source completes empty, and with
    /// `RxError.moreThanOneElement` as soon as a second element arrives (the first one has
    /// already been emitted by then, as in RxSwift).
    public func single() -> Observable<Element> {
        SingleProducer(source: asObservable(), predicate: nil)
    }

    /// Like `single()`, counting only the elements for which `predicate` is true; the others
    /// are dropped.
    public func single(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        SingleProducer(source: asObservable(), predicate: predicate)
    }
}

private final class SingleProducer<Element>: Producer<Element> {
    let source: Observable<Element>
    let predicate: ((Element) throws -> Bool)?

    init(source: Observable<Element>, predicate: ((Element) throws -> Bool)?) {
        self.source = source
        self.predicate = predicate
        super.init(stageName: "single")
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = SingleSink(predicate: predicate, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class SingleSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    private let predicate: ((Observer.Element) throws -> Bool)?
    private let lock = SpinLock()
    private var seenElement = false

    init(predicate: ((Observer.Element) throws -> Bool)?, observer: Observer, cancel: Cancelable) {
        self.predicate = predicate
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next(let element):
            do {
                if let predicate = predicate, try !predicate(element) { return }
            } catch {
                forwardTerminal(.error(error))
                return
            }
            let isSecond = lock.performLocked { () -> Bool in
                defer { seenElement = true }
                return seenElement
            }
            if isSecond {
                forwardTerminal(.error(RxError.moreThanOneElement))
            } else {
                forwardOn(event)
            }
        case .error:
            forwardTerminal(event)
        case .completed:
            let seen = lock.performLocked { seenElement }
            forwardTerminal(seen ? .completed : .error(RxError.noElements))
        }
    }
}
