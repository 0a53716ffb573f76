import Foundation

extension ObservableType {
    /// Emits at most one element per `dueTime`, timed on `scheduler`: an element that comes at
    /// least `dueTime` after the last one emitted goes out at once; with `latest` (the
    /// default) the newest element received meanwhile goes out when the window ends, without
    /// `latest` such elements are dropped.
    ///
    /// The timing is RxSwift's, to the tick: the window is measured from the moment the last
    /// element was *emitted* (`scheduler.now` differences), and the wait before sending the
    /// latest element is `dueTime` minus the time already elapsed, computed in `dueTime`'s own
    /// unit and rounded. A completion while an element waits is delivered right after it.
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType) -> Observable<Element> {
        Throttle(source: asObservable(), dueTime: dueTime, latest: latest, scheduler: scheduler)
    }
}

private final class Throttle<Element>: Producer<Element> {
    let source: Observable<Element>
    let dueTime: RxTimeInterval
    let latest: Bool
    let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, latest: Bool, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.latest = latest
        self.scheduler = scheduler
        super.init(stageName: "throttle")
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = ThrottleSink(dueTime: dueTime, latest: latest, scheduler: scheduler, observer: observer, cancel: cancel)
        return (sink, Disposables.create(source.subscribe(sink), sink.timer))
    }
}

private final class ThrottleSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    private let dueTime: RxTimeInterval
    private let latest: Bool
    private let scheduler: SchedulerType
    private let lock = RecursiveLock()
    let timer = SerialDisposable()
    private var unsent: Observer.Element?
    private var lastSentTime: Date?
    private var completedWhileWaiting = false

    init(dueTime: RxTimeInterval, latest: Bool, scheduler: SchedulerType, observer: Observer, cancel: Cancelable) {
        self.dueTime = dueTime
        self.latest = latest
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Observer.Element>) {
        lock.performLocked {
            switch event {
            case .next(let element):
                let wait = lastSentTime.map { dueTime.reduceWithSpanBetween(earlierDate: $0, laterDate: scheduler.now) }
                guard let remaining = wait, !remaining.isNow else {
                    send(element)
                    return
                }
                guard latest else { return }
                let timerRunning = unsent != nil
                unsent = element
                if timerRunning { return }
                let scheduled = SingleAssignmentDisposable()
                timer.disposable = scheduled
                scheduled.setDisposable(scheduler.scheduleRelative((), dueTime: remaining) { [weak self] _ in
                    self?.windowEnded()
                    return Disposables.create()
                })
            case .error:
                unsent = nil
                forwardTerminal(event)
            case .completed:
                if unsent != nil {
                    completedWhileWaiting = true
                } else {
                    forwardTerminal(.completed)
                }
            }
        }
    }

    /// Under the lock.
    private func send(_ element: Observer.Element) {
        unsent = nil
        forwardOn(.next(element))
        // Taken after forwarding, as RxSwift does: slow processing downstream widens the gap.
        lastSentTime = scheduler.now
    }

    private func windowEnded() {
        lock.performLocked {
            if let element = unsent { send(element) }
            if completedWhileWaiting { forwardTerminal(.completed) }
        }
    }
}
