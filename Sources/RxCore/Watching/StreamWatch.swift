import Foundation
import Synchronization

/// rxlearn's window on running chains — not an RxSwift API. When a `StreamWatcher` is installed
/// (the lesson cell runtime installs one), every subscription made through `subscribe(onNext:…)`,
/// `bind`, `drive`, `emit` and the traits' `subscribe` is reported with the learner's line, and
/// every operator of its chain as a stage; a probe for each then sees the events that pass.
///
/// When no watcher is installed nothing is wrapped: subscribing costs one relaxed atomic load,
/// and an element costs nothing at all, because probes are put between operators only at
/// subscription time (see docs/PERFORMANCE.md for the instruction counts).
public enum StreamWatch {
    private static let active = Atomic<Bool>(false)
    private static let lock = SpinLock()
    private nonisolated(unsafe) static var storedWatcher: StreamWatcher?

    /// The watcher that is told of subscriptions and stages; nil (the default) watches nothing.
    /// Install it before the first subscription: chains subscribed earlier stay unwatched.
    public static var watcher: StreamWatcher? {
        get { lock.performLocked { storedWatcher } }
        set {
            lock.performLocked { storedWatcher = newValue }
            active.store(newValue != nil, ordering: .releasing)
        }
    }

    /// The one check on the unwatched path.
    @inline(__always)
    static var isActive: Bool { active.load(ordering: .relaxed) }

    private nonisolated(unsafe) static var running: [AnyObject] = []

    /// While a watcher is installed, the virtual time schedulers that are running work right
    /// now, the innermost last: a watcher times the events of a test scheduler's chain by that
    /// scheduler's clock, not the cell's.
    public static var runningVirtualSchedulers: [AnyObject] {
        lock.performLocked { running }
    }

    /// Runs `body`, a virtual time scheduler's run, with the scheduler among the running ones.
    static func whileRunning(_ scheduler: AnyObject, _ body: () -> Void) {
        guard isActive else { return body() }
        lock.performLocked { running.append(scheduler) }
        defer {
            lock.performLocked {
                if let index = running.lastIndex(where: { $0 === scheduler }) { running.remove(at: index) }
            }
        }
        body()
    }
}

/// Told of subscriptions and stages; returns a probe for each it wants to watch.
/// Called on whatever thread subscribes, so an implementation must be thread-safe.
public protocol StreamWatcher: AnyObject {
    /// A subscription made by the learner's code (or, with `site.isKnown` false, one whose
    /// maker is not known: `subscribe(observer)` with a subject or a test observer).
    func subscriptionStarted(at site: SubscriptionSite) -> StreamProbe?
    /// An operator (or source) of `subscription`'s chain was subscribed. `depth` counts from the
    /// subscriber: 1 is the operator right before it; an inner sequence of `flatMap` is one
    /// deeper than the `flatMap`.
    func stageStarted(operatorName: String, depth: Int, of subscription: StreamProbe) -> StreamProbe?
}

/// Sees what passes one watched stream. Called on the thread that delivers the event.
public protocol StreamProbe: AnyObject {
    func observe(_ event: WatchedEvent)
}

/// What a probe sees.
public enum WatchedEvent {
    case next(Any)
    case error(Swift.Error)
    case completed
    /// The subscription ended: disposed, or torn down after its last event. Sent once.
    case disposed
}

/// Where a subscription was made: the call (`subscribe(onNext:)`) and the learner's place in
/// the source, from `#fileID` and `#line` default arguments of the subscribing methods.
public struct SubscriptionSite {
    public let call: StaticString
    public let file: StaticString
    /// 0 when the place is not known.
    public let line: UInt
    /// The observer already has a lane of its own (a test scheduler's `TestableObserver`).
    public let observerDrawsItsOwnLane: Bool

    public init(call: StaticString, file: StaticString, line: UInt, observerDrawsItsOwnLane: Bool = false) {
        self.call = call
        self.file = file
        self.line = line
        self.observerDrawsItsOwnLane = observerDrawsItsOwnLane
    }

    public var isKnown: Bool { line != 0 }

    static func unknown(observerDrawsItsOwnLane: Bool) -> SubscriptionSite {
        SubscriptionSite(call: "subscribe(_:)", file: "", line: 0, observerDrawsItsOwnLane: observerDrawsItsOwnLane)
    }
}

/// An observer whose events rxlearn already draws on a lane of its own: its subscription lends
/// only its stages. RxCoreTest's `TestableObserver` adopts it.
public protocol DrawsItsOwnLane {}
