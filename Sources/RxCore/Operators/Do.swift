extension ObservableType {
    /// Runs side effects around each event without changing the sequence: `onX` before the event
    /// is passed on, `afterX` after. A thrown error ends the sequence with that error.
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Observable<Element> {
        let effects = SideEffects(onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
                                  onCompleted: onCompleted, afterCompleted: afterCompleted)
        return Do(source: asObservable(), effects: effects, onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose)
    }
}

/// The per-event side effects of `do`.
private struct SideEffects<Element> {
    let onNext: ((Element) throws -> Void)?
    let afterNext: ((Element) throws -> Void)?
    let onError: ((Swift.Error) throws -> Void)?
    let afterError: ((Swift.Error) throws -> Void)?
    let onCompleted: (() throws -> Void)?
    let afterCompleted: (() throws -> Void)?

    func before(_ event: Event<Element>) throws {
        switch event {
        case .next(let element): try onNext?(element)
        case .error(let error): try onError?(error)
        case .completed: try onCompleted?()
        }
    }

    func after(_ event: Event<Element>) throws {
        switch event {
        case .next(let element): try afterNext?(element)
        case .error(let error): try afterError?(error)
        case .completed: try afterCompleted?()
        }
    }
}

private final class Do<Element>: Producer<Element> {
    let source: Observable<Element>
    let effects: SideEffects<Element>
    let onSubscribe: (() -> Void)?
    let onSubscribed: (() -> Void)?
    let onDispose: (() -> Void)?

    init(source: Observable<Element>, effects: SideEffects<Element>, onSubscribe: (() -> Void)?, onSubscribed: (() -> Void)?, onDispose: (() -> Void)?) {
        self.source = source
        self.effects = effects
        self.onSubscribe = onSubscribe
        self.onSubscribed = onSubscribed
        self.onDispose = onDispose
        super.init(stageName: "do")
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        onSubscribe?()
        let sink = DoSink(effects: effects, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        onSubscribed?()
        let onDispose = self.onDispose
        let whenDisposed = Disposables.create {
            subscription.dispose()
            onDispose?()
        }
        return (sink, whenDisposed)
    }
}

private final class DoSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    private let effects: SideEffects<Observer.Element>

    init(effects: SideEffects<Observer.Element>, observer: Observer, cancel: Cancelable) {
        self.effects = effects
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Observer.Element>) {
        do {
            try effects.before(event)
            forwardOn(event)
            try effects.after(event)
            if event.isStopEvent { dispose() }
        } catch {
            forwardTerminal(.error(error))
        }
    }
}
