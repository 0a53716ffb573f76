import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Kills what is left of a child's session after its process group is gone: processes it started
/// in process groups of their own (Foundation's `Process` does that), which the group kill misses
/// and which may still hold our pipes.
///
/// Linux only (it reads /proc); elsewhere the bounded drain is the only protection. Must run
/// while the session leader is still an unreaped zombie, so that the session id cannot have been
/// reused. A process that started a session of its own is out of reach either way.
enum SessionSweeper {
    static func killSession(_ sessionID: pid_t) {
        #if os(Linux)
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return }
        for entry in entries {
            guard let pid = pid_t(entry), pid != sessionID, session(of: pid) == sessionID else { continue }
            _ = kill(pid, SIGKILL)
        }
        #endif
    }

    #if os(Linux)
    /// Field 6 of /proc/<pid>/stat. The command name (field 2) is in parentheses and may contain
    /// spaces, so count from the last ')': state, ppid, pgrp, session.
    private static func session(of pid: pid_t) -> pid_t? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let nameEnd = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: nameEnd)...].split(separator: " ")
        return fields.count > 3 ? pid_t(fields[3]) : nil
    }
    #endif
}
