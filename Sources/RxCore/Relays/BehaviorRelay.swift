/// A `BehaviorSubject` that can only receive elements, with its current value readable at any
/// time. RxSwift's replacement for the old `Variable`.
public final class BehaviorRelay<Element>: ObservableType {
    private let subject: BehaviorSubject<Element>

    public init(value: Element) {
        // Named after the relay, so that a watched chain shows `BehaviorRelay`, not the subject inside.
        subject = BehaviorSubject(value: value, stageName: "BehaviorRelay")
    }

    /// The current value.
    public var value: Element {
        // The subject never ends and is never disposed, so reading it cannot fail.
        try! subject.value()
    }

    /// Replaces the current value and sends it to the subscribers.
    public func accept(_ event: Element) { subject.onNext(event) }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    public func asObservable() -> Observable<Element> { subject.asObservable() }
}
