import Synchronization

extension ObservableType {
    /// Builds an observable from a closure that pushes events to the observer it is given and
    /// returns what to dispose when the subscription ends. Events after a terminal one are ignored.
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        AnonymousObservable(subscribe, stageName: "create")
    }
}

final class AnonymousObservable<Element>: Producer<Element> {
    typealias SubscribeHandler = (AnyObserver<Element>) -> Disposable
    let subscribeHandler: SubscribeHandler

    /// `stageName`: `create` for the learner's own `create`; for a sequence type of its own that
    /// `asObservable()` wraps, that type's name (`ObservableType.asObservable()`).
    init(_ subscribeHandler: @escaping SubscribeHandler, stageName: String) {
        self.subscribeHandler = subscribeHandler
        super.init(stageName: stageName)
    }

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
