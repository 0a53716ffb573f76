/// A type-erased observer: wraps an event closure or any other observer.
public struct AnyObserver<Element>: ObserverType {
    public typealias EventHandler = (Event<Element>) -> Void

    public let observer: EventHandler
    /// How an element reaches the wrapped observer: its fast lane when it is one of the core's
    /// own observers (see `NextReceiver`), else the event handler.
    let next: (Element) -> Void

    public init(eventHandler: @escaping EventHandler) {
        self.observer = eventHandler
        self.next = { element in eventHandler(.next(element)) }
    }

    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        if let wrapped = observer as? AnyObserver<Element> {
            self = wrapped
            return
        }
        self.observer = observer.on
        self.next = NextLane.of(observer)
    }

    public func on(_ event: Event<Element>) { observer(event) }

    /// The wrapped observer's lane (see `ObserverType._nextLane()`).
    @_documentation(visibility: internal)
    public func _nextLane() -> (Element) -> Void { next }

    /// Sends an element; to one of the core's own observers this skips building an `Event`.
    public func onNext(_ element: Element) {
        next(element)
    }

    public func asObserver() -> AnyObserver<Element> { self }
}

extension ObserverType {
    public func asObserver() -> AnyObserver<Element> { AnyObserver(self) }

    /// An observer of `Result` that transforms each element before passing it on.
    public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element) -> AnyObserver<Result> {
        AnyObserver { event in self.on(event.map(transform)) }
    }
}
