extension ObservableType {
    /// Sends every event to the observers. (An error reaching a `Binder` stops the program, as in RxSwift.)
    public func bind<Observer: ObserverType>(to observers: Observer..., file: StaticString = #fileID, line: UInt = #line) -> Disposable where Observer.Element == Element {
        subscribeEvents({ event in observers.forEach { $0.on(event) } }, at: SubscriptionSite(call: "bind(to:)", file: file, line: line))
    }

    /// Sends every element to observers of optionals.
    public func bind<Observer: ObserverType>(to observers: Observer..., file: StaticString = #fileID, line: UInt = #line) -> Disposable where Observer.Element == Element? {
        map { $0 as Element? }.subscribeEvents({ event in observers.forEach { $0.on(event) } }, at: SubscriptionSite(call: "bind(to:)", file: file, line: line))
    }

    /// Calls `binder` with this sequence and returns what it returns.
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Subscribes `onNext` only; an error stops the program, as a binding must never fail.
    public func bind(onNext: @escaping (Element) -> Void, file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        subscribeClosures(onNext: onNext, onError: { error in
            rxFatalError("Binding error: \(error)")
        }, onCompleted: nil, onDisposed: nil, at: SubscriptionSite(call: "bind(onNext:)", file: file, line: line))
    }

    /// Sends every element to the relays; completion is ignored and an error stops the program.
    public func bind(to relays: PublishRelay<Element>..., file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        bindToRelays(relays.map { relay in relay.accept }, kind: "publish relay", at: SubscriptionSite(call: "bind(to:)", file: file, line: line))
    }

    public func bind(to relays: PublishRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        bindToRelays(relays.map { relay in { relay.accept($0) } }, kind: "publish relay", at: SubscriptionSite(call: "bind(to:)", file: file, line: line))
    }

    public func bind(to relays: BehaviorRelay<Element>..., file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        bindToRelays(relays.map { relay in relay.accept }, kind: "behavior relay", at: SubscriptionSite(call: "bind(to:)", file: file, line: line))
    }

    public func bind(to relays: BehaviorRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        bindToRelays(relays.map { relay in { relay.accept($0) } }, kind: "behavior relay", at: SubscriptionSite(call: "bind(to:)", file: file, line: line))
    }

    // RxRelay 6.10 names a replay relay "behavior relay" in its binding error (its two overloads
    // were copied from BehaviorRelay's): the message is kept as RxSwift prints it.
    public func bind(to relays: ReplayRelay<Element>..., file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        bindToRelays(relays.map { relay in relay.accept }, kind: "behavior relay", at: SubscriptionSite(call: "bind(to:)", file: file, line: line))
    }

    public func bind(to relays: ReplayRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        bindToRelays(relays.map { relay in { relay.accept($0) } }, kind: "behavior relay", at: SubscriptionSite(call: "bind(to:)", file: file, line: line))
    }

    private func bindToRelays(_ accepts: [(Element) -> Void], kind: String, at site: SubscriptionSite) -> Disposable {
        subscribeEvents({ event in
            switch event {
            case .next(let element): accepts.forEach { $0(element) }
            case .error(let error): rxFatalError("Binding error to \(kind): \(error)")
            case .completed: break
            }
        }, at: site)
    }
}
