import Foundation
import RxCore
import XCTest

/// Helpers for the trait tests. A namespace, so that its names never meet other test helpers.
enum TraitTestKit {
    /// Turns the main run loop (the test runs on the main thread) until `condition` holds or
    /// `timeout` seconds pass; returns whether it holds. `MainScheduler` runs only the first
    /// piece of work inline: work it schedules while running goes to the main queue, as in RxSwift.
    @discardableResult
    static func turnMainRunLoop(timeout: TimeInterval = 2, until condition: () -> Bool) -> Bool {
        precondition(Thread.isMainThread, "turnMainRunLoop runs on the main thread")
        let deadline = Date(timeIntervalSinceNow: timeout)
        while !condition() {
            if Date() >= deadline { return false }
            _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: 0.005))
        }
        return true
    }
}
