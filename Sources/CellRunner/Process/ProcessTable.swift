import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What the runner needs to know about other processes to find a cell's descendants: parent,
/// session, whether it is a zombie, when it started and whether its environment carries a mark.
///
/// Read from /proc on Linux. On macOS the table is empty (`isAvailable` is false): the runner then
/// relies on the group kill and the lifeline, and documents that daemons a cell starts in a new
/// session cannot be swept there.
enum ProcessTable {
    struct Entry: Equatable {
        let pid: pid_t
        let parent: pid_t
        let session: pid_t
        let isZombie: Bool
        /// Clock ticks since boot (field 22 of /proc/<pid>/stat): with the pid, it names one
        /// process for ever, even after the pid is reused.
        let startTime: UInt64
    }

    static var isAvailable: Bool {
        #if os(Linux)
        return true
        #else
        return false
        #endif
    }

    /// Every process we can see now.
    ///
    /// Read after every child a runner starts (each compile job and each cell), so it avoids
    /// Foundation: listing /proc with `opendir` and reading each `stat` with `read(2)` into a
    /// byte buffer costs a fraction of `contentsOfDirectory` and `String(contentsOfFile:)`
    /// in the debug build learners run (several milliseconds per sweep on a busy machine).
    static func all() -> [Entry] {
        #if os(Linux)
        guard let directory = opendir("/proc") else { return [] }
        defer { closedir(directory) }
        var entries: [Entry] = []
        while let item = readdir(directory) {
            let pid: pid_t? = withUnsafeBytes(of: item.pointee.d_name) { name in
                var value: pid_t = 0
                var digits = 0
                for byte in name {
                    if byte == 0 { break }
                    guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 9 else { return nil }
                    value = value * 10 + pid_t(byte - UInt8(ascii: "0"))
                    digits += 1
                }
                return digits > 0 ? value : nil
            }
            if let pid, let entry = entry(pid) { entries.append(entry) }
        }
        return entries
        #else
        return []
        #endif
    }

    static func entry(_ pid: pid_t) -> Entry? {
        #if os(Linux)
        // The command name (field 2) is in parentheses and may hold spaces or ')': count from
        // the last ')'. After it: state, ppid, pgrp, session, … starttime is the 20th.
        guard let stat = readSmallFile("/proc/\(pid)/stat"),
              let nameEnd = stat.lastIndex(of: UInt8(ascii: ")")) else { return nil }
        // One pass over the fields after the name, without splitting (generic code is slow in a
        // debug build): field 0 is the state, 1 the parent, 3 the session, 19 the start time.
        var field = -1
        var state: UInt8 = 0
        var values: [UInt64] = [0, 0, 0]
        var digits = [0, 0, 0]
        var index = nameEnd + 1
        while index < stat.count, field <= 19 {
            let byte = stat[index]
            if byte == UInt8(ascii: " ") {
                field += 1
                if field == 0, index + 1 < stat.count { state = stat[index + 1] }
            } else if let slot = Self.slot(ofField: field) {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits[slot] < 19 else { return nil }
                values[slot] = values[slot] * 10 + UInt64(byte - UInt8(ascii: "0"))
                digits[slot] += 1
            }
            index += 1
        }
        guard digits.allSatisfy({ $0 > 0 }), let parent = pid_t(exactly: values[0]), let session = pid_t(exactly: values[1]) else {
            return nil
        }
        return Entry(pid: pid, parent: parent, session: session, isZombie: state == UInt8(ascii: "Z"), startTime: values[2])
        #else
        return nil
        #endif
    }

    /// Where `entry` keeps a numeric field of /proc/<pid>/stat that it reads.
    private static func slot(ofField field: Int) -> Int? {
        switch field {
        case 1: return 0 // parent
        case 3: return 1 // session
        case 19: return 2 // start time
        default: return nil
        }
    }

    /// The first 4 KiB of a file (a /proc stat line is far shorter), or nil if it cannot be read.
    private static func readSmallFile(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        buffer.removeSubrange(count...)
        return buffer
    }

    /// The live processes of `table` that started at or after `start` (any, without one) and whose
    /// environment holds `variable` (`RXLEARN_RUN_MARK=…`): what one run started, wherever it went.
    /// Start times are checked first: reading an environment costs far more.
    static func carrying(_ variable: String, startedSince start: UInt64?, in table: [Entry]) -> [Entry] {
        table.filter { entry in
            !entry.isZombie && entry.startTime >= (start ?? 0) && environment(of: entry.pid, contains: variable)
        }
    }

    /// Whether the process's environment holds exactly `variable` (`NAME=value`). False when it
    /// cannot be read (another user's process, a zombie).
    static func environment(of pid: pid_t, contains variable: String) -> Bool {
        #if os(Linux)
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/environ") else { return false }
        let wanted = Array(variable.utf8)
        return data.split(separator: 0, omittingEmptySubsequences: true).contains { $0.elementsEqual(wanted) }
        #else
        return false
        #endif
    }
}
