/// Something that is both an observable sequence and an observer: events pushed in with `on`
/// are multicast to every subscriber.
public protocol SubjectType: ObservableType {
    associatedtype Observer: ObserverType
    func asObserver() -> Observer
}

/// The observer list of a subject, with the locking every subject shares: one recursive lock
/// guards the state *and* is held while events are delivered, so subscribers never see two events
/// at once even when `on` is called from several threads, while an observer may still call back
/// into the subject on the same thread (re-entrancy).
///
/// Delivery walks a snapshot kept as `[AnyObject]`: a concrete array type, so iterating it in the
/// subject's unspecialized generic code needs no run-time metadata lookups (see `NextReceiver`).
final class SubjectObservers<Element> {
    /// A subscriber: the closures that reach it, boxed in a class so the snapshot can hold it.
    final class Entry {
        let on: (Event<Element>) -> Void
        let next: (Element) -> Void
        /// The handle the subscriber holds; it stops counting as live when the subject ends.
        weak var subscription: DisposeBase?

        init(_ observer: AnyObserver<Element>) {
            on = observer.observer
            next = observer.next
        }
    }

    let lock = RecursiveLock()
    private var entries = Bag<Entry>()
    /// The subscribers in subscription order, rebuilt only when someone subscribes or leaves, so
    /// delivering an event copies nothing.
    private(set) var snapshot: [AnyObject] = []

    var hasObservers: Bool { lock.performLocked { !snapshot.isEmpty } }

    /// Must be called with the lock held. Returns the subscriber's handle.
    func add(_ observer: AnyObserver<Element>) -> Disposable {
        let entry = Entry(observer)
        let subscription = SubjectSubscription(owner: self, key: entries.insert(entry))
        entry.subscription = subscription
        snapshot = entries.elements
        return subscription
    }

    /// Must be called with the lock held.
    func removeAll() {
        // The subject ended (or was disposed): its subscriptions are over, even while a
        // subscriber still holds the handle, so they leave the live count (`Resources.total`).
        entries.forEach { $0.subscription?.releaseResource() }
        entries.removeAll()
        snapshot = []
    }

    /// Must be called with the lock held. Delivers to a snapshot taken before, so subscribers
    /// added during delivery start with the next event.
    func deliver(_ event: Event<Element>, to snapshot: [AnyObject]) {
        for object in snapshot { unsafeDowncast(object, to: Entry.self).on(event) }
    }

    /// Must be called with the lock held: the fast lane for one element, to the current subscribers.
    func deliverNext(_ element: Element) {
        let current = snapshot
        var index = 0
        while index < current.count {
            unsafeDowncast(current[index], to: Entry.self).next(element)
            index += 1
        }
    }

    /// A disposable that removes the observer with `key`.
    fileprivate func remove(_ key: BagKey) {
        lock.performLocked {
            if entries.removeElement(forKey: key) != nil { snapshot = entries.elements }
        }
    }
}

fileprivate final class SubjectSubscription<Element>: DisposeBase, Disposable {
    private let lock = SpinLock()
    private var owner: SubjectObservers<Element>?
    private let key: BagKey

    init(owner: SubjectObservers<Element>, key: BagKey) {
        self.owner = owner
        self.key = key
    }

    func dispose() {
        let owner = lock.performLocked { () -> SubjectObservers<Element>? in
            defer { self.owner = nil }
            return self.owner
        }
        releaseResource()
        owner?.remove(key)
    }
}
