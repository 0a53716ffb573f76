extension ObservableType {
    /// Emits only the element at `index` (counting from 0), then completes at once. If the
    /// source completes first, the result fails with `RxError.argumentOutOfRange`.
    public func element(at index: Int) -> Observable<Element> {
        // RxSwift treats a negative index as a programming error, not as an event.
        precondition(index >= 0, "element(at:) needs an index of zero or more")
        return ElementAt(source: asObservable(), index: index)
    }

    @available(*, deprecated, renamed: "element(at:)")
    public func elementAt(_ index: Int) -> Observable<Element> {
        element(at: index)
    }
}

private final class ElementAt<Element>: Producer<Element> {
    let source: Observable<Element>
    let index: Int

    init(source: Observable<Element>, index: Int) {
        self.source = source
        self.index = index
        super.init(stageName: "element(at:)")
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = ElementAtSink(remaining: index, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class ElementAtSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    private let lock = SpinLock()
    private var remaining: Int

    init(remaining: Int, observer: Observer, cancel: Cancelable) {
        self.remaining = remaining
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next:
            // Counted under the lock so that two racing elements cannot both be "the one".
            let isTheOne = lock.performLocked { () -> Bool in
                defer { remaining -= 1 }
                return remaining == 0
            }
            guard isTheOne else { return }
            forwardOn(event)
            forwardTerminal(.completed)
        case .error:
            forwardTerminal(event)
        case .completed:
            forwardTerminal(.error(RxError.argumentOutOfRange))
        }
    }
}
