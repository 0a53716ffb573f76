import Foundation
import SystemSupport

/// What rxlearn needs to know about other processes: for the runner, to find a cell's
/// descendants (parent, session, whether it is a zombie, when it started, whether its environment
/// carries a mark); for the notebook, about its editor's process group (`ProcessGroups`).
///
/// Read from /proc on Linux. On macOS the table is empty (`isAvailable` is false): the runner then
/// relies on the group kill and the lifeline, and documents that daemons a cell starts in a new
/// session cannot be swept there.
public enum ProcessTable {
    public struct Entry: Equatable, Sendable {
        public let pid: pid_t
        public let parent: pid_t
        public let group: pid_t
        public let session: pid_t
        /// The state letter: `R` running, `S` sleeping, `T` stopped, `Z` zombie…
        public let state: UInt8
        /// Clock ticks since boot (field 22 of /proc/<pid>/stat): with the pid, it names one
        /// process for ever, even after the pid is reused.
        public let startTime: UInt64

        public var isZombie: Bool { state == UInt8(ascii: "Z") }
        public var isStopped: Bool { state == UInt8(ascii: "T") }
    }

    public static var isAvailable: Bool {
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
    public static func all() -> [Entry] {
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

    public static func entry(_ pid: pid_t) -> Entry? {
        #if os(Linux)
        // A stat line is far shorter than 4 KiB. Read into a temporary buffer and parsed through
        // a pointer: every sweep reads one line per process on the machine (hundreds on a
        // desktop), and array indexing costs a call per byte in the debug build learners run.
        let path = "/proc/\(pid)/stat"
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4096) { buffer -> Entry? in
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0, let start = buffer.baseAddress else { return nil }
            defer { close(descriptor) }
            let count = read(descriptor, start, buffer.count)
            guard count > 0 else { return nil }
            return parseStat(UnsafeBufferPointer(start: start, count: count), pid: pid)
        }
        #else
        return nil
        #endif
    }

    /// The fields of a /proc/<pid>/stat line that `Entry` keeps. The command name (field 2) is in
    /// parentheses and may hold spaces or ')': fields are counted from the last ')'. After it, in
    /// one pass without splitting: field 0 is the state, 1 the parent, 2 the process group, 3 the
    /// session, 19 the start time.
    static func parseStat(_ line: UnsafeBufferPointer<UInt8>, pid: pid_t) -> Entry? {
        guard let start = line.baseAddress else { return nil }
        let end = start + line.count
        var cursor = end
        repeat { cursor -= 1 } while cursor > start && cursor.pointee != UInt8(ascii: ")")
        guard cursor.pointee == UInt8(ascii: ")") else { return nil }
        cursor += 1
        var field = -1
        var state: UInt8 = 0
        var parent = NumericField(), group = NumericField(), session = NumericField(), startTime = NumericField()
        while cursor < end, field <= 19 {
            let byte = cursor.pointee
            if byte == UInt8(ascii: " ") {
                field += 1
                if field == 0, cursor + 1 < end { state = (cursor + 1).pointee }
            } else {
                switch field {
                case 1: guard parent.append(byte) else { return nil }
                case 2: guard group.append(byte) else { return nil }
                case 3: guard session.append(byte) else { return nil }
                case 19: guard startTime.append(byte) else { return nil }
                default: break
                }
            }
            cursor += 1
        }
        guard parent.digits > 0, group.digits > 0, session.digits > 0, startTime.digits > 0,
              let parentPID = pid_t(exactly: parent.value), let groupID = pid_t(exactly: group.value),
              let sessionID = pid_t(exactly: session.value) else { return nil }
        return Entry(pid: pid, parent: parentPID, group: groupID, session: sessionID, state: state, startTime: startTime.value)
    }

    /// A decimal field read digit by digit.
    private struct NumericField {
        var value: UInt64 = 0
        var digits = 0

        /// False for a byte that is not a digit, or one digit too many for a UInt64.
        mutating func append(_ byte: UInt8) -> Bool {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 19 else { return false }
            value = value * 10 + UInt64(byte - UInt8(ascii: "0"))
            digits += 1
            return true
        }
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
