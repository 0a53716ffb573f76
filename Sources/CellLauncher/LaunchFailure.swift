import CellProtocol
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How the launcher gives up: one line on standard error after `CellProtocol.Launcher.messagePrefix`,
/// and the status `setupFailedStatus`, which CellRunner turns into a sentence of its own.
enum LaunchFailure {
    static func stop(_ message: String) -> Never {
        let line = CellProtocol.Launcher.messagePrefix + message + "\n"
        _ = line.withCString { write(2, $0, strlen($0)) }
        _exit(CellProtocol.Launcher.setupFailedStatus)
    }

    /// `stop` with the C library's words for `errno` after what failed.
    static func stop(_ what: String, errorNumber: Int32) -> Never {
        stop("\(what): \(String(cString: strerror(errorNumber)))")
    }
}
