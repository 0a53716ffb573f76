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

    func dispose() {
        stopped.store(true, ordering: .releasing)
        releaseResource()
    }
}

/// The observer `subscribe(onNext:…)` and friends create around the learner's closures.
final class AnonymousObserver<Element>: ObserverBase<Element> {
    typealias EventHandler = (Event<Element>) -> Void
    private let handler: EventHandler

    init(_ handler: @escaping EventHandler) {
        self.handler = handler
        super.init()
    }

    override func onCore(_ event: Event<Element>) { handler(event) }
}
