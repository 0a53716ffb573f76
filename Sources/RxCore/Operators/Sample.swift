extension ObservableType {
    /// On each tick of `sampler` (an element or its completion), emits the source's latest
    /// element if a new one arrived since the previous tick; otherwise emits `defaultValue`,
    /// if given, or nothing.
    ///
    /// As in RxSwift: once the source has completed, the result completes at the next tick
    /// (after emitting what was pending); an error from either side ends the result.
    public func sample<Source: ObservableType>(_ sampler: Source, defaultValue: Element? = nil) -> Observable<Element> {
        Sample(source: asObservable(), sampler: sampler.asObservable(), defaultValue: defaultValue)
    }
}

private final class Sample<Element, Tick>: Producer<Element> {
    let source: Observable<Element>
    let sampler: Observable<Tick>
    let defaultValue: Element?

    init(source: Observable<Element>, sampler: Observable<Tick>, defaultValue: Element?) {
        self.source = source
        self.sampler = sampler
        self.defaultValue = defaultValue
        super.init(stageName: "sample")
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = SampleSink<Tick, Observer>(defaultValue: defaultValue, observer: observer, cancel: cancel)
        return (sink, sink.run(source: source, sampler: sampler))
    }
}

/// The source and the sampler share one lock, held while forwarding.
private final class SampleSink<Tick, Observer: ObserverType>: Sink<Observer>, ObserverType {
    fileprivate let lock = RecursiveLock()
    private let defaultValue: Observer.Element?
    private var pending: Observer.Element?
    private var sourceEnded = false
    private let sourceSubscription = SingleAssignmentDisposable()

    init(defaultValue: Observer.Element?, observer: Observer, cancel: Cancelable) {
        self.defaultValue = defaultValue
        super.init(observer: observer, cancel: cancel)
    }

    func run(source: Observable<Observer.Element>, sampler: Observable<Tick>) -> Disposable {
        sourceSubscription.setDisposable(source.subscribe(self))
        let samplerSubscription = sampler.subscribe(SampleTickObserver(parent: self))
        return Disposables.create(sourceSubscription, samplerSubscription)
    }

    func on(_ event: Event<Observer.Element>) {
        lock.performLocked {
            switch event {
            case .next(let element):
                pending = element
            case .error:
                forwardTerminal(event)
            case .completed:
                // Not the end yet: the last pending element goes out at the next tick.
                sourceEnded = true
                sourceSubscription.dispose()
            }
        }
    }

    /// Under the lock.
    fileprivate func tick() {
        if let element = pending {
            pending = nil
            forwardOn(.next(element))
        } else if let element = defaultValue {
            forwardOn(.next(element))
        }
        if sourceEnded { forwardTerminal(.completed) }
    }
}

private final class SampleTickObserver<Tick, Observer: ObserverType>: ObserverType {
    private let parent: SampleSink<Tick, Observer>

    init(parent: SampleSink<Tick, Observer>) { self.parent = parent }

    func on(_ event: Event<Tick>) {
        parent.lock.performLocked {
            switch event {
            case .next, .completed:
                // RxSwift samples on the sampler's completion too, and keeps going.
                parent.tick()
            case .error(let error):
                parent.forwardTerminal(.error(error))
            }
        }
    }
}
