import Foundation
import RxCore

/// A one-shot gate a thread can wait on until another opens it.
///
/// On the main thread the wait keeps the main run loop turning in short slices instead of
/// sleeping, so that work the sequence sends to `DispatchQueue.main` or `MainScheduler` still
/// runs (sleeping there would deadlock), and, when `MainScheduler.virtualClock` is installed,
/// moves that virtual clock on whenever the run loop has nothing ready. Elsewhere it sleeps on a
/// condition variable.
final class BlockingGate {
    /// How long one turn of the main run loop may take before the gate is checked again.
    private static let runLoopSlice: TimeInterval = 0.01

    private let condition = NSCondition()
    private var isOpen = false
    private var waiterTurnsMainRunLoop = false

    func open() {
        condition.lock()
        isOpen = true
        let wakeMainRunLoop = waiterTurnsMainRunLoop
        condition.broadcast()
        condition.unlock()
        if wakeMainRunLoop && !Thread.isMainThread {
            // An empty main-queue block ends the waiter's run loop turn now, not at the end of its slice.
            DispatchQueue.main.async {}
        }
    }

    /// Waits until the gate opens or `timeout` seconds pass (nil: no limit).
    /// Returns whether the gate opened.
    func wait(timeout: TimeInterval?) -> Bool {
        let deadline = timeout.map { Date(timeIntervalSinceNow: $0) } ?? Date.distantFuture
        if Thread.isMainThread {
            return waitTurningMainRunLoop(until: deadline)
        }
        condition.lock()
        defer { condition.unlock() }
        while !isOpen {
            if !condition.wait(until: deadline) { return isOpen }
        }
        return true
    }

    private func waitTurningMainRunLoop(until deadline: Date) -> Bool {
        condition.lock()
        waiterTurnsMainRunLoop = true
        condition.unlock()
        while !checkOpen() {
            let now = Date()
            if now >= deadline { return false }
            if MainScheduler.virtualClock != nil {
                // Let ready main-queue work go first, then move virtual time one step.
                _ = RunLoop.current.run(mode: .default, before: now)
                if checkOpen() { return true }
                if MainScheduler.runNextVirtualWorkIfIdle() { continue }
            }
            let sliceEnd = min(deadline, now.addingTimeInterval(BlockingGate.runLoopSlice))
            if !RunLoop.current.run(mode: .default, before: sliceEnd) {
                // Nothing is attached to the run loop, so it returned at once: sleep for the
                // slice rather than spin.
                sleepOnCondition(until: sliceEnd)
            }
        }
        return true
    }

    private func checkOpen() -> Bool {
        condition.lock()
        defer { condition.unlock() }
        return isOpen
    }

    private func sleepOnCondition(until date: Date) {
        condition.lock()
        defer { condition.unlock() }
        if !isOpen { _ = condition.wait(until: date) }
    }
}
