import RxCore

/// A value together with the virtual time at which it happened: what a `TestableObserver`
/// records and what hot and cold test observables replay.
public struct Recorded<Value>: CustomDebugStringConvertible {
    /// When the value happened, in ticks.
    public let time: TestTime
    /// What happened (usually an `Event`).
    public let value: Value

    public init(time: TestTime, value: Value) {
        self.time = time
        self.value = value
    }

    /// `next(1) @ 210`, the form RxTest prints in assertion failures.
    public var debugDescription: String {
        "\(value) @ \(time)"
    }
}

extension Recorded: Equatable where Value: Equatable {}

// The constructors that make expected events read like RxSwift's own tests:
// `XCTAssertEqual(res.events, [.next(210, 1), .completed(300)])`.
extension Recorded {
    /// A `next` event at `time`.
    public static func next<T>(_ time: TestTime, _ element: T) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .next(element))
    }

    /// A `completed` event at `time`; pass the element type when nothing else tells it.
    public static func completed<T>(_ time: TestTime, _ type: T.Type = T.self) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .completed)
    }

    /// An `error` event at `time`; pass the element type when nothing else tells it.
    public static func error<T>(_ time: TestTime, _ error: Swift.Error, _ type: T.Type = T.self) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .error(error))
    }
}

extension Recorded {
    /// Collects recorded events into an array: `Recorded.events(.next(210, 1), .completed(300))`.
    public static func events<T>(_ recordedEvents: Recorded<Event<T>>...) -> [Recorded<Event<T>>] where Value == Event<T> {
        recordedEvents
    }

    /// The array form of `events(_:...)`, for symmetry with RxTest.
    public static func events<T>(_ recordedEvents: [Recorded<Event<T>>]) -> [Recorded<Event<T>>] where Value == Event<T> {
        recordedEvents
    }
}
