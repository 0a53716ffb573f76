/// Replays up to `bufferSize` of the latest elements to each new subscriber, then forwards live
/// events. After a terminal event, new subscribers get the buffer and then that event.
public final class ReplaySubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable {
    public typealias SubjectObserverType = ReplaySubject<Element>

    private let registry = SubjectObservers<Element>()
    private let bufferSize: Int
    private var buffer = Queue<Element>()
    private var stoppedEvent: Event<Element>?
    private var disposed = false

    /// `stageName`: `ReplayRelay` for the subject a relay wraps (see `PublishSubject.init(stageName:)`).
    init(bufferSize: Int, stageName: String = "ReplaySubject") {
        self.bufferSize = bufferSize
        super.init(stageName: stageName)
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

    /// Buffers an element and sends `event` to the current subscribers, outside the subject's
    /// lock (see `SubjectObservers`).
    public func on(_ event: Event<Element>) {
        registry.lock.lock_()
        guard !disposed, stoppedEvent == nil else {
            registry.lock.unlock()
            return
        }
        switch event {
        case .next(let value):
            buffer.enqueue(value)
            while buffer.count > bufferSize { _ = buffer.dequeue() }
            registry.sendAndUnlock(event, to: registry.currentSubscribers)
        case .error, .completed:
            stoppedEvent = event
            registry.sendAndUnlock(event, to: registry.removeAll())
        }
    }

    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        if StreamWatch.isActive, let watched = StreamWatch.watchStage(observer, named: stageName, subscribeStage: { subscribeUnwatched($0) }) {
            return watched
        }
        return subscribeUnwatched(observer)
    }

    /// The buffer is replayed before `subscribe` returns, outside the lock (as RxSwift 6.10
    /// does); events sent meanwhile follow it (see `SubjectObservers.catchUp`).
    private func subscribeUnwatched<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        registry.lock.lock_()
        if disposed {
            registry.lock.unlock()
            observer.on(.error(RxError.disposed(object: self)))
            return Disposables.create()
        }
        let replay = buffer.elements
        if let stoppedEvent = stoppedEvent {
            // Nothing can be sent to the subject any more: replay and end, with no one to wait for.
            registry.lock.unlock()
            for element in replay { observer.on(.next(element)) }
            observer.on(stoppedEvent)
            return Disposables.create()
        }
        if replay.isEmpty {
            let subscription = registry.add(AnyObserver(observer))
            registry.lock.unlock()
            return subscription
        }
        let (subscription, entry) = registry.addCatchingUp(AnyObserver(observer))
        registry.lock.unlock()
        registry.catchUp(entry, replaying: replay)
        return subscription
    }

    public func asObserver() -> ReplaySubject<Element> { self }

    public func dispose() {
        // The observers are let go after the lock is released (see `SubjectObservers.remove`).
        let released = registry.lock.performLocked { () -> [AnyObject] in
            disposed = true
            let released = registry.removeAll()
            buffer.removeAll()
            stoppedEvent = nil
            return released
        }
        withExtendedLifetime(released) {}
    }
}
