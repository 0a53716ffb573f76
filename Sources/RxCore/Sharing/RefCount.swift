extension ConnectableObservableType {
    /// Connects when the first subscriber arrives and disconnects when the last one leaves. After a
    /// terminal event the count starts again from zero, so the next subscriber reconnects.
    public func refCount() -> Observable<Element> {
        RefCount(source: self, stageName: "refCount")
    }
}

/// The shared state of a `refCount()`. `lock` guards the counters only and is never held while
/// calling out: `connect()` subscribes to the source, and a source that delivers under its own
/// lock (a learner's `create` may) reaches a subscriber's terminal event or disposal, which take `lock`,
/// so holding `lock` across `connect()` could deadlock against a delivering thread.
final class RefCount<Connectable: ConnectableObservableType>: Producer<Connectable.Element> {
    let source: Connectable
    let lock = RecursiveLock()
    var count = 0
    /// Changes with every terminal event, so a subscriber of an old connection cannot disconnect a new one.
    var connectionId: UInt64 = 0
    var connection: Disposable?
    /// Whether a thread is inside `connect()` for this operator.
    var connecting = false

    init(source: Connectable, stageName: String) {
        self.source = source
        super.init(stageName: stageName)
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Connectable.Element {
        let sink = RefCountSink(parent: self, observer: observer, cancel: cancel)
        return (sink, sink.run())
    }

    /// Connects until the connection made is still wanted: subscribers may come and go, and the
    /// source may end, while `connect()` runs without the lock. Subscribers that arrive meanwhile
    /// leave the connecting to this loop.
    func connectWhileWanted() {
        while true {
            let epoch = lock.performLocked { connectionId }
            let made = source.connect()
            let kept = lock.performLocked { () -> Bool in
                guard count > 0, connectionId == epoch, connection == nil else { return false }
                connection = made
                connecting = false
                return true
            }
            if kept { return }
            made.dispose()
            let again = lock.performLocked { () -> Bool in
                if count > 0 && connection == nil { return true }
                connecting = false
                return false
            }
            if !again { return }
        }
    }
}

private final class RefCountSink<Connectable: ConnectableObservableType, Observer: ObserverType>: Sink<Observer>, ObserverType where Connectable.Element == Observer.Element {
    private let parent: RefCount<Connectable>
    private var connectionIdSnapshot: UInt64 = 0

    init(parent: RefCount<Connectable>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        let subscription = parent.source.subscribe(self)
        let parent = self.parent
        let (joined, shouldConnect) = parent.lock.performLocked { () -> (Bool, Bool) in
            connectionIdSnapshot = parent.connectionId
            if isDisposed { return (false, false) }
            parent.count += 1
            guard parent.count == 1, parent.connection == nil, !parent.connecting else { return (true, false) }
            parent.connecting = true
            return (true, true)
        }
        guard joined else { return subscription }
        if shouldConnect { parent.connectWhileWanted() }
        let snapshot = connectionIdSnapshot
        return Disposables.create {
            subscription.dispose()
            let toDisconnect = parent.lock.performLocked { () -> Disposable? in
                guard parent.connectionId == snapshot else { return nil }
                parent.count -= 1
                guard parent.count == 0 else { return nil }
                defer { parent.connection = nil }
                return parent.connection
            }
            toDisconnect?.dispose()
        }
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next:
            forwardOn(event)
        case .error, .completed:
            let toDisconnect = parent.lock.performLocked { () -> Disposable? in
                guard parent.connectionId == connectionIdSnapshot else { return nil }
                parent.count = 0
                parent.connectionId &+= 1
                defer { parent.connection = nil }
                return parent.connection
            }
            toDisconnect?.dispose()
            forwardTerminal(event)
        }
    }
}
