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
