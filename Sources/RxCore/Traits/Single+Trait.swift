/// Marks a `PrimitiveSequence` as a `Single`.
public enum SingleTrait {}

/// Exactly one element or an error: a network request, a computation.
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// What a `Single` delivers: `.success(element)` or `.failure(error)`.
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

extension PrimitiveSequenceType where Trait == SingleTrait {
    public typealias SingleObserver = (SingleEvent<Element>) -> Void

    /// Builds a `Single` from a closure that calls its observer once with `.success` or `.failure`.
    public static func create(subscribe: @escaping (@escaping SingleObserver) -> Disposable) -> Single<Element> {
        let source = Observable<Element>.create { observer in
            subscribe { event in
                switch event {
                case .success(let element):
                    observer.on(.next(element))
                    observer.on(.completed)
                case .failure(let error):
                    observer.on(.error(error))
                }
            }
        }
        return PrimitiveSequence(raw: source)
    }

    public static func just(_ element: Element) -> Single<Element> {
        PrimitiveSequence(raw: .just(element))
    }

    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Single<Element> {
        PrimitiveSequence(raw: .just(element, scheduler: scheduler))
    }

    public static func error(_ error: Swift.Error) -> Single<Element> {
        PrimitiveSequence(raw: .error(error))
    }

    public static func never() -> Single<Element> {
        PrimitiveSequence(raw: .never())
    }

    /// Subscribes one closure that gets the result.
    public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void, file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        subscribeOutcome(observer, at: SubscriptionSite(call: "subscribe(_:)", file: file, line: line))
    }

    /// `subscribe(_:)` with the place of the learner's call, which the closure variants pass on.
    private func subscribeOutcome(_ observer: @escaping (SingleEvent<Element>) -> Void, at site: SubscriptionSite) -> Disposable {
        var stopped = false
        return primitiveSequence.asObservable().subscribeEvents({ event in
            if stopped { return }
            stopped = true
            switch event {
            case .next(let element): observer(.success(element))
            case .error(let error): observer(.failure(error))
            case .completed: rxFatalError("A Single completed without an element")
            }
        }, at: site)
    }

    /// Subscribes closures for success and failure. A failure without `onFailure` goes to
    /// `Hooks.defaultErrorHandler`. `onDisposed` runs once: right after the success or failure
    /// handler, or when the subscription is disposed before the result.
    public func subscribe(onSuccess: ((Element) -> Void)? = nil, onFailure: ((Swift.Error) -> Void)? = nil, onDisposed: (() -> Void)? = nil, file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        let callStack = Hooks.recordCallStackOnError ? Hooks.customCaptureSubscriptionCallstack() : []
        let disposed: Disposable = onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
        let subscription = subscribeOutcome({ event in
            switch event {
            case .success(let element): onSuccess?(element)
            case .failure(let error):
                if let onFailure = onFailure { onFailure(error) } else { Hooks.defaultErrorHandler(callStack, error) }
            }
            disposed.dispose()
        }, at: SubscriptionSite(call: "subscribe(onSuccess:)", file: file, line: line))
        return Disposables.create(subscription, disposed)
    }

    @available(*, deprecated, renamed: "subscribe(onSuccess:onFailure:onDisposed:)")
    public func subscribe(onSuccess: ((Element) -> Void)? = nil, onError: @escaping (Swift.Error) -> Void, onDisposed: (() -> Void)? = nil, file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        subscribe(onSuccess: onSuccess, onFailure: onError, onDisposed: onDisposed, file: file, line: line)
    }

    /// Like `subscribe(onSuccess:onFailure:onDisposed:)`, passing `object` without retaining it.
    public func subscribe<Object: AnyObject>(with object: Object, onSuccess: ((Object, Element) -> Void)? = nil, onFailure: ((Object, Swift.Error) -> Void)? = nil, onDisposed: ((Object) -> Void)? = nil, file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        subscribe(
            onSuccess: { [weak object] element in if let object = object { onSuccess?(object, element) } },
            onFailure: { [weak object] error in if let object = object { onFailure?(object, error) } },
            onDisposed: { [weak object] in if let object = object { onDisposed?(object) } },
            file: file, line: line
        )
    }

    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
        PrimitiveSequence(raw: primitiveSequence.asObservable().map(transform))
    }

    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        PrimitiveSequence(raw: primitiveSequence.asObservable().compactMap(transform))
    }

    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        PrimitiveSequence(raw: primitiveSequence.asObservable().filter(predicate))
    }

    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>) -> Single<Result> {
        PrimitiveSequence(raw: primitiveSequence.asObservable().flatMap { try selector($0).asObservable() })
    }

    public func flatMapMaybe<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        PrimitiveSequence(raw: primitiveSequence.asObservable().flatMap { try selector($0).asObservable() })
    }

    public func flatMapCompletable(_ selector: @escaping (Element) throws -> Completable) -> Completable {
        PrimitiveSequence(raw: primitiveSequence.asObservable().flatMap { try selector($0).asObservable() })
    }

    /// Runs side effects around the result without changing it.
    public func `do`(onSuccess: ((Element) throws -> Void)? = nil, afterSuccess: ((Element) throws -> Void)? = nil, onError: ((Swift.Error) throws -> Void)? = nil, afterError: ((Swift.Error) throws -> Void)? = nil, onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil, onDispose: (() -> Void)? = nil) -> Single<Element> {
        PrimitiveSequence(raw: primitiveSequence.asObservable().do(onNext: onSuccess, afterNext: afterSuccess, onError: onError, afterError: afterError, onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// Replaces an error with `element`.
    public func catchAndReturn(_ element: Element) -> Single<Element> {
        PrimitiveSequence(raw: primitiveSequence.asObservable().catchAndReturn(element))
    }

    public func asMaybe() -> Maybe<Element> {
        PrimitiveSequence(raw: primitiveSequence.asObservable())
    }

    public func asCompletable() -> Completable {
        PrimitiveSequence(raw: primitiveSequence.asObservable().ignoreElements())
    }

    /// Combines the results of a collection of singles, in order, with `resultSelector`. An empty
    /// collection succeeds at once with `resultSelector([])`. (2 to 8 singles of different types:
    /// `Operators/Generated/PrimitiveSequence+arity.swift`.)
    public static func zip<Collection: Swift.Collection, Result>(_ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result) -> PrimitiveSequence<Trait, Result> where Collection.Element == PrimitiveSequence<Trait, Element> {
        if collection.isEmpty {
            return PrimitiveSequence<Trait, Result>.deferred { PrimitiveSequence<Trait, Result>(raw: .just(try resultSelector([]))) }
        }
        return PrimitiveSequence<Trait, Result>(raw: Observable.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// The results of a collection of singles, in order. An empty collection succeeds at once with `[]`.
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> PrimitiveSequence<Trait, [Element]> where Collection.Element == PrimitiveSequence<Trait, Element> {
        if collection.isEmpty { return PrimitiveSequence<Trait, [Element]>(raw: .just([])) }
        return PrimitiveSequence<Trait, [Element]>(raw: Observable.zip(collection.map { $0.asObservable() }))
    }
}

extension ObservableType {
    /// Turns a sequence of exactly one element into a `Single`; other shapes fail with
    /// `RxError.noElements` or `RxError.moreThanOneElement`.
    public func asSingle() -> Single<Element> {
        PrimitiveSequence(raw: AsSingleOrMaybe(source: asObservable(), allowsEmpty: false, stageName: "asSingle"))
    }

    /// Turns a sequence of at most one element into a `Maybe`; more fails with `RxError.moreThanOneElement`.
    public func asMaybe() -> Maybe<Element> {
        PrimitiveSequence(raw: AsSingleOrMaybe(source: asObservable(), allowsEmpty: true, stageName: "asMaybe"))
    }

    /// Gathers every element into one array, emitted as a `Single` when the source completes.
    public func toArray() -> Single<[Element]> {
        PrimitiveSequence(raw: reduce(into: [Element]()) { $0.append($1) })
    }

    private func reduce<Accumulate>(into seed: Accumulate, _ update: @escaping (inout Accumulate, Element) -> Void) -> Observable<Accumulate> {
        reduce(seed) { accumulated, element in
            var next = accumulated
            update(&next, element)
            return next
        }
    }
}

/// `asSingle()` and `asMaybe()`: waits for completion before emitting the one element, so that a
/// second element can still turn into an error.
private final class AsSingleOrMaybe<Element>: Producer<Element> {
    let source: Observable<Element>
    let allowsEmpty: Bool

    init(source: Observable<Element>, allowsEmpty: Bool, stageName: String) {
        self.source = source
        self.allowsEmpty = allowsEmpty
        super.init(stageName: stageName)
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = AsSingleOrMaybeSink(allowsEmpty: allowsEmpty, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class AsSingleOrMaybeSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    private let allowsEmpty: Bool
    private var element: Observer.Element?

    init(allowsEmpty: Bool, observer: Observer, cancel: Cancelable) {
        self.allowsEmpty = allowsEmpty
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next(let value):
            if element != nil {
                forwardTerminal(.error(RxError.moreThanOneElement))
                return
            }
            element = value
        case .error:
            forwardTerminal(event)
        case .completed:
            if let value = element {
                forwardOn(.next(value))
                forwardTerminal(.completed)
            } else if allowsEmpty {
                forwardTerminal(.completed)
            } else {
                forwardTerminal(.error(RxError.noElements))
            }
        }
    }
}
