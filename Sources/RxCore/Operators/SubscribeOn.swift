extension ObservableType {
    /// Performs the subscription (and the disposal) on `scheduler`; this is where the source's
    /// work starts, not where events are delivered (that is `observe(on:)`).
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        // The source is kept as it is, not wrapped by `asObservable()`: the wrapper that a plain
        // `ObservableType` gets would let go of the source at its terminal event, while
        // `subscribe(on:)` must let go of it on the scheduler, as RxSwift does.
        SubscribeOn(source: self, scheduler: scheduler)
    }

    @available(*, deprecated, renamed: "subscribe(on:)")
    public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        subscribe(on: scheduler)
    }
}

private final class SubscribeOn<Source: ObservableType>: Producer<Source.Element> {
    let source: Source
    let scheduler: ImmediateSchedulerType

    init(source: Source, scheduler: ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
        super.init(stageName: "subscribe(on:)")
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = SubscribeOnSink(observer: observer, cancel: cancel)
        return (sink, sink.run(source: source, scheduler: scheduler))
    }
}

private final class SubscribeOnSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    func run<Source: ObservableType>(source: Source, scheduler: ImmediateSchedulerType) -> Disposable where Source.Element == Observer.Element {
        let everything = SerialDisposable()
        let pendingStart = SingleAssignmentDisposable()
        everything.disposable = pendingStart
        let chain = ChainContext.forLater()
        pendingStart.setDisposable(scheduler.schedule(()) { _ in
            let subscription = chain == nil ? source.subscribe(self) : ChainContext.with(chain) { source.subscribe(self) }
            everything.disposable = ScheduledDisposable(scheduler: scheduler, disposable: subscription)
            return Disposables.create()
        })
        return everything
    }

    func on(_ event: Event<Observer.Element>) {
        if event.isStopEvent { forwardTerminal(event) } else { forwardOn(event) }
    }
}
