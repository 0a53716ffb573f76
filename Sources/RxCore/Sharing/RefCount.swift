extension ConnectableObservableType {
    /// Connects when the first subscriber arrives and disconnects when the last one leaves. After a
    /// terminal event the count starts again from zero, so the next subscriber reconnects.
    public func refCount() -> Observable<Element> {
        RefCount(source: self)
    }
}

private final class RefCount<Connectable: ConnectableObservableType>: Producer<Connectable.Element> {
    let source: Connectable
    let lock = RecursiveLock()
    var count = 0
    /// Changes with every connection, so a subscriber of an old connection cannot disconnect a new one.
    var connectionId: UInt64 = 0
    var connection: Disposable?

    init(source: Connectable) { self.source = source }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Connectable.Element {
        let sink = RefCountSink(parent: self, observer: observer, cancel: cancel)
        return (sink, sink.run())
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
        let joined = parent.lock.performLocked { () -> Bool in
            connectionIdSnapshot = parent.connectionId
            if isDisposed { return false }
            parent.count += 1
            if parent.count == 1 {
                parent.connection = parent.source.connect()
            }
            return true
        }
        guard joined else { return subscription }
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
