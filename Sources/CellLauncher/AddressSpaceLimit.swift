#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `RLIMIT_AS`, soft and hard: the cell and everything it starts can map at most that much
/// memory, so a runaway cell fails to allocate instead of filling the machine. A hello-world cell
/// maps about 80 MB (the Swift runtime, Foundation and their libraries); every thread adds its
/// stack and, with glibc, room for a malloc arena. (macOS accepts the limit but does not enforce
/// it for `mmap`; there the cap is advisory.)
///
/// Also no core files: a crashing cell is a result, not something to leave in the learner's folder.
enum AddressSpaceLimit {
    static func apply(_ bytes: UInt64?) {
        var noCore = rlimit(rlim_cur: 0, rlim_max: 0)
        _ = setrlimit(resource(RLIMIT_CORE), &noCore)
        guard let bytes else { return }
        var limit = rlimit(rlim_cur: rlim_t(bytes), rlim_max: rlim_t(bytes))
        guard setrlimit(resource(RLIMIT_AS), &limit) == 0 else {
            LaunchFailure.stop("setrlimit(RLIMIT_AS, \(bytes))", errorNumber: errno)
        }
    }

    #if canImport(Glibc)
    private static func resource(_ limit: __rlimit_resource) -> __rlimit_resource_t { __rlimit_resource_t(limit.rawValue) }
    #else
    private static func resource(_ limit: Int32) -> Int32 { limit }
    #endif
}
