extension ObservableType {
    /// Splits the sequence into windows, each an observable of elements, closed when it has had
    /// `count` elements or `timeSpan` after it opened, whichever comes first. The first window opens
    /// on subscription and a new one opens as soon as the previous closes. Windows are hot: an
    /// element reaches only the window's current subscribers.
    public func window(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<Observable<Element>> {
        WindowTimeCount(source: asObservable(), timeSpan: timeSpan, count: count, scheduler: scheduler)
    }
}

private final class WindowTimeCount<Element>: Producer<Observable<Element>> {
    let source: Observable<Element>
    let timeSpan: RxTimeInterval
    let count: Int
    let scheduler: SchedulerType

    init(source: Observable<Element>, timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) {
        self.source = source
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
        super.init(stageName: "window")
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Observable<Element> {
        let sink = WindowTimeCountSink(parent: self, observer: observer, cancel: cancel)
        return (sink, sink.run())
    }
}

/// Each window is a `PublishSubject` fed under the sink's lock. The source subscription and the
/// timer sit in `group`, behind a `RefCountDisposable`: disposing the outer subscription releases
/// the group only once every window subscriber has let go too, so a window still being watched
/// keeps receiving elements (RxSwift's behaviour).
private final class WindowTimeCountSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType where Observer.Element == Observable<Element> {
    private let parent: WindowTimeCount<Element>
    private let lock = RecursiveLock()
    private let timer = SerialDisposable()
    private let group = CompositeDisposable()
    private let refCount: RefCountDisposable
    private var subject = PublishSubject<Element>()
    private var countInWindow = 0
    private var windowID = 0

    init(parent: WindowTimeCount<Element>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        _ = group.insert(timer)
        refCount = RefCountDisposable(disposable: group)
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        lock.performLocked {
            forwardOn(.next(WindowObservable(subject: subject, refCount: refCount)))
            startTimer(for: windowID)
        }
        _ = group.insert(parent.source.subscribe(self))
        return refCount
    }

    func on(_ event: Event<Element>) {
        let newWindow = lock.performLocked { () -> Int? in
            switch event {
            case .next(let element):
                subject.on(.next(element))
                countInWindow += 1
                guard countInWindow == parent.count else { return nil }
                countInWindow = 0
                windowID &+= 1
                openNextWindow()
                return windowID
            case .error(let error):
                subject.on(.error(error))
                forwardTerminal(.error(error))
                return nil
            case .completed:
                subject.on(.completed)
                forwardTerminal(.completed)
                return nil
            }
        }
        if let window = newWindow {
            lock.performLocked { startTimer(for: window) }
        }
    }

    /// Called under `lock`: completes the current window and hands out a new one.
    private func openNextWindow() {
        subject.on(.completed)
        subject = PublishSubject<Element>()
        forwardOn(.next(WindowObservable(subject: subject, refCount: refCount)))
    }

    /// Called under `lock`.
    private func startTimer(for window: Int) {
        if timer.isDisposed || window != windowID { return }
        let slot = SingleAssignmentDisposable()
        timer.disposable = slot
        slot.setDisposable(parent.scheduler.scheduleRelative(window, dueTime: parent.timeSpan) { window in
            self.lock.performLocked {
                // Once the outer subscription has ended no new window could be delivered, so
                // the current one stays open until the source ends or its watchers let go.
                guard window == self.windowID, !self.isDisposed else { return }
                self.countInWindow = 0
                self.windowID &+= 1
                self.openNextWindow()
                self.startTimer(for: self.windowID)
            }
            return Disposables.create()
        })
    }
}

/// A window as its subscribers see it: the subject, plus a hold on the shared source
/// subscription for as long as they stay subscribed.
private final class WindowObservable<Element>: Observable<Element> {
    private let subject: PublishSubject<Element>
    private let refCount: RefCountDisposable

    init(subject: PublishSubject<Element>, refCount: RefCountDisposable) {
        self.subject = subject
        self.refCount = refCount
        super.init(stageName: "window")
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        if StreamWatch.isActive, let watched = StreamWatch.watchStage(observer, named: stageName, subscribeStage: { subscribeUnwatched($0) }) {
            return watched
        }
        return subscribeUnwatched(observer)
    }

    private func subscribeUnwatched<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let hold = refCount.retain()
        let subscription = subject.subscribe(observer)
        return Disposables.create(hold, subscription)
    }
}
