// `retry()` and `retry(_:)` are, as in RxSwift, `catch(sequence:)` over repetitions of the
// source (`CatchSequence.swift`); `retry(when:)` has its own sink below.

extension ObservableType {
    /// Resubscribes to this sequence after every error, for ever, until it completes.
    public func retry() -> Observable<Element> {
        let source = asObservable()
        return CatchSequence(stageName: "retry", makeSources: { AnyIterator { source } })
    }

    /// Subscribes at most `maxAttemptCount` times in all: `retry(3)` is the first attempt and two
    /// retries. The last attempt's error is passed on. `retry(0)` completes without subscribing,
    /// as in RxSwift.
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        let source = asObservable()
        let count = Swift.max(maxAttemptCount, 0)
        return CatchSequence(stageName: "retry", makeSources: { AnyIterator(Swift.repeatElement(source, count: count).makeIterator()) })
    }

    /// Resubscribes after an error when the notifier says so. `notificationHandler` is called once
    /// per subscription with the sequence of errors; each `next` of the observable it returns
    /// resubscribes, its completion completes the result and its error fails it. Errors that are
    /// not of type `Error` are passed on at once.
    public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(when notificationHandler: @escaping (Observable<Error>) -> TriggerObservable) -> Observable<Element> {
        RetryWhen(source: asObservable(), notificationHandler: notificationHandler)
    }

    /// Resubscribes after an error when the notifier says so; see `retry(when:)`.
    public func retry<TriggerObservable: ObservableType>(when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable) -> Observable<Element> {
        RetryWhen(source: asObservable(), notificationHandler: notificationHandler)
    }

    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType, Error: Swift.Error>(_ notificationHandler: @escaping (Observable<Error>) -> TriggerObservable) -> Observable<Element> {
        retry(when: notificationHandler)
    }

    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType>(_ notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable) -> Observable<Element> {
        retry(when: notificationHandler)
    }
}

// MARK: - retry(when:)

private final class RetryWhen<Element, TriggerObservable: ObservableType, Failure: Swift.Error>: Producer<Element> {
    let source: Observable<Element>
    let notificationHandler: (Observable<Failure>) -> TriggerObservable

    init(source: Observable<Element>, notificationHandler: @escaping (Observable<Failure>) -> TriggerObservable) {
        self.source = source
        self.notificationHandler = notificationHandler
        super.init(stageName: "retry(when:)")
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = RetryWhenSink(parent: self, observer: observer, cancel: cancel)
        return (sink, sink.run())
    }
}

/// RxSwift's design, which fixes the notifier's semantics:
///
/// - The handler runs once per subscription, on `errors`, a subject fed with each failure.
///   Whatever it returns is subscribed (before the first attempt) into `notifier`, a second subject.
/// - When an attempt fails it is disposed, then the attempt subscribes to `notifier`, and only
///   then is the error sent into `errors`. So a notifier that reacts synchronously is heard, a
///   notifier that completed or failed *before* the failure is heard too (a finished subject
///   replays its terminal event to a late subscriber), but a notifier `next` with no failure
///   waiting is ignored.
/// - Notifier `next`: resubscribe; completed: complete; error: fail with that error.
private final class RetryWhenSink<Element, TriggerObservable: ObservableType, Failure: Swift.Error, Observer: ObserverType>: Sink<Observer> where Observer.Element == Element {
    typealias Parent = RetryWhen<Element, TriggerObservable, Failure>

    private let source: Observable<Element>
    private let handler: Observable<TriggerObservable.Element>
    fileprivate let errors = PublishSubject<Failure>()
    fileprivate let notifier = PublishSubject<TriggerObservable.Element>()
    private let loop = ResubscriptionLoop()
    private let current = SerialDisposable()
    private let lock = SpinLock()
    private var attempt = 0

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.source = parent.source
        self.handler = parent.notificationHandler(errors.asObservable()).asObservable()
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        let handlerSubscription = handler.subscribe(notifier)
        loop.request(subscribeNextAttempt)
        return Disposables.create(current, handlerSubscription)
    }

    private func subscribeNextAttempt() {
        if isDisposed { return }
        let number = lock.performLocked { () -> Int in
            attempt += 1
            return attempt
        }
        // Replacing the slot disposes the previous attempt and its notifier subscription.
        let attemptState = RetryWhenAttempt(sink: self, number: number)
        current.disposable = attemptState
        attemptState.start(source)
    }

    fileprivate func isCurrent(_ number: Int) -> Bool {
        lock.performLocked { attempt == number }
    }

    fileprivate func resubscribe() {
        loop.request(subscribeNextAttempt)
    }
}

/// One attempt: its source subscription and, once it has failed, its subscription to the notifier.
private final class RetryWhenAttempt<Element, TriggerObservable: ObservableType, Failure: Swift.Error, Observer: ObserverType>: Disposable, ObserverType where Observer.Element == Element {
    typealias Sink = RetryWhenSink<Element, TriggerObservable, Failure, Observer>

    private let sink: Sink
    private let number: Int
    private let subscription = SingleAssignmentDisposable()
    private let notifierSubscription = SingleAssignmentDisposable()

    init(sink: Sink, number: Int) {
        self.sink = sink
        self.number = number
    }

    func start(_ source: Observable<Element>) {
        subscription.setDisposable(source.subscribe(self))
    }

    func on(_ event: Event<Element>) {
        guard sink.isCurrent(number) else { return }
        switch event {
        case .next:
            sink.forwardOn(event)
        case .completed:
            sink.forwardTerminal(event)
        case .error(let error):
            guard let failure = error as? Failure else {
                sink.forwardTerminal(.error(error))
                return
            }
            subscription.dispose()
            notifierSubscription.setDisposable(sink.notifier.subscribe(RetryWhenTrigger<TriggerObservable.Element, Element, TriggerObservable, Failure, Observer>(sink: sink)))
            sink.errors.on(.next(failure))
        }
    }

    func dispose() {
        subscription.dispose()
        notifierSubscription.dispose()
    }
}

/// Listens to the notifier on behalf of an attempt that failed.
private final class RetryWhenTrigger<Signal, Element, TriggerObservable: ObservableType, Failure: Swift.Error, Observer: ObserverType>: ObserverType where Observer.Element == Element, TriggerObservable.Element == Signal {
    private let sink: RetryWhenSink<Element, TriggerObservable, Failure, Observer>

    init(sink: RetryWhenSink<Element, TriggerObservable, Failure, Observer>) { self.sink = sink }

    func on(_ event: Event<Signal>) {
        switch event {
        case .next:
            sink.resubscribe()
        case .error(let error):
            sink.forwardTerminal(.error(error))
        case .completed:
            sink.forwardTerminal(.completed)
        }
    }
}
