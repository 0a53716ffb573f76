import Foundation

// The subscribing methods take `file: StaticString = #fileID, line: UInt = #line` after RxSwift's
// own parameters: every call a learner writes compiles as it does against RxSwift, and a watched
// run (`StreamWatch`) names each subscription's lane after its line. (Only an unapplied reference
// to the method, `let f = xs.subscribe(onNext:onError:onCompleted:onDisposed:)`, sees the two
// extra parameters.)
extension ObservableType {
    /// Subscribes an event closure: it receives every event, errors included.
    public func subscribe(_ on: @escaping (Event<Element>) -> Void, file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        subscribeEvents(on, at: SubscriptionSite(call: "subscribe(_:)", file: file, line: line))
    }

    /// `subscribe(_:)` for the core's own subscribing methods (`bind(to:)`, `drive`…), which
    /// pass on their caller's place.
    func subscribeEvents(_ on: @escaping (Event<Element>) -> Void, at site: SubscriptionSite) -> Disposable {
        StreamWatch.subscribe(AnonymousObserver(on), to: asObservable(), at: site)
    }

    /// Subscribes closures for each kind of event. An error with no `onError` goes to
    /// `Hooks.defaultErrorHandler`. `onDisposed` runs once, after a terminal event or on dispose.
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        // Unwrapped here, where the learner's closure arrives: unwrapped one call further down,
        // it would be wrapped in one more reabstraction thunk, run for every element (callgrind:
        // 70 instructions per element with ten subscribers). And by `if let`, not `?? { _ in }`:
        // the generic `??` takes both sides through its own abstraction, allocating two thunks
        // and an autoclosure on every subscription.
        let next: (Element) -> Void
        if let onNext { next = onNext } else { next = { _ in } }
        return subscribeClosures(onNext: next, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed,
                                 at: SubscriptionSite(call: Self.callName(onNext: onNext, onError: onError, onCompleted: onCompleted),
                                                      file: file, line: line))
    }

    /// The call as the learner wrote it, named after its first closure.
    private static func callName(onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?, onCompleted: (() -> Void)?) -> StaticString {
        if case .some = onNext { return "subscribe(onNext:)" }
        if case .some = onError { return "subscribe(onError:)" }
        if case .some = onCompleted { return "subscribe(onCompleted:)" }
        return "subscribe()"
    }

    /// `subscribe(onNext:…)` for the core's own subscribing methods, which pass on their caller's
    /// place. `onNext` is never nil: a caller without one passes `{ _ in }`.
    func subscribeClosures(
        onNext: @escaping (Element) -> Void,
        onError: ((Swift.Error) -> Void)?,
        onCompleted: (() -> Void)?,
        onDisposed: (() -> Void)?,
        at site: SubscriptionSite
    ) -> Disposable {
        let whenDisposed: Disposable = onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
        let handle = ClosureSubscription(whenDisposed: whenDisposed)
        let callStack = Hooks.recordCallStackOnError ? Hooks.customCaptureSubscriptionCallstack() : []
        // `handle` is weak: a handle the learner throws away (`_ = …subscribe(onNext:)`) must not
        // be kept alive by the source, or it would count as live for as long as the source.
        let observer = AnonymousObserver<Element>({ [weak handle] event in
            switch event {
            case .next(let value):
                onNext(value)
            case .error(let error):
                if let onError = onError {
                    onError(error)
                } else {
                    Hooks.defaultErrorHandler(callStack, error)
                }
                whenDisposed.dispose()
                handle?.finished()
            case .completed:
                onCompleted?()
                whenDisposed.dispose()
                handle?.finished()
            }
        }, next: onNext)
        handle.setSubscription(StreamWatch.subscribe(observer, to: asObservable(), at: site))
        return handle
    }

    /// Like `subscribe(onNext:…)`, passing `object` to every closure without retaining it.
    /// Once `object` is gone the closures are no longer called.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        subscribeClosures(with: object, onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed,
                          at: SubscriptionSite(call: "subscribe(with:)", file: file, line: line))
    }

    /// `subscribe(with:…)` for the core's own subscribing methods, which pass on their caller's place.
    func subscribeClosures<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)?,
        onError: ((Object, Swift.Error) -> Void)?,
        onCompleted: ((Object) -> Void)?,
        onDisposed: ((Object) -> Void)?,
        at site: SubscriptionSite
    ) -> Disposable {
        subscribeClosures(
            onNext: { [weak object] value in
                guard let object = object else { return }
                onNext?(object, value)
            },
            onError: { [weak object] error in
                guard let object = object else { return }
                onError?(object, error)
            },
            onCompleted: { [weak object] in
                guard let object = object else { return }
                onCompleted?(object)
            },
            onDisposed: { [weak object] in
                guard let object = object else { return }
                onDisposed?(object)
            },
            at: site
        )
    }
}
