extension ObservableType {
    /// Drops the first `count` elements.
    public func skip(_ count: Int) -> Observable<Element> {
        precondition(count >= 0, "skip(count) needs a count of zero or more")
        return SkipCount(source: asObservable(), count: count)
    }
}

private final class SkipCount<Element>: Producer<Element> {
    let source: Observable<Element>
    let count: Int

    init(source: Observable<Element>, count: Int) {
        self.source = source
        self.count = count
        super.init(stageName: "skip")
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = SkipCountSink(toSkip: count, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class SkipCountSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    private var toSkip: Int

    init(toSkip: Int, observer: Observer, cancel: Cancelable) {
        self.toSkip = toSkip
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next:
            if toSkip > 0 {
                toSkip -= 1
            } else {
                forwardOn(event)
            }
        case .error, .completed:
            forwardTerminal(event)
        }
    }
}
