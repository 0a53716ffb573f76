import Synchronization

extension ObservableType {
    /// Builds an observable from a closure that pushes events to the observer it is given and
    /// returns what to dispose when the subscription ends. Events after a terminal one are ignored.
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        AnonymousObservable(subscribe)
    }
}

final class AnonymousObservable<Element>: Producer<Element>, NamedStage {
    typealias SubscribeHandler = (AnyObserver<Element>) -> Disposable
    let subscribeHandler: SubscribeHandler
    /// The type this observable presents as an `Observable` (`ObservableType.asObservable()`),
    /// nil for the learner's own `create`.
    private let wrapped: Any.Type?

    init(_ subscribeHandler: @escaping SubscribeHandler, wrapping wrapped: Any.Type? = nil) {
        self.subscribeHandler = subscribeHandler
        self.wrapped = wrapped
    }

    /// A watched chain names a wrapped sequence after its own type (`hot observable`), not `create`.
    var stageName: String { wrapped.map(StageNames.name(ofType:)) ?? "create" }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = AnonymousObservableSink(observer: observer, cancel: cancel)
        let subscription = sink.run(self)
        return (sink, subscription)
    }
}

private final class AnonymousObservableSink<Observer: ObserverType>: Sink<Observer>, ObserverType, NextReceiver {
    typealias Element = Observer.Element
    private let stopped = Atomic<Bool>(false)

    func receiveNext(_ element: Element) {
        if stopped.load(ordering: .acquiring) { return }
        forwardNext(element)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if stopped.load(ordering: .acquiring) { return }
            forwardOn(event)
        case .error, .completed:
            if stopped.exchange(true, ordering: .acquiringAndReleasing) { return }
            forwardTerminal(event)
        }
    }

    func run(_ parent: AnonymousObservable<Element>) -> Disposable {
        parent.subscribeHandler(AnyObserver(self))
    }
}
