/// The base of almost every operator: `subscribe` builds a sink for the observer and lets it run.
///
/// The first subscription on a thread runs inside the `CurrentThreadScheduler` trampoline, so that
/// synchronous sources scheduled on it (`of`, `from`, `range`…) emit after the whole chain has
/// been subscribed, and recursive scheduling never grows the stack. This is RxSwift's ordering.
class Producer<Element>: Observable<Element> {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        if StreamWatch.isActive, let watched = StreamWatch.watchStage(observer, named: stageName, subscribeStage: { subscribeProducer($0) }) {
            return watched
        }
        return subscribeProducer(observer)
    }

    /// Subscribes through `run`, unwatched. Subclasses with a fast path of their own fall back
    /// on this, not on `super.subscribe`, which would watch the same stage twice.
    final func subscribeProducer<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let trampoline = Trampoline.current
        if trampoline.isRunning {
            return subscribeNow(observer)
        }
        // What `CurrentThreadScheduler.instance.schedule` would do, without the closure it
        // would allocate: subscribe as the trampoline's first action, then drain it.
        return trampoline.runFirst { subscribeNow(observer) }
    }

    private func subscribeNow<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let disposer = SinkDisposer()
        let started = run(observer, cancel: disposer)
        disposer.setSinkAndSubscription(sink: started.sink, subscription: started.subscription)
        return disposer
    }

    /// Creates the sink that serves `observer` and starts it. `cancel` disposes the whole
    /// subscription; a sink calls it (through `Sink.dispose`) when the sequence ends.
    func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        rxAbstractMethod()
    }
}
