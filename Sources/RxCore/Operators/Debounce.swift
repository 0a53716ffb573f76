extension ObservableType {
    /// Emits an element only once `dueTime` has passed without another one arriving, timed on
    /// `scheduler`. When the source completes, the element still waiting is emitted at once,
    /// followed by `completed`; an error drops it.
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Debounce(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

private final class Debounce<Element>: Producer<Element> {
    let source: Observable<Element>
    let dueTime: RxTimeInterval
    let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(stageName: "debounce")
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = DebounceSink(dueTime: dueTime, scheduler: scheduler, observer: observer, cancel: cancel)
        return (sink, Disposables.create(source.subscribe(sink), sink.timer))
    }
}

/// Each element restarts the timer (the serial disposable cancels the previous one) and bumps
/// a generation number; a timer that fires for an older generation does nothing. The source
/// and the timer forward under one lock.
private final class DebounceSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType
    private let lock = RecursiveLock()
    let timer = SerialDisposable()
    private var generation: UInt64 = 0
    private var pending: Observer.Element?

    init(dueTime: RxTimeInterval, scheduler: SchedulerType, observer: Observer, cancel: Cancelable) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Observer.Element>) {
        lock.performLocked {
            switch event {
            case .next(let element):
                generation &+= 1
                let current = generation
                pending = element
                let scheduled = SingleAssignmentDisposable()
                timer.disposable = scheduled
                scheduled.setDisposable(scheduler.scheduleRelative(current, dueTime: dueTime) { [weak self] generation in
                    self?.fire(generation)
                    return Disposables.create()
                })
            case .error:
                pending = nil
                forwardTerminal(event)
            case .completed:
                if let element = pending {
                    pending = nil
                    forwardOn(.next(element))
                }
                forwardTerminal(.completed)
            }
        }
    }

    private func fire(_ firedGeneration: UInt64) {
        lock.performLocked {
            guard firedGeneration == generation, let element = pending else { return }
            pending = nil
            forwardOn(.next(element))
        }
    }
}
