#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Why the progress file could not be read or written.
public enum ProgressStoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file was written by a newer rxlearn; it is left untouched rather than downgraded.
    case newerVersion(found: Int, path: String)
    /// A system call failed: what was being done, on which path, and errno's text.
    case system(action: String, path: String, reason: String)

    public var description: String {
        switch self {
        case .newerVersion(let found, let path):
            "\(path) is in format version \(found), newer than this rxlearn understands (\(LearnerProgress.currentVersion)) — update rxlearn; the file is left as it is"
        case .system(let action, let path, let reason):
            "cannot \(action) \(path): \(reason) — fix that file or folder, or set XDG_STATE_HOME to a folder you can write"
        }
    }

    static func fromErrno(_ action: String, _ path: String) -> ProgressStoreError {
        .system(action: action, path: path, reason: String(cString: strerror(errno)))
    }
}
