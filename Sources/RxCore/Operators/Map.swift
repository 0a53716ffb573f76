extension ObservableType {
    /// Transforms each element. A thrown error ends the sequence with that error.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        Map(source: asObservable(), transform: transform, stageName: "map")
    }
}

final class Map<SourceElement, Element>: Producer<Element> {
    let source: Observable<SourceElement>
    let transform: (SourceElement) throws -> Element

    init(source: Observable<SourceElement>, transform: @escaping (SourceElement) throws -> Element, stageName: String) {
        self.source = source
        self.transform = transform
        super.init(stageName: stageName)
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = MapSink<SourceElement, Element, Observer>(transform: transform, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

/// `Result` repeats `Observer.Element` as a generic parameter of its own: the result type is then
/// read straight from the sink's metadata instead of being looked up as an associated type for
/// every element.
private final class MapSink<SourceElement, Result, Observer: ObserverType>: Sink<Observer>, ObserverType, NextReceiver where Observer.Element == Result {
    private let transform: (SourceElement) throws -> Result

    init(transform: @escaping (SourceElement) throws -> Result, observer: Observer, cancel: Cancelable) {
        self.transform = transform
        super.init(observer: observer, cancel: cancel)
    }

    /// The fast lane, written here rather than inherited from `NextReceiver`'s extension: a
    /// closure in a generic class that captures only `self` needs no context of its own, where
    /// the extension's closure (generic over `Self`) allocates one on every subscription.
    func _nextLane() -> (SourceElement) -> Void {
        { element in self.receiveNext(element) }
    }

    func receiveNext(_ element: SourceElement) {
        let mapped: Result
        do {
            mapped = try transform(element)
        } catch {
            forwardError(error)
            return
        }
        forwardNext(mapped)
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
