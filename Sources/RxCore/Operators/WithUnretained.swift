extension ObservableType {
    /// Pairs each element with `object`, held weakly. Once `object` is gone the sequence
    /// completes at the next element instead of keeping it alive, which is how RxSwift breaks the
    /// `self` retain cycles of `subscribe(onNext: { self… })`.
    public func withUnretained<Object: AnyObject, Out>(_ object: Object, resultSelector: @escaping (Object, Element) -> Out) -> Observable<Out> {
        WithUnretained(source: asObservable(), object: object, resultSelector: resultSelector)
    }

    /// Pairs each element with `object`, held weakly; completes once `object` is gone.
    public func withUnretained<Object: AnyObject>(_ object: Object) -> Observable<(Object, Element)> {
        withUnretained(object) { ($0, $1) }
    }
}

private final class WithUnretained<Object: AnyObject, Element, Out>: Producer<Out> {
    let source: Observable<Element>
    weak var object: Object?
    let resultSelector: (Object, Element) -> Out

    init(source: Observable<Element>, object: Object, resultSelector: @escaping (Object, Element) -> Out) {
        self.source = source
        self.object = object
        self.resultSelector = resultSelector
        super.init(stageName: "withUnretained")
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Out {
        let sink = WithUnretainedSink(parent: self, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

/// RxSwift builds this from `map` (throwing when the object is gone) and `catch` (turning that
/// one error into `empty()`); the events and their timing are the same as completing here.
private final class WithUnretainedSink<Object: AnyObject, Element, Out, Observer: ObserverType>: Sink<Observer>, ObserverType where Observer.Element == Out {
    private let parent: WithUnretained<Object, Element, Out>

    init(parent: WithUnretained<Object, Element, Out>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            guard let object = parent.object else {
                forwardTerminal(.completed)
                return
            }
            forwardOn(.next(parent.resultSelector(object, element)))
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            forwardTerminal(.completed)
        }
    }
}
