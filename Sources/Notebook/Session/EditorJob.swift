import Foundation
import SystemSupport

/// The learner's editor, run as a shell runs a foreground job: in a process group of its own,
/// which is given the terminal while it edits and gives it back after. So:
/// - Ctrl-C, Ctrl-Z and the terminal's hang-up reach the editor, not the notebook;
/// - rxlearn can end the editor and everything it started in its group (the learner gave up
///   waiting for an editor that never ends) without touching itself;
/// - what the editor leaves behind in its group is told from anything else (`EditorLeftovers`).
///
/// An editor that runs outside the terminal (a window of its own, `code --wait`) or hangs leaves
/// the terminal as it found it: after `detachAfter` the notebook takes it back and waits for the
/// editor while showing itself (`Outcome.detached`). Should the editor then want the terminal
/// after all (a slow start, `ed`), the system stops it as it tries to use it, and the notebook
/// hands it back (`Event.wantsTheTerminal`).
final class EditorJob: @unchecked Sendable {
    let command: String
    /// The shell that runs the editor, leader of the job's process group (so also its group id).
    let pid: pid_t
    /// The terminal's modes when the editor was given it: an editor that uses the terminal
    /// changes them (raw mode), one that does not leaves them.
    private var modesGiven: termios?
    private let started = ContinuousClock.now
    /// The editor asked for the terminal after the notebook took it back: it is never taken again.
    private var usesTheTerminal = false
    private let endRequest = Locked(false)

    /// How the editor's run ended.
    enum End: Equatable {
        case exited(Int32)
        case killedBySignal(Int32)
        /// rxlearn ended it: the learner stopped waiting (Esc, Ctrl-C), or rxlearn is quitting.
        case endedByRxlearn
    }

    /// Why waiting while the editor had the terminal stopped.
    enum Outcome: Equatable {
        case ended(End)
        /// The editor runs on without using the terminal, which the notebook has taken back.
        case detached
    }

    /// What a look at a detached editor found.
    enum Event: Equatable {
        case running
        case ended(End)
        /// It tried to use the terminal and was stopped for it: give it the terminal back.
        case wantsTheTerminal
    }

    struct StartFailure: Error {
        var reason: String
    }

    /// Starts `command file` through `/bin/sh` (so that `EDITOR="code --wait"` works) in a new
    /// process group and gives it the terminal. The shell stops itself first, so the terminal is
    /// its group's before the editor can touch it (a shell does the same for its jobs).
    init(command: String, file: URL) throws(StartFailure) {
        self.command = command
        #if canImport(Darwin)
        var attributes: posix_spawnattr_t? = nil
        #else
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Default handling of the signals the notebook ignores or watches, and of the terminal's
        // job-control signals, and no blocked signals: the editor is an ordinary program.
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGTTIN, SIGTTOU, SIGPIPE] { sigaddset(&defaults, signal) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP))

        let script = "kill -STOP $$; \(command) \"$1\""
        let arguments = ["/bin/sh", "-c", script, "sh", file.path]
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, "/bin/sh", nil, &attributes, argv, environ)
        guard status == 0 else { throw StartFailure(reason: String(cString: strerror(status))) }
        self.pid = pid

        // Until the shell has stopped itself (or ended), the terminal is not yet its to take.
        var waitStatus: Int32 = 0
        while waitpid(pid, &waitStatus, WUNTRACED) < 0 && errno == EINTR {}
        if Self.stopSignal(waitStatus) == nil {
            earlyEnd = Self.end(fromWaitStatus: waitStatus)
            return
        }
        giveTheTerminal()
        kill(-pid, SIGCONT)
    }

    /// The shell ended before it could stop itself (it could not run at all).
    private var earlyEnd: End?

    /// Asks the waiting to end the editor, from any thread (a signal handler's queue).
    func requestEnd() {
        endRequest.withLock { $0 = true }
    }

    var endIsRequested: Bool { endRequest.withLock { $0 } }

    /// Waits while the editor has the terminal, until it ends; or, after `detachAfter` (nil:
    /// never), when it has left the terminal as it was given, takes the terminal back and
    /// returns `.detached`. Ctrl-Z in the editor stops the notebook too, as Ctrl-Z in a shell's
    /// job does, and `fg` brings both back.
    func waitWhileItHasTheTerminal(detachAfter: Duration?) -> Outcome {
        if let earlyEnd { return .ended(earlyEnd) }
        while true {
            var status: Int32 = 0
            let result = waitpid(pid, &status, WNOHANG | WUNTRACED)
            if result == pid {
                guard Self.stopSignal(status) != nil else {
                    takeTheTerminal()
                    return .ended(Self.end(fromWaitStatus: status))
                }
                suspendTogether()
                continue
            }
            if result < 0 && errno != EINTR {
                takeTheTerminal()
                return .ended(.exited(0))
            }
            if endIsRequested {
                end()
                takeTheTerminal()
                return .ended(.endedByRxlearn)
            }
            if let detachAfter, !usesTheTerminal, ContinuousClock.now - started >= detachAfter {
                guard leavesTheTerminalAlone() else {
                    usesTheTerminal = true
                    continue
                }
                takeTheTerminal()
                return .detached
            }
            usleep(20_000)
        }
    }

    /// While detached: has the editor ended, or tried to use the terminal?
    func look() -> Event {
        var status: Int32 = 0
        let result = waitpid(pid, &status, WNOHANG | WUNTRACED)
        if result == pid {
            guard let signal = Self.stopSignal(status) else { return .ended(Self.end(fromWaitStatus: status)) }
            if signal == SIGTTIN || signal == SIGTTOU { return .wantsTheTerminal }
            // Stopped some other way while the notebook has the terminal: nobody could resume it.
            kill(-pid, SIGCONT)
            return .running
        }
        if result < 0 && errno != EINTR { return .ended(.exited(0)) }
        // The shell waits for the editor and is not stopped itself when its child is.
        return ProcessGroups.hasStoppedMember(pid) ? .wantsTheTerminal : .running
    }

    /// Hands the terminal to the editor again, for good, and lets it go on.
    func giveTheTerminalBack() {
        usesTheTerminal = true
        giveTheTerminal()
        kill(-pid, SIGCONT)
    }

    /// Ends the editor's process group: SIGTERM (an editor may save a recovery file), up to a
    /// second, then SIGKILL; the shell is reaped last. Until then it is an unreaped child, so its
    /// group id cannot have been reused by anyone else.
    func end() {
        kill(-pid, SIGTERM)
        kill(-pid, SIGCONT)  // a stopped editor must run to end
        let deadline = ContinuousClock.now + Self.terminationGrace
        while !hasExited(), ContinuousClock.now < deadline { usleep(10_000) }
        kill(-pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    }

    /// Between SIGTERM and SIGKILL when rxlearn ends the editor.
    static let terminationGrace = Duration.seconds(1)

    private func hasExited() -> Bool {
        var info = siginfo_t()
        guard waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 else { return errno != EINTR }
        #if canImport(Darwin)
        return info.si_pid != 0
        #else
        return info._sifields._sigchld.si_pid != 0
        #endif
    }

    // MARK: the terminal

    /// The terminal's foreground group becomes the editor's. Without a terminal (tests, output
    /// redirected) there is nothing to hand over.
    private func giveTheTerminal() {
        guard isatty(STDIN_FILENO) == 1 else { return }
        var modes = termios()
        modesGiven = tcgetattr(STDIN_FILENO, &modes) == 0 ? modes : nil
        Self.setForegroundGroup(pid)
    }

    private func takeTheTerminal() {
        guard isatty(STDIN_FILENO) == 1 else { return }
        Self.setForegroundGroup(getpgrp())
    }

    /// `tcsetpgrp` from a background group is allowed only with SIGTTOU blocked (else the
    /// system stops the caller), which this thread does for the call.
    private static func setForegroundGroup(_ group: pid_t) {
        var blocked = sigset_t()
        var previous = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, SIGTTOU)
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        _ = tcsetpgrp(STDIN_FILENO, group)
        pthread_sigmask(SIG_SETMASK, &previous, nil)
    }

    /// An editor working in the terminal has changed its modes (raw input, no echo), or, a line
    /// editor, waits for a line from it.
    private func leavesTheTerminalAlone() -> Bool {
        guard let modesGiven else { return false }
        var now = termios()
        guard tcgetattr(STDIN_FILENO, &now) == 0 else { return false }
        let sameModes = now.c_lflag == modesGiven.c_lflag && now.c_iflag == modesGiven.c_iflag && now.c_oflag == modesGiven.c_oflag
        return sameModes && !ProcessGroups.isReadingTheTerminal(pid)
    }

    /// Ctrl-Z in the editor stopped its group: the notebook's group stops too, so the shell that
    /// started rxlearn gets the terminal, as Ctrl-Z anywhere gives it; on `fg` the editor gets it
    /// back. A group no shell watches (rxlearn run straight from a terminal emulator or ssh) is
    /// not stopped, since nothing could resume it: the editor simply goes on. (SIGSTOP, not
    /// SIGTSTP: ncurses' SIGTSTP handler would repaint the notebook over the editor on `fg`.)
    private func suspendTogether() {
        if Self.aShellCanResumeUs {
            takeTheTerminal()
            kill(0, SIGSTOP)
        }
        giveTheTerminal()
        kill(-pid, SIGCONT)
    }

    /// Whether a shell watches the notebook's process group: on Linux as POSIX defines an orphaned
    /// group, elsewhere by the notebook's own parent alone.
    private static var aShellCanResumeUs: Bool {
        if let orphaned = ProcessGroups.isOrphaned(getpgrp()) { return !orphaned }
        let parent = getppid()
        return getpgid(parent) != getpgrp() && getsid(parent) == getsid(0)
    }

    // MARK: wait statuses (the macros do not reach Swift; Linux and the BSDs share the layout)

    private static func stopSignal(_ status: Int32) -> Int32? {
        status & 0xff == 0x7f ? (status >> 8) & 0xff : nil
    }

    private static func end(fromWaitStatus status: Int32) -> End {
        let signal = status & 0x7f
        return signal == 0 ? .exited((status >> 8) & 0xff) : .killedBySignal(signal)
    }
}
