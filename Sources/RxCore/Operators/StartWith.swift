extension ObservableType {
    /// Emits `elements` first, synchronously on subscribe, then the source's events.
    public func startWith(_ elements: Element ...) -> Observable<Element> {
        StartWith(source: asObservable(), elements: elements)
    }
}

private final class StartWith<Element>: Producer<Element> {
    let source: Observable<Element>
    let elements: [Element]

    init(source: Observable<Element>, elements: [Element]) {
        self.source = source
        self.elements = elements
        super.init(stageName: "startWith")
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        for element in elements { observer.on(.next(element)) }
        return (sink: Disposables.create(), subscription: source.subscribe(observer))
    }
}
