extension ObservableType {
    /// Passes the sequence on; if it completes without an element, emits `default` first.
    public func ifEmpty(default: Element) -> Observable<Element> {
        DefaultIfEmpty(source: asObservable(), defaultElement: `default`)
    }

    /// Passes the sequence on; if it completes without an element, continues with `other`.
    public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
        SwitchIfEmpty(source: asObservable(), other: other)
    }
}

private final class DefaultIfEmpty<Element>: Producer<Element> {
    let source: Observable<Element>
    let defaultElement: Element

    init(source: Observable<Element>, defaultElement: Element) {
        self.source = source
        self.defaultElement = defaultElement
        super.init(stageName: "ifEmpty(default:)")
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = DefaultIfEmptySink(defaultElement: defaultElement, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

/// Events from one source arrive one at a time, so `isEmpty` needs no lock.
private final class DefaultIfEmptySink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private let defaultElement: Element
    private var isEmpty = true

    init(defaultElement: Element, observer: Observer, cancel: Cancelable) {
        self.defaultElement = defaultElement
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            isEmpty = false
            forwardOn(event)
        case .error:
            forwardTerminal(event)
        case .completed:
            if isEmpty { forwardOn(.next(defaultElement)) }
            forwardTerminal(.completed)
        }
    }
}

private final class SwitchIfEmpty<Element>: Producer<Element> {
    let source: Observable<Element>
    let other: Observable<Element>

    init(source: Observable<Element>, other: Observable<Element>) {
        self.source = source
        self.other = other
        super.init(stageName: "ifEmpty(switchTo:)")
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = SwitchIfEmptySink(other: other, observer: observer, cancel: cancel)
        return (sink, sink.run(source))
    }
}

/// Observes the source; on an empty completion lets it go and subscribes to `other` in the same
/// slot (RxSwift's tests show the source subscription ending at its completion).
private final class SwitchIfEmptySink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private let other: Observable<Element>
    private let current = SerialDisposable()
    private var isEmpty = true

    init(other: Observable<Element>, observer: Observer, cancel: Cancelable) {
        self.other = other
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<Element>) -> Disposable {
        current.replaceSubscription { source.subscribe(self) }
        return current
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            isEmpty = false
            forwardOn(event)
        case .error:
            forwardTerminal(event)
        case .completed:
            guard isEmpty else {
                forwardTerminal(event)
                return
            }
            if isDisposed { return }
            current.replaceSubscription { other.subscribe(HandOffObserver(sink: self)) }
        }
    }
}
