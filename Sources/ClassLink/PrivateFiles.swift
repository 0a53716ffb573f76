import Foundation
import SystemSupport

/// The class files on the learner's machine hold a token, so they are the learner's alone:
/// folders 0700, files 0600, replaced whole by rename, appended under an exclusive `flock`.
enum PrivateFiles {
    static func makeFolder(_ folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    }

    /// Replaces `url` with `data`: a reader sees the old file or the new one, never half of one.
    static func write(_ data: Data, to url: URL) throws {
        try makeFolder(url.deletingLastPathComponent())
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(UUID().uuidString)")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw PrivateFileError(action: "create", path: temporary.path, code: errno) }
        do {
            try writeAll(data, to: descriptor, path: temporary.path)
            _ = fsync(descriptor)
            close(descriptor)
            guard rename(temporary.path, url.path) == 0 else { throw PrivateFileError(action: "replace", path: url.path, code: errno) }
        } catch {
            close(descriptor)
            unlink(temporary.path)
            throw error
        }
    }

    /// Appends `data` to `url` (made 0600 if missing) and flushes it to disk.
    static func append(_ data: Data, to url: URL) throws {
        try makeFolder(url.deletingLastPathComponent())
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw PrivateFileError(action: "open", path: url.path, code: errno) }
        defer { close(descriptor) }
        try writeAll(data, to: descriptor, path: url.path)
        _ = fsync(descriptor)
    }

    static func read(_ url: URL) -> Data? {
        FileManager.default.contents(atPath: url.path)
    }

    static func remove(_ url: URL) {
        unlink(url.path)
    }

    /// Runs `body` holding an exclusive lock on `lockFile`, so that two rxlearn processes (a
    /// notebook and a `check` in another terminal) never lose each other's queued events.
    static func withLock<T>(_ lockFile: URL, _ body: () throws -> T) throws -> T {
        try makeFolder(lockFile.deletingLastPathComponent())
        let descriptor = open(lockFile.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw PrivateFileError(action: "open", path: lockFile.path, code: errno) }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw PrivateFileError(action: "lock", path: lockFile.path, code: errno) }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    private static func writeAll(_ data: Data, to descriptor: Int32, path: String) throws {
        let failed = data.withUnsafeBytes { DescriptorWriter.writeAll($0, to: descriptor) }
        if let failed { throw PrivateFileError(action: "write", path: path, code: failed) }
    }
}

/// A class file that could not be read or written: which, and the system's reason.
public struct PrivateFileError: Error, CustomStringConvertible, Sendable {
    public let action: String
    public let path: String
    public let code: Int32

    public var description: String { "cannot \(action) \(path): \(String(cString: strerror(code)))" }
}
