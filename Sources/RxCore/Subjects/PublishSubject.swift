/// Sends each event to the observers subscribed at that moment. A late subscriber gets only
/// later events; after a terminal event, new subscribers get just that terminal event.
public final class PublishSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable {
    public typealias SubjectObserverType = PublishSubject<Element>

    private let registry = SubjectObservers<Element>()
    private var stoppedEvent: Event<Element>?
    /// Mirrors `stoppedEvent != nil` as a plain flag: the per-element path then never touches an
    /// optional `Event`, whose generic metadata would cost a lookup.
    private var isStopped = false
    private var disposed = false

    public convenience init() {
        self.init(stageName: "PublishSubject")
    }

    /// `stageName`: `PublishRelay` for the subject a relay wraps, so that a watched chain names
    /// what the learner made.
    override init(stageName: String) {
        super.init(stageName: stageName)
    }

    /// Whether anyone is subscribed.
    public var hasObservers: Bool { registry.hasObservers }

    public var isDisposed: Bool { registry.lock.performLocked { disposed } }

    /// Sends `event` to the current subscribers, outside the subject's lock (see `SubjectObservers`).
    public func on(_ event: Event<Element>) {
        registry.lock.lock_()
        guard !disposed, stoppedEvent == nil else {
            registry.lock.unlock()
            return
        }
        if event.isStopEvent {
            stoppedEvent = event
            isStopped = true
            registry.sendAndUnlock(event, to: registry.removeAll())
        } else {
            registry.sendAndUnlock(event, to: registry.currentSubscribers)
        }
    }

    /// Sends an element to the current subscribers (the fast lane of `on(.next(element))`).
    public func onNext(_ element: Element) {
        registry.lock.lock_()
        guard !disposed, !isStopped else {
            registry.lock.unlock()
            return
        }
        registry.sendNextAndUnlock(element)
    }

    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        if StreamWatch.isActive, let watched = StreamWatch.watchStage(observer, named: stageName, subscribeStage: { subscribeUnwatched($0) }) {
            return watched
        }
        return subscribeUnwatched(observer)
    }

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
        let subscription = registry.add(AnyObserver(observer))
        registry.lock.unlock()
        return subscription
    }

    public func asObserver() -> PublishSubject<Element> { self }

    /// Releases every observer; later subscribers get `RxError.disposed`.
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
