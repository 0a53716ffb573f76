import Foundation
import SystemSupport

/// An exclusive advisory lock on a lock file, held while a closure runs.
///
/// `flock(2)` rather than `fcntl(2)` locks: a flock lock belongs to the open file description,
/// so two threads of one process that each open the lock file exclude each other as two
/// processes do; fcntl locks belong to the whole process and would let its threads through.
/// flock exists on Linux and macOS alike.
enum FileLock {
    static func withExclusiveLock<T>(on lockFile: URL, _ body: () throws -> T) throws -> T {
        let path = lockFile.path
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw ProgressStoreError.fromErrno("open the lock file", path) }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            // A signal may interrupt the wait; anything else is a real failure.
            guard errno == EINTR else { throw ProgressStoreError.fromErrno("lock", path) }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
