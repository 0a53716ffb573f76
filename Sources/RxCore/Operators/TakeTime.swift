extension ObservableType {
    /// Passes the source's events for `duration` after subscription, timed on `scheduler`,
    /// then completes and unsubscribes.
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        TakeTime(source: asObservable(), duration: duration, scheduler: scheduler)
    }

    @available(*, deprecated, renamed: "take(for:scheduler:)")
    public func take(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        take(for: duration, scheduler: scheduler)
    }
}

private final class TakeTime<Element>: Producer<Element> {
    let source: Observable<Element>
    let duration: RxTimeInterval
    let scheduler: SchedulerType

    init(source: Observable<Element>, duration: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.duration = duration
        self.scheduler = scheduler
        super.init(stageName: "take(for:)")
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = TakeTimeSink(observer: observer, cancel: cancel)
        // Timer first, then the source, as in RxSwift.
        let timer = scheduler.scheduleRelative((), dueTime: duration) { _ in
            sink.timeUp()
            return Disposables.create()
        }
        return (sink, Disposables.create(timer, source.subscribe(sink)))
    }
}

/// The timer and the source may fire on different threads: both forward under one lock, so
/// nothing slips out after the timer's `completed`.
private final class TakeTimeSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    private let lock = RecursiveLock()

    func timeUp() {
        lock.performLocked { forwardTerminal(.completed) }
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
