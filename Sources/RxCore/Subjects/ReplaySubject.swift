/// Replays up to `bufferSize` of the latest elements to each new subscriber, then forwards live
/// events. After a terminal event, new subscribers get the buffer and then that event.
public final class ReplaySubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable {
    public typealias SubjectObserverType = ReplaySubject<Element>

    private let registry = SubjectObservers<Element>()
    private let bufferSize: Int
    private var buffer = Queue<Element>()
    private var stoppedEvent: Event<Element>?
    private var disposed = false

    private init(bufferSize: Int) {
        self.bufferSize = bufferSize
    }

    /// A subject that replays the latest `bufferSize` elements.
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: bufferSize)
    }

    /// A subject that replays every element it has received.
    public static func createUnbounded() -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: Int.max)
    }

    public var hasObservers: Bool { registry.hasObservers }

    public var isDisposed: Bool { registry.lock.performLocked { disposed } }

    public func on(_ event: Event<Element>) {
        registry.lock.performLocked {
            guard !disposed, stoppedEvent == nil else { return }
            let snapshot = registry.snapshot
            switch event {
            case .next(let value):
                buffer.enqueue(value)
                while buffer.count > bufferSize { _ = buffer.dequeue() }
            case .error, .completed:
                stoppedEvent = event
                registry.removeAll()
            }
            registry.deliver(event, to: snapshot)
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
            if disposed {
                observer.on(.error(RxError.disposed(object: self)))
                return Disposables.create()
            }
            for element in buffer.elements { observer.on(.next(element)) }
            if let stoppedEvent = stoppedEvent {
                observer.on(stoppedEvent)
                return Disposables.create()
            }
            return registry.add(AnyObserver(observer))
        }
    }

    public func asObserver() -> ReplaySubject<Element> { self }

    public func dispose() {
        registry.lock.performLocked {
            disposed = true
            registry.removeAll()
            buffer.removeAll()
            stoppedEvent = nil
        }
    }
}
