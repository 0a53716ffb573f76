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
                let wait = lastSentTime.map { remainingWait(since: $0, now: scheduler.now) }
                guard let remaining = wait, remaining > 0 else {
                    send(element)
                    return
                }
                guard latest else { return }
                let timerRunning = unsent != nil
                unsent = element
                if timerRunning { return }
                let scheduled = SingleAssignmentDisposable()
                timer.disposable = scheduled
                scheduled.setDisposable(scheduler.scheduleRelative((), dueTime: dueTime.withSameUnit(remaining)) { [weak self] _ in
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

    /// How much of `dueTime` is left since `lastSent`, in `dueTime`'s own unit (milliseconds
    /// for `.milliseconds`), rounded to the nearest whole unit, never negative. Rounding in
    /// the interval's unit is what makes `.milliseconds(500)` on a 1 ms virtual clock land
    /// exactly 500 ticks later despite floating-point dates.
    private func remainingWait(since lastSent: Date, now: Date) -> Int {
        let (value, unitsPerSecond) = dueTime.valueAndUnitsPerSecond
        let remainder = Double(value) - now.timeIntervalSince(lastSent) * unitsPerSecond
        guard remainder > 0 else { return 0 }
        // `.never` (or an absurd interval) must not overflow the conversion back to Int.
        guard remainder < Double(Int.max) else { return Int.max }
        return Int(remainder.rounded(.toNearestOrAwayFromZero))
    }
}

private extension DispatchTimeInterval {
    /// The interval's count and how many of its unit make a second; `.never` is effectively
    /// infinite.
    var valueAndUnitsPerSecond: (Int, Double) {
        switch self {
        case .seconds(let value): return (value, 1)
        case .milliseconds(let value): return (value, 1_000)
        case .microseconds(let value): return (value, 1_000_000)
        case .nanoseconds(let value): return (value, 1_000_000_000)
        case .never: return (Int.max, 1)
        @unknown default: return (Int.max, 1)
        }
    }

    /// `value` expressed in this interval's unit.
    func withSameUnit(_ value: Int) -> DispatchTimeInterval {
        switch self {
        case .seconds: return .seconds(value)
        case .milliseconds: return .milliseconds(value)
        case .microseconds: return .microseconds(value)
        case .nanoseconds: return .nanoseconds(value)
        case .never: return .never
        @unknown default: return .never
        }
    }
}
