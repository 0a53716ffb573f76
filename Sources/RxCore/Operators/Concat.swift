extension ObservableType {
    /// This sequence's events, then, once it completes, `second`'s.
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element> where Source.Element == Element {
        Observable.concat([asObservable(), second.asObservable()])
    }

    /// The sources one after another: each is subscribed when the previous one completes.
    public static func concat<Sources: Sequence>(_ sequence: Sources) -> Observable<Element> where Sources.Element == Observable<Element> {
        Concat(sources: Array(sequence))
    }

    public static func concat<Sources: Collection>(_ collection: Sources) -> Observable<Element> where Sources.Element == Observable<Element> {
        Concat(sources: Array(collection))
    }

    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        Concat(sources: sources)
    }
}

private final class Concat<Element>: Producer<Element> {
    let sources: [Observable<Element>]

    init(sources: [Observable<Element>]) {
        self.sources = sources
        super.init(stageName: "concat")
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = ConcatSink(sources: sources, observer: observer, cancel: cancel)
        return (sink, sink.run())
    }
}

/// Subscribes to the sources in turn. A source that completes while the next one is being
/// subscribed does not recurse: the loop in `moveNext` picks the next one up, so long chains of
/// synchronous sources never deepen the stack.
private final class ConcatSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    private let sources: [Observable<Element>]
    private let lock = RecursiveLock()
    private let current = SerialDisposable()
    private var nextIndex = 0
    private var isMoving = false
    private var moveRequested = false

    init(sources: [Observable<Observer.Element>], observer: Observer, cancel: Cancelable) {
        self.sources = sources
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        moveNext()
        return current
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next:
            lock.performLocked { forwardOn(event) }
        case .error:
            lock.performLocked { forwardTerminal(event) }
        case .completed:
            moveNext()
        }
    }

    private func moveNext() {
        let shouldRun = lock.performLocked { () -> Bool in
            if isMoving {
                moveRequested = true
                return false
            }
            isMoving = true
            return true
        }
        guard shouldRun else { return }
        while true {
            if isDisposed { return }
            let source: Observable<Observer.Element>? = lock.performLocked {
                guard nextIndex < sources.count else { return nil }
                defer { nextIndex += 1 }
                return sources[nextIndex]
            }
            guard let next = source else {
                lock.performLocked { forwardTerminal(.completed) }
                return
            }
            current.replaceSubscription { next.subscribe(self) }
            let again = lock.performLocked { () -> Bool in
                if moveRequested {
                    moveRequested = false
                    return true
                }
                isMoving = false
                return false
            }
            if !again { return }
        }
    }
}
