import Foundation
import SystemSupport

/// Finds and kills what a child started outside its process group: processes that Foundation's
/// `Process` put in groups of their own (still in the child's session), and daemons that left
/// the session (`setsid`, a double fork).
///
/// A process counts as the child's descendant when any of these holds:
/// - it is in the child's session (the child is a session leader; see `ProcessSpawner`);
/// - its environment carries the child's run mark (`RunningChild.mark`), which every
///   descendant inherits unless it clears its environment;
/// - its parent is one of the above, or the child itself;
/// - it was re-parented to this process (a child subreaper on Linux, see `ChildSubreaper`), is
///   not a child this process started itself, left our session, and started after the child.
///   That catches a daemon that also cleared its environment; such orphans that already ended
///   are reaped whenever they started. Processes in our own session — the learner's editor —
///   never match.
///
/// Must run while the child is alive or an unreaped zombie, so its pid (= its session id)
/// cannot have been reused. Linux only (it reads /proc); on macOS the group kill and the
/// lifeline are all there is.
enum DescendantSweeper {
    /// During a run: kills the child's daemons — descendants whose parent died, so that they hang
    /// from no process of the child's any more (`setsid -f`, a double fork). A daemon has no
    /// business in a cell, and it may hold a descriptor the cell waits on (Foundation's `Process`
    /// learns that its child ended from a socket the child — and so the daemon — inherits), which
    /// would keep a finished cell waiting until its time limit. Descendants still attached to the
    /// child are left alone even in another session: the child may be an rxlearn under test, whose
    /// own cells and compilers lead sessions of their own.
    ///
    /// For a cell the launcher runs in namespaces of its own, the keeper (the PID namespace's first
    /// process) adopts such daemons instead of us: there, what hangs from the cell itself counts as
    /// attached, not what hangs from the keeper.
    static func killDaemons(of child: RunningChild, otherChildren: Set<pid_t>) {
        let found = descendants(of: child, otherChildren: otherChildren)
        var attached: Set<pid_t> = [child.pid]
        var generation = [child.pid]
        for _ in 0 ..< child.cellGeneration {
            // The first child started is the next generation (the keeper, then the cell); those
            // started later are adopted orphans.
            guard let next = found.filter({ generation.contains($0.parent) }).min(by: { ($0.startTime, $0.pid) < ($1.startTime, $1.pid) }) else {
                generation = []
                break
            }
            attached.insert(next.pid)
            generation = [next.pid]
        }
        attached.formUnion(pids(under: Set(generation), in: found))
        kill(found.filter { !attached.contains($0.pid) })
    }

    /// When a run ends: kills every descendant, in the session or out of it.
    static func killEverything(of child: RunningChild, otherChildren: Set<pid_t>) {
        kill(descendants(of: child, otherChildren: otherChildren))
    }

    private static func kill(_ processes: [ProcessTable.Entry]) {
        guard !processes.isEmpty else { return }
        for process in processes where !process.isZombie {
            _ = sendSignal(process.pid, SIGKILL)
        }
        // Those re-parented to us are ours to reap (by pid: never `waitpid(-1)`, which could
        // take the exit status of a process someone else in rxlearn waits for).
        let ourPID = getpid()
        for process in processes where process.parent == ourPID {
            RunningChildren.reapStray(process.pid)
        }
    }

    private static func descendants(of child: RunningChild, otherChildren: Set<pid_t>) -> [ProcessTable.Entry] {
        guard ProcessTable.isAvailable else { return [] }
        let ourPID = getpid()
        let ourSession = getsid(0)
        let table = ProcessTable.all().filter { $0.pid != child.pid && $0.pid != ourPID && !otherChildren.contains($0.pid) }
        // Only processes that started after the child can carry its mark or be its orphans;
        // reading the start time is cheap, reading an environment is not.
        let youngEnough: (ProcessTable.Entry) -> Bool = { entry in
            guard let start = child.startTime else { return true }
            return entry.startTime >= start
        }
        let related = Set(table.filter { entry in
            entry.session == child.pid
                || entry.parent == child.pid
                || (entry.parent == ourPID && entry.session != ourSession && (entry.isZombie || youngEnough(entry)))
        }.map(\.pid))
        // Environments are read only for the processes not found already.
        let marked = ProcessTable.carrying(child.markAssignment, startedSince: child.startTime,
                                           in: table.filter { !related.contains($0.pid) })
        // And the children of what was found, down the tree.
        let found = pids(under: related.union(marked.map(\.pid)), in: table)
        return table.filter { found.contains($0.pid) }
    }

    /// `roots` and every process of `table` below one of them, parent to child.
    private static func pids(under roots: Set<pid_t>, in table: [ProcessTable.Entry]) -> Set<pid_t> {
        var found = roots
        var grew = true
        while grew {
            grew = false
            for entry in table where !found.contains(entry.pid) && found.contains(entry.parent) {
                found.insert(entry.pid)
                grew = true
            }
        }
        return found
    }

    private static func sendSignal(_ pid: pid_t, _ signal: Int32) -> Int32 {
        #if canImport(Darwin)
        return Darwin.kill(pid, signal)
        #elseif canImport(Glibc)
        return Glibc.kill(pid, signal)
        #else
        return Musl.kill(pid, signal)
        #endif
    }
}
