@testable import CellRunner
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a cell can reach: its environment, its home, the learner's terminal and tmux, memory.
/// Cells are compiled against the core and run through the launcher, as in rxlearn; the test
/// process stands where rxlearn stands (the launcher's parent).
@Suite(.serialized) struct CellConfinementTests {
    /// What a learner's session may hold that must not reach a cell.
    static let sessionVariables = [
        "TMUX": "/tmp/tmux-test/default,1,0", "TMUX_PANE": "%0", "SSH_AUTH_SOCK": "/tmp/ssh-agent.sock", "DISPLAY": ":0",
        "WAYLAND_DISPLAY": "wayland-0", "DBUS_SESSION_BUS_ADDRESS": "unix:path=/run/user/0/bus", "XDG_RUNTIME_DIR": "/run/user/0",
        "GITHUB_TOKEN": "not-for-cells",
    ]

    static var isolated: Bool {
        (try? TestEnvironment.runner().confinement) == .isolated
    }

    @Test func theEnvironmentIsAnAllowList() {
        let parent = Self.sessionVariables.merging(["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "HOME": "/home/learner"]) { a, _ in a }
        let environment = CellEnvironment.make(from: parent, home: "/private/home", temporaryFolder: "/private/tmp", adding: ["RXLEARN_X": "1"])
        #expect(environment == [
            "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8",
            "HOME": "/private/home", "CFFIXED_USER_HOME": "/private/home", "TMPDIR": "/private/tmp", "TMUX_TMPDIR": "/private/tmp",
            "SWIFT_BACKTRACE": "enable=no", "RXLEARN_EVENT_FD": "3", "RXLEARN_X": "1",
        ])
    }

    @Test func aCellSeesNoneOfTheSessionsVariables() throws {
        let code = """
        import Foundation
        print(ProcessInfo.processInfo.environment.keys.sorted().joined(separator: " "))
        """
        let run = try runInheriting(Self.sessionVariables, code)
        let names = Set(run.stdout.split(whereSeparator: \.isWhitespace).map(String.init))
        #expect(names.isDisjoint(with: Self.sessionVariables.keys), "\(names)")
        #expect(names.contains("HOME") && names.contains("TMPDIR"))
    }

    /// `tmux new-window` from a cell, with rxlearn running inside the test's own tmux server
    /// (`TMUX` names it): the window must not appear, and nothing the cell started outlives it.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux"), "tmux is not installed"))
    func tmuxInACellReachesNoServerOfTheLearners() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("confine-tmux-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let socket = folder.appendingPathComponent("socket").path
        let server = try TmuxServer(socket: socket)
        defer { server.stop() }
        #expect(try tmux(socket, ["new-session", "-d", "-s", "learner", "sleep 600"]).status == 0)
        let name = "cell-tmux-window-\(UUID().uuidString)"
        // posix_spawn and waitpid, not Foundation's `Process`: see aDaemonOfACellIsStoppedWhileTheCellWaits.
        let code = """
        import Foundation
        #if canImport(Glibc)
        import Glibc
        #endif
        let arguments = ["/usr/bin/tmux", "new-window", "-d", "exec -a \(name) sleep 1000"]
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var tmux: pid_t = 0
        guard posix_spawn(&tmux, arguments[0], &actions, nil, argv, environ) == 0 else { fatalError("tmux did not start") }
        var status: Int32 = 0
        while waitpid(tmux, &status, 0) == -1 && errno == EINTR {}
        print("tmux ended with \\((status >> 8) & 0xff)")
        """
        let run = try runInheriting(["TMUX": "\(socket),\(server.pid),0", "TMUX_PANE": "%0"], code)
        #expect(run.exit == .exited(0))
        #expect(run.stdout.hasPrefix("tmux ended with ") && run.stdout != "tmux ended with 0\n", "\(run.stdout)")
        let windows = try tmux(socket, ["list-windows", "-t", "learner"]).output
        #expect(windows.split(separator: "\n").count == 1, "\(windows)")
        #expect(ProcessProbe.noneRunning(named: name))
    }

    /// A cell opening the descriptors of rxlearn (its launcher's parent: this test process) and of
    /// rxlearn's parent (the shell or runner with the learner's terminal) through /proc, or a
    /// terminal device, is refused.
    @Test(.enabled(if: isolated, "this system gives cells no namespaces of their own"))
    func aCellCannotReachTheTerminalThroughProc() throws {
        let code = """
        import Foundation
        var paths = ["/proc/\\(getppid())/fd/1", "/proc/\(getpid())/fd/1", "/proc/\(getpid())/fd/2", "/proc/\(getppid())/fd/1", "/dev/tty"]
        let pts = (try? FileManager.default.contentsOfDirectory(atPath: "/dev/pts")) ?? []
        paths += pts.map { "/dev/pts/" + $0 }
        for path in paths {
            let descriptor = open(path, O_WRONLY | O_NOCTTY)
            print(descriptor >= 0 ? "opened \\(path)" : "refused \\(path)")
        }
        """
        let run = try TestEnvironment.run(code)
        #expect(run.exit == .exited(0))
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count >= 5)
        #expect(lines.allSatisfy { $0.hasPrefix("refused ") }, "\(run.stdout)")
    }

    /// What the cell writes to its home — by `HOME`, by Foundation's `NSHomeDirectory()` and
    /// `homeDirectoryForCurrentUser`, and, when it is isolated, by the password database — lands
    /// in a home of its own, never in the learner's. (Without namespaces the password database
    /// still names the learner's real home: that one way is not covered, and not tried.)
    @Test func aCellsHomeIsItsOwn() throws {
        let marker = "rxlearn-home-probe-\(UUID().uuidString)"
        let code = """
        import Foundation
        let homes = [ProcessInfo.processInfo.environment["HOME"]!, NSHomeDirectory(),
                     FileManager.default.homeDirectoryForCurrentUser.path, String(cString: getpwuid(getuid())!.pointee.pw_dir)]
        print(homes.joined(separator: "\\n"))
        for home in homes.prefix(\(Self.isolated ? 4 : 3)) {
            FileManager.default.createFile(atPath: home + "/\(marker)", contents: Data("x".utf8))
        }
        """
        let run = try TestEnvironment.run(code)
        #expect(run.exit == .exited(0))
        let homes = run.stdout.split(separator: "\n").map(String.init)
        try #require(homes.count == 4)
        #expect(homes[0] == homes[1] && homes[1] == homes[2], "HOME and Foundation agree: \(homes)")
        let learnersHomes = Set([NSHomeDirectory(), String(cString: getpwuid(getuid())!.pointee.pw_dir)])
        for home in learnersHomes.union([ProcessInfo.processInfo.environment["HOME"] ?? NSHomeDirectory()]) {
            let leaked = URL(fileURLWithPath: home).appendingPathComponent(marker)
            #expect(!FileManager.default.fileExists(atPath: leaked.path), "the cell wrote into \(home)")
            try? FileManager.default.removeItem(at: leaked)
        }
    }

    @Test func aCellThatAllocatesPastItsCapIsStoppedAndSaysSo() throws {
        let limit = MemoryLimit(gigabytes: 0.5)
        let code = """
        var chunks: [[UInt8]] = []
        for _ in 0 ..< 100 { chunks.append([UInt8](repeating: 1, count: 50_000_000)) }
        print("held \\(chunks.count * 50) MB")
        """
        let executor = CellExecutor(compiler: try TestEnvironment.compiler.get(), memoryLimit: limit)
        guard case .ran(let run, _) = try executor.run(CellSource(code: code)) else {
            Issue.record("the fixture did not compile")
            return
        }
        #expect(run.exit == .memoryLimitExceeded(limit))
        #expect(run.stdout.isEmpty)
        #expect(limit.description == "0.5 GB")
    }

    @Test func theNotebooksMemoryLimitComesFromItsVariable() throws {
        #expect(try MemoryLimit.fromEnvironment([:]).get() == .default)
        #expect(try MemoryLimit.fromEnvironment([MemoryLimit.environmentVariable: " 8 "]).get() == MemoryLimit(gigabytes: 8))
        for wrong in ["lots", "0.1", "2048", "-4"] {
            guard case .failure(let error) = MemoryLimit.fromEnvironment([MemoryLimit.environmentVariable: wrong]) else {
                Issue.record("\(wrong) was taken")
                continue
            }
            #expect(error.description == "RXLEARN_MEMORY_LIMIT=\(wrong) is not a memory limit: set it to a number of GB, "
                + "at least 0.25, at most 1024, or unset it for the default 4 GB.")
        }
    }

    @Test func aCellWellUnderItsCapRuns() throws {
        let executor = CellExecutor(compiler: try TestEnvironment.compiler.get(), memoryLimit: MemoryLimit(gigabytes: MemoryLimit.minimumGigabytes))
        guard case .ran(let run, _) = try executor.run(CellSource(code: "import Foundation\nprint(\"small\")")) else {
            Issue.record("the fixture did not compile")
            return
        }
        #expect(run.exit == .exited(0))
        #expect(run.stdout == "small\n")
    }

    /// A daemon that a confined cell starts is adopted by the keeper, not by rxlearn: it is still
    /// stopped at once, so a cell whose child left one behind (holding the cell's output open)
    /// ends when the cell is done instead of at its time limit.
    @Test func aDaemonOfACellIsStoppedWhileTheCellWaits() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setsid") else { return }
        let name = "cell-daemon-\(UUID().uuidString)"
        // The cell starts the daemon's parent with posix_spawn and waits with waitpid: corelibs
        // Foundation's `Process` on Linux sometimes misses a child that ends at once (a SIGCHLD
        // that comes before it watches for it), and then neither `waitUntilExit()` nor a
        // termination handler ever returns; the cell hung until its limit on loaded machines,
        // which is Foundation's race, not the keeper's.
        let code = """
        import Foundation
        #if canImport(Glibc)
        import Glibc
        #endif
        let arguments = ["/usr/bin/setsid", "-f", "/bin/bash", "-c", "exec -a \(name) sleep 1000"]
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        var starter: pid_t = 0
        guard posix_spawn(&starter, arguments[0], nil, nil, argv, environ) == 0 else { fatalError("setsid did not start") }
        var status: Int32 = 0
        while waitpid(starter, &status, 0) == -1 && errno == EINTR {}
        print("starter ended")
        """
        let run = try TestEnvironment.run(code, limits: ProcessLimits(timeLimit: .seconds(60)))
        #expect(run.exit == .exited(0))
        #expect(run.stdout == "starter ended\n")
        #expect(ProcessProbe.noneRunning(named: name))
    }

    @Test func aMissingLauncherIsASentenceWithWhatToDo() throws {
        let missing = URL(fileURLWithPath: "/nonexistent/\(UUID().uuidString)/rxlearn-cell-launcher")
        #expect(throws: CellRunnerError.launcherMissing(path: missing.path)) {
            _ = try CellLaunch.prepare(cell: URL(fileURLWithPath: "/bin/true"), launcher: missing, memoryLimit: .default,
                                       exposing: [], parentEnvironment: [:], adding: [:])
        }
        #expect(CellRunnerError.launcherMissing(path: missing.path).description.contains("swift build"))
    }

    @Test func theLaunchersSetUpFailureIsReadFromItsLastLine() {
        let stderr = "noise\nrxlearn-cell-launcher: unshare: Operation not permitted\n"
        #expect(CellLaunch.setupFailure(exit: .exited(125), stderr: stderr) == "unshare: Operation not permitted")
        #expect(CellLaunch.setupFailure(exit: .exited(1), stderr: stderr) == nil)
        #expect(CellLaunch.setupFailure(exit: .exited(125), stderr: "a cell's own exit(125)\n") == nil)
    }

    @Test func aRunFolderIsRemovedEvenWithAnUnwritableFolderInside() throws {
        let folder = try PrivateRunFolder.make()
        let locked = folder.home.appendingPathComponent("locked/inner")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: locked.appendingPathComponent("file"))
        try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: locked.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: locked.deletingLastPathComponent().path)
        folder.remove()
        #expect(!FileManager.default.fileExists(atPath: folder.url.path))
    }

    // MARK: - Helpers

    private func runInheriting(_ variables: [String: String], _ code: String) throws -> CellRun {
        // What is judged is what the cell reached, not how fast: a minute, so that a loaded
        // machine (the whole suite compiling beside it) never passes for a hang.
        let executor = try TestEnvironment.runner(limits: ProcessLimits(timeLimit: .seconds(60)))
        guard case .success(let compiled) = try executor.compiler.compile(CellSource(code: code)) else {
            throw FixtureDidNotCompile(diagnostics: [])
        }
        let parent = ProcessInfo.processInfo.environment.merging(variables) { _, added in added }
        return try executor.run(executable: compiled.executable, environment: [:], limits: nil, inheriting: parent)
    }

    /// A tmux command for the test's own server (a client: it ends at once). Through Foundation's
    /// `Process` with a plain environment: a session it creates must not carry a run mark, or the
    /// sweep of that run would take its shell for a stray.
    @discardableResult
    private func tmux(_ socket: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let client = Process()
        client.executableURL = URL(fileURLWithPath: "/usr/bin/tmux")
        client.arguments = ["-S", socket] + arguments
        client.environment = TmuxServer.environment
        let output = Pipe()
        client.standardOutput = output
        client.standardError = FileHandle.nullDevice
        try client.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        client.waitUntilExit()
        return (client.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The learner's tmux, on a socket of the test's own. `-D` keeps the server in the foreground,
    /// a child of this process in its session: a daemonised server would be re-parented to this
    /// process (a child subreaper) and taken for a cell's stray by the sweeps of cells running in
    /// parallel suites.
    private final class TmuxServer {
        static let environment = ["PATH": "/usr/bin:/bin", "TERM": "xterm"]
        private let process = Process()
        private let socket: String
        var pid: Int32 { process.processIdentifier }

        init(socket: String) throws {
            self.socket = socket
            process.executableURL = URL(fileURLWithPath: "/usr/bin/tmux")
            process.arguments = ["-D", "-S", socket]
            process.environment = Self.environment
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            for _ in 0 ..< 500 where !FileManager.default.fileExists(atPath: socket) { usleep(10_000) }
        }

        /// `kill-server`, then SIGKILL if the server is still there a second later.
        func stop() {
            let client = Process()
            client.executableURL = URL(fileURLWithPath: "/usr/bin/tmux")
            client.arguments = ["-S", socket, "kill-server"]
            client.environment = Self.environment
            client.standardError = FileHandle.nullDevice
            if (try? client.run()) != nil { client.waitUntilExit() }
            for _ in 0 ..< 100 where process.isRunning { usleep(10_000) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }
    }
}
