extension ObservableType {
    /// Maps an element to an observable and mirrors it; elements that arrive while that inner
    /// sequence is still running are dropped (their selector is not even called). Completes when
    /// the source and the running inner sequence have completed.
    public func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        FlatMapFirst(source: asObservable(), selector: { try selector($0).asObservable() })
    }
}

private final class FlatMapFirst<SourceElement, Element>: Producer<Element> {
    let source: Observable<SourceElement>
    let selector: (SourceElement) throws -> Observable<Element>

    init(source: Observable<SourceElement>, selector: @escaping (SourceElement) throws -> Observable<Element>) {
        self.source = source
        self.selector = selector
        super.init(stageName: "flatMapFirst")
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = FlatMapFirstSink(selector: selector, observer: observer, cancel: cancel)
        return (sink, sink.run(source))
    }
}

/// At most one inner subscription at a time. `innerRunning` is set under the lock before the
/// inner sequence is subscribed, so two outer elements racing on different threads cannot both
/// start one. Forwarding is under the recursive lock, as in merge.
private final class FlatMapFirstSink<SourceElement, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = SourceElement
    typealias Inner = Observer.Element

    private let selector: (SourceElement) throws -> Observable<Inner>
    let lock = RecursiveLock()
    private let outerSubscription = SingleAssignmentDisposable()
    private let innerSubscription = SerialDisposable()
    private var innerRunning = false
    private var outerStopped = false

    init(selector: @escaping (SourceElement) throws -> Observable<Inner>, observer: Observer, cancel: Cancelable) {
        self.selector = selector
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<SourceElement>) -> Disposable {
        outerSubscription.setDisposable(source.subscribe(self))
        return Disposables.create(outerSubscription, innerSubscription)
    }

    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            let inner = lock.performLocked { () -> Observable<Inner>? in
                if innerRunning || isDisposed { return nil }
                do {
                    let inner = try selector(element)
                    innerRunning = true
                    return inner
                } catch {
                    forwardTerminal(.error(error))
                    return nil
                }
            }
            guard let inner = inner else { return }
            let subscription = SingleAssignmentDisposable()
            innerSubscription.disposable = subscription
            subscription.setDisposable(inner.subscribe(FlatMapFirstInnerObserver(parent: self, subscription: subscription)))
        case .error(let error):
            lock.performLocked { forwardTerminal(.error(error)) }
        case .completed:
            lock.performLocked {
                outerStopped = true
                outerSubscription.dispose()
                if !innerRunning { forwardTerminal(.completed) }
            }
        }
    }

    /// Called under `lock` by the inner observer.
    fileprivate func innerEvent(_ event: Event<Inner>) {
        switch event {
        case .next:
            forwardOn(event)
        case .error:
            forwardTerminal(event)
        case .completed:
            innerRunning = false
            if outerStopped { forwardTerminal(event) }
        }
    }
}

private final class FlatMapFirstInnerObserver<SourceElement, Observer: ObserverType>: ObserverType {
    private let parent: FlatMapFirstSink<SourceElement, Observer>
    private let subscription: Disposable

    init(parent: FlatMapFirstSink<SourceElement, Observer>, subscription: Disposable) {
        self.parent = parent
        self.subscription = subscription
    }

    func on(_ event: Event<Observer.Element>) {
        parent.lock.performLocked {
            if event.isStopEvent { subscription.dispose() }
            parent.innerEvent(event)
        }
    }
}
