extension ObservableType where Element: RxAbstractInteger {
    /// Emits 0, 1, 2… every `period` on `scheduler`, for ever.
    public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        TimerProducer(dueTime: period, period: period, scheduler: scheduler, stageName: "interval")
    }

    /// Emits 0 after `dueTime`, then completes; with a `period`, keeps emitting 1, 2… every period.
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: SchedulerType) -> Observable<Element> {
        TimerProducer(dueTime: dueTime, period: period, scheduler: scheduler, stageName: "timer")
    }
}

private final class TimerProducer<Element: RxAbstractInteger>: Producer<Element> {
    let dueTime: RxTimeInterval
    let period: RxTimeInterval?
    let scheduler: SchedulerType

    /// `stageName`: `interval` or `timer`.
    init(dueTime: RxTimeInterval, period: RxTimeInterval?, scheduler: SchedulerType, stageName: String) {
        self.dueTime = dueTime
        self.period = period
        self.scheduler = scheduler
        super.init(stageName: stageName)
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = TimerSink(observer: observer, cancel: cancel)
        let subscription: Disposable
        if let period = period {
            subscription = scheduler.schedulePeriodic(Element(0), startAfter: dueTime, period: period) { state in
                sink.forwardOn(.next(state))
                return state &+ 1
            }
        } else {
            subscription = scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                sink.forwardOn(.next(0))
                sink.forwardTerminal(.completed)
                return Disposables.create()
            }
        }
        return (sink, subscription)
    }
}

private final class TimerSink<Observer: ObserverType>: Sink<Observer> {}
