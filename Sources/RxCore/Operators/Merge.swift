extension ObservableType {
    /// Maps each element to an observable and merges the events of all of them as they arrive.
    public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        Merge(source: asObservable(), selector: { try selector($0).asObservable() }, maxConcurrent: Int.max, stageName: "flatMap")
    }

    /// Maps each element to an observable and subscribes to them one after another, in order.
    public func concatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        Merge(source: asObservable(), selector: { try selector($0).asObservable() }, maxConcurrent: 1, stageName: "concatMap")
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Merges the events of every inner observable as they arrive.
    public func merge() -> Observable<Element.Element> {
        Merge(source: asObservable(), selector: { $0.asObservable() }, maxConcurrent: Int.max, stageName: "merge")
    }

    /// Merges inner observables, subscribed to at most `maxConcurrent` at a time; the others wait their turn.
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        precondition(maxConcurrent > 0, "merge(maxConcurrent:) needs at least 1")
        return Merge(source: asObservable(), selector: { $0.asObservable() }, maxConcurrent: maxConcurrent,
                     stageName: maxConcurrent == 1 ? "concat" : "merge")
    }

    /// Subscribes to each inner observable only after the previous one has completed.
    public func concat() -> Observable<Element.Element> {
        merge(maxConcurrent: 1)
    }
}

extension ObservableType {
    /// Merges the events of all the sources as they arrive.
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        MergeArray(sources: sources)
    }

    public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
        MergeArray(sources: sources)
    }

    public static func merge<Sources: Collection>(_ sources: Sources) -> Observable<Element> where Sources.Element == Observable<Element> {
        MergeArray(sources: Array(sources))
    }
}

private final class Merge<SourceElement, Element>: Producer<Element> {
    let source: Observable<SourceElement>
    let selector: (SourceElement) throws -> Observable<Element>
    let maxConcurrent: Int

    /// One class serves several operators: `stageName` is the one the learner wrote.
    init(source: Observable<SourceElement>, selector: @escaping (SourceElement) throws -> Observable<Element>, maxConcurrent: Int, stageName: String) {
        self.source = source
        self.selector = selector
        self.maxConcurrent = maxConcurrent
        super.init(stageName: stageName)
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = MergeSink(selector: selector, maxConcurrent: maxConcurrent, observer: observer, cancel: cancel)
        return (sink, sink.run(source))
    }
}

private final class MergeArray<Element>: Producer<Element> {
    let sources: [Observable<Element>]

    init(sources: [Observable<Element>]) {
        self.sources = sources
        super.init(stageName: "merge")
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = MergeSink<Observable<Element>, Observer>(selector: { $0 }, maxConcurrent: Int.max, observer: observer, cancel: cancel)
        return (sink, sink.run(sources))
    }
}

/// Subscribes to inner sequences as the outer one produces them and forwards their events under
/// one recursive lock. Completes when the outer sequence and every inner one have completed; any
/// error ends everything.
private final class MergeSink<SourceElement, Observer: ObserverType>: Sink<Observer>, ObserverType, NextReceiver {
    typealias Element = SourceElement
    typealias Inner = Observer.Element

    private let selector: (SourceElement) throws -> Observable<Inner>
    private let maxConcurrent: Int
    let lock = RecursiveLock()
    private let group = CompositeDisposable()
    private let outerSubscription = SingleAssignmentDisposable()
    private var activeCount = 0
    private var outerStopped = false
    private var waiting = Queue<Observable<Inner>>()
    /// `Just<Inner>`'s class, looked up once: comparing classes is then a pointer comparison,
    /// where an `as?` cast would look the generic class up again for every element.
    private let justClass: AnyClass = Just<Inner>.self
    /// A watched chain shows every inner `just` as a stage, so it must really be subscribed.
    private let passesJustOn = !StreamWatch.isActive

    init(selector: @escaping (SourceElement) throws -> Observable<Inner>, maxConcurrent: Int, observer: Observer, cancel: Cancelable) {
        self.selector = selector
        self.maxConcurrent = maxConcurrent
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<SourceElement>) -> Disposable {
        _ = group.insert(outerSubscription)
        outerSubscription.setDisposable(source.subscribe(self))
        return group
    }

    /// The static `merge(a, b, …)`: every source is subscribed at once, then the outer side is done.
    func run(_ sources: [Observable<Inner>]) -> Disposable {
        for source in sources {
            lock.performLocked { activeCount += 1 }
            subscribeInner(source)
        }
        completeOuter()
        return group
    }

    func receiveNext(_ element: SourceElement) {
        let inner: Observable<Inner>
        do {
            inner = try selector(element)
        } catch {
            lock.performLocked { forwardError(error) }
            return
        }
        lock.lock_()
        guard activeCount < maxConcurrent else {
            waiting.enqueue(inner)
            lock.unlock()
            return
        }
        if passesJustOn && ObjectIdentifier(type(of: inner)) == ObjectIdentifier(justClass) {
            let just = unsafeDowncast(inner, to: Just<Inner>.self)
            // `just` would emit its element and complete during subscribe; passing the element on
            // directly gives the same events without building a subscription for it.
            forwardNext(just.element)
            lock.unlock()
            return
        }
        activeCount += 1
        lock.unlock()
        subscribeInner(inner)
    }

    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            receiveNext(element)
        case .error(let error):
            lock.performLocked { forwardTerminal(.error(error)) }
        case .completed:
            completeOuter()
        }
    }

    private func completeOuter() {
        lock.performLocked {
            outerStopped = true
            if activeCount == 0 && waiting.isEmpty {
                forwardTerminal(.completed)
            } else {
                outerSubscription.dispose()
            }
        }
    }

    private func subscribeInner(_ inner: Observable<Inner>) {
        let subscription = SingleAssignmentDisposable()
        guard let key = group.insert(subscription) else { return }
        subscription.setDisposable(inner.subscribe(MergeInnerObserver(parent: self, key: key)))
    }

    fileprivate func innerCompleted(_ key: CompositeDisposable.DisposeKey) {
        group.remove(for: key)
        let next = lock.performLocked { () -> Observable<Inner>? in
            if let queued = waiting.dequeue() { return queued }
            activeCount -= 1
            if outerStopped && activeCount == 0 { forwardTerminal(.completed) }
            return nil
        }
        if let next = next { subscribeInner(next) }
    }
}

private final class MergeInnerObserver<SourceElement, Observer: ObserverType>: ObserverType {
    private let parent: MergeSink<SourceElement, Observer>
    private let key: CompositeDisposable.DisposeKey

    init(parent: MergeSink<SourceElement, Observer>, key: CompositeDisposable.DisposeKey) {
        self.parent = parent
        self.key = key
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next:
            parent.lock.performLocked { parent.forwardOn(event) }
        case .error:
            parent.lock.performLocked { parent.forwardTerminal(event) }
        case .completed:
            parent.innerCompleted(key)
        }
    }
}
