import Foundation

extension ObservableType {
    /// Shifts every element and the completion by `dueTime`, measured from the moment each event
    /// arrived. An error is not delayed: it is passed on at once and drops what is still waiting.
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Delay(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }

    /// Subscribes to this sequence only after `dueTime`; its events are then passed on unchanged.
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        DelaySubscription(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

// MARK: - delay

private final class Delay<Element>: Producer<Element> {
    let source: Observable<Element>
    let dueTime: RxTimeInterval
    let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(stageName: "delay")
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = DelaySink(dueTime: dueTime, scheduler: scheduler, observer: observer, cancel: cancel)
        return (sink, sink.run(source))
    }
}

/// Queues events with the time they arrived and drains the queue on `scheduler`, reproducing
/// RxSwift's timing exactly:
///
/// - The first event of an idle sink schedules a drain after `dueTime`.
/// - A drain delivers the event at the head of the queue, then, if more are waiting, schedules
///   the next drain after whatever remains of the next event's delay (`dueTime` minus the time it
///   has already waited), and stops. So a drain delivers one event per scheduled run; events that
///   arrived together come out one scheduling step apart. On a `TestScheduler`, where a step due
///   now runs a tick later, `just("x").delay(2)` gives `next` at 2 and `completed` at 3.
/// - What remains is counted in `dueTime`'s own unit and rounded to a whole one
///   (`reduceWithSpanBetween`), as RxSwift does: with `.seconds(1)`, an event that has already
///   waited 0.5 s waits another whole second, one that has waited 0.6 s goes out at once; with
///   `.milliseconds(1000)` both keep their exact time.
/// - An error clears the queue and goes out at once, unless a drain is running on another
///   thread, in which case that drain delivers it when it next looks at the queue.
private final class DelaySink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType
    private let lock = RecursiveLock()
    private let sourceSubscription = SingleAssignmentDisposable()
    private let drain = SerialDisposable()

    /// A drain is scheduled or running.
    private var active = false
    /// A drain is running right now.
    private var running = false
    private var errorEvent: Event<Element>?
    private var queue = Queue<(arrived: RxTime, event: Event<Element>)>()

    init(dueTime: RxTimeInterval, scheduler: SchedulerType, observer: Observer, cancel: Cancelable) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<Element>) -> Disposable {
        sourceSubscription.setDisposable(source.subscribe(self))
        return Disposables.create(sourceSubscription, drain)
    }

    func on(_ event: Event<Element>) {
        if event.isStopEvent {
            sourceSubscription.dispose()
        }
        switch event {
        case .error:
            let sendNow = lock.performLocked { () -> Bool in
                queue.removeAll()
                errorEvent = event
                return !running
            }
            if sendNow { forwardTerminal(event) }
        case .next, .completed:
            let startDrain = lock.performLocked { () -> Bool in
                queue.enqueue((scheduler.now, event))
                if active { return false }
                active = true
                return true
            }
            if startDrain {
                drain.disposable = scheduler.scheduleRecursive((), dueTime: dueTime) { [self] _, recursion in
                    drainQueue(recursion)
                }
            }
        }
    }

    private func drainQueue(_ recursion: AnyRecursiveScheduler<Void>) {
        let failed = lock.performLocked { () -> Bool in
            if errorEvent != nil { return true }
            running = true
            return false
        }
        if failed { return }

        var deliveredOne = false
        while true {
            let step = lock.performLocked { () -> DelayDrainStep<Element> in
                if let error = errorEvent { return .fail(error) }
                if !deliveredOne, let head = queue.dequeue() {
                    return .deliver(head.event)
                }
                running = false
                guard let next = queue.peek() else {
                    active = false
                    return .idle
                }
                return .reschedule(after: dueTime.reduceWithSpanBetween(earlierDate: next.arrived, laterDate: scheduler.now))
            }
            switch step {
            case .fail(let error):
                forwardTerminal(error)
                return
            case .deliver(let event):
                deliveredOne = true
                if event.isStopEvent {
                    forwardTerminal(event)
                    return
                }
                forwardOn(event)
            case .reschedule(let after):
                recursion.schedule((), dueTime: after)
                return
            case .idle:
                return
            }
        }
    }
}

/// What one turn of the drain loop decided, under the lock, to do outside it.
private enum DelayDrainStep<Element> {
    case fail(Event<Element>)
    case deliver(Event<Element>)
    case reschedule(after: RxTimeInterval)
    case idle
}

// MARK: - delaySubscription

private final class DelaySubscription<Element>: Producer<Element> {
    let source: Observable<Element>
    let dueTime: RxTimeInterval
    let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(stageName: "delaySubscription")
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = DelaySubscriptionSink(observer: observer, cancel: cancel)
        // The scheduled work keeps the subscription it makes: disposing it before the delay
        // cancels the subscription, disposing it later ends the subscription.
        let chain = ChainContext.forLater()
        let subscription = scheduler.scheduleRelative((), dueTime: dueTime) { [source] _ in
            chain == nil ? source.subscribe(sink) : ChainContext.with(chain) { source.subscribe(sink) }
        }
        return (sink, subscription)
    }
}

private final class DelaySubscriptionSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    func on(_ event: Event<Observer.Element>) {
        if event.isStopEvent {
            forwardTerminal(event)
        } else {
            forwardOn(event)
        }
    }
}
