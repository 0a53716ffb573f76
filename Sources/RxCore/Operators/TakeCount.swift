extension ObservableType {
    /// The first `count` elements, then completed (at once after the last one).
    public func take(_ count: Int) -> Observable<Element> {
        precondition(count >= 0, "take(count) needs a count of zero or more")
        if count == 0 { return .empty() }
        return TakeCount(source: asObservable(), count: count)
    }
}

private final class TakeCount<Element>: Producer<Element> {
    let source: Observable<Element>
    let count: Int

    init(source: Observable<Element>, count: Int) {
        self.source = source
        self.count = count
        super.init(stageName: "take")
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = TakeCountSink(remaining: count, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class TakeCountSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    private let lock = SpinLock()
    private var remaining: Int

    init(remaining: Int, observer: Observer, cancel: Cancelable) {
        self.remaining = remaining
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next:
            // Decide under the lock so two racing elements can never both be "the last one".
            let position = lock.performLocked { () -> Int in
                remaining -= 1
                return remaining
            }
            guard position >= 0 else { return }
            forwardOn(event)
            if position == 0 { forwardTerminal(.completed) }
        case .error, .completed:
            forwardTerminal(event)
        }
    }
}
