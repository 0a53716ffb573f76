import Localization
import SystemSupport

/// Why the progress file could not be read or written.
public enum ProgressStoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file was written by a newer rxlearn; it is left untouched rather than downgraded.
    case newerVersion(found: Int, path: String)
    /// A system call failed: what was being done, on which path, and errno's text.
    case system(action: String, path: String, reason: String)
    /// A file or folder of the store that could not be read or written, in the words of the
    /// learner's files (a full disk, a read-only folder…), which every language has.
    case file(WorkspaceFileError)
    /// Another process held the file's lock for longer than rxlearn waits (`ProgressStore.lockWait`);
    /// the holder when the system says who it is. Nothing was read or written.
    case locked(path: String, holder: LockHolder?)

    public var description: String { phrase.text }

    /// The sentence in every language, for a program that words it later (the notebook draws its
    /// messages in the language on screen at the time).
    public var phrase: Phrase {
        switch self {
        case .newerVersion(let found, let path):
            UIText.LearnerFiles.newerVersion(path: path, found: found, current: LearnerProgress.currentVersion)
        case .system(let action, let path, let reason):
            UIText.LearnerFiles.cannot(action, path: path, reason: reason)
        case .locked(let path, let holder):
            Self.lockedPhrase(path: path, holder: holder)
        case .file(let error):
            UIText.LearnerFiles.progressFile(path: error.path, problem: error.problemPhrase)
        }
    }

    /// The sentence for a lock held too long: who holds it and what to do, in the learner's language.
    public static func lockedPhrase(path: String, holder: LockHolder?) -> Phrase {
        guard let holder else { return UIText.LearnerFiles.lockedByAnotherProgram(path: path) }
        return UIText.LearnerFiles.locked(path: path, processID: Int(holder.processID), command: holder.command,
                                          stopped: holder.isStopped)
    }

    static func fromErrno(_ action: String, _ path: String) -> ProgressStoreError {
        .system(action: action, path: path, reason: String(cString: strerror(errno)))
    }
}
