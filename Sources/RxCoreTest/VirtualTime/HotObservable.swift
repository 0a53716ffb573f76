import Foundation
import RxCore

/// A test observable whose events happen at absolute ticks whether or not anyone listens,
/// like a subject fed by a timeline: a subscriber sees only the events after it subscribed.
///
/// Events are scheduled once, when the observable is created. They go to every current
/// subscriber as they are, without enforcing the event grammar, so a test can feed an operator
/// a broken sequence on purpose.
final class HotObservable<Element>: TestableObservable<Element>, _WatchedStageNaming {
    /// What a watched chain calls it (rxlearn's automatic lanes).
    var _stageName: String { "hot observable" }

    private let observersLock = NSLock()
    private var observers: [Int: AnyObserver<Element>] = [:]
    private var nextObserverKey = 0

    override init(scheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        super.init(scheduler: scheduler, recordedEvents: recordedEvents)
        // The scheduler's queue holds this observable until its last event has played.
        for recorded in recordedEvents {
            scheduler.scheduleAt(recorded.time) { [self] in
                for observer in currentObservers() {
                    observer.on(recorded.value)
                }
            }
        }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let key = addObserver(AnyObserver(observer))
        let index = beginSubscription()
        return Disposables.create(with: { [self] in
            removeObserver(key)
            endSubscription(index)
        })
    }

    /// The subscribers in subscription order, copied so that they may unsubscribe while notified.
    private func currentObservers() -> [AnyObserver<Element>] {
        observersLock.lock()
        defer { observersLock.unlock() }
        return observers.sorted { $0.key < $1.key }.map { $0.value }
    }

    private func addObserver(_ observer: AnyObserver<Element>) -> Int {
        observersLock.lock()
        defer { observersLock.unlock() }
        nextObserverKey += 1
        observers[nextObserverKey] = observer
        return nextObserverKey
    }

    private func removeObserver(_ key: Int) {
        observersLock.lock()
        defer { observersLock.unlock() }
        observers[key] = nil
    }
}
