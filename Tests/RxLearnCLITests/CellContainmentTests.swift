import CellRunner
import Foundation
import SystemSupport
import Testing

/// Nothing a cell starts outlives rxlearn, whatever ends it, and a cell's daemons never decide
/// its verdict. The built `rxlearn` runs fixture programs; the processes checked are only those
/// the fixture cell started, found by names no other process has (bash's `exec -a`): a cell gets
/// neither the test's environment nor its folders, and its pids are those of its own namespace.
@Suite(.serialized) struct CellContainmentTests {
    /// An endless cell that also starts a child in a process group of its own (Foundation's
    /// `Process` does that) named `childName`, then spins.
    static func endlessCell(childName: String) -> String {
        """
        import Foundation
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/bash")
        child.arguments = ["-c", "exec -a \(childName) sleep 1000"]
        try! child.run()
        var spins = 0
        while true { spins &+= 1 }
        """
    }

    #if os(Linux)
    @Test(arguments: [SIGTERM, SIGHUP, SIGINT, SIGKILL])
    func aSignalToRxlearnEndsTheRunningCellAndItsChildren(_ signal: Int32) throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let childName = "containment-child-\(UUID().uuidString)"
        let program = scratch.folder.appendingPathComponent("endless.swift")
        try Data(Self.endlessCell(childName: childName).utf8).write(to: program)

        let rxlearn = try scratch.startRxlearn(["run", program.path, "--timeout", "600"], environment: [:])
        // The cell is the parent of its named child.
        let child = try #require(Self.waitForProcess(named: childName, whileRunning: rxlearn), "the cell never started")
        let pids = [child, ProcessStart.parent(of: child)].compactMap { $0 }
        let started = pids.compactMap { pid in ProcessStart.of(pid).map { (pid, $0) } }
        #expect(started.count == 2, "both the cell and its child should be running before the signal")

        kill(rxlearn.processIdentifier, signal)
        #expect(Self.waitForExit(of: rxlearn, within: .seconds(60)), "rxlearn did not exit after the signal")
        for (pid, startTime) in started {
            #expect(ProcessStart.isGone(pid, startedAt: startTime, within: .seconds(30)),
                    "pid \(pid) of the cell's tree still runs after signal \(signal) to rxlearn")
        }
        // A SIGKILLed rxlearn leaves its record of the cell; the next start sweeps and removes it.
        if signal == SIGKILL {
            let records = scratch.stateHome.appendingPathComponent("rxlearn/running")
            #expect(!((try? FileManager.default.contentsOfDirectory(atPath: records.path)) ?? []).isEmpty)
            _ = try scratch.process.run(["run", program.path, "--timeout", "0.5"])
            #expect(((try? FileManager.default.contentsOfDirectory(atPath: records.path)) ?? []).isEmpty)
        }
    }

    /// A cell that replaces itself with another program (so no lifeline watcher runs in it)
    /// still ends when rxlearn is killed outright: the launcher watches the lifeline too and
    /// kills the cell's PID namespace.
    @Test(.enabled(if: CellConfinement.levelForThisProgram(environment: ["RXLEARN_CORE_BUILD_DIR": RxLearnProcess.executable?
        .deletingLastPathComponent().path ?? ""]) == .isolated, "this system gives cells no namespaces of their own"))
    func aCellWithoutItsLifelineWatcherStillEndsWithRxlearn() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let name = "containment-exec-\(UUID().uuidString)"
        let program = scratch.folder.appendingPathComponent("exec.swift")
        try Data("""
        import Foundation
        let words: [String] = ["bash", "-c", "exec -a \(name) sleep 1000"]
        let arguments = words.map { strdup($0) } + [nil]
        execv("/bin/bash", arguments)
        """.utf8).write(to: program)
        let rxlearn = try scratch.startRxlearn(["run", program.path, "--timeout", "600"], environment: [:])
        let cell = try #require(Self.waitForProcess(named: name, whileRunning: rxlearn), "the cell never started")
        let startTime = ProcessStart.of(cell)
        kill(rxlearn.processIdentifier, SIGKILL)
        #expect(Self.waitForExit(of: rxlearn, within: .seconds(60)))
        #expect(ProcessStart.isGone(cell, startedAt: startTime, within: .seconds(30)), "the cell outlived rxlearn")
    }

    /// Issue #9, point 3: the daemon inherits the cell's stdout, and the run still ends when the
    /// cell does, with the daemon gone.
    @Test func aDaemonThatKeepsTheCellsPipesChangesNothing() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setsid") else { return }
        let scratch = try Scratch()
        defer { scratch.remove() }
        // The daemon is a `sleep` renamed to a name no other process has (bash's `exec -a`), so
        // the test finds exactly it, even if the sweep killed it before it printed anything.
        let daemonName = "containment-daemon-\(UUID().uuidString)"
        let program = scratch.folder.appendingPathComponent("daemon.swift")
        // The cell starts the daemon's parent with posix_spawn and waits with waitpid, as
        // CellConfinementTests' daemon cell does: corelibs Foundation's `Process` in the cell
        // sometimes never sees its child end on a loaded machine (on CI once with "Could not
        // create wakeup socket pair for CFSocket"), and the cell hung until its limit — a race
        // of Foundation's, not of what this test checks.
        try Data("""
        import Foundation
        #if canImport(Glibc)
        import Glibc
        #endif
        let arguments = ["/usr/bin/setsid", "-f", "/bin/bash", "-c", "echo from-daemon; exec -a \(daemonName) sleep 1000"]
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        var starter: pid_t = 0
        guard posix_spawn(&starter, arguments[0], nil, nil, argv, environ) == 0 else { fatalError("setsid did not start") }
        var status: Int32 = 0
        while waitpid(starter, &status, 0) == -1 && errno == EINTR {}
        print("parent done")
        """.utf8).write(to: program)

        let result = try scratch.process.run(["run", program.path, "--timeout", "20"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("parent done"))
        // It did not wait for its time limit, which would say so (and how long it took is
        // Benchmarks/cli-speed.sh's "stops" figures).
        #expect(!result.stderr.contains("did not finish in time"))
        #expect(ProcessStart.noneRunning(named: daemonName), "the daemon was left running")
    }
    #endif

    @Test(arguments: [["--timeout", "0"], ["--timeout", "-5"], ["--timeout", "3601"], ["--compile-timeout", "0"], ["--compile-timeout", "-5"]])
    func timeLimitsOutsideTheirRangeAreRefusedWithTheRange(_ option: [String]) throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let result = try process.run(["run", "whatever.swift"] + option)
        #expect(result.status == 64)
        #expect(result.stderr.contains("\(option[0]) takes a number of seconds: more than 0, at most 3600."), "\(result.stderr)")
        #expect(!result.stderr.contains("Missing value"))
    }

    @Test(arguments: ["0.1", "-1", "2000"])
    func aMemoryLimitOutsideItsRangeIsRefusedWithTheRange(_ value: String) throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let result = try process.run(["run", "whatever.swift", "--memory-limit", value])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--memory-limit") && result.stderr.contains("0.25"), "\(result.stderr)")
    }

    /// Issue 32, item 6: a cell that holds more memory than its cap is stopped, in one sentence.
    @Test func aCellOverTheMemoryLimitIsStoppedAndTheLimitIsNamed() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let program = scratch.folder.appendingPathComponent("hog.swift")
        try Data("""
        var chunks: [[UInt8]] = []
        for _ in 0 ..< 100 { chunks.append([UInt8](repeating: 1, count: 50_000_000)) }
        print("held \\(chunks.count * 50) MB")
        """.utf8).write(to: program)
        let result = try scratch.process.run(["run", program.path, "--memory-limit", "0.5"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("hog.swift: used more than 0.5 GB of memory and was stopped"), "\(result.stderr)")
    }

    @Test func theCompileLimitIsAnOptionAndItsMessageNamesIt() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let program = scratch.folder.appendingPathComponent("slow.swift")
        // Unique, so it is compiled now rather than found in the cache.
        try Data("print(1) // \(UUID().uuidString)\n".utf8).write(to: program)
        let result = try scratch.process.run(["run", program.path, "--compile-timeout", "0.05"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("compile limit of 0.05 s"), "\(result.stderr)")
        #expect(result.stderr.contains("--compile-timeout"))
    }

    // MARK: - Helpers

    /// The pid of the process named `name`, once it runs (nil if rxlearn ended first).
    static func waitForProcess(named name: String, whileRunning process: Process) -> pid_t? {
        let deadline = ContinuousClock.now + .seconds(180) // a cold compile on a busy machine
        while ContinuousClock.now < deadline, process.isRunning {
            if let pid = ProcessStart.pid(named: name) { return pid }
            usleep(50_000)
        }
        return nil
    }

    static func waitForExit(of process: Process, within limit: Duration) -> Bool {
        let deadline = ContinuousClock.now + limit
        while process.isRunning, ContinuousClock.now < deadline { usleep(20_000) }
        return !process.isRunning
    }
}

/// A scratch folder with its own state home, and the `RxLearnProcess` that uses it.
private struct Scratch {
    let process: RxLearnProcess
    let folder: URL
    var stateHome: URL { process.stateHome }

    init() throws {
        process = try RxLearnProcess()
        folder = process.stateHome.deletingLastPathComponent().appendingPathComponent("files")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func remove() { process.removeScratch() }

    /// Starts rxlearn without waiting for it, with the same environment `RxLearnProcess.run` uses.
    func startRxlearn(_ arguments: [String], environment extra: [String: String]) throws -> Process {
        guard let executable = RxLearnProcess.executable else { throw RxLearnProcess.MissingExecutable() }
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = RxLearnProcess.cacheHome.path
        environment["XDG_STATE_HOME"] = process.stateHome.path
        environment["RXLEARN_WORKSPACE"] = process.workspace.path
        environment.merge(extra) { _, new in new }
        let rxlearn = Process()
        rxlearn.executableURL = executable
        rxlearn.arguments = arguments
        rxlearn.environment = environment
        rxlearn.standardOutput = FileHandle.nullDevice
        rxlearn.standardError = FileHandle.nullDevice
        try rxlearn.run()
        return rxlearn
    }
}

/// Start times from /proc, so that a pid the kernel has reused is never taken for the process
/// the test saw.
private enum ProcessStart {
    /// Field 22 of /proc/<pid>/stat (the 20th after the command name); nil if there is no such
    /// process or it is a zombie.
    static func of(_ pid: pid_t) -> UInt64? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let nameEnd = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: nameEnd)...].split(separator: " ")
        guard fields.count > 19, fields[0] != "Z" else { return nil }
        return UInt64(fields[19])
    }

    /// True when, within a few seconds, no live process has `name` as its argv[0].
    static func noneRunning(named name: String) -> Bool {
        let deadline = ContinuousClock.now + .seconds(5)
        repeat {
            if pid(named: name) == nil { return true }
            usleep(20_000)
        } while ContinuousClock.now < deadline
        return false
    }

    /// A live process whose argv[0] is `name`.
    static func pid(named name: String) -> pid_t? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.lazy.compactMap { pid_t($0) }.first { pid in
            guard of(pid) != nil, let argv = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return false }
            return argv.split(separator: 0).first.map { String(decoding: $0, as: UTF8.self) } == name
        }
    }

    /// Field 4 of /proc/<pid>/stat (the 2nd after the command name).
    static func parent(of pid: pid_t) -> pid_t? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let nameEnd = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: nameEnd)...].split(separator: " ")
        return fields.count > 1 ? pid_t(fields[1]) : nil
    }

    /// True once the process is gone, a zombie, or its pid names a later process.
    static func isGone(_ pid: pid_t, startedAt startTime: UInt64?, within limit: Duration) -> Bool {
        let deadline = ContinuousClock.now + limit
        repeat {
            guard let now = of(pid) else { return true }
            if let startTime, now != startTime { return true }
            usleep(20_000)
        } while ContinuousClock.now < deadline
        return false
    }
}
