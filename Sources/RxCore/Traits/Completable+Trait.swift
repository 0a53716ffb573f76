/// Marks a `PrimitiveSequence` as a `Completable`.
public enum CompletableTrait {}

/// No elements: it completes or fails. A save, an upload.
public typealias Completable = PrimitiveSequence<CompletableTrait, Swift.Never>

/// What a `Completable` delivers.
@frozen public enum CompletableEvent {
    case error(Swift.Error)
    case completed
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    public typealias CompletableObserver = (CompletableEvent) -> Void

    /// Builds a `Completable` from a closure that calls its observer once.
    public static func create(subscribe: @escaping (@escaping CompletableObserver) -> Disposable) -> Completable {
        let source = Observable<Never>.create { observer in
            subscribe { event in
                switch event {
                case .error(let error): observer.on(.error(error))
                case .completed: observer.on(.completed)
                }
            }
        }
        return PrimitiveSequence(raw: source)
    }

    public static func error(_ error: Swift.Error) -> Completable { PrimitiveSequence(raw: .error(error)) }
    public static func never() -> Completable { PrimitiveSequence(raw: .never()) }
    public static func empty() -> Completable { PrimitiveSequence(raw: .empty()) }

    /// Subscribes one closure that gets the outcome.
    public func subscribe(_ observer: @escaping (CompletableEvent) -> Void, file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        subscribeOutcome(observer, at: SubscriptionSite(call: "subscribe(_:)", file: file, line: line))
    }

    /// `subscribe(_:)` with the place of the learner's call, which the closure variants pass on.
    private func subscribeOutcome(_ observer: @escaping (CompletableEvent) -> Void, at site: SubscriptionSite) -> Disposable {
        var stopped = false
        return primitiveSequence.asObservable().subscribeEvents({ event in
            if stopped { return }
            stopped = true
            switch event {
            case .next: rxFatalError("A Completable cannot emit elements")
            case .error(let error): observer(.error(error))
            case .completed: observer(.completed)
            }
        }, at: site)
    }

    /// Subscribes closures for completion and error. An error without `onError` goes to `Hooks.defaultErrorHandler`.
    /// `onDisposed` runs once: right after the outcome's handler, or when disposed before the outcome.
    public func subscribe(onCompleted: (() -> Void)? = nil, onError: ((Swift.Error) -> Void)? = nil, onDisposed: (() -> Void)? = nil, file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        let callStack = Hooks.recordCallStackOnError ? Hooks.customCaptureSubscriptionCallstack() : []
        let disposed: Disposable = onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
        let subscription = subscribeOutcome({ event in
            switch event {
            case .completed: onCompleted?()
            case .error(let error):
                if let onError = onError { onError(error) } else { Hooks.defaultErrorHandler(callStack, error) }
            }
            disposed.dispose()
        }, at: SubscriptionSite(call: "subscribe(onCompleted:)", file: file, line: line))
        return Disposables.create(subscription, disposed)
    }

    /// This completable, then, once it completes, `second`: `concat` for completables.
    public func concat(_ second: Completable) -> Completable {
        Completable.concat(primitiveSequence, second)
    }

    /// The completables one after another, each subscribed when the previous one completes; the
    /// first error ends the whole.
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Completable where Sequence.Element == Completable {
        PrimitiveSequence(raw: Observable.concat(sequence.map { $0.asObservable() }))
    }

    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Completable where Collection.Element == Completable {
        PrimitiveSequence(raw: Observable.concat(collection.map { $0.asObservable() }))
    }

    public static func concat(_ sources: Completable...) -> Completable {
        PrimitiveSequence(raw: Observable.concat(sources.map { $0.asObservable() }))
    }

    /// Runs every completable at once; completes when all have completed.
    public static func zip(_ completables: Completable...) -> Completable {
        PrimitiveSequence(raw: Observable.merge(completables.map { $0.asObservable() }))
    }

    public static func zip(_ completables: [Completable]) -> Completable {
        PrimitiveSequence(raw: Observable.merge(completables.map { $0.asObservable() }))
    }

    public static func zip<Collection: Swift.Collection>(_ completables: Collection) -> Completable where Collection.Element == Completable {
        PrimitiveSequence(raw: Observable.merge(completables.map { $0.asObservable() }))
    }

    public func `do`(onError: ((Swift.Error) throws -> Void)? = nil, afterError: ((Swift.Error) throws -> Void)? = nil, onCompleted: (() throws -> Void)? = nil, afterCompleted: (() throws -> Void)? = nil, onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil, onDispose: (() -> Void)? = nil) -> Completable {
        PrimitiveSequence(raw: primitiveSequence.asObservable().do(onError: onError, afterError: afterError, onCompleted: onCompleted, afterCompleted: afterCompleted, onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }
}

extension ObservableType where Element == Never {
    /// Views a sequence without elements as a `Completable`.
    public func asCompletable() -> Completable {
        PrimitiveSequence(raw: asObservable())
    }
}
