import Synchronization

extension StreamWatch {
    /// Subscribes `observer`, made by the learner's code at `site`, to `source`: watched as a
    /// subscription of its own when a watcher is installed, plainly otherwise.
    @inline(__always)
    static func subscribe<Observer: ObserverType>(
        _ observer: Observer, to source: Observable<Observer.Element>, at site: @autoclosure () -> SubscriptionSite
    ) -> Disposable {
        guard isActive else { return source.subscribe(observer) }
        return subscribeWatched(observer, to: source, at: site())
    }

    private static func subscribeWatched<Observer: ObserverType>(
        _ observer: Observer, to source: Observable<Observer.Element>, at site: SubscriptionSite
    ) -> Disposable {
        guard let probe = watcher?.subscriptionStarted(at: site) else {
            return ChainContext.with(ChainContext(subscription: nil, depth: 0)) { source.subscribe(observer) }
        }
        let end = StreamEnd(probe)
        let watched = ProbeObserver(observer, probe: probe, end: end, delivering: nil)
        let subscription = ChainContext.with(ChainContext(subscription: probe, depth: 0)) {
            source.subscribe(watched)
        }
        return ProbeDisposable(subscription, end: end)
    }

    /// Subscribes `observer` to a stage (a producer or a subject) named `name` through
    /// `subscribeStage`, with a probe between them. Nil when the watcher does not watch it; the
    /// caller then subscribes plainly.
    ///
    /// A stage subscribed outside any watched chain was subscribed by code that is not watched
    /// (`subscribe(observer)` with a subject, a test scheduler's observer, `connect()`): it becomes
    /// a subscription of unknown place, and this stage the first of its chain.
    static func watchStage<Observer: ObserverType>(
        _ observer: Observer, named name: String,
        subscribeStage: (ProbeObserver<Observer.Element>) -> Disposable
    ) -> Disposable? {
        guard let watcher = watcher else { return nil }
        var chain = ChainContext.current
        var downstream: AnyObserverBox<Observer.Element> = AnyObserverBox(observer)
        var subscriptionEnd: StreamEnd?
        if chain == nil {
            let site = SubscriptionSite.unknown(observerDrawsItsOwnLane: observer is DrawsItsOwnLane)
            guard let probe = watcher.subscriptionStarted(at: site) else {
                // Declined (past the cap): the rest of this chain, now and whenever it subscribes
                // more, is not watched and not counted again.
                let declined = ChainContext(subscription: nil, depth: 0)
                return ChainContext.with(declined) { subscribeStage(ProbeObserver(observer, probe: nil, end: nil, delivering: declined)) }
            }
            let end = StreamEnd(probe)
            subscriptionEnd = end
            downstream = AnyObserverBox(ProbeObserver(observer, probe: probe, end: end, delivering: nil))
            chain = ChainContext(subscription: probe, depth: 0)
        }
        // A declined chain: its stages are not watched either.
        guard let chain, let owner = chain.subscription else { return nil }
        guard let probe = watcher.stageStarted(operatorName: name, depth: chain.depth + 1, of: owner) else {
            return nil
        }
        let end = StreamEnd(probe)
        let watched = ProbeObserver(downstream, probe: probe, end: end, delivering: chain)
        var subscription: Disposable = ProbeDisposable(
            ChainContext.with(ChainContext(subscription: owner, depth: chain.depth + 1)) { subscribeStage(watched) },
            end: end)
        if let subscriptionEnd { subscription = ProbeDisposable(subscription, end: subscriptionEnd) }
        return subscription
    }
}

/// Any observer as a class, so that a probe can stand in front of either the observer itself or
/// a probe already in front of it.
final class AnyObserverBox<Element>: ObserverType {
    private let forward: (Event<Element>) -> Void

    init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        forward = observer.on
    }

    func on(_ event: Event<Element>) { forward(event) }
}

/// The end of one watched stream, told to its probe once: by the stream's last event or by the
/// disposal of its subscription, whichever comes first.
final class StreamEnd {
    private let probe: StreamProbe
    private let told = Atomic<Bool>(false)

    init(_ probe: StreamProbe) { self.probe = probe }

    func tell() {
        if !told.exchange(true, ordering: .acquiringAndReleasing) { probe.observe(.disposed) }
    }
}

/// Stands in front of an observer: shows each event to a probe, then delivers it with the chain
/// context of the receiving side (so what the receiver subscribes in response is counted in the
/// right chain at the right depth).
final class ProbeObserver<Element>: ObserverType {
    private let forward: (Event<Element>) -> Void
    /// Nil in front of a declined chain, where only the context matters.
    private let probe: StreamProbe?
    private let end: StreamEnd?
    /// The receiver's context: the stage one closer to the subscriber; nil for the subscriber.
    private let delivering: ChainContext?

    init<Observer: ObserverType>(_ observer: Observer, probe: StreamProbe?, end: StreamEnd?, delivering: ChainContext?) where Observer.Element == Element {
        forward = observer.on
        self.probe = probe
        self.end = end
        self.delivering = delivering
    }

    func on(_ event: Event<Element>) {
        if let probe {
            switch event {
            case .next(let element): probe.observe(.next(element))
            case .error(let error): probe.observe(.error(error))
            case .completed: probe.observe(.completed)
            }
        }
        ChainContext.with(delivering) { forward(event) }
        if event.isStopEvent { end?.tell() }
    }
}

/// The subscription of a watched stream: disposing it ends the stream.
final class ProbeDisposable: Disposable {
    private let inner: Disposable
    private let end: StreamEnd

    init(_ inner: Disposable, end: StreamEnd) {
        self.inner = inner
        self.end = end
    }

    func dispose() {
        inner.dispose()
        end.tell()
    }
}
