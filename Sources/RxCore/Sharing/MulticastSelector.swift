extension ObservableType {
    /// Shares the source through a fresh subject inside `selector`, for each subscriber: the selector
    /// may use the shared sequence several times while the source is subscribed only once.
    public func multicast<Subject: SubjectType, Result>(_ subjectSelector: @escaping () throws -> Subject, selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>) -> Observable<Result> where Subject.Observer.Element == Element {
        MulticastSelector(source: asObservable(), subjectSelector: subjectSelector, selector: selector)
    }
}

private final class MulticastSelector<Subject: SubjectType, Result>: Producer<Result> {
    let source: Observable<Subject.Observer.Element>
    let subjectSelector: () throws -> Subject
    let selector: (Observable<Subject.Element>) throws -> Observable<Result>

    init(source: Observable<Subject.Observer.Element>, subjectSelector: @escaping () throws -> Subject, selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>) {
        self.source = source
        self.subjectSelector = subjectSelector
        self.selector = selector
        super.init(stageName: "multicast")
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Result {
        let sink = MulticastSelectorSink<Subject, Observer>(observer: observer, cancel: cancel)
        return (sink, sink.run(self))
    }
}

private final class MulticastSelectorSink<Subject: SubjectType, Observer: ObserverType>: Sink<Observer>, ObserverType {
    func run(_ parent: MulticastSelector<Subject, Observer.Element>) -> Disposable {
        do {
            let subject = try parent.subjectSelector()
            let connectable = parent.source.multicast(subject)
            let subscription = try parent.selector(connectable.asObservable()).subscribe(self)
            // Connect only after the selector's chain has subscribed, so nothing is missed.
            let connection = connectable.connect()
            return Disposables.create(subscription, connection)
        } catch {
            forwardTerminal(.error(error))
            return Disposables.create()
        }
    }

    func on(_ event: Event<Observer.Element>) {
        if event.isStopEvent { forwardTerminal(event) } else { forwardOn(event) }
    }
}
