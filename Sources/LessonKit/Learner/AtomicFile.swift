import Foundation
import SystemSupport

/// Replaces a file's contents all at once: readers see the old file or the new one, never a
/// half-written one, even if rxlearn dies mid-write.
enum AtomicFile {
    /// Writes to a temporary file in the same folder (rename is atomic only within one file
    /// system), flushes it to disk, then renames it over the target.
    static func write(_ data: Data, to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).tmp-\(getpid())-\(UUID().uuidString)")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw ProgressStoreError.fromErrno("create", temporary.path) }
        var closed = false
        defer {
            if !closed { close(descriptor) }
        }
        do {
            try writeAll(data, to: descriptor, path: temporary.path)
            guard fsync(descriptor) == 0 else { throw ProgressStoreError.fromErrno("flush", temporary.path) }
            closed = true
            guard close(descriptor) == 0 else { throw ProgressStoreError.fromErrno("close", temporary.path) }
            guard rename(temporary.path, url.path) == 0 else { throw ProgressStoreError.fromErrno("replace", url.path) }
        } catch {
            unlink(temporary.path)
            throw error
        }
    }

    private static func writeAll(_ data: Data, to descriptor: Int32, path: String) throws {
        try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < buffer.count {
                let written = Glue.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw ProgressStoreError.fromErrno("write", path)
                }
                offset += written
            }
        }
    }
}

/// `write` is also the name of a method in scope in some contexts; this names the C function.
private enum Glue {
    static func write(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Darwin)
        Darwin.write(descriptor, bytes, count)
        #elseif canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
        #else
        Musl.write(descriptor, bytes, count)
        #endif
    }
}
