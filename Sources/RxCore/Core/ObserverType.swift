/// Something that receives the events of an observable sequence.
public protocol ObserverType {
    associatedtype Element
    /// Receives one event. Callers deliver events one at a time and nothing after a terminal event.
    func on(_ event: Event<Element>)
}

extension ObserverType {
    public func onNext(_ element: Element) { on(.next(element)) }
    public func onCompleted() { on(.completed) }
    public func onError(_ error: Swift.Error) { on(.error(error)) }
}
