#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Prepares signals for dispatch signal sources, which rxlearn uses to handle SIGINT, SIGTERM
/// and SIGHUP on an ordinary thread.
///
/// A signal's default action (ending the process) must be switched off before a source watches
/// it — but only while nothing handles it yet. On Linux, libdispatch installs a handler of its own
/// the first time a source watches a signal and never again: setting `SIG_IGN` after that (a second
/// set of sources, such as the notebook's after the command line's) would throw its handler away,
/// and the signal would be ignored for good — `rxlearn play` went on running after its terminal
/// closed.
public enum SignalDisposition {
    public static func switchOffDefaultAction(of signals: [Int32]) {
        for number in signals {
            var current = sigaction()
            guard sigaction(number, nil, &current) == 0 else { continue }
            if isDefault(current) { signal(number, SIG_IGN) }
        }
    }

    /// `SIG_DFL` is the null handler on Linux and macOS; function pointers cannot be compared
    /// directly, their bits can.
    private static func isDefault(_ action: sigaction) -> Bool {
        #if canImport(Darwin)
        let handler = action.__sigaction_u.__sa_handler
        #else
        let handler = action.__sigaction_handler.sa_handler
        #endif
        return unsafeBitCast(handler, to: Int.self) == 0
    }
}
