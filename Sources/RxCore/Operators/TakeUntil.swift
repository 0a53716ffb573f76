/// Whether `take(until:behavior:)` and `take(while:behavior:)` also emit the element that
/// stops them.
public enum TakeBehavior {
    /// Emit the element that stops the sequence, then complete.
    case inclusive
    /// Complete without emitting the element that stops the sequence.
    case exclusive
}

extension ObservableType {
    /// Passes the source's elements until `other` emits an element, then completes. An error
    /// from `other` ends the result with that error; `other` completing without an element
    /// changes nothing.
    public func take<Source: ObservableType>(until other: Source) -> Observable<Element> {
        TakeUntil(source: asObservable(), other: other.asObservable())
    }

    /// Passes elements until `predicate` is true for one, then completes; that element is
    /// emitted first with `.inclusive`, dropped with `.exclusive` (the default).
    public func take(until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive) -> Observable<Element> {
        TakeUntilPredicate(source: asObservable(), behavior: behavior, predicate: predicate, stageName: "take(until:)")
    }

    /// Passes elements while `predicate` is true, then completes; the first element for which
    /// it is false is emitted first with `.inclusive`, dropped with `.exclusive` (the default).
    public func take(while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive) -> Observable<Element> {
        TakeUntilPredicate(source: asObservable(), behavior: behavior, predicate: { try !predicate($0) }, stageName: "take(while:)")
    }

    @available(*, deprecated, renamed: "take(until:)")
    public func takeUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
        take(until: other)
    }

    @available(*, deprecated, renamed: "take(until:behavior:)")
    public func takeUntil(_ behavior: TakeBehavior, predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        take(until: predicate, behavior: behavior)
    }

    @available(*, deprecated, renamed: "take(while:)")
    public func takeWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        take(while: predicate)
    }
}

// MARK: - Until another observable emits

private final class TakeUntil<Element, Other>: Producer<Element> {
    let source: Observable<Element>
    let other: Observable<Other>

    init(source: Observable<Element>, other: Observable<Other>) {
        self.source = source
        self.other = other
        super.init(stageName: "take(until:)")
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = TakeUntilSink<Other, Observer>(observer: observer, cancel: cancel)
        return (sink, sink.run(source: source, other: other))
    }
}

/// The source and the trigger share one lock, held while forwarding, so that an element can
/// never be delivered after the trigger's `completed`.
private final class TakeUntilSink<Other, Observer: ObserverType>: Sink<Observer>, ObserverType {
    fileprivate let lock = RecursiveLock()

    func run(source: Observable<Observer.Element>, other: Observable<Other>) -> Disposable {
        // The trigger is subscribed first (RxSwift's order): a trigger that fires synchronously
        // ends the result before the source is even subscribed.
        let otherSubscription = SingleAssignmentDisposable()
        otherSubscription.setDisposable(other.subscribe(TakeUntilOtherObserver(parent: self, subscription: otherSubscription)))
        let sourceSubscription = source.subscribe(self)
        return Disposables.create(sourceSubscription, otherSubscription)
    }

    func on(_ event: Event<Observer.Element>) {
        lock.performLocked {
            switch event {
            case .next:
                forwardOn(event)
            case .error, .completed:
                forwardTerminal(event)
            }
        }
    }
}

private final class TakeUntilOtherObserver<Other, Observer: ObserverType>: ObserverType {
    private let parent: TakeUntilSink<Other, Observer>
    private let subscription: Disposable

    init(parent: TakeUntilSink<Other, Observer>, subscription: Disposable) {
        self.parent = parent
        self.subscription = subscription
    }

    func on(_ event: Event<Other>) {
        parent.lock.performLocked {
            switch event {
            case .next:
                parent.forwardTerminal(.completed)
            case .error(let error):
                parent.forwardTerminal(.error(error))
            case .completed:
                subscription.dispose()
            }
        }
    }
}

// MARK: - Until a predicate holds

private final class TakeUntilPredicate<Element>: Producer<Element> {
    let source: Observable<Element>
    let behavior: TakeBehavior
    let predicate: (Element) throws -> Bool

    init(source: Observable<Element>, behavior: TakeBehavior, predicate: @escaping (Element) throws -> Bool, stageName: String) {
        self.source = source
        self.behavior = behavior
        self.predicate = predicate
        super.init(stageName: stageName)
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = TakeUntilPredicateSink(behavior: behavior, predicate: predicate, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class TakeUntilPredicateSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    private let behavior: TakeBehavior
    private let predicate: (Observer.Element) throws -> Bool

    init(behavior: TakeBehavior, predicate: @escaping (Observer.Element) throws -> Bool, observer: Observer, cancel: Cancelable) {
        self.behavior = behavior
        self.predicate = predicate
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next(let element):
            // After the stopping element the sink is disposed, and `forwardOn` drops the rest.
            if isDisposed { return }
            let stop: Bool
            do {
                stop = try predicate(element)
            } catch {
                forwardTerminal(.error(error))
                return
            }
            if !stop {
                forwardOn(event)
                return
            }
            if behavior == .inclusive { forwardOn(event) }
            forwardTerminal(.completed)
        case .error, .completed:
            forwardTerminal(event)
        }
    }
}
