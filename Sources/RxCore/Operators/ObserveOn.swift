extension ObservableType {
    /// Delivers events to the observer on `scheduler`, in order.
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        if let serial = scheduler as? SerialDispatchQueueScheduler {
            return ObserveOnSerialDispatchQueue(source: asObservable(), scheduler: serial)
        }
        return ObserveOn(source: asObservable(), scheduler: scheduler)
    }

    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        observe(on: scheduler)
    }
}

private final class ObserveOn<Element>: Producer<Element> {
    let source: Observable<Element>
    let scheduler: ImmediateSchedulerType

    init(source: Observable<Element>, scheduler: ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
        super.init(stageName: "observe(on:)")
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = ObserveOnSink(scheduler: scheduler, observer: observer, cancel: cancel)
        return (sink, sink.run(source))
    }
}

/// Queues events and drains the queue in one recursive job on the scheduler, started when the
/// first event arrives while no job runs.
private final class ObserveOnSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    private let scheduler: ImmediateSchedulerType
    private let lock = SpinLock()
    private var queue = Queue<Event<Observer.Element>>()
    private var draining = false
    private let drainJob = SerialDisposable()
    private let sourceSubscription = SingleAssignmentDisposable()

    init(scheduler: ImmediateSchedulerType, observer: Observer, cancel: Cancelable) {
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<Observer.Element>) -> Disposable {
        sourceSubscription.setDisposable(source.subscribe(self))
        return Disposables.create(sourceSubscription, drainJob)
    }

    func on(_ event: Event<Observer.Element>) {
        let start = lock.performLocked { () -> Bool in
            queue.enqueue(event)
            if draining { return false }
            draining = true
            return true
        }
        if start {
            drainJob.disposable = scheduler.scheduleRecursive(()) { [weak self] _, recurse in
                guard let self = self else { return }
                if self.deliverOne() { recurse(()) }
            }
        }
    }

    /// Delivers the oldest queued event; returns whether more are waiting.
    private func deliverOne() -> Bool {
        let event = lock.performLocked { () -> Event<Observer.Element>? in
            if let event = queue.dequeue() { return event }
            draining = false
            return nil
        }
        guard let next = event else { return false }
        if next.isStopEvent {
            forwardTerminal(next)
            return false
        }
        forwardOn(next)
        return lock.performLocked {
            if queue.isEmpty {
                draining = false
                return false
            }
            return true
        }
    }
}

private final class ObserveOnSerialDispatchQueue<Element>: Producer<Element> {
    let source: Observable<Element>
    let scheduler: SerialDispatchQueueScheduler

    init(source: Observable<Element>, scheduler: SerialDispatchQueueScheduler) {
        self.source = source
        self.scheduler = scheduler
        super.init(stageName: "observe(on:)")
        #if TRACE_RESOURCES
        Resources.serialDispatchQueueObservableCreated()
        #endif
    }

    #if TRACE_RESOURCES
    deinit {
        Resources.serialDispatchQueueObservableDeallocated()
    }
    #endif

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = ObserveOnSerialDispatchQueueSink(scheduler: scheduler, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

/// A serial queue already keeps events in order, so each event is simply scheduled on it. For
/// `MainScheduler` that means inline delivery when already on the main thread with nothing queued.
private final class ObserveOnSerialDispatchQueueSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    private let scheduler: SerialDispatchQueueScheduler

    init(scheduler: SerialDispatchQueueScheduler, observer: Observer, cancel: Cancelable) {
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Observer.Element>) {
        _ = scheduler.scheduleInternal(event) { event in
            if event.isStopEvent { self.forwardTerminal(event) } else { self.forwardOn(event) }
            return Disposables.create()
        }
    }
}
