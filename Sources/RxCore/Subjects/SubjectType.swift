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
final class SubjectObservers<Element> {
    let lock = RecursiveLock()
    private var observers = Bag<AnyObserver<Element>>()
    /// The observers in subscription order, rebuilt only when someone subscribes or leaves, so
    /// delivering an event copies nothing.
    private(set) var snapshot: [AnyObserver<Element>] = []

    var hasObservers: Bool { lock.performLocked { !snapshot.isEmpty } }

    /// Must be called with the lock held.
    func add(_ observer: AnyObserver<Element>) -> BagKey {
        defer { snapshot = observers.elements }
        return observers.insert(observer)
    }

    /// Must be called with the lock held.
    func removeAll() {
        observers.removeAll()
        snapshot = []
    }

    /// Must be called with the lock held. Delivers to a snapshot taken before, so subscribers
    /// added during delivery start with the next event.
    func deliver(_ event: Event<Element>, to snapshot: [AnyObserver<Element>]) {
        for observer in snapshot { observer.on(event) }
    }

    /// Must be called with the lock held: the fast lane for one element.
    func deliverNext(_ element: Element, to snapshot: [AnyObserver<Element>]) {
        for observer in snapshot { observer.onNext(element) }
    }

    /// A disposable that removes the observer with `key`.
    func subscription(for key: BagKey) -> Disposable {
        SubjectSubscription(owner: self, key: key)
    }

    fileprivate func remove(_ key: BagKey) {
        lock.performLocked {
            if observers.removeElement(forKey: key) != nil { snapshot = observers.elements }
        }
    }
}

private final class SubjectSubscription<Element>: DisposeBase, Disposable {
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
