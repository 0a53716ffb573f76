/// Marks a `PrimitiveSequence` as a `Maybe`.
public enum MaybeTrait {}

/// One element, or nothing, or an error.
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

/// What a `Maybe` delivers.
@frozen public enum MaybeEvent<Element> {
    case success(Element)
    case error(Swift.Error)
    case completed
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    public typealias MaybeObserver = (MaybeEvent<Element>) -> Void

    /// Builds a `Maybe` from a closure that calls its observer once.
    public static func create(subscribe: @escaping (@escaping MaybeObserver) -> Disposable) -> Maybe<Element> {
        let source = Observable<Element>.create { observer in
            subscribe { event in
                switch event {
                case .success(let element):
                    observer.on(.next(element))
                    observer.on(.completed)
                case .error(let error):
                    observer.on(.error(error))
                case .completed:
                    observer.on(.completed)
                }
            }
        }
        return PrimitiveSequence(raw: source)
    }

    public static func just(_ element: Element) -> Maybe<Element> { PrimitiveSequence(raw: .just(element)) }
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Maybe<Element> { PrimitiveSequence(raw: .just(element, scheduler: scheduler)) }
    public static func error(_ error: Swift.Error) -> Maybe<Element> { PrimitiveSequence(raw: .error(error)) }
    public static func never() -> Maybe<Element> { PrimitiveSequence(raw: .never()) }
    public static func empty() -> Maybe<Element> { PrimitiveSequence(raw: .empty()) }

    /// Subscribes one closure that gets the outcome.
    public func subscribe(_ observer: @escaping (MaybeEvent<Element>) -> Void, file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        subscribeOutcome(observer, at: SubscriptionSite(call: "subscribe(_:)", file: file, line: line))
    }

    /// `subscribe(_:)` with the place of the learner's call, which the closure variants pass on.
    private func subscribeOutcome(_ observer: @escaping (MaybeEvent<Element>) -> Void, at site: SubscriptionSite) -> Disposable {
        var stopped = false
        return primitiveSequence.asObservable().subscribeEvents({ event in
            if stopped { return }
            stopped = true
            switch event {
            case .next(let element): observer(.success(element))
            case .error(let error): observer(.error(error))
            case .completed: observer(.completed)
            }
        }, at: site)
    }

    /// Subscribes closures for each outcome. An error without `onError` goes to `Hooks.defaultErrorHandler`.
    /// `onDisposed` runs once: right after the outcome's handler, or when disposed before any outcome.
    public func subscribe(onSuccess: ((Element) -> Void)? = nil, onError: ((Swift.Error) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil, file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        let callStack = Hooks.recordCallStackOnError ? Hooks.customCaptureSubscriptionCallstack() : []
        let disposed: Disposable = onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
        let subscription = subscribeOutcome({ event in
            switch event {
            case .success(let element): onSuccess?(element)
            case .error(let error):
                if let onError = onError { onError(error) } else { Hooks.defaultErrorHandler(callStack, error) }
            case .completed: onCompleted?()
            }
            disposed.dispose()
        }, at: SubscriptionSite(call: "subscribe(onSuccess:)", file: file, line: line))
        return Disposables.create(subscription, disposed)
    }

    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Maybe<Result> {
        PrimitiveSequence(raw: primitiveSequence.asObservable().map(transform))
    }

    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        PrimitiveSequence(raw: primitiveSequence.asObservable().compactMap(transform))
    }

    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        PrimitiveSequence(raw: primitiveSequence.asObservable().filter(predicate))
    }

    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        PrimitiveSequence(raw: primitiveSequence.asObservable().flatMap { try selector($0).asObservable() })
    }

    /// The element, or `element` when the maybe completes empty.
    public func ifEmpty(default element: Element) -> Single<Element> {
        PrimitiveSequence(raw: primitiveSequence.asObservable().ifEmpty(default: element))
    }

    public func ifEmpty(switchTo other: Single<Element>) -> Single<Element> {
        PrimitiveSequence(raw: primitiveSequence.asObservable().ifEmpty(switchTo: other.asObservable()))
    }

    public func ifEmpty(switchTo other: Maybe<Element>) -> Maybe<Element> {
        PrimitiveSequence(raw: primitiveSequence.asObservable().ifEmpty(switchTo: other.asObservable()))
    }

    public func catchAndReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: primitiveSequence.asObservable().catchAndReturn(element))
    }

    public func `do`(onNext: ((Element) throws -> Void)? = nil, afterNext: ((Element) throws -> Void)? = nil, onError: ((Swift.Error) throws -> Void)? = nil, afterError: ((Swift.Error) throws -> Void)? = nil, onCompleted: (() throws -> Void)? = nil, afterCompleted: (() throws -> Void)? = nil, onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil, onDispose: (() -> Void)? = nil) -> Maybe<Element> {
        PrimitiveSequence(raw: primitiveSequence.asObservable().do(onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError, onCompleted: onCompleted, afterCompleted: afterCompleted, onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }
}
