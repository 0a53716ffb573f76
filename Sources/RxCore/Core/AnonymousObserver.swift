import Synchronization

/// An observer that enforces the grammar on its own: after a terminal event, or after
/// `dispose()`, it ignores everything.
class ObserverBase<Element>: DisposeBase, Disposable, ObserverType {
    private let stopped = Atomic<Bool>(false)


    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if !stopped.load(ordering: .acquiring) { onCore(event) }
        case .error, .completed:
            if !stopped.exchange(true, ordering: .acquiringAndReleasing) {
                onCore(event)
                releaseResource()
            }
        }
    }

    func onCore(_ event: Event<Element>) { rxAbstractMethod() }

    /// A method of the class, not the protocol's default, so that a subclass with a fast lane
    /// can override it: the `ObserverType` conformance is this class's, and its witness is this.
    func _nextLane() -> (Element) -> Void {
        { element in self.on(.next(element)) }
    }

    final var isStopped: Bool { stopped.load(ordering: .acquiring) }

    func dispose() {
        stopped.store(true, ordering: .releasing)
        releaseResource()
    }
}

/// The observer `subscribe(onNext:…)` and friends create around the learner's closures.
final class AnonymousObserver<Element>: ObserverBase<Element>, NextReceiver {
    typealias EventHandler = (Event<Element>) -> Void
    private let handler: EventHandler
    /// Called for elements, so they need not be wrapped in an `Event`.
    private let nextHandler: (Element) -> Void

    init(_ handler: @escaping EventHandler) {
        self.handler = handler
        self.nextHandler = { element in handler(.next(element)) }
        super.init()
    }

    init(_ handler: @escaping EventHandler, next nextHandler: @escaping (Element) -> Void) {
        self.handler = handler
        self.nextHandler = nextHandler
        super.init()
    }

    override func onCore(_ event: Event<Element>) { handler(event) }

    override func _nextLane() -> (Element) -> Void {
        { element in self.receiveNext(element) }
    }

    func receiveNext(_ element: Element) {
        guard !isStopped else { return }
        nextHandler(element)
    }
}
