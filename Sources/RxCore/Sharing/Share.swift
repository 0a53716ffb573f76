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
            if replay == 0 { return RefCount(source: multicast(PublishSubject()), stageName: "share") }
            return RefCount(source: multicast(ReplaySubject.create(bufferSize: replay)), stageName: "share")
        case .whileConnected:
            if replay <= 1 { return ShareWhileConnected(source: asObservable(), replaysLatest: replay == 1, stageName: "share") }
            return RefCount(source: multicast(makeSubject: { ReplaySubject.create(bufferSize: replay) }), stageName: "share")
        }
    }
}

/// `share()` and `share(replay: 1)` while connected: one connection object holds the observers and
/// the latest element; it is dropped when the source ends or the last observer leaves.
///
/// Nothing here calls out while holding a lock: `lock` guards `connection` only, and a connection
/// delivers, and gives the latest element to a new subscriber, the way subjects do (outside its
/// lock, see `SubjectObservers`). Lock order: `lock`, then a connection's.
final class ShareWhileConnected<Element>: Observable<Element> {
    let source: Observable<Element>
    let replaysLatest: Bool
    private let lock = SpinLock()
    private var connection: ShareConnection<Element>?

    init(source: Observable<Element>, replaysLatest: Bool, stageName: String) {
        self.source = source
        self.replaysLatest = replaysLatest
        super.init(stageName: stageName)
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        if StreamWatch.isActive, let watched = StreamWatch.watchStage(observer, named: stageName, subscribeStage: { subscribeUnwatched($0) }) {
            return watched
        }
        return subscribeUnwatched(observer)
    }

    private func subscribeUnwatched<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let observer = AnyObserver(observer)
        lock.lock_()
        var connection: ShareConnection<Element>
        var joined: ShareConnection<Element>.Joined?
        if let existing = self.connection, let joinedExisting = existing.join(observer) {
            connection = existing
            joined = joinedExisting
        } else {
            // None yet, or the current one ended a moment ago (its end clears `self.connection`
            // just after): start a new one.
            connection = ShareConnection(parent: self)
            self.connection = connection
            joined = connection.join(observer)
        }
        lock.unlock()
        guard let joined = joined else { rxFatalError("a new share connection refused its first subscriber") }
        connection.catchUp(joined)
        if joined.isFirst { connection.connect() }
        return joined.subscription
    }

    fileprivate func ended(_ ended: ShareConnection<Element>) {
        lock.performLocked {
            if connection === ended { connection = nil }
        }
    }
}

/// One connection of a `share(replay: 0 or 1, scope: .whileConnected)`: the observers of a
/// subject, the latest element, and the upstream subscription. Its state is guarded by the
/// observer list's lock.
///
/// Elements arrive on the fast lane (`receiveNext`, see `NextReceiver`) and leave on it
/// (`SubjectObservers.sendNextAndUnlock`): nothing on that path builds an `Event`, an
/// `Element?` or any other composite generic value, whose metadata would cost a run-time lookup
/// per element in this unspecialized code.
private final class ShareConnection<Element>: ObserverType, NextReceiver {
    /// A subscriber that joined: the handle, whether it is the first (who connects), and the
    /// latest element to give it first.
    struct Joined {
        let subscription: Disposable
        let isFirst: Bool
        let catchingUp: SubjectObservers<Element>.Entry?
        let latest: Element?
    }

    private let parent: ShareWhileConnected<Element>
    /// A copy of the parent's setting: reading a field of another generic class costs a
    /// metadata lookup on the per-element path.
    private let replaysLatest: Bool
    private let registry = SubjectObservers<Element>()
    private let upstream = SingleAssignmentDisposable()
    /// The latest element (with `replaysLatest`), in a slot allocated once with the connection and
    /// assigned in place: storing each element into an `Element?` would need `Optional<Element>`'s
    /// metadata every time. Initialized once `hasLatest` is true.
    private let latestSlot = UnsafeMutablePointer<Element>.allocate(capacity: 1)
    // The fields below are only accessed with the registry's lock held, which is what keeps the
    // accesses exclusive; hence no run-time exclusivity checks (about 80 instructions per element).
    @exclusivity(unchecked) private var hasLatest = false
    @exclusivity(unchecked) private var connected = false
    @exclusivity(unchecked) private var ended = false

    init(parent: ShareWhileConnected<Element>) {
        self.parent = parent
        self.replaysLatest = parent.replaysLatest
        registry.whenEmptied = { [weak self] in self?.lastObserverLeft() }
    }

    deinit {
        if hasLatest { latestSlot.deinitialize(count: 1) }
        latestSlot.deallocate()
    }

    /// Adds `observer`; nil when the connection has already ended. Calls nothing.
    func join(_ observer: AnyObserver<Element>) -> Joined? {
        registry.lock.lock_()
        defer { registry.lock.unlock() }
        if ended { return nil }
        let isFirst = !connected
        connected = true
        if hasLatest {
            let (subscription, entry) = registry.addCatchingUp(observer)
            return Joined(subscription: subscription, isFirst: isFirst, catchingUp: entry, latest: latestSlot.pointee)
        }
        return Joined(subscription: registry.add(observer), isFirst: isFirst, catchingUp: nil, latest: nil)
    }

    /// Without any lock: gives a joined subscriber the latest element, then what came meanwhile.
    func catchUp(_ joined: Joined) {
        if let entry = joined.catchingUp, let latest = joined.latest {
            registry.catchUp(entry, replaying: [latest])
        }
    }

    func connect() {
        upstream.setDisposable(parent.source.subscribe(self))
    }

    private func lastObserverLeft() {
        registry.lock.lock_()
        // Someone may have joined since the list emptied; then the connection stays.
        guard !ended, registry.isEmptyWhileLocked else {
            registry.lock.unlock()
            return
        }
        ended = true
        registry.lock.unlock()
        parent.ended(self)
        upstream.dispose()
    }

    /// The per-element path: keeps the element for latecomers and sends it to the subscribers.
    func receiveNext(_ element: Element) {
        registry.lock.lock_()
        if ended {
            registry.lock.unlock()
            return
        }
        if replaysLatest {
            if hasLatest {
                latestSlot.pointee = element
            } else {
                latestSlot.initialize(to: element)
                hasLatest = true
            }
        }
        registry.sendNextAndUnlock(element)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            receiveNext(element)
        case .error, .completed:
            registry.lock.lock_()
            if ended {
                registry.lock.unlock()
                return
            }
            ended = true
            registry.sendAndUnlock(event, to: registry.removeAll())
            parent.ended(self)
            upstream.dispose()
        }
    }
}
