/// Emits only the last element, and only when the source completes; on error, only the error.
public final class AsyncSubject<Element>: Observable<Element>, SubjectType, ObserverType {
    public typealias SubjectObserverType = AsyncSubject<Element>

    private let registry = SubjectObservers<Element>()
    private var lastElement: Element?
    private var stoppedEvent: Event<Element>?

    public init() {
        super.init(stageName: "AsyncSubject")
    }

    public var hasObservers: Bool { registry.hasObservers }

    /// Keeps the element, or ends the subject and sends the ending to the subscribers, outside
    /// the subject's lock (see `SubjectObservers`).
    public func on(_ event: Event<Element>) {
        registry.lock.lock_()
        guard stoppedEvent == nil else {
            registry.lock.unlock()
            return
        }
        switch event {
        case .next(let value):
            lastElement = value
            registry.lock.unlock()
        case .error:
            stoppedEvent = event
            registry.sendAndUnlock(event, to: registry.removeAll())
        case .completed:
            stoppedEvent = event
            let subscribers = registry.removeAll()
            if let last = lastElement {
                // Nothing can be sent after the ending, so the two reach each subscriber in order.
                registry.sendAndUnlock(.next(last), to: subscribers)
                registry.lock.lock_()
            }
            registry.sendAndUnlock(.completed, to: subscribers)
        }
    }

    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        if StreamWatch.isActive, let watched = StreamWatch.watchStage(observer, named: stageName, subscribeStage: { subscribeUnwatched($0) }) {
            return watched
        }
        return subscribeUnwatched(observer)
    }

    private func subscribeUnwatched<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        registry.lock.lock_()
        let ending = stoppedEvent, last = lastElement
        if ending == nil {
            let subscription = registry.add(AnyObserver(observer))
            registry.lock.unlock()
            return subscription
        }
        // The subject has ended: its state no longer changes, so it is read after letting go.
        registry.lock.unlock()
        switch ending {
        case .error(let error)?:
            observer.on(.error(error))
        case .completed?:
            if let last = last { observer.on(.next(last)) }
            observer.on(.completed)
        case .next?, nil:
            break
        }
        return Disposables.create()
    }

    public func asObserver() -> AsyncSubject<Element> { self }
}
