/// When an observer was subscribed to a test observable and when it let go, in ticks.
/// A subscription that is still alive ends at `Int.max`, printed as `Infinity`.
public struct Subscription: Hashable, CustomDebugStringConvertible {
    /// The tick at which `subscribe` was called.
    public let subscribe: TestTime
    /// The tick at which the subscription was disposed, or `Int.max` while it is alive.
    public let unsubscribe: TestTime

    public init(subscribe: TestTime, unsubscribe: TestTime = Int.max) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }

    /// A subscription that has not been disposed: `Subscription(200)`.
    public init(_ subscribe: TestTime) {
        self.init(subscribe: subscribe, unsubscribe: Int.max)
    }

    /// A subscription from `subscribe` to `unsubscribe`: `Subscription(200, 400)`.
    public init(_ subscribe: TestTime, _ unsubscribe: TestTime) {
        self.init(subscribe: subscribe, unsubscribe: unsubscribe)
    }

    /// `(200: 400)`, or `(200: Infinity)` while subscribed: RxTest's form, which `print` and
    /// failed assertions show too.
    public var debugDescription: String {
        let end = unsubscribe == Int.max ? "Infinity" : String(unsubscribe)
        return "(\(subscribe): \(end))"
    }
}
