extension ObservableType {
    /// Continues with the sequence `handler` returns when this one fails. Elements and completion
    /// pass through unchanged; the failed source is let go before the replacement is subscribed.
    /// A handler that throws ends the sequence with what it threw.
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        Catch(source: asObservable(), handler: handler, stageName: "catch")
    }

    @available(*, deprecated, renamed: "catch(_:)")
    public func catchError(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        `catch`(handler)
    }

    /// Replaces a failure with one last element, then completes.
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        // RxSwift builds this from `catch` and `just`, which is what fixes its timing: the element
        // and the completion arrive at once, at the moment of the error.
        Catch(source: asObservable(), handler: { _ in Observable.just(element) }, stageName: "catchAndReturn")
    }

    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> Observable<Element> {
        catchAndReturn(element)
    }
}

extension ObservableType {
    /// Subscribes to the sequences in turn, moving to the next one only when the current one
    /// fails: the first to complete completes the result. If every one fails, the result fails
    /// with the last error; with no sequences at all it completes at once.
    public static func `catch`<Sequence: Swift.Sequence>(sequence: Sequence) -> Observable<Element> where Sequence.Element == Observable<Element> {
        CatchSequence(stageName: "catch(sequence:)", makeSources: { AnyIterator(sequence.makeIterator()) })
    }

    @available(*, deprecated, renamed: "catch(sequence:)")
    public static func catchError<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element> where Sequence.Element == Observable<Element> {
        `catch`(sequence: sequence)
    }
}

private final class Catch<Element>: Producer<Element> {
    let source: Observable<Element>
    let handler: (Swift.Error) throws -> Observable<Element>

    init(source: Observable<Element>, handler: @escaping (Swift.Error) throws -> Observable<Element>, stageName: String) {
        self.source = source
        self.handler = handler
        super.init(stageName: stageName)
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = CatchSink(handler: handler, observer: observer, cancel: cancel)
        return (sink, sink.run(source))
    }
}

/// Observes the source, then (after an error) the replacement. Only one of them is subscribed at
/// a time, held by `current`; both report to this sink, and the source stops delivering after its
/// error, so events stay serialised without a lock of our own.
private final class CatchSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let handler: (Swift.Error) throws -> Observable<Element>
    private let current = SerialDisposable()

    init(handler: @escaping (Swift.Error) throws -> Observable<Element>, observer: Observer, cancel: Cancelable) {
        self.handler = handler
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<Element>) -> Disposable {
        current.replaceSubscription { source.subscribe(self) }
        return current
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            forwardOn(event)
        case .completed:
            forwardTerminal(event)
        case .error(let error):
            if isDisposed { return }
            let replacement: Observable<Element>
            do {
                replacement = try handler(error)
            } catch {
                forwardTerminal(.error(error))
                return
            }
            // The failed subscription ends first, so a test source shows it ending at the error.
            current.replaceSubscription { replacement.subscribe(HandOffObserver(sink: self)) }
        }
    }
}
