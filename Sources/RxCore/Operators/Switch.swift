extension ObservableType {
    /// Maps each element to an observable and mirrors only the most recent one: a new element
    /// disposes the inner sequence of the previous one. Completes when the source and the latest
    /// inner sequence have completed.
    public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        Switch(source: asObservable(), selector: { try selector($0).asObservable() }, stageName: "flatMapLatest")
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Mirrors the most recent inner observable, disposing the previous one when a new one arrives.
    public func switchLatest() -> Observable<Element.Element> {
        Switch(source: asObservable(), selector: { $0.asObservable() }, stageName: "switchLatest")
    }
}

private final class Switch<SourceElement, Element>: Producer<Element> {
    let source: Observable<SourceElement>
    let selector: (SourceElement) throws -> Observable<Element>

    /// One class serves two operators: `stageName` is the one the learner wrote.
    init(source: Observable<SourceElement>, selector: @escaping (SourceElement) throws -> Observable<Element>, stageName: String) {
        self.source = source
        self.selector = selector
        super.init(stageName: stageName)
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = SwitchSink(selector: selector, observer: observer, cancel: cancel)
        return (sink, sink.run(source))
    }
}

/// Each inner sequence gets a number; only the one with the latest number may forward, so an
/// inner sequence being replaced on another thread cannot slip an element in after its successor
/// started. Forwarding happens under the recursive lock (as in merge), which serialises the outer
/// and inner sources.
private final class SwitchSink<SourceElement, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = SourceElement
    typealias Inner = Observer.Element

    private let selector: (SourceElement) throws -> Observable<Inner>
    let lock = RecursiveLock()
    private let outerSubscription = SingleAssignmentDisposable()
    private let innerSubscription = SerialDisposable()
    private var outerStopped = false
    private var latest = 0
    private var hasLatest = false

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
            let started = lock.performLocked { () -> (Int, Observable<Inner>)? in
                do {
                    let inner = try selector(element)
                    hasLatest = true
                    latest &+= 1
                    return (latest, inner)
                } catch {
                    forwardTerminal(.error(error))
                    return nil
                }
            }
            guard let (id, inner) = started else { return }
            // Taking the slot disposes the previous inner subscription before the new one starts.
            let subscription = SingleAssignmentDisposable()
            innerSubscription.disposable = subscription
            subscription.setDisposable(inner.subscribe(SwitchInnerObserver(parent: self, id: id, subscription: subscription)))
        case .error(let error):
            lock.performLocked { forwardTerminal(.error(error)) }
        case .completed:
            lock.performLocked {
                outerStopped = true
                outerSubscription.dispose()
                if !hasLatest { forwardTerminal(.completed) }
            }
        }
    }

    /// Called under `lock` by an inner observer.
    fileprivate func innerEvent(_ event: Event<Inner>, id: Int) {
        guard id == latest else { return }
        switch event {
        case .next:
            forwardOn(event)
        case .error:
            forwardTerminal(event)
        case .completed:
            hasLatest = false
            if outerStopped { forwardTerminal(event) }
        }
    }
}

private final class SwitchInnerObserver<SourceElement, Observer: ObserverType>: ObserverType {
    private let parent: SwitchSink<SourceElement, Observer>
    private let id: Int
    private let subscription: Disposable

    init(parent: SwitchSink<SourceElement, Observer>, id: Int, subscription: Disposable) {
        self.parent = parent
        self.id = id
        self.subscription = subscription
    }

    func on(_ event: Event<Observer.Element>) {
        parent.lock.performLocked {
            if event.isStopEvent { subscription.dispose() }
            parent.innerEvent(event, id: id)
        }
    }
}
