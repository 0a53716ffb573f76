import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Runs work on the current thread, after the work that is already running there: a trampoline.
///
/// The first `schedule` on a thread runs its action at once and then drains everything that was
/// scheduled meanwhile; a `schedule` made while the trampoline runs is queued. This is why
/// `Observable.of(1, 2)` emits only after the whole chain has subscribed, and why recursion never
/// deepens the stack.
public final class CurrentThreadScheduler: ImmediateSchedulerType {
    public static let instance = CurrentThreadScheduler()

    private init() {}

    /// True when no trampoline is running on this thread, so scheduled work would run at once.
    public static var isScheduleRequired: Bool {
        !Trampoline.current.isRunning
    }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let trampoline = Trampoline.current
        if trampoline.isRunning {
            let item = ScheduledItem(state: state, action: action)
            trampoline.queue.enqueue(item)
            return item
        }
        return trampoline.runFirst { action(state) }
    }
}

/// What the trampoline queues: a `ScheduledItem`, or work that is its own item (`TrampolineLoop`),
/// which saves the item and the closure around the work that `schedule` would allocate.
protocol TrampolineWork: AnyObject {
    /// Work disposed while it waited is skipped.
    var isDisposed: Bool { get }
    func invoke()
}

extension ScheduledItem: TrampolineWork {}

/// The per-thread queue of the current-thread scheduler.
///
/// Only its own thread touches it, so its fields skip the run-time exclusivity checks (each
/// costs a call into the runtime, and subscribing to `of` reads them several times).
final class Trampoline {
    @exclusivity(unchecked) var isRunning = false
    @exclusivity(unchecked) var queue = Queue<TrampolineWork>()

    /// True when something else is waiting, so a recursive action must yield its turn.
    var hasPendingWork: Bool { !queue.isEmpty }

    /// Runs `body` as the first action of this trampoline, then everything it queued. Only for
    /// a trampoline that is not running: inside a running one, work is queued instead.
    @inline(__always)
    func runFirst<Result>(_ body: () -> Result) -> Result {
        isRunning = true
        defer { isRunning = false }
        let result = body()
        drain()
        return result
    }

    /// Queues `work` behind what is waiting; runs it at once, as the first action, when no
    /// trampoline is running on this thread (what `CurrentThreadScheduler.schedule` does).
    func enqueueOrRun(_ work: TrampolineWork) {
        if isRunning {
            queue.enqueue(work)
        } else {
            runFirst { work.invoke() }
        }
    }

    func drain() {
        while let item = queue.dequeue() {
            if item.isDisposed { continue }
            item.invoke()
        }
    }

    static var current: Trampoline {
        if let raw = pthread_getspecific(trampolineKey) {
            return Unmanaged<Trampoline>.fromOpaque(raw).takeUnretainedValue()
        }
        let trampoline = Trampoline()
        pthread_setspecific(trampolineKey, Unmanaged.passRetained(trampoline).toOpaque())
        return trampoline
    }
}

/// The thread-local slot that holds each thread's trampoline; released when the thread ends.
private let trampolineKey: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key) { raw in
        #if canImport(Darwin)
        Unmanaged<Trampoline>.fromOpaque(raw).release()
        #else
        if let raw = raw { Unmanaged<Trampoline>.fromOpaque(raw).release() }
        #endif
    }
    precondition(status == 0, "Could not create the thread-local key of CurrentThreadScheduler")
    return key
}()
