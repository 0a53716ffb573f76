extension ObservableType {
    /// Drops the source's elements until `other` emits its first element, then passes
    /// everything.
    ///
    /// As in RxSwift: an error from `other` ends the result; `other` completing without an
    /// element just stops listening to it; and if the source completes before `other` has
    /// emitted, the result ends *silently* (no `completed` reaches the observer).
    public func skip<Source: ObservableType>(until other: Source) -> Observable<Element> {
        SkipUntil(source: asObservable(), other: other.asObservable())
    }

    @available(*, deprecated, renamed: "skip(until:)")
    public func skipUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
        skip(until: other)
    }
}

private final class SkipUntil<Element, Other>: Producer<Element> {
    let source: Observable<Element>
    let other: Observable<Other>

    init(source: Observable<Element>, other: Observable<Other>) {
        self.source = source
        self.other = other
        super.init(stageName: "skip(until:)")
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = SkipUntilSink<Other, Observer>(observer: observer, cancel: cancel)
        return (sink, sink.run(source: source, other: other))
    }
}

private final class SkipUntilSink<Other, Observer: ObserverType>: Sink<Observer>, ObserverType {
    fileprivate let lock = RecursiveLock()
    fileprivate var forwarding = false

    func run(source: Observable<Observer.Element>, other: Observable<Other>) -> Disposable {
        // The source first, then the trigger (RxSwift's order).
        let sourceSubscription = source.subscribe(self)
        let otherSubscription = SingleAssignmentDisposable()
        otherSubscription.setDisposable(other.subscribe(SkipUntilOtherObserver(parent: self, subscription: otherSubscription)))
        return Disposables.create(sourceSubscription, otherSubscription)
    }

    func on(_ event: Event<Observer.Element>) {
        lock.performLocked {
            switch event {
            case .next:
                if forwarding { forwardOn(event) }
            case .error:
                forwardTerminal(event)
            case .completed:
                if forwarding {
                    forwardTerminal(event)
                } else {
                    dispose()
                }
            }
        }
    }
}

private final class SkipUntilOtherObserver<Other, Observer: ObserverType>: ObserverType {
    private let parent: SkipUntilSink<Other, Observer>
    private let subscription: Disposable

    init(parent: SkipUntilSink<Other, Observer>, subscription: Disposable) {
        self.parent = parent
        self.subscription = subscription
    }

    func on(_ event: Event<Other>) {
        parent.lock.performLocked {
            switch event {
            case .next:
                parent.forwarding = true
                subscription.dispose()
            case .error(let error):
                parent.forwardTerminal(.error(error))
            case .completed:
                subscription.dispose()
            }
        }
    }
}
