@testable import CellRunner
import Foundation
import SystemSupport
import Testing

/// What a child starts is found and killed, and a child can be stopped from another thread.
/// Shell scripts stand in for cells; every process looked at is one the test started (its pid
/// comes from the script or from `Process`).
@Suite(.serialized) struct CellContainmentTests {
    let shell = URL(fileURLWithPath: "/bin/sh")

    func scratchFile(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("containment-\(UUID().uuidString)-\(name)")
    }

    func pid(in file: URL) -> pid_t? {
        guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
        return pid_t(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    #if os(Linux)
    /// The daemons below are `sleep`s renamed (bash's `exec -a`) to a name no other process has,
    /// so the test finds exactly them, even when the sweep killed them before they could report.
    func daemonName() -> String { "containment-daemon-\(UUID().uuidString)" }

    /// Two runs at once (verify's two workers): the sweeps of one never take the other's
    /// freshly started child — a compiler in a session of its own, a direct child of ours — for a
    /// stray, however the sweep and the spawn interleave.
    @Test func aSweepNeverKillsAChildStartedByAnotherRunMeanwhile() throws {
        let failures = Failures()
        // A run that sweeps for daemons every 100 ms until the short runs are done, when it is
        // cancelled: every short run below spawns while it is sweeping.
        let started = scratchFile("long-run")
        defer { try? FileManager.default.removeItem(at: started) }
        let stopLongRun = RunCancellation()
        let longRunEnded = DispatchSemaphore(value: 0)
        let longRun = Thread {
            do {
                _ = try ChildProcess.run(executable: shell, arguments: ["-c", "echo $$ > \(started.path); exec sleep 1000"],
                                         limits: ProcessLimits(timeLimit: .seconds(600)), cancellation: stopLongRun)
                failures.add("the long run ended by itself")
            } catch CellRunnerError.cancelled {
            } catch {
                failures.add("the long run: \(error)")
            }
            longRunEnded.signal()
        }
        longRun.start()
        while pid(in: started) == nil { usleep(5_000) }
        // Short runs started as fast as three threads can: some spawn while a sweep is looking.
        let short = URL(fileURLWithPath: "/bin/sleep")
        let runsPerThread = 15
        DispatchQueue.concurrentPerform(iterations: 3) { _ in
            for _ in 0 ..< runsPerThread {
                do {
                    let result = try ChildProcess.run(executable: short, arguments: ["0.005"], limits: ProcessLimits(timeLimit: .seconds(60)))
                    if result.exit != .exited(0) { failures.add("\(result.exit)") }
                } catch {
                    failures.add("\(error)")
                }
            }
        }
        stopLongRun.cancel()
        longRunEnded.wait()
        #expect(failures.all.isEmpty, "\(failures.all)")
    }

    @Test func aDaemonThatLeftTheSessionIsSweptAndTheExitStands() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setsid") else { return }
        let name = daemonName()
        // The daemon keeps stdout open; the script itself ends normally.
        let script = "/usr/bin/setsid -f /bin/bash -c 'exec -a \(name) sleep 1000'; sleep 0.3; echo parent done"
        let result = try ChildProcess.run(executable: shell, arguments: ["-c", script], limits: ProcessLimits(timeLimit: .seconds(60)))
        // Its own exit, not its 60 s limit (`.timedOut`): the daemon holding stdout kept nothing
        // waiting.
        #expect(result.exit == .exited(0))
        #expect(result.stdoutText.hasSuffix("parent done\n"))
        #expect(ProcessProbe.noneRunning(named: name), "the daemon outlived the run")
    }

    @Test func aDoubleForkedOrphanIsSwept() throws {
        let name = daemonName()
        // The subshell's parent exits at once: `sleep` is orphaned but stays in the session.
        let script = "( /bin/bash -c 'exec -a \(name) sleep 1000' & ); sleep 0.3; echo parent done"
        let result = try ChildProcess.run(executable: shell, arguments: ["-c", script], limits: ProcessLimits(timeLimit: .seconds(60)))
        #expect(result.exit == .exited(0))
        #expect(result.stdoutText == "parent done\n")
        #expect(ProcessProbe.noneRunning(named: name), "the orphan outlived the run")
    }

    /// A daemon that also cleared its environment (no run mark) is still found: when the script
    /// ends it is re-parented to us (child subreaper), and it left our session.
    @Test func aDaemonWithoutTheRunMarkIsStillSwept() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setsid") else { return }
        let file = scratchFile("bare-daemon")
        defer { try? FileManager.default.removeItem(at: file) }
        // Started in the background, `setsid` needs no fork: `$!` is the daemon's pid.
        let script = "env -i /usr/bin/setsid /bin/sleep 1000 & echo $! > \(file.path); sleep 0.3; echo parent done"
        let result = try ChildProcess.run(executable: shell, arguments: ["-c", script], limits: ProcessLimits(timeLimit: .seconds(60)))
        #expect(result.exit == .exited(0))
        let daemon = try #require(pid(in: file))
        #expect(ProcessProbe.isGoneOrZombie(daemon), "the unmarked daemon outlived the run")
    }

    @Test func leftoversOfADeadRxlearnAreSweptByPidAndStartTime() throws {
        let folder = scratchFile("records")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let recorded = try startSleep()
        let reusedPid = try startSleep()
        let marked = try startSleep(environment: ["RXLEARN_RUN_MARK": "test-mark-\(UUID().uuidString)"])
        let ownRun = try startSleep()
        defer { [recorded, reusedPid, marked, ownRun].forEach { kill($0.processIdentifier, SIGKILL) } }
        let start = { (process: Process) in try #require(ProcessTable.entry(process.processIdentifier)?.startTime) }
        // An rxlearn that is gone: a pid with a start time that no process has.
        let deadOwner = (pid: getpid(), startTime: try start(recorded) + 1_000_000)
        let ownStart = try #require(ProcessTable.entry(getpid())?.startTime)

        func write(_ name: String, _ record: RunRecords.Record) throws {
            try JSONEncoder().encode(record).write(to: folder.appendingPathComponent(name))
        }
        try write("a.json", .init(owner: deadOwner.pid, ownerStartTime: deadOwner.startTime, pid: recorded.processIdentifier,
                                  startTime: try start(recorded), mark: "unused-\(UUID().uuidString)"))
        // The pid was reused: its start time is not the recorded one.
        try write("b.json", .init(owner: deadOwner.pid, ownerStartTime: deadOwner.startTime, pid: reusedPid.processIdentifier,
                                  startTime: try start(reusedPid) - 1, mark: "unused-\(UUID().uuidString)"))
        // The child itself is gone; a daemon carrying its mark is not.
        let mark = try #require(marked.environment?["RXLEARN_RUN_MARK"])
        try write("c.json", .init(owner: deadOwner.pid, ownerStartTime: deadOwner.startTime, pid: reusedPid.processIdentifier,
                                  startTime: 1, mark: mark))
        // Written by an rxlearn that still runs (this process): left alone.
        try write("d.json", .init(owner: getpid(), ownerStartTime: ownStart, pid: ownRun.processIdentifier,
                                  startTime: try start(ownRun), mark: "unused-\(UUID().uuidString)"))

        let killed = RunRecords.sweepLeftovers(in: folder)
        #expect(Set(killed) == [recorded.processIdentifier, marked.processIdentifier])
        recorded.waitUntilExit()
        marked.waitUntilExit()
        #expect(recorded.terminationReason == .uncaughtSignal && recorded.terminationStatus == SIGKILL)
        #expect(marked.terminationReason == .uncaughtSignal && marked.terminationStatus == SIGKILL)
        #expect(reusedPid.isRunning, "a process whose start time does not match the record was killed")
        #expect(ownRun.isRunning, "a record of a running rxlearn was swept")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["d.json"])
    }
    #endif

    @Test func aCancelledRunIsStoppedWithWhatItStarted() throws {
        let file = scratchFile("cancelled")
        defer { try? FileManager.default.removeItem(at: file) }
        let cancellation = RunCancellation()
        // Cancelled once what it started is running (Esc while the cell runs).
        DispatchQueue.global().async { [self] in
            while pid(in: file) == nil { usleep(5_000) }
            cancellation.cancel()
        }
        // Stopped by the cancellation (which throws), not by its 30 s limit (`.timedOut`).
        #expect(throws: CellRunnerError.cancelled) {
            try ChildProcess.run(executable: shell, arguments: ["-c", "sleep 60 & echo $! > \(file.path); wait"],
                                 limits: ProcessLimits(timeLimit: .seconds(30)), cancellation: cancellation)
        }
        let sleeper = try #require(pid(in: file))
        #expect(ProcessProbe.isGoneOrZombie(sleeper))
        // Once cancelled, nothing more starts.
        #expect(throws: CellRunnerError.cancelled) {
            try ChildProcess.run(executable: shell, arguments: ["-c", "true"], cancellation: cancellation)
        }
    }

    @Test func theCompileLimitIsHonouredAndNamedInTheMessage() throws {
        let configured = try TestEnvironment.compiler.get()
        let compiler = CellCompiler(toolchain: configured.toolchain, core: configured.core, cache: configured.cache,
                                    compilerTimeLimit: .milliseconds(50))
        // Prime the core library and compiler version with the configured limit, so that only the
        // cell's own compile meets the short one.
        _ = try configured.compile(CellSource(code: "print(0) \(TestEnvironment.uniqueMarker())"))
        do {
            _ = try compiler.compile(CellSource(code: "print(1) \(TestEnvironment.uniqueMarker())"))
            Issue.record("a compile finished within 50 ms")
        } catch let error as CellRunnerError {
            #expect(error == .compilerTimedOut(limit: .milliseconds(50)))
            #expect(error.description.contains("compile limit of 0.05 s"))
            #expect(error.description.contains("--compile-timeout"))
            #expect(error.description.contains(CompileTimeLimit.environmentVariable))
        }
    }

    @Test func compileLimitFromTheEnvironment() throws {
        #expect(try CompileTimeLimit.fromEnvironment([:]).get() == .seconds(120))
        #expect(try CompileTimeLimit.fromEnvironment(["RXLEARN_COMPILE_TIMEOUT": "300"]).get() == .seconds(300))
        for bad in ["0", "-5", "3601", "soon"] {
            let result = CompileTimeLimit.fromEnvironment(["RXLEARN_COMPILE_TIMEOUT": bad])
            guard case .failure(let error) = result else {
                Issue.record("\(bad) was accepted")
                continue
            }
            #expect(error.description.contains("more than 0, at most 3600"))
        }
    }

    @Test func descriptorNotesBecomeASentence() {
        let closed = CrashReport.extract(exit: .signaled(SIGILL, name: "SIGILL"), stderr: "",
                                         events: [#"{"kind":"descriptors","problem":"closed"}"#])
        #expect(closed?.message.contains("closed its standard output or standard error") == true)
        let exhausted = CrashReport.extract(exit: .signaled(SIGTRAP, name: "SIGTRAP"), stderr: "",
                                            events: [#"{"kind":"descriptors","problem":"exhausted"}"#])
        #expect(exhausted?.message.contains("ran out of file descriptors") == true)
        let plain = CrashReport.extract(exit: .signaled(SIGILL, name: "SIGILL"), stderr: "", events: [])
        #expect(plain?.message.contains("runtime check") == true)
    }

    private func startSleep(environment: [String: String]? = nil) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sleep")
        process.arguments = ["1000"]
        // Not the test's own output: a stray sleep must not keep the test runner's pipes open.
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        if let environment {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        }
        try process.run()
        return process
    }
}

/// Failures gathered from a loop, for one expectation at the end.
private final class Failures: @unchecked Sendable {
    private let lock = Lock()
    private var list: [String] = []
    func add(_ failure: String) { lock.lock(); list.append(failure); lock.unlock() }
    var all: [String] { lock.lock(); defer { lock.unlock() }; return list }
}
