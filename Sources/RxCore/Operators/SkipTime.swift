extension ObservableType {
    /// Drops the elements that arrive during the first `duration` after subscription, timed on
    /// `scheduler`; terminal events always pass.
    public func skip(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        SkipTime(source: asObservable(), duration: duration, scheduler: scheduler)
    }
}

private final class SkipTime<Element>: Producer<Element> {
    let source: Observable<Element>
    let duration: RxTimeInterval
    let scheduler: SchedulerType

    init(source: Observable<Element>, duration: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.duration = duration
        self.scheduler = scheduler
        super.init(stageName: "skip")
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = SkipTimeSink(observer: observer, cancel: cancel)
        // The timer is started before the source is subscribed, as in RxSwift: on a virtual
        // clock, an element and the timer due at the same tick run timer first.
        let timer = scheduler.scheduleRelative((), dueTime: duration) { _ in
            sink.open()
            return Disposables.create()
        }
        return (sink, Disposables.create(timer, source.subscribe(sink)))
    }
}

/// The timer and the source may fire on different threads; the lock orders "open" against
/// the elements and is held while forwarding, like RxSwift's `SkipTimeSink`.
private final class SkipTimeSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    private let lock = RecursiveLock()
    private var isOpen = false

    func open() {
        lock.performLocked { isOpen = true }
    }

    func on(_ event: Event<Observer.Element>) {
        lock.performLocked {
            switch event {
            case .next:
                if isOpen { forwardOn(event) }
            case .error, .completed:
                forwardTerminal(event)
            }
        }
    }
}
