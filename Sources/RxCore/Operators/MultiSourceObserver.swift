/// What `combineLatest` and `zip` have in common: several sources feed one sink, each under the
/// sink's recursive lock, and the sink decides what a new element, an error or a completion of
/// source number `index` means.
protocol MultiSourceSink: AnyObject {
    var lock: RecursiveLock { get }
    var isDisposed: Bool { get }
    /// Source `index` stored an element. Under the lock.
    func sourceProduced(_ index: Int)
    /// A source failed. Under the lock.
    func sourceFailed(_ error: Swift.Error)
    /// Source `index` completed. Under the lock.
    func sourceCompleted(_ index: Int)
    /// Called after the lock is released: a sink that ended under the lock disposes its sources
    /// here, so that it never waits for a source's lock while holding its own.
    func disposeIfEnded()
}

extension MultiSourceSink {
    /// A sink that disposes as it ends, under its lock (`combineLatest`), has nothing left to do.
    func disposeIfEnded() {}
}

/// Observes source number `index` of a `MultiSourceSink`. `store` keeps the element (the latest
/// one for combineLatest, a queue entry for zip) and runs under the lock. A source that ends lets
/// go of its own subscription at once — RxSwift's subscription intervals show it — whatever the
/// other sources do.
final class MultiSourceObserver<Element, Parent: MultiSourceSink>: ObserverType, NextReceiver {
    private let parent: Parent
    private let index: Int
    private let store: (Element) -> Void
    private let subscription: Disposable

    init(parent: Parent, index: Int, store: @escaping (Element) -> Void, subscription: Disposable) {
        self.parent = parent
        self.index = index
        self.store = store
        self.subscription = subscription
    }

    /// Subscribes `source` as source number `index` of `parent`.
    static func subscribe(_ source: Observable<Element>, to parent: Parent, index: Int, store: @escaping (Element) -> Void) -> Disposable {
        let subscription = SingleAssignmentDisposable()
        let observer = MultiSourceObserver(parent: parent, index: index, store: store, subscription: subscription)
        subscription.setDisposable(source.subscribe(observer))
        return subscription
    }

    /// The element fast lane (see `NextReceiver`): no `Event` is built for an element.
    func receiveNext(_ element: Element) {
        parent.lock.lock_()
        // After the end nothing is stored: a disposed sink must not grow its buffers.
        if parent.isDisposed {
            parent.lock.unlock()
            return
        }
        store(element)
        parent.sourceProduced(index)
        parent.lock.unlock()
        parent.disposeIfEnded()
    }

    /// The source's own subscription is disposed before the sink's lock is taken, not under it.
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            receiveNext(element)
        case .error(let error):
            subscription.dispose()
            parent.lock.performLocked { parent.sourceFailed(error) }
            parent.disposeIfEnded()
        case .completed:
            subscription.dispose()
            parent.lock.performLocked { parent.sourceCompleted(index) }
            parent.disposeIfEnded()
        }
    }
}
