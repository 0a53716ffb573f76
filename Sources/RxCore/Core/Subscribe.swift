import Foundation

extension ObservableType {
    /// Subscribes an event closure: it receives every event, errors included.
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        asObservable().subscribe(AnonymousObserver(on))
    }

    /// Subscribes closures for each kind of event. An error with no `onError` goes to
    /// `Hooks.defaultErrorHandler`. `onDisposed` runs once, after a terminal event or on dispose.
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let whenDisposed: Disposable = onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
        let handle = ClosureSubscription(whenDisposed: whenDisposed)
        let callStack = Hooks.recordCallStackOnError ? Hooks.customCaptureSubscriptionCallstack() : []
        // `handle` is weak: a handle the learner throws away (`_ = …subscribe(onNext:)`) must not
        // be kept alive by the source, or it would count as live for as long as the source.
        let observer = AnonymousObserver<Element>({ [weak handle] event in
            switch event {
            case .next(let value):
                onNext?(value)
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
        }, next: onNext ?? { _ in })
        handle.setSubscription(asObservable().subscribe(observer))
        return handle
    }

    /// Like `subscribe(onNext:…)`, passing `object` to every closure without retaining it.
    /// Once `object` is gone the closures are no longer called.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
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
            }
        )
    }
}
