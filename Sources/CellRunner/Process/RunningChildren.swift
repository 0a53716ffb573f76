import CellProtocol
import Foundation
import SystemSupport

/// One child this process started and has not reaped yet.
struct RunningChild: Sendable {
    let pid: pid_t
    /// `RXLEARN_RUN_MARK=<value>` in the child's environment: every descendant inherits it,
    /// including daemons that left the child's session, so the sweep can tell them apart from
    /// other processes.
    let mark: String
    /// From the process table; nil where there is none (macOS).
    let startTime: UInt64?
    /// How far below this child the program itself runs: 0 when the child is the program, 2 for a
    /// cell the launcher runs in namespaces of its own (launcher → keeper → cell).
    var cellGeneration = 0

    static let markVariable = CellProtocol.Variable.runMark
    var markAssignment: String { Self.assignment(of: mark) }

    /// `RXLEARN_RUN_MARK=<mark>`, as it stands in an environment.
    static func assignment(of mark: String) -> String { "\(markVariable)=\(mark)" }

    /// A mark no other run shares: this process's pid, a counter, and a random part so that
    /// a later rxlearn with the same pid cannot repeat it.
    static func newMark() -> String {
        let serial = markCounter.next()
        return "\(getpid())-\(serial)-\(UInt32.random(in: 0 ... .max))"
    }

    private static let markCounter = Counter()
}

private final class Counter: @unchecked Sendable {
    private let lock = Lock()
    private var value = 0
    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}

/// Every child this process has started and not yet reaped — cells and compilers — so that
/// whatever ends rxlearn can end them first, and the sweep never mistakes one of them for a
/// stray.
///
/// One lock covers spawning a child and listing it, reaping it and unlisting it, and reaping
/// strays: so a listed pid always names a live process or an unreaped zombie (never a reused
/// pid), and the sweep never reaps a child that a supervisor is waiting for.
public enum RunningChildren {
    // Recursive: `stopAll` sweeps while holding it, and the sweep reaps strays through it.
    private static let lock = Lock(recursive: true)
    nonisolated(unsafe) private static var children: [pid_t: RunningChild] = [:]

    /// Runs `spawn` and lists the child it returns, with no gap in between.
    static func spawning(_ spawn: () throws -> RunningChild) rethrows -> RunningChild {
        lock.lock()
        defer { lock.unlock() }
        let child = try spawn()
        children[child.pid] = child
        return child
    }

    /// Reaps a listed child and unlists it.
    static func reap(_ child: RunningChild, within limit: Duration) -> ProcessExit? {
        lock.lock()
        defer { lock.unlock() }
        let exit = ProcessReaper.reap(child.pid, within: limit)
        children[child.pid] = nil
        return exit
    }

    /// Reaps `pid`, a process re-parented to us, unless it is a listed child (whose supervisor
    /// reaps it).
    static func reapStray(_ pid: pid_t) {
        lock.lock()
        defer { lock.unlock() }
        guard children[pid] == nil else { return }
        _ = ProcessReaper.reap(pid, within: .milliseconds(200))
    }

    /// Runs a sweep with the list as it stands and no child started or reaped until it is done.
    /// The sweep reads the process table: a child another thread spawned between reading the list
    /// and reading the table would look like a stray (a direct child of ours in a session of its
    /// own) and be killed — a compiler of verify's other worker, say.
    static func sweeping(_ sweep: (_ listed: Set<pid_t>) -> Void) {
        lock.lock()
        defer { lock.unlock() }
        sweep(Set(children.keys))
    }

    /// Ends every running child and what it started, before this process exits: `signal` (the one
    /// rxlearn received, if any) to each child's process group, up to `grace` for them to end,
    /// then SIGKILL to the groups and a sweep of their descendants. The children stay unreaped.
    ///
    /// With `beforeExit`, the list stays locked afterwards: the supervisors of those children
    /// then wait for ever instead of reporting a verdict ("crashed by SIGINT") for a run that
    /// rxlearn itself ended, and no new child can start, until the caller exits.
    public static func stopAll(forwarding signal: Int32? = nil, grace: Duration = .milliseconds(300), beforeExit: Bool = false) {
        lock.lock()
        defer { if !beforeExit { lock.unlock() } }
        let running = Array(children.values)
        guard !running.isEmpty else { return }
        if let signal {
            running.forEach { ProcessReaper.signalGroup(of: $0.pid, signal) }
            let clock = ContinuousClock()
            let deadline = clock.now + grace
            while clock.now < deadline, !running.allSatisfy({ ProcessReaper.hasExited($0.pid) }) {
                usleep(5_000)
            }
        }
        for child in running {
            ProcessReaper.signalGroup(of: child.pid, SIGKILL)
            DescendantSweeper.killEverything(of: child, otherChildren: Set(children.keys))
            RunRecords.remove(child)
        }
    }
}
