import Foundation
import RxCore

/// Not part of RxTest: rxlearn's cell runtime turns this on so that every `TestableObserver` a
/// cell makes (`scheduler.start { … }`, `scheduler.createObserver(…)`) is drawn as a marble lane
/// at the end of the cell, on the scheduler's own ticks. Off, it costs nothing.
public enum TestableObserverLog {
    /// One event as the lane shows it: the tick, `next`/`error`/`completed`, the value's text.
    public struct Entry {
        public let time: TestTime
        public let kind: String
        public let value: String?
    }

    private static let lock = NSLock()
    private static var tracking = false
    private static var observers: [() -> [Entry]] = []

    /// Starts (or stops) keeping the observers made from now on.
    public static func track(_ on: Bool) {
        lock.lock()
        defer { lock.unlock() }
        tracking = on
        if !on { observers = [] }
    }

    static func register<Element>(_ observer: TestableObserver<Element>) {
        lock.lock()
        defer { lock.unlock() }
        guard tracking else { return }
        observers.append { [observer] in
            observer.events.map { recorded in
                switch recorded.value {
                case .next(let value): return Entry(time: recorded.time, kind: "next", value: "\(value)")
                case .error(let error): return Entry(time: recorded.time, kind: "error", value: "\(error)")
                case .completed: return Entry(time: recorded.time, kind: "completed", value: nil)
                }
            }
        }
    }

    /// The events of every observer kept, in the order the observers were made.
    public static func recordedEvents() -> [[Entry]] {
        lock.lock()
        let copies = observers
        lock.unlock()
        return copies.map { $0() }
    }
}
