// `bind` for `Infallible`, as RxCocoa has it: a subscription that says it binds. There is no
// error to treat as a programming mistake, so these are plain subscriptions.

extension InfallibleType {
    /// Sends every event to each of the observers.
    public func bind<Observer: ObserverType>(to observers: Observer..., file: StaticString = #fileID, line: UInt = #line) -> Disposable where Observer.Element == Element {
        asObservable().subscribeEvents({ event in observers.forEach { $0.on(event) } }, at: SubscriptionSite(call: "bind(to:)", file: file, line: line))
    }

    /// Sends every event to each of the observers of optional elements (`label.rx.text` takes `String?`).
    public func bind<Observer: ObserverType>(to observers: Observer..., file: StaticString = #fileID, line: UInt = #line) -> Disposable where Observer.Element == Element? {
        asObservable().map { $0 as Element? }
            .subscribeEvents({ event in observers.forEach { $0.on(event) } }, at: SubscriptionSite(call: "bind(to:)", file: file, line: line))
    }

    /// Calls `binder` with this sequence and returns what it returns.
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Calls the curried `binder` with this sequence, then with `curriedArgument`, and returns what
    /// that returns: `bind(to: bindItems, curriedArgument: tableView)`.
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Subscribes a closure to the elements.
    public func bind(onNext: @escaping (Element) -> Void, file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        asObservable().subscribeClosures(onNext: onNext, onError: nil, onCompleted: nil, onDisposed: nil,
                                         at: SubscriptionSite(call: "bind(onNext:)", file: file, line: line))
    }
}
