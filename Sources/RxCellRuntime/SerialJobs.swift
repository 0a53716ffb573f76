import Dispatch
import Foundation

/// Runs every job of Swift's global concurrent executor on the main queue, one at a time, and
/// counts the ones not yet run: an exercise whose `solve` awaits is judged on virtual time, and
/// for its verdict to be the same on every run the clock may only move on once the answer has done
/// everything that the last step made ready (`ExerciseHarness.runAwaiting`).
///
/// Swift's runtime offers a hook for where global jobs go (`swift_task_enqueueGlobal_hook`, also
/// on macOS); installing it sends them to the main queue, where they run in the order they came,
/// between the steps of the clock. Work that does not go through the global executor is not
/// counted: a dispatch queue's own threads, `Task.sleep`'s timer (such an answer is told it uses a
/// real clock), and a hop to the main actor (`@MainActor` code), which the runtime queues on the
/// main queue itself: it still runs in order, and the clock waits a few quiet turns of the main
/// queue for such hops (`CellRuntime.settleMainQueue`).
enum SerialJobs {
    private typealias Original = @convention(thin) (UnownedJob) -> Void
    private typealias Hook = @convention(thin) (UnownedJob, Original) -> Void

    private static let counter = PendingJobs()

    /// Jobs handed to the global executor that have not started running.
    static var pending: Int { counter.count }

    /// Installs the hook, once; false when this runtime has none (then jobs run as usual).
    @discardableResult
    static func install() -> Bool { installed }

    private static let installed: Bool = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "swift_task_enqueueGlobal_hook") else { return false }
        symbol.assumingMemoryBound(to: Hook?.self).pointee = { job, _ in
            SerialJobs.counter.add()
            DispatchQueue.main.async {
                // Counted as waiting until it starts: the harness's own code may be the job that
                // runs (its `await`s come back through the global executor too), and it asks
                // whether any *other* job is left.
                SerialJobs.counter.remove()
                job.runSynchronously(on: MainActor.sharedUnownedExecutor)
            }
        }
        return true
    }()
}

/// A count shared by the threads that hand jobs over and the main queue that runs them.
private final class PendingJobs: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    var count: Int { lock.withLock { value } }
    func add() { lock.withLock { value += 1 } }
    func remove() { lock.withLock { value -= 1 } }
}
