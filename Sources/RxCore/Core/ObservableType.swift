/// Anything that can present itself as an `Observable` (observables, traits such as `Driver`).
public protocol ObservableConvertibleType {
    associatedtype Element
    func asObservable() -> Observable<Element>
}

/// A push-based sequence that observers can subscribe to.
public protocol ObservableType: ObservableConvertibleType {
    /// Starts delivering events to `observer` until the returned disposable is disposed
    /// or the sequence ends.
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element
}

extension ObservableType {
    public func asObservable() -> Observable<Element> {
        // A custom ObservableType that is not an Observable is wrapped once, and a watched chain
        // shows it under the name it declares, else under its type's name (the learner's own type).
        AnonymousObservable({ observer in self.subscribe(observer) },
                            stageName: (self as? _WatchedStageNaming)?._stageName ?? TypeName.withoutGenerics(of: Self.self))
    }
}
