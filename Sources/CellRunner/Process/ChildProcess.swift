import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Runs a program as a supervised child process: see `ProcessSpawner` for how it starts and
/// `ProcessLimits` for when it is stopped. Never throws for anything the child does — only when
/// it cannot be started.
public enum ChildProcess {
    public static func run(
        executable: URL,
        arguments: [String] = [],
        environment: [String: String] = ProcessInfo.processInfo.environment,
        limits: ProcessLimits = ProcessLimits()
    ) throws -> ProcessResult {
        let clock = ContinuousClock()
        let started = clock.now
        let child = try ProcessSpawner.start(executable: executable.path, arguments: arguments, environment: environment)
        var output = OutputCollector(stdout: child.stdout, stderr: child.stderr, events: child.events,
                                     outputLimitBytes: limits.outputLimitBytes, eventLimitBytes: limits.eventLimitBytes)
        let exit = supervise(child.pid, output: &output, limits: limits, deadline: started + limits.timeLimit)
        output.closeAll()
        return ProcessResult(exit: exit, stdout: output.stdout, stderr: output.stderr, events: output.events,
                             wallTime: clock.now - started)
    }

    /// Reads the child's output until it exits, runs out of time or writes too much.
    private static func supervise(
        _ pid: pid_t, output: inout OutputCollector, limits: ProcessLimits, deadline: ContinuousClock.Instant
    ) -> ProcessExit {
        let clock = ContinuousClock()
        while true {
            if ProcessReaper.hasExited(pid) {
                // Whatever the child left running in its group goes with it. If something still
                // holds our pipes a moment later, it is in another group: sweep the session.
                ProcessReaper.signalGroup(of: pid, SIGKILL)
                output.drain(until: clock.now + .milliseconds(10))
                if !output.allStreamsClosed {
                    SessionSweeper.killSession(pid)
                }
                let exit = ProcessReaper.reap(pid, within: .seconds(2))
                output.drain(until: clock.now + limits.drainLimit)
                if output.exceededLimit {
                    return .outputLimitExceeded // it wrote too much, even if it ended before we noticed
                }
                // Unknown only if something else in this process reaped our child.
                return exit ?? .exited(-1)
            }
            if output.exceededLimit {
                return stop(pid, output: &output, limits: limits, reporting: .outputLimitExceeded)
            }
            let now = clock.now
            if now >= deadline {
                return stop(pid, output: &output, limits: limits, reporting: .timedOut)
            }
            // With every pipe at EOF only the exit is left to notice: check often. Otherwise poll
            // wakes up as soon as there is output or EOF.
            let pace: Duration = output.allStreamsClosed ? .milliseconds(1) : .milliseconds(20)
            output.readAvailable(waitingAtMost: min(pace, deadline - now))
        }
    }

    /// SIGTERM to the group, a short grace while still reading (so the child is not stuck on a full
    /// pipe while it shuts down), then SIGKILL to the group and a bounded reap and drain.
    private static func stop(
        _ pid: pid_t, output: inout OutputCollector, limits: ProcessLimits, reporting verdict: ProcessExit
    ) -> ProcessExit {
        let clock = ContinuousClock()
        ProcessReaper.signalGroup(of: pid, SIGTERM)
        let graceEnd = clock.now + limits.terminationGrace
        while clock.now < graceEnd, !ProcessReaper.hasExited(pid) {
            output.readAvailable(waitingAtMost: .milliseconds(5))
        }
        ProcessReaper.signalGroup(of: pid, SIGKILL)
        SessionSweeper.killSession(pid)
        _ = ProcessReaper.reap(pid, within: .seconds(2))
        output.drain(until: clock.now + limits.drainLimit)
        return verdict
    }
}
