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

    /// Milliseconds of real time since the stopwatch started during which this thread did not run.
    var waitedMilliseconds: Int {
        let real = DispatchTime.now().uptimeNanoseconds &- startedReal
        let work = Self.threadWorkNanoseconds() &- startedWork
        return real > work ? Int((real - work) / 1_000_000) : 0
    }

    /// The CPU time this thread has used (`CLOCK_THREAD_CPUTIME_ID`, on Linux and macOS alike).
    static func threadWorkNanoseconds() -> UInt64 {
        var time = timespec()
        guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time) == 0 else { return 0 }
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
