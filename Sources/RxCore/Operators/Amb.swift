extension ObservableType {
    /// Mirrors whichever of `self` and `right` reacts first (any event, even a terminal one);
    /// the other one is unsubscribed at that moment.
    public func amb<Right: ObservableType>(_ right: Right) -> Observable<Element> where Right.Element == Element {
        Amb(left: asObservable(), right: right.asObservable())
    }

    /// Mirrors whichever source reacts first. Built, as in RxSwift, by folding `amb(_:)` over
    /// the sources starting from `never()`, so an empty sequence never emits anything.
    public static func amb<Sources: Sequence>(_ sequence: Sources) -> Observable<Element> where Sources.Element == Observable<Element> {
        sequence.reduce(Observable<Element>.never()) { winner, next in winner.amb(next) }
    }
}

private enum AmbSide {
    case left, right
}

private final class Amb<Element>: Producer<Element> {
    let left: Observable<Element>
    let right: Observable<Element>

    init(left: Observable<Element>, right: Observable<Element>) {
        self.left = left
        self.right = right
        super.init(stageName: "amb")
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = AmbSink(observer: observer, cancel: cancel)
        return (sink, sink.run(left: left, right: right))
    }
}

/// Both sides are subscribed, left first. The first event from either side decides, under the
/// lock: the loser's subscription is disposed at once and its later events are ignored; the
/// winner's events are forwarded (still under the lock, so a loser racing on another thread
/// can never slip an event in between).
private final class AmbSink<Observer: ObserverType>: Sink<Observer> {
    private let lock = RecursiveLock()
    private var winner: AmbSide?
    private let leftSubscription = SingleAssignmentDisposable()
    private let rightSubscription = SingleAssignmentDisposable()

    func run(left: Observable<Observer.Element>, right: Observable<Observer.Element>) -> Disposable {
        let all = Disposables.create(leftSubscription, rightSubscription)
        leftSubscription.setDisposable(left.subscribe(AmbSideObserver(parent: self, side: .left)))
        rightSubscription.setDisposable(right.subscribe(AmbSideObserver(parent: self, side: .right)))
        return all
    }

    fileprivate func on(_ event: Event<Observer.Element>, from side: AmbSide) {
        lock.performLocked {
            if winner == nil {
                winner = side
                (side == .left ? rightSubscription : leftSubscription).dispose()
            }
            guard winner == side else { return }
            if event.isStopEvent {
                forwardTerminal(event)
            } else {
                forwardOn(event)
            }
        }
    }
}

private final class AmbSideObserver<Observer: ObserverType>: ObserverType {
    private let parent: AmbSink<Observer>
    private let side: AmbSide

    init(parent: AmbSink<Observer>, side: AmbSide) {
        self.parent = parent
        self.side = side
    }

    func on(_ event: Event<Observer.Element>) {
        parent.on(event, from: side)
    }
}
