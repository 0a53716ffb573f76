import SystemSupport

/// Notices that a child has ended and collects its exit status.
///
/// The check (`hasExited`) leaves the child a zombie: while it is one, its pid — which is also its
/// process group id — cannot be reused, so killing the group afterwards cannot hit a stranger.
enum ProcessReaper {
    static func hasExited(_ pid: pid_t) -> Bool {
        var info = siginfo_t()
        let result = waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT)
        if result != 0 {
            // ECHILD: already reaped by someone else; nothing left to wait for.
            return errno != EINTR
        }
        #if canImport(Darwin)
        return info.si_pid != 0
        #else
        return info._sifields._sigchld.si_pid != 0
        #endif
    }

    /// Reaps the child, polling for at most `limit` so that even a process stuck in the kernel
    /// cannot hang the runner. Nil when it could not be reaped in time or was reaped elsewhere.
    static func reap(_ pid: pid_t, within limit: Duration) -> ProcessExit? {
        let clock = ContinuousClock()
        let deadline = clock.now + limit
        while true {
            var status: Int32 = 0
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid {
                return ProcessExit.fromWaitStatus(status)
            }
            if result < 0, errno != EINTR {
                return nil
            }
            if clock.now >= deadline {
                return nil
            }
            usleep(1000)
        }
    }

    /// Sends `signal` to every process in the child's group. Errors (the group is already empty)
    /// do not matter.
    static func signalGroup(of pid: pid_t, _ signal: Int32) {
        _ = kill(-pid, signal)
    }
}
