extension ObservableType {
    /// Collects elements into arrays, each emitted when it holds `count` elements or when
    /// `timeSpan` has passed since the previous array was started, whichever comes first. A time
    /// span with nothing in it emits an empty array; completion emits what is left (possibly
    /// empty) and then completes; an error drops what is left.
    public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<[Element]> {
        BufferTimeCount(source: asObservable(), timeSpan: timeSpan, count: count, scheduler: scheduler)
    }
}

private final class BufferTimeCount<Element>: Producer<[Element]> {
    let source: Observable<Element>
    let timeSpan: RxTimeInterval
    let count: Int
    let scheduler: SchedulerType

    init(source: Observable<Element>, timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) {
        self.source = source
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
        super.init(stageName: "buffer")
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == [Element] {
        let sink = BufferTimeCountSink(parent: self, observer: observer, cancel: cancel)
        return (sink, sink.run())
    }
}

/// The buffer is cut either by the count or by a timer; each cut starts a new window with a new
/// id and a fresh timer, and a timer whose window was already cut by the count finds a different
/// id and does nothing. Everything happens under one recursive lock because the timer and the
/// source may fire on different threads.
private final class BufferTimeCountSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType where Observer.Element == [Element] {
    private let parent: BufferTimeCount<Element>
    private let lock = RecursiveLock()
    private let timer = SerialDisposable()
    private var buffer: [Element] = []
    private var windowID = 0

    init(parent: BufferTimeCount<Element>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        // As in RxSwift, the first timer starts before the source is subscribed.
        lock.performLocked { startTimer(for: windowID) }
        return Disposables.create(timer, parent.source.subscribe(self))
    }

    func on(_ event: Event<Element>) {
        lock.performLocked {
            switch event {
            case .next(let element):
                buffer.append(element)
                if buffer.count == parent.count {
                    cutBuffer()
                }
            case .error(let error):
                buffer = []
                forwardTerminal(.error(error))
            case .completed:
                let rest = buffer
                buffer = []
                forwardOn(.next(rest))
                forwardTerminal(.completed)
            }
        }
    }

    /// Called under `lock`: emits the current buffer and starts the next window.
    private func cutBuffer() {
        windowID &+= 1
        let full = buffer
        buffer = []
        forwardOn(.next(full))
        startTimer(for: windowID)
    }

    /// Called under `lock`.
    private func startTimer(for window: Int) {
        if timer.isDisposed || window != windowID { return }
        let slot = SingleAssignmentDisposable()
        timer.disposable = slot
        slot.setDisposable(parent.scheduler.scheduleRelative(window, dueTime: parent.timeSpan) { window in
            self.lock.performLocked {
                if window == self.windowID { self.cutBuffer() }
            }
            return Disposables.create()
        })
    }
}
