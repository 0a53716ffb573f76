import Foundation
import Localization
import SystemSupport

/// Replaces a file's contents all at once: readers see the old file or the new one, never a
/// half-written one, even if rxlearn dies mid-write.
///
/// The file replaced is the one the path names in the end: a symbolic link is followed and its
/// target written (the link stays a link, as when an editor saves through it), and a path that is
/// not a regular file — a named pipe, a device such as `/dev/full`, a socket, a folder — is
/// refused with a sentence, never renamed over (as root, a rename would replace the device).
/// Failures are `WorkspaceFileError`s.
enum AtomicFile {
    /// Writes to a temporary file in the target's folder (rename is atomic only within one file
    /// system), flushes it to disk, then renames it over the target.
    static func write(_ data: Data, to url: URL) throws {
        let target = try writableTarget(of: url)
        let folder = target.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(target.lastPathComponent).tmp-\(getpid())-\(UUID().uuidString)")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw WorkspaceFileError.fromErrno(errno, action: .write, path: folder.path) }
        var closed = false
        defer {
            if !closed { close(descriptor) }
        }
        // Failures name the file the learner knows, not the temporary one.
        do {
            try keepPermissions(of: target, on: descriptor, path: target.path)
            try writeAll(data, to: descriptor, path: target.path)
            guard fsync(descriptor) == 0 else { throw WorkspaceFileError.fromErrno(errno, action: .write, path: target.path) }
            closed = true
            guard close(descriptor) == 0 else { throw WorkspaceFileError.fromErrno(errno, action: .write, path: target.path) }
            guard rename(temporary.path, target.path) == 0 else { throw WorkspaceFileError.fromErrno(errno, action: .write, path: target.path) }
        } catch {
            unlink(temporary.path)
            throw error
        }
    }

    /// The regular file (or the free name) that `url` leads to through symbolic links, or why
    /// nothing there may be replaced.
    static func writableTarget(of url: URL) throws -> URL {
        var path = url.path
        for _ in 0 ..< 40 {
            var info = stat()
            guard lstat(path, &info) == 0 else {
                if errno == ENOENT { return URL(fileURLWithPath: path) }
                throw WorkspaceFileError.fromErrno(errno, action: .write, path: path)
            }
            switch info.st_mode & S_IFMT {
            case S_IFLNK:
                guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: path) else {
                    throw WorkspaceFileError.fromErrno(errno, action: .write, path: path)
                }
                path = destination.hasPrefix("/")
                    ? destination
                    : URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(destination).path
            case S_IFREG:
                return URL(fileURLWithPath: path)
            case S_IFDIR:
                throw WorkspaceFileError(path: path, problem: Words.folderWhereAFileGoes, fix: Words.moveTheFolderAway)
            case S_IFIFO:
                throw WorkspaceFileError(path: path, problem: Words.notAFileToReplace(.namedPipe), fix: Words.writeElsewhere)
            case S_IFCHR, S_IFBLK:
                throw WorkspaceFileError(path: path, problem: Words.notAFileToReplace(.device), fix: Words.writeElsewhere)
            default:
                throw WorkspaceFileError(path: path, problem: Words.notAFileToReplace(.other), fix: Words.writeElsewhere)
            }
        }
        throw WorkspaceFileError.fromErrno(ELOOP, action: .write, path: url.path)
    }

    private typealias Words = UIText.LearnerFiles

    /// A file written through keeps the permissions it had (a learner's `chmod` stays).
    private static func keepPermissions(of target: URL, on descriptor: Int32, path: String) throws {
        var info = stat()
        guard stat(target.path, &info) == 0 else { return }
        guard fchmod(descriptor, info.st_mode & 0o7777) == 0 else { throw WorkspaceFileError.fromErrno(errno, action: .write, path: path) }
    }

    private static func writeAll(_ data: Data, to descriptor: Int32, path: String) throws {
        let failure = data.withUnsafeBytes { DescriptorWriter.writeAll($0, to: descriptor) }
        if let failure { throw WorkspaceFileError.fromErrno(failure, action: .write, path: path) }
    }
}
