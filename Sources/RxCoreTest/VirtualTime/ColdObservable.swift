import RxCore

/// A test observable that starts its timeline afresh for each subscriber: an event recorded at
/// tick 10 reaches a subscriber 10 ticks after it subscribed. Events are delivered as they are,
/// without enforcing the event grammar.
final class ColdObservable<Element>: TestableObservable<Element>, _WatchedStageNaming {
    /// What a watched chain calls it (rxlearn's automatic lanes).
    var _stageName: String { "cold observable" }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let index = beginSubscription()
        let scheduled = CompositeDisposable()
        if let scheduler = scheduler {
            for recorded in recordedEvents {
                let work = scheduler.scheduleRelativeVirtual((), dueTime: recorded.time) { _ in
                    observer.on(recorded.value)
                    return Disposables.create()
                }
                _ = scheduled.insert(work)
            }
        }
        return Disposables.create(with: { [self] in
            scheduled.dispose()
            endSubscription(index)
        })
    }
}
