/// The core's fast lane for elements.
///
/// Operators run as unspecialized generic code (their element types are only known at run time),
/// and there every use of a composite type such as `Event<Element>` costs a run-time metadata
/// lookup. Building an `Event` for each element therefore dominated the cost of a chain. Observers
/// inside the core also accept a bare element through this protocol, so `next` travels from
/// source to subscriber without an `Event` being built; errors and completion still use `on(_:)`.
protocol NextReceiver<Element>: AnyObject {
    associatedtype Element
    func receiveNext(_ element: Element)
}

/// How a sink hands elements to its observer, decided once per subscription.
///
/// The lane is a plain, non-optional closure: an optional existential or an optional closure
/// would cost a metadata lookup or a re-abstraction thunk on every element.
enum NextLane {
    static func of<Observer: ObserverType>(_ observer: Observer) -> (Observer.Element) -> Void {
        if let receiver = observer as? any NextReceiver<Observer.Element> { return lane(of: receiver) }
        if let anyObserver = observer as? AnyObserver<Observer.Element> { return anyObserver.next }
        return { element in observer.on(.next(element)) }
    }

    /// Opens the existential once, so each call goes straight to the concrete receiver.
    private static func lane<Receiver: NextReceiver>(of receiver: Receiver) -> (Receiver.Element) -> Void {
        { element in receiver.receiveNext(element) }
    }
}
