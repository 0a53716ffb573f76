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
    static func all() -> [Entry] {
        #if os(Linux)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        return names.compactMap { pid_t($0) }.compactMap(entry)
        #else
        return []
        #endif
    }

    static func entry(_ pid: pid_t) -> Entry? {
        #if os(Linux)
        // The command name (field 2) is in parentheses and may hold spaces or ')': count from
        // the last ')'. After it: state, ppid, pgrp, session, … starttime is the 20th.
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let nameEnd = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: nameEnd)...].split(separator: " ")
        guard fields.count > 19, let parent = pid_t(fields[1]), let session = pid_t(fields[3]),
              let startTime = UInt64(fields[19]) else { return nil }
        return Entry(pid: pid, parent: parent, session: session, isZombie: fields[0] == "Z", startTime: startTime)
        #else
        return nil
        #endif
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
