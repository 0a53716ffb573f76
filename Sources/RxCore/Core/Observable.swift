/// A sequence of events over time. Subclasses implement `subscribe`; most are `Producer`s.
public class Observable<Element>: ObservableType {
    /// What a watched chain calls this sequence (not RxSwift API, so internal): the operator as
    /// the learner wrote it (`map`, `take(until:)`, `from`) or the type they made (`PublishSubject`,
    /// `PublishRelay`, `Driver`). Every kind of sequence declares it when it is made — the
    /// initializer takes it — so none can be left to a guess. See docs/ARCHITECTURE.md, "Watched streams".
    let stageName: String

    init(stageName: String) {
        self.stageName = stageName
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
