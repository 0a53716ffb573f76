/// How long the shared subscription of `share(replay:scope:)` lives.
public enum SubjectLifetimeScope {
    /// The shared subscription ends when the last subscriber leaves or the source ends; the next
    /// subscriber starts a new one (and sees nothing replayed from the old one).
    case whileConnected
    /// One subject for ever: after the source ends, new subscribers get the replay and the terminal event.
    case forever
}

extension ObservableType {
    /// Shares one subscription to the source among all subscribers, replaying the latest `replay`
    /// elements to late ones. With `.whileConnected` (the default) it reconnects after the
    /// subscriber count drops to zero.
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        precondition(replay >= 0, "share(replay:) needs a replay count of zero or more")
        switch scope {
        case .forever:
            if replay == 0 { return multicast(PublishSubject()).refCount() }
            return multicast(ReplaySubject.create(bufferSize: replay)).refCount()
        case .whileConnected:
            if replay <= 1 { return ShareWhileConnected(source: asObservable(), replaysLatest: replay == 1) }
            return multicast(makeSubject: { ReplaySubject.create(bufferSize: replay) }).refCount()
        }
    }
}

/// `share()` and `share(replay: 1)` while connected: one connection object holds the observers and
/// the latest element; it is dropped when the source ends or the last observer leaves.
private final class ShareWhileConnected<Element>: Observable<Element> {
    let source: Observable<Element>
    let replaysLatest: Bool
    let lock = RecursiveLock()
    var connection: ShareConnection<Element>?

    init(source: Observable<Element>, replaysLatest: Bool) {
        self.source = source
        self.replaysLatest = replaysLatest
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        if StreamWatch.isActive, let watched = StreamWatch.watchStage(observer, stage: self, subscribeStage: { subscribeUnwatched($0) }) {
            return watched
        }
        return subscribeUnwatched(observer)
    }

    private func subscribeUnwatched<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let (connection, isFirst, subscription) = lock.performLocked { () -> (ShareConnection<Element>, Bool, Disposable) in
            let connection: ShareConnection<Element>
            if let existing = self.connection {
                connection = existing
            } else {
                connection = ShareConnection(parent: self, lock: lock)
                self.connection = connection
            }
            let isFirst = !connection.hasObservers
            return (connection, isFirst, connection.add(observer))
        }
        if isFirst { connection.connect() }
        return subscription
    }

    func ended(_ ended: ShareConnection<Element>) {
        if connection === ended { connection = nil }
    }
}

private final class ShareConnection<Element>: ObserverType {
    private let parent: ShareWhileConnected<Element>
    private let lock: RecursiveLock
    private var observers = Bag<AnyObserver<Element>>()
    private var latest: Element?
    private let upstream = SingleAssignmentDisposable()
    private var ended = false

    init(parent: ShareWhileConnected<Element>, lock: RecursiveLock) {
        self.parent = parent
        self.lock = lock
    }

    var hasObservers: Bool { !observers.isEmpty }

    func connect() {
        upstream.setDisposable(parent.source.subscribe(self))
    }

    /// Called with the lock held.
    func add<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        if let latest = latest { observer.on(.next(latest)) }
        let key = observers.insert(AnyObserver(observer))
        return Disposables.create { [self] in remove(key) }
    }

    private func remove(_ key: BagKey) {
        let disconnect = lock.performLocked { () -> Bool in
            guard observers.removeElement(forKey: key) != nil, observers.isEmpty, !ended else { return false }
            ended = true
            parent.ended(self)
            return true
        }
        if disconnect { upstream.dispose() }
    }

    func on(_ event: Event<Element>) {
        lock.performLocked {
            if ended { return }
            let snapshot = observers.elements
            switch event {
            case .next(let element):
                if parent.replaysLatest { latest = element }
            case .error, .completed:
                ended = true
                parent.ended(self)
                observers.removeAll()
            }
            for observer in snapshot { observer.on(event) }
        }
        if event.isStopEvent { upstream.dispose() }
    }
}
