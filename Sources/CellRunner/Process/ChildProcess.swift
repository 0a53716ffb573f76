import Foundation
import SystemSupport

/// Runs a program as a supervised child process: see `ProcessSpawner` for how it starts and
/// `ProcessLimits` for when it is stopped, `DescendantSweeper` for what else is stopped with it.
/// Never throws for anything the child does — only when it cannot be started, or was cancelled.
public enum ChildProcess {
    /// `cancellation`: another thread may stop the run; it then throws `CellRunnerError.cancelled`.
    /// `cellGeneration`: how far below the child the program runs (`RunningChild.cellGeneration`).
    public static func run(
        executable: URL,
        arguments: [String] = [],
        environment: [String: String] = ProcessInfo.processInfo.environment,
        limits: ProcessLimits = ProcessLimits(),
        cancellation: RunCancellation? = nil
    ) throws -> ProcessResult {
        try run(executable: executable, arguments: arguments, environment: environment, limits: limits,
                cellGeneration: 0, cancellation: cancellation)
    }

    static func run(executable: URL, arguments: [String], environment: [String: String], limits: ProcessLimits,
                    cellGeneration: Int, cancellation: RunCancellation?) throws -> ProcessResult {
        if cancellation?.isCancelled == true { throw CellRunnerError.cancelled }
        let clock = ContinuousClock()
        let started = clock.now
        let spawned = try ProcessSpawner.start(executable: executable.path, arguments: arguments, environment: environment,
                                               cellGeneration: cellGeneration)
        var output = OutputCollector(stdout: spawned.stdout, stderr: spawned.stderr, events: spawned.events,
                                     outputLimitBytes: limits.outputLimitBytes, eventLimitBytes: limits.eventLimitBytes)
        var supervisor = Supervisor(child: spawned.child, limits: limits, cancellation: cancellation)
        let exit = supervisor.supervise(output: &output, deadline: started + limits.timeLimit)
        output.closeAll()
        if supervisor.wasCancelled { throw CellRunnerError.cancelled }
        return ProcessResult(exit: exit, stdout: output.stdout, stderr: output.stderr, events: output.events,
                             wallTime: clock.now - started)
    }
}

/// Watches one child until it ends, and leaves nothing of it behind.
private struct Supervisor {
    let child: RunningChild
    let limits: ProcessLimits
    let cancellation: RunCancellation?
    private(set) var wasCancelled = false
    private let clock = ContinuousClock()
    /// How often to look for daemons while the child runs (a scan of the process table).
    private let daemonScanInterval: Duration = .milliseconds(100)

    init(child: RunningChild, limits: ProcessLimits, cancellation: RunCancellation?) {
        self.child = child
        self.limits = limits
        self.cancellation = cancellation
    }

    private var pid: pid_t { child.pid }

    /// Reads the child's output until it exits, runs out of time, writes too much or is cancelled.
    mutating func supervise(output: inout OutputCollector, deadline: ContinuousClock.Instant) -> ProcessExit {
        var nextDaemonScan = clock.now + daemonScanInterval
        while true {
            if ProcessReaper.hasExited(pid) {
                // The child's own exit decides the verdict. Whatever it left running goes with it
                // — its group, the rest of its session, daemons — so nothing holds our pipes.
                let exit = finish(output: &output)
                if output.exceededLimit {
                    return .outputLimitExceeded // it wrote too much, even if it ended before we noticed
                }
                // Unknown only if something else in this process reaped our child.
                return exit ?? .exited(-1)
            }
            if output.exceededLimit {
                return stop(output: &output, reporting: .outputLimitExceeded)
            }
            if cancellation?.isCancelled == true {
                wasCancelled = true
                return stop(output: &output, reporting: .timedOut)
            }
            let now = clock.now
            if now >= deadline {
                return stop(output: &output, reporting: .timedOut)
            }
            if now >= nextDaemonScan {
                RunningChildren.sweeping { DescendantSweeper.killDaemons(of: child, otherChildren: $0) }
                nextDaemonScan = clock.now + daemonScanInterval
            }
            // With every pipe at EOF only the exit is left to notice: check often. Otherwise poll
            // wakes up as soon as there is output or EOF.
            let pace: Duration = output.allStreamsClosed ? .milliseconds(1) : .milliseconds(20)
            output.readAvailable(waitingAtMost: min(pace, deadline - now))
        }
    }

    /// SIGTERM to the group, a short grace while still reading (so the child is not stuck on a full
    /// pipe while it shuts down), then the same end as a child that exited.
    private mutating func stop(output: inout OutputCollector, reporting verdict: ProcessExit) -> ProcessExit {
        ProcessReaper.signalGroup(of: pid, SIGTERM)
        let graceEnd = clock.now + limits.terminationGrace
        while clock.now < graceEnd, !ProcessReaper.hasExited(pid) {
            output.readAvailable(waitingAtMost: .milliseconds(5))
        }
        _ = finish(output: &output)
        return verdict
    }

    /// Kills the child's group and every descendant while the child is still unreaped (so its
    /// pid cannot have been reused), then reaps it and reads what is left in the pipes.
    private func finish(output: inout OutputCollector) -> ProcessExit? {
        ProcessReaper.signalGroup(of: pid, SIGKILL)
        RunningChildren.sweeping { DescendantSweeper.killEverything(of: child, otherChildren: $0) }
        let exit = RunningChildren.reap(child, within: .seconds(2))
        RunRecords.remove(child)
        output.drain(until: clock.now + limits.drainLimit)
        return exit
    }
}
