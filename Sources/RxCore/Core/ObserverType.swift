/// Something that receives the events of an observable sequence.
public protocol ObserverType {
    associatedtype Element
    /// Receives one event. Callers deliver events one at a time and nothing after a terminal event.
    func on(_ event: Event<Element>)

    /// Not an RxSwift API, and nothing a conforming type needs to write: the default sends each
    /// element as `on(.next(element))`. The core's own observers answer with their element fast
    /// lane (see `NextReceiver`), so a sink asks its observer once per subscription how to send
    /// it elements, through the witness table it already holds, instead of casting the observer
    /// to a protocol at run time.
    @_documentation(visibility: internal)
    func _nextLane() -> (Element) -> Void
}

extension ObserverType {
    @_documentation(visibility: internal)
    public func _nextLane() -> (Element) -> Void {
        { element in self.on(.next(element)) }
    }

    public func onNext(_ element: Element) { on(.next(element)) }
    public func onCompleted() { on(.completed) }
    public func onError(_ error: Swift.Error) { on(.error(error)) }
}
