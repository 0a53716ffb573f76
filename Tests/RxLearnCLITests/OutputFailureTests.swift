import Foundation
import Testing
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// A command whose standard output cannot be written (`> /dev/full`, `>&-`) says so in one
/// sentence on standard error and exits 1 — never a trap (132), never 0.
@Suite struct OutputFailureTests {
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
    func aFullDiskIsSaid() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let report = RxLearnProcess.fixtures.appendingPathComponent("reports/ada.json").path
        for arguments in [["report", "merge", "--csv", report], ["report", "merge", report], ["list", "--lessons", RxLearnProcess.fixture("exercises")]] {
            let result = try process.run(arguments, standardOutput: .file("/dev/full"))
            #expect(result.status == 1, "\(arguments): \(result.stderr)")
            #expect(result.stderr.hasSuffix("rxlearn: the output could not be written: the disk is full — free some space, or send the output elsewhere\n"),
                    "\(arguments): \(result.stderr)")
        }
    }

    @Test func aClosedStandardOutputIsSaid() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        for arguments in [["list", "--lessons", RxLearnProcess.fixture("exercises")], ["progress", "--lessons", RxLearnProcess.fixture("exercises")]] {
            let result = try process.run(arguments, standardOutput: .closed)
            #expect(result.status == 1, "\(arguments): \(result.stderr)")
            #expect(result.stderr == "rxlearn: the output could not be written: standard output is closed — run the command with its output open (not `>&-`)\n")
        }
    }
}

extension RxLearnProcess {
    enum StandardOutput {
        case file(String)
        case closed
    }

    /// Runs rxlearn with its standard output on a file or closed (which the pipes of `run` cannot
    /// do), standard error into a file; returns the status and what it wrote there.
    func run(_ arguments: [String], standardOutput: StandardOutput) throws -> (status: Int32, stderr: String) {
        guard let executable = Self.executable else { throw MissingExecutable() }
        let errors = stateHome.deletingLastPathComponent().appendingPathComponent("stderr-\(UUID().uuidString)")
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        switch standardOutput {
        case .file(let path): posix_spawn_file_actions_addopen(&actions, 1, path, O_WRONLY, 0)
        case .closed: posix_spawn_file_actions_addclose(&actions, 1)
        }
        posix_spawn_file_actions_addopen(&actions, 2, errors.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = Self.cacheHome.path
        environment["XDG_STATE_HOME"] = stateHome.path
        environment["RXLEARN_WORKSPACE"] = workspace.path
        environment["RXLEARN_LESSONS"] = nil
        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, executable.path, &actions, nil, argv, envp)
        guard spawned == 0 else { throw AbnormalEnd(description: "posix_spawn: \(spawned)") }
        var status: Int32 = 0
        while waitpid(child, &status, 0) == -1 && errno == EINTR {}
        let text = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        // Exited normally: the status; killed by a signal (a trap): 128 + the signal, as a shell says.
        let exited = status & 0x7f == 0
        return (exited ? (status >> 8) & 0xff : 128 + (status & 0x7f), text)
    }
}
