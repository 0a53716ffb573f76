extension ObservableType {
    /// Performs the subscription (and the disposal) on `scheduler`; this is where the source's
    /// work starts, not where events are delivered (that is `observe(on:)`).
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        SubscribeOn(source: asObservable(), scheduler: scheduler)
    }

    @available(*, deprecated, renamed: "subscribe(on:)")
    public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        subscribe(on: scheduler)
    }
}

private final class SubscribeOn<Element>: Producer<Element> {
    let source: Observable<Element>
    let scheduler: ImmediateSchedulerType

    init(source: Observable<Element>, scheduler: ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = SubscribeOnSink(observer: observer, cancel: cancel)
        return (sink, sink.run(source: source, scheduler: scheduler))
    }
}

private final class SubscribeOnSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    func run(source: Observable<Observer.Element>, scheduler: ImmediateSchedulerType) -> Disposable {
        let everything = SerialDisposable()
        let pendingStart = SingleAssignmentDisposable()
        everything.disposable = pendingStart
        pendingStart.setDisposable(scheduler.schedule(()) { _ in
            let subscription = source.subscribe(self)
            everything.disposable = ScheduledDisposable(scheduler: scheduler, disposable: subscription)
            return Disposables.create()
        })
        return everything
    }

    func on(_ event: Event<Observer.Element>) {
        if event.isStopEvent { forwardTerminal(event) } else { forwardOn(event) }
    }
}
