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
        trampoline.isRunning = true
        defer { trampoline.isRunning = false }
        let disposable = action(state)
        trampoline.drain()
        return disposable
    }
}

/// The per-thread queue of the current-thread scheduler.
final class Trampoline {
    var isRunning = false
    var queue = Queue<ScheduledItem>()

    /// True when something else is waiting, so a recursive action must yield its turn.
    var hasPendingWork: Bool { !queue.isEmpty }

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
