import Foundation
import SystemSupport

/// What the learner's editors leave running in their process groups (a `sleep 60 &` in an
/// editor script, a plugin's helper) outlives the editor. On Linux, where rxlearn is a child
/// subreaper once it has run a cell, such a process is re-parented to rxlearn when its parent
/// ends and, once it ends itself, would stay a zombie of the notebook until the notebook quits.
///
/// This reaps them, by pid: a zombie that is our child and sits in an editor's process group
/// (`EditorJob` gives every editor its own) in our session. Never `waitpid(-1)` nor a wait on a
/// whole group, which could take the exit status of a cell or compiler its supervisor waits for
/// (see `RunningChildren`). A group is watched while anything is left in it. Should its id be
/// used again once it is empty, it cannot be by a cell or a compiler, which lead sessions of
/// their own, and an editor open meanwhile is spared (`sparing`). What left the editor's group
/// (`setsid`) is not followed.
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

    /// From the notebook's loop: reaps at most every `lookEvery`. `sparing`: the group of the
    /// editor open now, which `EditorJob` reaps itself.
    func reapIfDue(sparing openGroup: pid_t? = nil) {
        guard !groups.isEmpty, ContinuousClock.now - lastLook >= Self.lookEvery else { return }
        reapNow(sparing: openGroup)
    }

    /// Reaps every ended leftover now, and stops watching the groups that are empty.
    func reapNow(sparing openGroup: pid_t? = nil) {
        lastLook = ContinuousClock.now
        if let openGroup { groups.remove(openGroup) }
        guard !groups.isEmpty else { return }
        let ourPID = getpid()
        let ourSession = getsid(0)
        let members = ProcessGroups.processes().filter { groups.contains($0.group) && $0.session == ourSession }
        let ended = members.filter { $0.isZombie && $0.parent == ourPID }
        for member in ended {
            var status: Int32 = 0
            _ = waitpid(member.pid, &status, WNOHANG)
        }
        let reaped = Set(ended.map(\.pid))
        groups.formIntersection(members.filter { !reaped.contains($0.pid) }.map(\.group))
    }

    /// The editor groups still watched.
    var watchedGroups: Set<pid_t> { groups }
}
