extension ObservableType {
    /// Sends every event to the observers. (An error reaching a `Binder` stops the program, as in RxSwift.)
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Sends every element to observers of optionals.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        map { $0 as Element? }.subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Calls `binder` with this sequence and returns what it returns.
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Subscribes `onNext` only; an error stops the program, as a binding must never fail.
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        subscribe(onNext: onNext, onError: { error in
            rxFatalError("Binding error: \(error)")
        })
    }

    /// Sends every element to the relays; completion is ignored and an error stops the program.
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        bindToRelays(relays.map { relay in relay.accept }, kind: "publish relay")
    }

    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        bindToRelays(relays.map { relay in { relay.accept($0) } }, kind: "publish relay")
    }

    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        bindToRelays(relays.map { relay in relay.accept }, kind: "behavior relay")
    }

    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        bindToRelays(relays.map { relay in { relay.accept($0) } }, kind: "behavior relay")
    }

    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        bindToRelays(relays.map { relay in relay.accept }, kind: "replay relay")
    }

    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        bindToRelays(relays.map { relay in { relay.accept($0) } }, kind: "replay relay")
    }

    private func bindToRelays(_ accepts: [(Element) -> Void], kind: String) -> Disposable {
        subscribe { event in
            switch event {
            case .next(let element): accepts.forEach { $0(element) }
            case .error(let error): rxFatalError("Binding error to \(kind): \(error)")
            case .completed: break
            }
        }
    }
}
