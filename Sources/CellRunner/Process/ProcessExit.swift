import SystemSupport

/// How a child process ended.
public enum ProcessExit: Equatable, Sendable, CustomStringConvertible {
    /// It returned from `main` or called `exit`.
    case exited(Int32)
    /// It was killed by a signal it raised or received: a Swift runtime trap (`fatalError`,
    /// a nil force-unwrap, a failed precondition) is SIGILL on x86_64 and SIGTRAP on arm64; a stack
    /// overflow is SIGSEGV (or SIGBUS on macOS).
    case signaled(Int32, name: String)
    /// It ran past its time limit; the runner killed its process group.
    case timedOut
    /// It wrote more than the output limit; the runner killed its process group.
    case outputLimitExceeded
    /// It could not allocate more memory under its cap (`MemoryLimit`) and crashed.
    case memoryLimitExceeded(MemoryLimit)

    public var description: String {
        switch self {
        case .exited(let code): return "exited with code \(code)"
        case .signaled(let signal, let name): return "killed by signal \(signal) (\(name))"
        case .timedOut: return "stopped: time limit exceeded"
        case .outputLimitExceeded: return "stopped: output limit exceeded"
        case .memoryLimitExceeded(let limit): return "crashed: used more than its memory limit of \(limit)"
        }
    }

    /// Decodes a `waitpid` status word. The `WIFEXITED`/`WTERMSIG` macros do not reach Swift,
    /// so this follows their definition, which Linux and the BSDs share: the low 7 bits hold the
    /// terminating signal (0 when the process exited), bits 8–15 the exit code.
    static func fromWaitStatus(_ status: Int32) -> ProcessExit {
        let signal = status & 0x7f
        if signal == 0 {
            return .exited((status >> 8) & 0xff)
        }
        return .signaled(signal, name: signalName(signal))
    }

    /// The conventional name of a signal (`SIGSEGV`), using this platform's numbering.
    public static func signalName(_ signal: Int32) -> String {
        let known: [(Int32, String)] = [
            (SIGHUP, "SIGHUP"), (SIGINT, "SIGINT"), (SIGQUIT, "SIGQUIT"), (SIGILL, "SIGILL"),
            (SIGTRAP, "SIGTRAP"), (SIGABRT, "SIGABRT"), (SIGBUS, "SIGBUS"), (SIGFPE, "SIGFPE"),
            (SIGKILL, "SIGKILL"), (SIGUSR1, "SIGUSR1"), (SIGSEGV, "SIGSEGV"), (SIGUSR2, "SIGUSR2"),
            (SIGPIPE, "SIGPIPE"), (SIGALRM, "SIGALRM"), (SIGTERM, "SIGTERM"), (SIGXCPU, "SIGXCPU"),
            (SIGXFSZ, "SIGXFSZ"), (SIGSYS, "SIGSYS"),
        ]
        return known.first { $0.0 == signal }?.1 ?? "signal \(signal)"
    }
}
