#if os(Linux)
import CellProtocol
import Glibc

/// Runs the cell in namespaces of its own. Three processes, each with one job:
///
///     launcher (rxlearn's child)  ──fork──▶  keeper (PID 1 inside)  ──fork──▶  cell (exec)
///     waits, then ends as the cell did       mounts, reaps, reports           the learner's code
///
/// - The launcher makes the user namespace (in which it maps only its own user and group, so the
///   cell runs as the learner and files it writes in a shown folder belong to the learner), and
///   with it mount, PID, network and IPC namespaces; opens the folders to expose before anything
///   covers them; then waits for the keeper and ends with the cell's exit status or signal. It
///   ignores the signals rxlearn sends the process group to stop the cell (the cell gets them).
/// - The keeper is the new PID namespace's first process: it sets up the mounts (`PrivateMounts`),
///   starts the cell, reaps whatever the cell leaves behind, and when the cell ends reports its
///   wait status to the launcher through a pipe and exits — and the kernel then kills everything
///   else in the namespace, so nothing a cell starts outlives it, whatever it did to its session.
/// - The cell drops every capability (the bounding set, so an `execve` as root in the namespace
///   gains none) and may gain no privileges, then becomes the program.
///
/// The keeper makes itself non-dumpable and moves to `/`: the cell, though the same user, then
/// cannot read the keeper's /proc entries (its working folder among them, which would lead back
/// into the covered home folder).
enum Confinement {
    static func run(_ request: LaunchRequest) -> Never {
        let user = getuid(), group = getgid()
        let namespaces = LinuxCalls.newUserNamespace | LinuxCalls.newMountNamespace | LinuxCalls.newPIDNamespace
            | LinuxCalls.newNetworkNamespace | LinuxCalls.newIPCNamespace
        guard LinuxCalls.unshare(namespaces) == 0 else { LaunchFailure.stop("unshare", errorNumber: errno) }
        writeMap("/proc/self/setgroups", "deny")
        writeMap("/proc/self/uid_map", "\(user) \(user) 1")
        writeMap("/proc/self/gid_map", "\(group) \(group) 1")
        // In the new mount namespace already: what is opened now can be bound there.
        let mounts = PrivateMounts(request: request)

        var report: [Int32] = [0, 0]
        guard pipe(&report) == 0 else { LaunchFailure.stop("pipe", errorNumber: errno) }
        _ = fcntl(report[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(report[1], F_SETFD, FD_CLOEXEC)
        let keeper = fork()
        if keeper < 0 { LaunchFailure.stop("fork", errorNumber: errno) }
        if keeper == 0 {
            close(report[0])
            keep(request, mounts: mounts, reportingTo: report[1])
        }
        close(report[1])
        mounts.closeAll()
        waitForKeeper(keeper, reportedOn: report[0])
    }

    // MARK: - The launcher

    /// Waits for the keeper and ends as the cell ended: with its status, or killed by its signal.
    /// Without a report the keeper failed before the cell started, and its own status (the setup
    /// failure, after its message) is passed on.
    ///
    /// Meanwhile it watches the lifeline too (`CellProtocol.Descriptor.lifeline`): should rxlearn
    /// die while the cell has silenced its own watcher (closed the descriptor, stopped the thread),
    /// the keeper is killed, and with it everything in the namespace.
    private static func waitForKeeper(_ keeper: pid_t, reportedOn descriptor: Int32) -> Never {
        // The group's stop signals are for the cell; the launcher ends when it has.
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] { _ = Glibc.signal(signal, SIG_IGN) }
        let lifeline = lifelineDescriptor()
        closeCellDescriptors(except: [descriptor] + (lifeline.map { [$0] } ?? []))
        var cellStatus: Int32 = 0
        var watched = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
        if let lifeline { watched.append(pollfd(fd: lifeline, events: Int16(POLLIN), revents: 0)) }
        while true {
            if poll(&watched, nfds_t(watched.count), -1) < 0 {
                if errno == EINTR { continue }
                break
            }
            if watched.count > 1, watched[1].revents != 0 {
                // End-of-file (or an error) on the lifeline: rxlearn is gone.
                kill(keeper, SIGKILL)
                watched.removeLast()
            }
            if watched[0].revents != 0 { break }
        }
        let reported = readFully(descriptor, into: &cellStatus)
        var keeperStatus: Int32 = 0
        while waitpid(keeper, &keeperStatus, 0) < 0 && errno == EINTR {}
        endAs(reported ? cellStatus : keeperStatus)
    }

    /// The lifeline's descriptor, when rxlearn gave the cell one (`RXLEARN_LIFELINE_FD`).
    private static func lifelineDescriptor() -> Int32? {
        guard let text = getenv(CellProtocol.Variable.lifelineDescriptor), let descriptor = Int32(String(cString: text)),
              descriptor > 2 else { return nil }
        return descriptor
    }

    private static func endAs(_ status: Int32) -> Never {
        let signal = status & 0x7f
        guard signal != 0 else { _exit((status >> 8) & 0xff) }
        _ = Glibc.signal(signal, SIG_DFL)
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, signal)
        sigprocmask(SIG_UNBLOCK, &signals, nil)
        kill(getpid(), signal)
        _exit(128 + signal)
    }

    // MARK: - The keeper

    private static func keep(_ request: LaunchRequest, mounts: PrivateMounts, reportingTo report: Int32) -> Never {
        mounts.apply()
        _ = LinuxCalls.prctl(LinuxCalls.setDumpable, 0)
        _ = chdir("/")
        let cell = fork()
        if cell < 0 { LaunchFailure.stop("fork", errorNumber: errno) }
        if cell == 0 {
            close(report)
            becomeCell(request)
        }
        closeCellDescriptors(except: [report])
        // PID 1 of the namespace: orphans come here, and are reaped until the cell itself ends.
        while true {
            var status: Int32 = 0
            let ended = waitpid(-1, &status, 0)
            if ended == cell {
                var reported = status
                _ = write(report, &reported, MemoryLayout<Int32>.size)
                _exit(0)
            }
            if ended < 0 && errno != EINTR { _exit(0) }
        }
    }

    private static func becomeCell(_ request: LaunchRequest) -> Never {
        // Every capability out of the bounding set (until the kernel says there is no such one),
        // so that the program has none even when the learner is root; and no setuid gains.
        var capability: UInt = 0
        while LinuxCalls.prctl(LinuxCalls.dropFromBoundingSet, capability) == 0 { capability += 1 }
        guard LinuxCalls.prctl(LinuxCalls.setNoNewPrivileges, 1) == 0 else {
            LaunchFailure.stop("prctl(PR_SET_NO_NEW_PRIVS)", errorNumber: errno)
        }
        if request.probe { _exit(0) }
        CellStart.exec(request)
    }

    // MARK: - Helpers

    /// Closes the descriptors rxlearn gave the cell (0–4: input, output, error, events, lifeline),
    /// so that only the cell holds them: rxlearn sees end-of-file when the cell and what it started
    /// are gone. `kept` are ours (the report pipe may have a number the cell has none at, when there
    /// is no lifeline; the launcher keeps the lifeline's read end, which rxlearn never waits on).
    private static func closeCellDescriptors(except kept: [Int32]) {
        for descriptor in Int32(0) ... 4 where !kept.contains(descriptor) { close(descriptor) }
    }

    private static func writeMap(_ file: String, _ text: String) {
        let descriptor = open(file, O_WRONLY)
        guard descriptor >= 0 else { LaunchFailure.stop("cannot open \(file)", errorNumber: errno) }
        defer { close(descriptor) }
        let written = text.withCString { write(descriptor, $0, strlen($0)) }
        guard written >= 0 else { LaunchFailure.stop("cannot write \(file)", errorNumber: errno) }
    }

    /// Reads one `Int32`; false at end-of-file before it came.
    private static func readFully(_ descriptor: Int32, into value: inout Int32) -> Bool {
        var received = 0
        let size = MemoryLayout<Int32>.size
        return withUnsafeMutableBytes(of: &value) { bytes in
            while received < size {
                let count = read(descriptor, bytes.baseAddress! + received, size - received)
                if count > 0 {
                    received += count
                } else if count == 0 || errno != EINTR {
                    return false
                }
            }
            return true
        }
    }
}
#endif
