import Foundation
import SystemSupport

/// An exclusive advisory lock on a lock file, held while a closure runs.
///
/// `flock(2)` rather than `fcntl(2)` locks: a flock lock belongs to the open file description,
/// so two threads of one process that each open the lock file exclude each other as two
/// processes do; fcntl locks belong to the whole process and would let its threads through.
/// flock exists on Linux and macOS alike.
///
/// The wait is bounded: a holder that never lets go (an rxlearn stopped with Ctrl-Z in the middle
/// of a save, a `flock` command) must not make every command hang without a word. After
/// `maximumWait` the lock is given up with `ProgressStoreError.locked`, which names the holder
/// when the system says who it is.
enum FileLock {
    static func withExclusiveLock<T>(on lockFile: URL, waitingAtMost maximumWait: Duration, _ body: () throws -> T) throws -> T {
        let path = lockFile.path
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw ProgressStoreError.fromErrno("open the lock file", path) }
        defer { close(descriptor) }
        try acquire(descriptor, path: path, waitingAtMost: maximumWait)
        LockHolder.sign(descriptor)
        defer {
            LockHolder.unsign(descriptor)
            flock(descriptor, LOCK_UN)
        }
        return try body()
    }

    /// Tries without blocking, then again after growing pauses (5 ms up to 100 ms) until the
    /// time is up: short waits for the usual case of another save finishing.
    private static func acquire(_ descriptor: Int32, path: String, waitingAtMost maximumWait: Duration) throws {
        let clock = ContinuousClock()
        let deadline = clock.now + maximumWait
        var pause = Duration.milliseconds(5)
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            switch errno {
            case EINTR:
                continue
            case EWOULDBLOCK:
                let left = deadline - clock.now
                guard left > .zero else {
                    throw ProgressStoreError.locked(path: path, holder: LockHolder.find(lockedFile: descriptor))
                }
                let nap = min(pause, left).components
                Thread.sleep(forTimeInterval: TimeInterval(nap.seconds) + TimeInterval(nap.attoseconds) / 1e18)
                pause = min(pause * 2, .milliseconds(100))
            default:
                throw ProgressStoreError.fromErrno("lock", path)
            }
        }
    }
}
