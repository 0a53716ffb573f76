import CellRunner
import Foundation
import SystemSupport

/// What Linux's `/proc` says about process groups: whether a process of the editor's waits to
/// use the terminal, which have ended, whether a shell watches the notebook's own group.
/// Elsewhere it says nothing (the notebook then relies on what `waitpid` tells of the editor's
/// shell, and on its own parent).
enum ProcessGroups {
    /// One process, as CellRunner's `ProcessTable` reads it.
    typealias Process = ProcessTable.Entry

    /// Every process; none where there is no `/proc`.
    static func processes() -> [Process] {
        ProcessTable.all()
    }

    /// A process of `group` is stopped: it tried to use the terminal while the notebook had it,
    /// under a shell that is not stopped itself.
    static func hasStoppedMember(_ group: pid_t) -> Bool {
        processes().contains { $0.group == group && $0.isStopped }
    }

    /// Whether `group` (in our session) is orphaned as POSIX means it: none of its processes has a
    /// parent in another group of the session — no shell would resume it once stopped. Nil where
    /// there is no `/proc` to tell.
    static func isOrphaned(_ group: pid_t) -> Bool? {
        #if os(Linux)
        let all = processes()
        let byPID = Dictionary(all.map { ($0.pid, $0) }, uniquingKeysWith: { first, _ in first })
        let session = getsid(0)
        return !all.contains { member in
            guard member.group == group, let parent = byPID[member.parent] else { return false }
            return parent.group != group && parent.session == session
        }
        #else
        return nil
        #endif
    }

    /// A process of `group` is waiting in `read` on the terminal (`ed`, `cat`, a script's
    /// `read`): it uses the terminal without changing its modes, and would take the keys meant
    /// for the notebook if the notebook took the terminal back.
    static func isReadingTheTerminal(_ group: pid_t) -> Bool {
        #if os(Linux)
        guard let terminal = ttyname(STDIN_FILENO).map({ String(cString: $0) }) else { return false }
        return processes().contains { member in
            guard member.group == group,
                  let call = try? String(contentsOfFile: "/proc/\(member.pid)/syscall", encoding: .utf8) else { return false }
            // `<number> <first argument> …` while blocked in a system call.
            let fields = call.split(separator: " ")
            guard fields.count > 1, let number = Int(fields[0]), readCalls.contains(number),
                  let descriptor = Int(fields[1].dropFirst(2), radix: 16) else { return false }
            return (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(member.pid)/fd/\(descriptor)")) == terminal
        }
        #else
        return false
        #endif
    }

    /// The numbers of `read`, `readv` and `pread64`, whose first argument is the descriptor read.
    private static var readCalls: Set<Int> {
        #if arch(x86_64)
        [0, 19, 17]
        #elseif arch(arm64)
        [63, 65, 67]
        #else
        []
        #endif
    }
}
