import Foundation
import Localization
import SystemSupport

/// Moves a learner's file out of the way without ever replacing an earlier backup: the first goes
/// to `NAME.bak`, the next to `NAME.bak.2`, then `NAME.bak.3`, and so on. `rxlearn reset` and the
/// notebook's `x` both keep the learner's version this way, so no sequence of resets loses one.
public enum WorkspaceBackup {
    /// The backup names of `file`, in the order they are used: `.bak`, `.bak.2`, `.bak.3`, …
    public static func candidate(for file: URL, number: Int) -> URL {
        let name = number <= 1 ? "\(file.lastPathComponent).bak" : "\(file.lastPathComponent).bak.\(number)"
        return file.deletingLastPathComponent().appendingPathComponent(name)
    }

    /// Moves `file` to the first free backup name and returns it; nil when there is no file.
    ///
    /// `link` + `unlink` rather than `rename`: `link` fails when the name is taken, atomically, so
    /// two rxlearn processes resetting at once cannot both pick the same free name and lose one
    /// version. Where hard links are not supported the move falls back to a checked `rename`.
    public static func keepAside(_ file: URL) throws -> URL? {
        var info = stat()
        guard lstat(file.path, &info) == 0 else {
            if errno == ENOENT { return nil }
            throw WorkspaceFileError.fromErrno(errno, action: .read, path: file.path)
        }
        for number in 1 ... 10_000 {
            let destination = candidate(for: file, number: number)
            if link(file.path, destination.path) == 0 {
                unlink(file.path)
                return destination
            }
            switch errno {
            case EEXIST:
                continue
            case EPERM, EXDEV, ENOTSUP, EMLINK:
                // No hard links here (some network and FAT file systems): check, then rename.
                if FileManager.default.fileExists(atPath: destination.path) { continue }
                guard rename(file.path, destination.path) == 0 else {
                    throw WorkspaceFileError.fromErrno(errno, action: .write, path: destination.path)
                }
                return destination
            default:
                throw WorkspaceFileError.fromErrno(errno, action: .write, path: destination.path)
            }
        }
        throw WorkspaceFileError(path: file.path, problem: UIText.LearnerFiles.tooManyBackups, fix: UIText.LearnerFiles.deleteOldBackups)
    }
}
