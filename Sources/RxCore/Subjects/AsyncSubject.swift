/// Emits only the last element, and only when the source completes; on error, only the error.
public final class AsyncSubject<Element>: Observable<Element>, SubjectType, ObserverType {
    public typealias SubjectObserverType = AsyncSubject<Element>

    private let registry = SubjectObservers<Element>()
    private var lastElement: Element?
    private var stoppedEvent: Event<Element>?

    public override init() {}

    public var hasObservers: Bool { registry.hasObservers }

    public func on(_ event: Event<Element>) {
        registry.lock.performLocked {
            guard stoppedEvent == nil else { return }
            switch event {
            case .next(let value):
                lastElement = value
            case .error:
                stoppedEvent = event
                let snapshot = registry.snapshot
                registry.removeAll()
                registry.deliver(event, to: snapshot)
            case .completed:
                stoppedEvent = event
                let snapshot = registry.snapshot
                registry.removeAll()
                if let last = lastElement {
                    registry.deliver(.next(last), to: snapshot)
                }
                registry.deliver(.completed, to: snapshot)
            }
        }
    }

    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        if StreamWatch.isActive, let watched = StreamWatch.watchStage(observer, stage: self, subscribeStage: { subscribeUnwatched($0) }) {
            return watched
        }
        return subscribeUnwatched(observer)
    }

    private func subscribeUnwatched<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        registry.lock.performLocked {
            switch stoppedEvent {
            case .error(let error)?:
                observer.on(.error(error))
            case .completed?:
                if let last = lastElement { observer.on(.next(last)) }
                observer.on(.completed)
            case .next?, nil:
                return registry.add(AnyObserver(observer))
            }
            return Disposables.create()
        }
    }

    public func asObserver() -> AsyncSubject<Element> { self }
}
