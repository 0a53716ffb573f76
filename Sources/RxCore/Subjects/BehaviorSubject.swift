/// Holds a current value: a new subscriber first gets the latest element (or the initial value),
/// then every later event.
public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable {
    public typealias SubjectObserverType = BehaviorSubject<Element>

    private let registry = SubjectObservers<Element>()
    private var element: Element
    private var stoppedEvent: Event<Element>?
    /// Mirrors `stoppedEvent != nil` as a plain flag: the per-element path then never touches an
    /// optional `Event`, whose generic metadata would cost a lookup.
    private var isStopped = false
    private var disposed = false

    public convenience init(value: Element) {
        self.init(value: value, stageName: "BehaviorSubject")
    }

    /// `stageName`: `BehaviorRelay` for the subject a relay wraps (see `PublishSubject.init(stageName:)`).
    init(value: Element, stageName: String) {
        self.element = value
        super.init(stageName: stageName)
    }

    public var hasObservers: Bool { registry.hasObservers }

    public var isDisposed: Bool { registry.lock.performLocked { disposed } }

    /// The latest element. Throws the error that ended the subject, or `RxError.disposed`.
    public func value() throws -> Element {
        try registry.lock.performLocked {
            if disposed { throw RxError.disposed(object: self) }
            if case .error(let error)? = stoppedEvent { throw error }
            return element
        }
    }

    /// Stores an element as the current value and sends `event` to the current subscribers,
    /// outside the subject's lock (see `SubjectObservers`).
    public func on(_ event: Event<Element>) {
        registry.lock.lock_()
        guard !disposed, stoppedEvent == nil else {
            registry.lock.unlock()
            return
        }
        switch event {
        case .next(let value):
            element = value
            registry.sendAndUnlock(event, to: registry.currentSubscribers)
        case .error, .completed:
            stoppedEvent = event
            isStopped = true
            registry.sendAndUnlock(event, to: registry.removeAll())
        }
    }

    /// Stores the element as the current value and sends it (the fast lane of `on(.next(element))`).
    public func onNext(_ element: Element) {
        registry.lock.lock_()
        guard !disposed, !isStopped else {
            registry.lock.unlock()
            return
        }
        self.element = element
        registry.sendNextAndUnlock(element)
    }

    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        if StreamWatch.isActive, let watched = StreamWatch.watchStage(observer, named: stageName, subscribeStage: { subscribeUnwatched($0) }) {
            return watched
        }
        return subscribeUnwatched(observer)
    }

    /// The current value reaches the new subscriber before `subscribe` returns, sent outside the
    /// lock; events sent meanwhile follow it (see `SubjectObservers.catchUp`).
    private func subscribeUnwatched<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        registry.lock.lock_()
        if disposed {
            registry.lock.unlock()
            observer.on(.error(RxError.disposed(object: self)))
            return Disposables.create()
        }
        if let stoppedEvent = stoppedEvent {
            registry.lock.unlock()
            observer.on(stoppedEvent)
            return Disposables.create()
        }
        let (subscription, entry) = registry.addCatchingUp(AnyObserver(observer))
        let current = element
        registry.lock.unlock()
        registry.catchUp(entry, replaying: [current])
        return subscription
    }

    public func asObserver() -> BehaviorSubject<Element> { self }

    public func dispose() {
        // The observers are let go after the lock is released (see `SubjectObservers.remove`).
        let released = registry.lock.performLocked { () -> [AnyObject] in
            disposed = true
            let released = registry.removeAll()
            stoppedEvent = nil
            isStopped = false
            return released
        }
        withExtendedLifetime(released) {}
    }
}
