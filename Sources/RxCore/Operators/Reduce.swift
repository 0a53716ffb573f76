extension ObservableType {
    /// Folds all elements into one value, transformed by `mapResult`, emitted when the source completes.
    public func reduce<Accumulate, Result>(_ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate, mapResult: @escaping (Accumulate) throws -> Result) -> Observable<Result> {
        Reduce(source: asObservable(), seed: seed, accumulator: accumulator, mapResult: mapResult)
    }

    /// Folds all elements into one value, emitted when the source completes.
    public func reduce<Accumulate>(_ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate) -> Observable<Accumulate> {
        Reduce(source: asObservable(), seed: seed, accumulator: accumulator, mapResult: { $0 })
    }
}

private final class Reduce<SourceElement, Accumulate, Element>: Producer<Element> {
    let source: Observable<SourceElement>
    let seed: Accumulate
    let accumulator: (Accumulate, SourceElement) throws -> Accumulate
    let mapResult: (Accumulate) throws -> Element

    init(source: Observable<SourceElement>, seed: Accumulate, accumulator: @escaping (Accumulate, SourceElement) throws -> Accumulate, mapResult: @escaping (Accumulate) throws -> Element) {
        self.source = source
        self.seed = seed
        self.accumulator = accumulator
        self.mapResult = mapResult
        super.init(stageName: "reduce")
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = ReduceSink(parent: self, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class ReduceSink<SourceElement, Accumulate, Observer: ObserverType>: Sink<Observer>, ObserverType {
    private let parent: Reduce<SourceElement, Accumulate, Observer.Element>
    private var accumulation: Accumulate

    init(parent: Reduce<SourceElement, Accumulate, Observer.Element>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        self.accumulation = parent.seed
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            do {
                accumulation = try parent.accumulator(accumulation, element)
            } catch {
                forwardTerminal(.error(error))
            }
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            do {
                forwardOn(.next(try parent.mapResult(accumulation)))
                forwardTerminal(.completed)
            } catch {
                forwardTerminal(.error(error))
            }
        }
    }
}
