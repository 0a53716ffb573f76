/// What `combineLatest` and `zip` have in common: several sources feed one sink, each under the
/// sink's recursive lock, each into its own `SourceBuffer`, and the sink decides what a new
/// element, an error or a completion of source number `index` means.
protocol MultiSourceSink: AnyObject {
    var lock: RecursiveLock { get }
    var isDisposed: Bool { get }
    /// Source `index` stored an element in its buffer. Under the lock.
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

/// Observes source number `index` of a `MultiSourceSink` and stores its elements in `buffer`
/// (the sink's own buffer for that source: a queue for zip, the latest element for
/// combineLatest), under the sink's lock. A source that ends lets go of its own subscription at
/// once — RxSwift's subscription intervals show it — whatever the other sources do.
final class MultiSourceObserver<Element, Parent: MultiSourceSink>: ObserverType, NextReceiver {
    private let parent: Parent
    /// The parent's lock, kept here so that an element does not ask the parent for it.
    private let lock: RecursiveLock
    private let index: Int
    private let buffer: SourceBuffer<Element>
    private let subscription: Disposable

    init(parent: Parent, index: Int, buffer: SourceBuffer<Element>, subscription: Disposable) {
        self.parent = parent
        self.lock = parent.lock
        self.index = index
        self.buffer = buffer
        self.subscription = subscription
    }

    /// Subscribes `source` as source number `index` of `parent`, its elements going to `buffer`.
    static func subscribe(_ source: Observable<Element>, to parent: Parent, index: Int, buffer: SourceBuffer<Element>) -> Disposable {
        let subscription = SingleAssignmentDisposable()
        let observer = MultiSourceObserver(parent: parent, index: index, buffer: buffer, subscription: subscription)
        subscription.setDisposable(source.subscribe(observer))
        return subscription
    }

    /// The element fast lane (see `NextReceiver`): no `Event` is built for an element, and the
    /// lock is taken once.
    func receiveNext(_ element: Element) {
        lock.lock_()
        // After the end nothing is stored: a disposed sink must not grow its buffers.
        if parent.isDisposed {
            lock.unlock()
            return
        }
        buffer.store(element)
        parent.sourceProduced(index)
        lock.unlock()
        parent.disposeIfEnded()
    }

    /// The source's own subscription is disposed before the sink's lock is taken, not under it.
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            receiveNext(element)
        case .error(let error):
            subscription.dispose()
            lock.performLocked { parent.sourceFailed(error) }
            parent.disposeIfEnded()
        case .completed:
            subscription.dispose()
            lock.performLocked { parent.sourceCompleted(index) }
            parent.disposeIfEnded()
        }
    }
}
