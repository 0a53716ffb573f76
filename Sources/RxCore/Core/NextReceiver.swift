/// The core's fast lane for elements.
///
/// Operators run as unspecialized generic code (their element types are only known at run time),
/// and there every use of a composite type such as `Event<Element>` costs a run-time metadata
/// lookup. Building an `Event` for each element therefore dominated the cost of a chain. Observers
/// inside the core also accept a bare element through this protocol, so `next` travels from
/// source to subscriber without an `Event` being built; errors and completion still use `on(_:)`.
///
/// A type that is both an `ObserverType` and a `NextReceiver` gets its fast lane through
/// `ObserverType._nextLane()` (the extension below); a class that inherits its `ObserverType`
/// conformance from a superclass overrides the superclass's `_nextLane()` instead, since the
/// superclass's conformance chose its witness already (see `ObserverBase`).
protocol NextReceiver<Element>: AnyObject {
    associatedtype Element
    func receiveNext(_ element: Element)
}

extension NextReceiver where Self: ObserverType {
    /// Elements go straight to `receiveNext`. Chosen over `ObserverType`'s default because it is
    /// the more constrained of the two.
    func _nextLane() -> (Element) -> Void {
        { element in self.receiveNext(element) }
    }
}

/// How a sink hands elements to its observer, decided once per subscription.
///
/// The lane is a plain, non-optional closure: an optional existential or an optional closure
/// would cost a metadata lookup or a re-abstraction thunk on every element. It used to be found
/// by casting the observer to `any NextReceiver<Element>`, a cast the Swift runtime answers on its
/// slow, uncached path (about 8,000 instructions, a third of a subscription's cost); the observer
/// now says it itself.
enum NextLane {
    @inline(__always)
    static func of<Observer: ObserverType>(_ observer: Observer) -> (Observer.Element) -> Void {
        observer._nextLane()
    }
}
