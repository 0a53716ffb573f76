extension ObservableType {
    /// Fails with `RxError.timeout` if `dueTime` passes after subscription, or after an element,
    /// without the next event.
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Timeout(source: asObservable(), dueTime: dueTime, other: Observable.error(RxError.timeout), scheduler: scheduler)
    }

    /// Switches to `other` if `dueTime` passes after subscription, or after an element, without
    /// the next event. The source is let go at that moment.
    public func timeout<Source: ObservableConvertibleType>(_ dueTime: RxTimeInterval, other: Source, scheduler: SchedulerType) -> Observable<Element> where Element == Source.Element {
        Timeout(source: asObservable(), dueTime: dueTime, other: other.asObservable(), scheduler: scheduler)
    }
}

private final class Timeout<Element>: Producer<Element> {
    let source: Observable<Element>
    let dueTime: RxTimeInterval
    let other: Observable<Element>
    let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, other: Observable<Element>, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.other = other
        self.scheduler = scheduler
        super.init(stageName: "timeout")
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = TimeoutSink(parent: self, observer: observer, cancel: cancel)
        return (sink, sink.run())
    }
}

/// A race between the source and a timer. Every source event bumps `generation`; a timer only
/// wins if the generation it was started for is still the current one, and once it has won
/// (`switched`) the source can no longer deliver anything. The first timer is started before the
/// source is subscribed, as in RxSwift, so a synchronous source still counts against it.
private final class TimeoutSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let parent: Timeout<Element>
    private let lock = RecursiveLock()
    private let timer = SerialDisposable()
    private let subscription = SerialDisposable()
    private var generation = 0
    private var switched = false

    init(parent: Timeout<Element>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        let original = SingleAssignmentDisposable()
        subscription.disposable = original
        startTimer(for: 0)
        original.setDisposable(parent.source.subscribe(self))
        return Disposables.create(subscription, timer)
    }

    func on(_ event: Event<Element>) {
        let wins = lock.performLocked { () -> Int? in
            if switched { return nil }
            generation &+= 1
            return generation
        }
        guard let current = wins else { return }
        if event.isStopEvent {
            forwardTerminal(event)
        } else {
            forwardOn(event)
            startTimer(for: current)
        }
    }

    private func startTimer(for expected: Int) {
        if timer.isDisposed { return }
        let slot = SingleAssignmentDisposable()
        timer.disposable = slot
        slot.setDisposable(parent.scheduler.scheduleRelative(expected, dueTime: parent.dueTime) { expected in
            // Held strongly, as in RxSwift: a subscription nobody keeps must still time out.
            // Disposing the timer slot drops this closure, which breaks the cycle.
            self.timerFired(expected)
            return Disposables.create()
        })
    }

    private func timerFired(_ expected: Int) {
        let timerWins = lock.performLocked { () -> Bool in
            if switched || generation != expected { return false }
            switched = true
            return true
        }
        guard timerWins else { return }
        // Replacing the source's slot disposes the source subscription.
        subscription.disposable = parent.other.subscribe(HandOffObserver(sink: self))
    }
}
