import Foundation
#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// Times one exercise case: the real time it took, and how much of it the case's thread spent
/// waiting rather than working. A case runs on virtual time, so a long wait means the answer
/// slept or blocked on a real clock (`Thread.sleep`, a semaphore). A long stretch of work alone
/// is not a wait: an answer that retries for ever on the virtual clock keeps the thread busy
/// until the case ends, and a real clock has nothing to do with it.
struct CaseStopwatch {
    private let startedReal = DispatchTime.now().uptimeNanoseconds
    private let startedWork = Self.threadWorkNanoseconds()
    private let startedVoluntarySwitches = Self.voluntarySwitches()

    /// Milliseconds of real time since the stopwatch started during which this thread did not
    /// run because it waited. Time off the CPU counts only if the thread gave the CPU up of its
    /// own accord at least once (Linux counts that per thread): on a busy machine a thread that
    /// only works is taken off the CPU too, and that is no wait of the answer's.
    var waitedMilliseconds: Int {
        let real = DispatchTime.now().uptimeNanoseconds &- startedReal
        let work = Self.threadWorkNanoseconds() &- startedWork
        guard real > work else { return 0 }
        if let before = startedVoluntarySwitches, let now = Self.voluntarySwitches(), now == before { return 0 }
        return Int((real - work) / 1_000_000)
    }

    /// The CPU time this thread has used (`CLOCK_THREAD_CPUTIME_ID`, on Linux and macOS alike).
    static func threadWorkNanoseconds() -> UInt64 {
        var time = timespec()
        guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time) == 0 else { return 0 }
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// How many times this thread gave up the CPU itself (to sleep, to wait on a lock or a
    /// read); nil where the system does not count it per thread (macOS has no `RUSAGE_THREAD`).
    static func voluntarySwitches() -> Int? {
        #if os(Linux)
        var usage = rusage()
        // RUSAGE_THREAD (1), which Glibc declares only for `_GNU_SOURCE`, so Swift does not see it.
        let thisThread = __rusage_who_t(1)
        guard getrusage(thisThread, &usage) == 0 else { return nil }
        return usage.ru_nvcsw
        #else
        return nil
        #endif
    }
}
