/// A `ReplaySubject` that can only receive elements.
public final class ReplayRelay<Element>: ObservableType {
    private let subject: ReplaySubject<Element>

    private init(subject: ReplaySubject<Element>) {
        self.subject = subject
    }

    /// A relay that replays the latest `bufferSize` elements to new subscribers.
    public static func create(bufferSize: Int) -> ReplayRelay<Element> {
        // Named after the relay, so that a watched chain shows `ReplayRelay`, not the subject inside.
        ReplayRelay(subject: ReplaySubject(bufferSize: bufferSize, stageName: "ReplayRelay"))
    }

    /// A relay that replays everything it received. RxRelay spells it `createUnbound`, unlike
    /// `ReplaySubject.createUnbounded()`.
    public static func createUnbound() -> ReplayRelay<Element> {
        ReplayRelay(subject: ReplaySubject(bufferSize: Int.max, stageName: "ReplayRelay"))
    }

    public func accept(_ event: Element) { subject.onNext(event) }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    public func asObservable() -> Observable<Element> { subject.asObservable() }
}
