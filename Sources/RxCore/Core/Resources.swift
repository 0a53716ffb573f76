import Synchronization

/// The number of live subscription resources: sinks, observers made by `subscribe`, disposables
/// and recursive schedules. Like RxSwift's `Resources.total` (which needs a TRACE_RESOURCES build),
/// but always on. It rises while something is subscribed and returns to its starting value once
/// everything is disposed, which is how tests and lesson cells detect leaks.
///
/// Two differences from RxSwift, both so that the number means "subscriptions still running":
/// a resource stops counting when it is disposed, even if something still references it; and
/// `Observable` values, subjects and dispose bags are not counted at all, so a lesson may keep a
/// subject in a top-level constant for ever without looking like a leak.
///
/// Built with `TRACE_RESOURCES` defined (`swift build -Xswiftc -DTRACE_RESOURCES`), as RxSwift's
/// own test suite is, the core counts as RxSwift's tests expect: every `Observable` (subjects
/// included) also counts from its creation until it is deallocated, and
/// `numberOfSerialDispatchQueueObservables` counts the live `observe(on:)` observables on a
/// serial dispatch queue scheduler. The type stays public without the flag (RxSwift declares it
/// only with it): lessons and the cell runtime's leak note read `total`.
public enum Resources {
    private static let counter = Atomic<Int32>(0)

    /// How many subscription resources are alive right now.
    public static var total: Int32 { counter.load(ordering: .acquiring) }

    @discardableResult
    public static func incrementTotal() -> Int32 {
        counter.wrappingAdd(1, ordering: .acquiringAndReleasing).newValue
    }

    @discardableResult
    public static func decrementTotal() -> Int32 {
        counter.wrappingSubtract(1, ordering: .acquiringAndReleasing).newValue
    }
}

#if TRACE_RESOURCES
extension Resources {
    private static let serialDispatchQueueObservables = Atomic<Int32>(0)

    /// How many `observe(on:)` observables on a `SerialDispatchQueueScheduler` are alive: they take
    /// the serial queue's own path (events scheduled one by one on the queue).
    public static var numberOfSerialDispatchQueueObservables: Int32 {
        serialDispatchQueueObservables.load(ordering: .acquiring)
    }

    static func serialDispatchQueueObservableCreated() {
        serialDispatchQueueObservables.wrappingAdd(1, ordering: .acquiringAndReleasing)
    }

    static func serialDispatchQueueObservableDeallocated() {
        serialDispatchQueueObservables.wrappingSubtract(1, ordering: .acquiringAndReleasing)
    }
}
#endif
