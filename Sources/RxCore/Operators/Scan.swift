extension ObservableType {
    /// Emits each intermediate result of folding the elements into `seed`, mutating it in place.
    public func scan<State>(into seed: State, accumulator: @escaping (inout State, Element) throws -> Void) -> Observable<State> {
        Scan(source: asObservable(), seed: seed, accumulator: accumulator)
    }

    /// Emits each intermediate result of folding the elements: `seed`, then `accumulator(previous, element)`.
    public func scan<State>(_ seed: State, accumulator: @escaping (State, Element) throws -> State) -> Observable<State> {
        Scan(source: asObservable(), seed: seed) { state, element in
            state = try accumulator(state, element)
        }
    }
}

private final class Scan<SourceElement, State>: Producer<State> {
    let source: Observable<SourceElement>
    let seed: State
    let accumulator: (inout State, SourceElement) throws -> Void

    init(source: Observable<SourceElement>, seed: State, accumulator: @escaping (inout State, SourceElement) throws -> Void) {
        self.source = source
        self.seed = seed
        self.accumulator = accumulator
        super.init(stageName: "scan")
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == State {
        let sink = ScanSink(seed: seed, accumulator: accumulator, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class ScanSink<SourceElement, Observer: ObserverType>: Sink<Observer>, ObserverType, NextReceiver {
    typealias State = Observer.Element
    private var state: State
    private let accumulator: (inout State, SourceElement) throws -> Void

    init(seed: State, accumulator: @escaping (inout State, SourceElement) throws -> Void, observer: Observer, cancel: Cancelable) {
        self.state = seed
        self.accumulator = accumulator
        super.init(observer: observer, cancel: cancel)
    }

    func receiveNext(_ element: SourceElement) {
        do {
            try accumulator(&state, element)
        } catch {
            forwardError(error)
            return
        }
        forwardNext(state)
    }

    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            receiveNext(element)
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            forwardTerminal(.completed)
        }
    }
}
