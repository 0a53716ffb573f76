/// A `PublishSubject` that can only receive elements: it never errors or completes, so a UI
/// binding that uses it cannot be ended by accident.
public final class PublishRelay<Element>: ObservableType {
    /// Named after the relay, so that a watched chain shows `PublishRelay`, not the subject inside.
    private let subject = PublishSubject<Element>(stageName: "PublishRelay")

    public init() {}

    /// Sends an element to the current subscribers.
    public func accept(_ event: Element) { subject.onNext(event) }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    public func asObservable() -> Observable<Element> { subject.asObservable() }
}
