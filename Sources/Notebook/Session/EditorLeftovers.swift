import Foundation
import SystemSupport

/// What the learner's editors leave running in their process groups (a `sleep 60 &` in an
/// editor script, a plugin's helper) outlives the editor. On Linux, where rxlearn is a child
/// subreaper once it has run a cell, such a process is re-parented to rxlearn when its parent
/// ends and, once it ends itself, would stay a zombie of the notebook until the notebook quits.
///
/// This reaps them, by pid: a zombie that is our child and sits in an editor's process group
/// (`EditorJob` gives every editor its own). Never `waitpid(-1)` nor a wait on a whole group,
/// which could take the exit status of a cell or compiler its supervisor waits for (see
/// `RunningChildren`). A group is watched while anything is left in it, and its id cannot be
/// another group's meanwhile. What left the editor's group (`setsid`) is not followed.
///
/// macOS has no subreaper: what an editor leaves goes to launchd, and there is nothing to reap.
final class EditorLeftovers {
    private var groups: Set<pid_t> = []
    private var lastLook = ContinuousClock.now

    /// How often the process table is read while some editor group is watched.
    static let lookEvery = Duration.seconds(1)

    func watch(group: pid_t) {
        #if os(Linux)
        groups.insert(group)
        #endif
    }

    /// From the notebook's loop: reaps at most every `lookEvery`.
    func reapIfDue() {
        guard !groups.isEmpty, ContinuousClock.now - lastLook >= Self.lookEvery else { return }
        reapNow()
    }

    /// Reaps every ended leftover now, and stops watching the groups that are empty.
    func reapNow() {
        lastLook = ContinuousClock.now
        guard !groups.isEmpty else { return }
        let members = EditorGroup.processes().filter { groups.contains($0.group) }
        let ourPID = getpid()
        for member in members where member.isZombie && member.parent == ourPID {
            var status: Int32 = 0
            _ = waitpid(member.pid, &status, WNOHANG)
        }
        let inUse = Set(members.filter { !($0.isZombie && $0.parent == ourPID) }.map(\.group))
        groups.formIntersection(inUse)
    }

    /// The editor groups still watched.
    var watchedGroups: Set<pid_t> { groups }
}
