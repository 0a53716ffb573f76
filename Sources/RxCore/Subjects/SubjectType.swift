#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Synchronization

/// Something that is both an observable sequence and an observer: events pushed in with `on`
/// are multicast to every subscriber.
public protocol SubjectType: ObservableType {
    associatedtype Observer: ObserverType
    func asObserver() -> Observer
}

/// The observer list of a subject and the rules every subject delivers by.
///
/// **Nothing is called while the lock is held.** The lock guards the subscribers and the
/// subject's state only: an event takes it, records what it changes, copies the subscribers
/// (`snapshot`), lets go, and only then calls them, as RxSwift's subjects do. A subject holding
/// its lock while calling out deadlocks as soon as an observer takes a lock of its own that
/// another thread holds while it calls into the subject (two subjects feeding each other from two
/// threads; `zip` disposing its subscription to the subject under its lock).
///
/// **One delivery at a time.** RxSwift lets two threads calling `onNext` deliver at once; here
/// a subject fed from several threads still calls its observers one event at a time, in the
/// order the events took the lock, without anyone waiting for a lock while calling out: the
/// thread that finds another thread delivering leaves its event (with its snapshot) in `waiting`
/// and returns, and the delivering thread sends it when it is done with its own (`endTurn`), so
/// that event reaches the observers on the delivering thread. The delivering thread may re-enter
/// (an observer that feeds the subject again is served at once, depth first, as in RxSwift).
/// Whose turn it is lives in an atomic (`turn`), so that a turn with nothing left by others
/// ends without taking the lock again.
///
/// **A new subscriber catches up first.** What a subject gives a subscriber when it subscribes
/// (a `BehaviorSubject`'s value, a `ReplaySubject`'s buffer) is sent on the subscribing thread
/// before `subscribe` returns, outside the lock. Until that is done the subscriber is not in the
/// snapshot; events sent meanwhile wait in its own `backlog`, and it receives them after its
/// replay, so it sees every event once and in order.
///
/// An event goes to the subscribers of the moment it took the lock: one who subscribes during a
/// delivery starts with the next event, one disposed during a delivery still gets that event.
///
/// Delivery walks a snapshot kept as `[AnyObject]`: a concrete array type, so iterating it in the
/// subject's unspecialized generic code needs no run-time metadata lookups (see `NextReceiver`).
/// The snapshot is rebuilt only when someone subscribes or leaves, so delivering an event copies
/// nothing and allocates nothing.
final class SubjectObservers<Element> {
    /// A subscriber: the closures that reach it, boxed in a class so the snapshot can hold it.
    final class Entry {
        let on: (Event<Element>) -> Void
        let next: (Element) -> Void
        /// The handle the subscriber holds; it stops counting as live when the subject ends.
        weak var subscription: DisposeBase?
        /// Under the lock: events sent while the subscriber was catching up, or nil once it has
        /// joined the snapshot (or never had to catch up).
        var backlog: [Event<Element>]?
        /// Under the lock: it unsubscribed, or the subject ended or was disposed.
        var isRemoved = false

        init(_ observer: AnyObserver<Element>) {
            on = observer.observer
            next = observer.next
        }
    }

    /// An event left for the delivering thread by another thread, with the subscribers of the
    /// moment it was sent.
    private final class Waiting {
        let event: Event<Element>
        let snapshot: [AnyObject]

        init(_ event: Event<Element>, _ snapshot: [AnyObject]) {
            self.event = event
            self.snapshot = snapshot
        }
    }

    let lock = SpinLock()
    // Every access below is made with `lock` held, which is what keeps them exclusive; the
    // run-time exclusivity checks the compiler would otherwise add cost about 80 instructions
    // per access on the per-element path, hence `@exclusivity(unchecked)`.
    private var entries = Bag<Entry>()
    /// The subscribers that have caught up, in subscription order.
    @exclusivity(unchecked) private var snapshot: [AnyObject] = []
    /// The subscribers still receiving what they are given on subscription.
    @exclusivity(unchecked) private var catchingUp: [AnyObject] = []
    /// Whose turn it is to deliver: 0 when no one's, else the delivering thread
    /// (`ThreadIdentity`), plus `DeliveryTurn.eventsWaiting` while `waiting` holds events.
    ///
    /// It changes only with the lock held, except once per turn: the delivering thread ends its
    /// turn with one compare-and-exchange from "mine, nothing waiting" to 0 instead of taking the
    /// lock again (two lock operations per event saved, at every subject of a chain). The exchange
    /// fails exactly when another thread left an event meanwhile; the delivering thread then takes
    /// the lock and sends it (`endTurn`). Loads are acquiring and the exchange releasing, so what
    /// one turn did to the observers happens before the next turn, on whatever thread.
    private let turn = Atomic<UInt>(0)
    /// Events other threads sent during that turn, oldest first.
    @exclusivity(unchecked) private var waiting: [AnyObject] = []

    /// Whether anyone is subscribed (including a subscriber still catching up, as in RxSwift).
    var hasObservers: Bool {
        lock.lock_()
        defer { lock.unlock() }
        return !entries.isEmpty
    }

    /// Must be called with the lock held. Adds a subscriber that gets every later event.
    func add(_ observer: AnyObserver<Element>) -> Disposable {
        let entry = Entry(observer)
        let subscription = register(entry)
        snapshot.append(entry)
        return subscription
    }

    /// Must be called with the lock held. Adds a subscriber that first receives `replay`: call
    /// `catchUp` with the entry after releasing the lock.
    func addCatchingUp(_ observer: AnyObserver<Element>) -> (subscription: Disposable, entry: Entry) {
        let entry = Entry(observer)
        entry.backlog = []
        let subscription = register(entry)
        catchingUp.append(entry)
        return (subscription, entry)
    }

    private func register(_ entry: Entry) -> Disposable {
        let subscription = SubjectSubscription(owner: self, key: entries.insert(entry))
        entry.subscription = subscription
        return subscription
    }

    /// Called without the lock, on the subscribing thread: sends `replay` to the new subscriber,
    /// then whatever was sent to the subject meanwhile, then lets it join the snapshot.
    func catchUp(_ entry: Entry, replaying replay: [Element]) {
        for element in replay { entry.next(element) }
        while true {
            lock.lock_()
            let backlog = entry.backlog ?? []
            if backlog.isEmpty {
                entry.backlog = nil
                catchingUp.removeAll { $0 === entry }
                let replaced = entry.isRemoved ? [] : rebuildSnapshot()
                lock.unlock()
                withExtendedLifetime(replaced) {}
                return
            }
            entry.backlog = []
            lock.unlock()
            for event in backlog { entry.on(event) }
        }
    }

    /// Must be called with the lock held. The subject ended (or was disposed): its subscriptions
    /// are over, even while a subscriber still holds the handle, so they leave the live count
    /// (`Resources.total`). Returns the subscribers that were in the snapshot, which the
    /// terminal event still goes to; the caller keeps them until after releasing the lock (see
    /// `remove`). The subscribers still catching up stay referenced by `catchingUp`.
    func removeAll() -> [AnyObject] {
        let last = snapshot
        entries.forEach { entry in
            entry.subscription?.releaseResource()
            entry.isRemoved = true
        }
        entries.removeAll()
        snapshot = []
        return last
    }

    // MARK: Delivery

    /// Must be called with the lock held, which it releases: the fast lane of `send`, for one
    /// element to the current subscribers.
    @inline(__always)
    func sendNextAndUnlock(_ element: Element) {
        if !catchingUp.isEmpty { recordNextForCatchingUp(element) }
        switch takeTurnWhileLocked() {
        case .started:
            let current = snapshot
            lock.unlock()
            deliverNext(element, to: current)
            endTurn()
        case .reentered:
            let current = snapshot
            lock.unlock()
            deliverNext(element, to: current)
        case .someoneElses:
            leaveNextForDeliveringThread(element, snapshot)
            lock.unlock()
        }
    }

    /// Must be called with the lock held, which it releases. Sends `event` to `subscribers`
    /// (the snapshot of this moment, which a terminal event takes before `removeAll`) and to the
    /// subscribers still catching up.
    func sendAndUnlock(_ event: Event<Element>, to subscribers: [AnyObject]) {
        if !catchingUp.isEmpty { recordForCatchingUp(event) }
        switch takeTurnWhileLocked() {
        case .started:
            lock.unlock()
            deliver(event, to: subscribers)
            endTurn()
        case .reentered:
            lock.unlock()
            deliver(event, to: subscribers)
        case .someoneElses:
            leaveForDeliveringThread(event, subscribers)
            lock.unlock()
        }
    }

    /// Must be called with the lock held. Decides who delivers the event being sent: this thread,
    /// starting a turn or re-entering its own (when nothing waits, so order is kept), or the
    /// thread whose turn it is, which is then told that an event waits (the caller adds it to
    /// `waiting` before releasing the lock).
    @inline(__always)
    private func takeTurnWhileLocked() -> DeliveryTurn {
        let me = ThreadIdentity.current
        assert(me & DeliveryTurn.eventsWaiting == 0, "a thread identity with the low bit set")
        var state = turn.load(ordering: .acquiring)
        while true {
            if state == 0 {
                // Only a thread holding the lock moves the turn away from 0.
                turn.store(me, ordering: .relaxed)
                return .started
            }
            if state == me { return .reentered }
            if state & DeliveryTurn.eventsWaiting != 0 { return .someoneElses }
            // The delivering thread may end its turn (set 0) at this very moment, without the lock.
            let (exchanged, found) = turn.compareExchange(
                expected: state, desired: state | DeliveryTurn.eventsWaiting, ordering: .acquiring)
            if exchanged { return .someoneElses }
            state = found
        }
    }

    /// Must be called with the lock held: the current subscribers, for `sendAndUnlock`.
    var currentSubscribers: [AnyObject] { snapshot }

    // The slow paths build their `Event` out of line, so that its generic metadata is not fetched
    // on entry to the per-element path (see `NextReceiver`).

    @inline(never)
    private func recordNextForCatchingUp(_ element: Element) {
        recordForCatchingUp(.next(element))
    }

    @inline(never)
    private func leaveNextForDeliveringThread(_ element: Element, _ subscribers: [AnyObject]) {
        leaveForDeliveringThread(.next(element), subscribers)
    }

    @inline(never)
    private func recordForCatchingUp(_ event: Event<Element>) {
        for object in catchingUp { unsafeDowncast(object, to: Entry.self).backlog?.append(event) }
    }

    @inline(never)
    private func leaveForDeliveringThread(_ event: Event<Element>, _ subscribers: [AnyObject]) {
        waiting.append(Waiting(event, subscribers))
    }

    /// Called without the lock by the thread whose turn it is: sends what other threads left
    /// meanwhile, then ends the turn.
    private func endTurn() {
        let me = ThreadIdentity.current
        while true {
            // Nothing waiting (the flag is clear): the turn ends without the lock.
            if turn.compareExchange(expected: me, desired: 0, ordering: .releasing).exchanged { return }
            lock.lock_()
            let batch = waiting
            waiting = []
            turn.store(me, ordering: .relaxed)
            lock.unlock()
            for object in batch {
                let left = unsafeDowncast(object, to: Waiting.self)
                deliver(left.event, to: left.snapshot)
            }
        }
    }

    private func deliver(_ event: Event<Element>, to subscribers: [AnyObject]) {
        for object in subscribers { unsafeDowncast(object, to: Entry.self).on(event) }
    }

    @inline(__always)
    private func deliverNext(_ element: Element, to subscribers: [AnyObject]) {
        var index = 0
        while index < subscribers.count {
            unsafeDowncast(subscribers[index], to: Entry.self).next(element)
            index += 1
        }
    }

    /// Must be called with the lock held. Returns the snapshot it replaces, which the caller
    /// keeps until after releasing the lock (see `remove`).
    private func rebuildSnapshot() -> [AnyObject] {
        var rebuilt: [AnyObject] = []
        rebuilt.reserveCapacity(entries.count)
        entries.forEach { entry in if entry.backlog == nil { rebuilt.append(entry) } }
        let replaced = snapshot
        snapshot = rebuilt
        return replaced
    }

    /// Called, without the lock, when a subscriber leaving makes the list empty (`share` then
    /// disconnects). Set once, before anyone subscribes.
    var whenEmptied: (() -> Void)?

    /// Must be called with the lock held.
    var isEmptyWhileLocked: Bool { entries.isEmpty }

    /// A disposable that removes the observer with `key`.
    ///
    /// The removed subscriber is let go only after the lock is released: it may hold the last
    /// reference to objects whose deinit reaches back into this subject (a bag holding another
    /// subscription), and the lock is not re-entrant.
    fileprivate func remove(_ key: BagKey) {
        lock.lock_()
        guard let entry = entries.removeElement(forKey: key) else {
            lock.unlock()
            return
        }
        entry.isRemoved = true
        var replaced: [AnyObject] = []
        if entry.backlog != nil {
            entry.backlog = []
            catchingUp.removeAll { $0 === entry }
        } else {
            replaced = rebuildSnapshot()
        }
        let emptied = entries.isEmpty
        lock.unlock()
        withExtendedLifetime((entry, replaced)) {}
        if emptied, let whenEmptied = whenEmptied { whenEmptied() }
    }
}

/// What a thread sending to a subject does: deliver in a turn of its own, deliver inside its
/// current turn, or leave the event to the thread whose turn it is.
private enum DeliveryTurn {
    case started, reentered, someoneElses

    /// The bit of `SubjectObservers.turn` that says events wait. A thread's identity never has
    /// it: it is the address of the thread's control block, which is aligned.
    static let eventsWaiting: UInt = 1
}

/// A number that identifies the calling thread, for "is it this thread's turn?".
enum ThreadIdentity {
    @inline(__always)
    static var current: UInt {
        #if canImport(Darwin)
        UInt(bitPattern: pthread_self())
        #else
        UInt(pthread_self())
        #endif
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
