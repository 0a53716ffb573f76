extension ObservableType {
    /// Emits the last `count` elements of the source, all at once when it completes. An error
    /// discards them.
    public func takeLast(_ count: Int) -> Observable<Element> {
        precondition(count >= 0, "takeLast(count) needs a count of zero or more")
        return TakeLast(source: asObservable(), count: count)
    }
}

private final class TakeLast<Element>: Producer<Element> {
    let source: Observable<Element>
    let count: Int

    init(source: Observable<Element>, count: Int) {
        self.source = source
        self.count = count
        super.init(stageName: "takeLast")
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = TakeLastSink(count: count, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

/// Keeps a window of at most `count` elements in a ring buffer; one source, one event at a
/// time, so no lock.
private final class TakeLastSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    private let count: Int
    private var window: Queue<Observer.Element>

    init(count: Int, observer: Observer, cancel: Cancelable) {
        self.count = count
        self.window = Queue(capacity: Swift.min(count, 64))
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next(let element):
            window.enqueue(element)
            if window.count > count { _ = window.dequeue() }
        case .error:
            window.removeAll()
            forwardTerminal(event)
        case .completed:
            while let element = window.dequeue() {
                forwardOn(.next(element))
            }
            forwardTerminal(.completed)
        }
    }
}
