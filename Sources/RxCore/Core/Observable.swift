/// A sequence of events over time. Subclasses implement `subscribe`; most are `Producer`s.
public class Observable<Element>: ObservableType {
    init() {
        #if TRACE_RESOURCES
        Resources.incrementTotal()
        #endif
    }

    #if TRACE_RESOURCES
    deinit {
        Resources.decrementTotal()
    }
    #endif

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        rxAbstractMethod()
    }

    public func asObservable() -> Observable<Element> { self }
}
