/// A UI event stream (a button's taps). It never fails, delivers on the main thread and does not
/// replay. In a terminal lesson it wraps any observable, for example a `PublishRelay<Void>` that
/// stands in for a button: `ControlEvent(events: taps)`.
public struct ControlEvent<PropertyType>: ControlEventType {
    public typealias Element = PropertyType

    let events: Observable<PropertyType>

    public init<Events: ObservableType>(events: Events) where Events.Element == Element {
        self.events = events.subscribe(on: ConcurrentMainScheduler.instance)
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        events.subscribe(observer)
    }

    public func asObservable() -> Observable<Element> { events }

    public func asControlEvent() -> ControlEvent<Element> { self }

    /// The events as an `Infallible` (RxSwift 6.6). A control's events never fail; should the
    /// wrapped source fail, as a lesson's stand-in can, the error becomes completion, as in RxCocoa.
    public func asInfallible() -> Infallible<Element> { asInfallible(onErrorFallbackTo: .empty()) }
}

/// The capability of `ControlEvent`.
public protocol ControlEventType: ObservableType {
    func asControlEvent() -> ControlEvent<Element>
}
