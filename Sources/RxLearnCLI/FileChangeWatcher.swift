import Foundation
import SystemSupport

/// Notices when a file is saved, by polling its size, modification time and inode a few times a
/// second. Polling works everywhere — over SSH, in containers, on network and FUSE file systems
/// where inotify or kqueue say nothing — and an editor that saves by writing a new file and
/// renaming it (a new inode) is noticed too.
struct FileChangeWatcher {
    let file: URL
    let interval: Duration
    private var last: Stamp?

    init(file: URL, interval: Duration = .milliseconds(150)) {
        self.file = file
        self.interval = interval
        last = Stamp.of(file)
    }

    private struct Stamp: Equatable {
        let size: Int64
        let seconds: Int
        let nanoseconds: Int
        let inode: UInt64

        static func of(_ file: URL) -> Stamp? {
            var info = stat()
            guard stat(file.path, &info) == 0 else { return nil }
            #if canImport(Darwin)
            let modified = info.st_mtimespec
            #else
            let modified = info.st_mtim
            #endif
            return Stamp(size: Int64(info.st_size), seconds: Int(modified.tv_sec), nanoseconds: Int(modified.tv_nsec), inode: UInt64(info.st_ino))
        }
    }

    /// True once the file differs from when it was last seen (a missing file is not a change:
    /// an editor may be between deleting and writing it).
    mutating func hasChanged() -> Bool {
        guard let now = Stamp.of(file), now != last else { return false }
        last = now
        return true
    }
}
