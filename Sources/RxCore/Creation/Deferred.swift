extension ObservableType {
    /// Calls `observableFactory` for each subscriber and subscribes it to the observable it returns,
    /// so each subscriber gets fresh work. A thrown error becomes an error event.
    public static func deferred(_ observableFactory: @escaping () throws -> Observable<Element>) -> Observable<Element> {
        Deferred(factory: observableFactory)
    }
}

private final class Deferred<Element>: Producer<Element> {
    let factory: () throws -> Observable<Element>

    init(factory: @escaping () throws -> Observable<Element>) {
        self.factory = factory
        super.init(stageName: "deferred")
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = DeferredSink(observer: observer, cancel: cancel)
        let subscription = sink.run(factory)
        return (sink, subscription)
    }
}

private final class DeferredSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    func run(_ factory: () throws -> Observable<Observer.Element>) -> Disposable {
        do {
            return try factory().subscribe(self)
        } catch {
            forwardTerminal(.error(error))
            return Disposables.create()
        }
    }

    func on(_ event: Event<Observer.Element>) {
        if event.isStopEvent { forwardTerminal(event) } else { forwardOn(event) }
    }
}
