import Localization
import SystemSupport

/// Why the progress file could not be read or written.
public enum ProgressStoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file was written by a newer rxlearn; it is left untouched rather than downgraded.
    case newerVersion(found: Int, path: String)
    /// A system call failed: what was being done, on which path, and errno's text.
    case system(action: String, path: String, reason: String)

    public var description: String {
        switch self {
        case .newerVersion(let found, let path):
            UIText.LearnerFiles.newerVersion(path: path, found: found, current: LearnerProgress.currentVersion).text
        case .system(let action, let path, let reason):
            UIText.LearnerFiles.cannot(action, path: path, reason: reason).text
        }
    }

    static func fromErrno(_ action: String, _ path: String) -> ProgressStoreError {
        .system(action: action, path: path, reason: String(cString: strerror(errno)))
    }
}
