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
        defer { parent.lock.unlock() }
        // After the end nothing is stored: a disposed sink must not grow its buffers.
        if parent.isDisposed { return }
        store(element)
        parent.sourceProduced(index)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            receiveNext(element)
        case .error(let error):
            parent.lock.performLocked {
                subscription.dispose()
                parent.sourceFailed(error)
            }
        case .completed:
            parent.lock.performLocked {
                subscription.dispose()
                parent.sourceCompleted(index)
            }
        }
    }
}
