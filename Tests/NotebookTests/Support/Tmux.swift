import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// A detached tmux session of fixed size on a private server, for driving the real notebook
/// binary: type into it with `send`, read it with `screen()`.
final class Tmux {
    /// tmux on PATH, if installed.
    static let executable: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("tmux") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// On CI a missing tmux is a failure, never a skip.
    static var isRequired: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private let tmux: URL
    /// A server of our own, so tests never touch the user's tmux.
    private let socket = "rxlearn-e2e-\(UUID().uuidString.prefix(8))"
    private let session = "notebook"

    /// Starts `/bin/sh` in a session of `columns`×`rows` with `environment` added.
    init(columns: Int, rows: Int, environment: [String: String]) throws {
        guard let tmux = Tmux.executable else {
            throw Failure(description: "tmux is not installed: the end-to-end tests need it (apt-get install tmux)")
        }
        self.tmux = tmux
        var arguments = ["new-session", "-d", "-s", session, "-x", String(columns), "-y", String(rows)]
        for (name, value) in environment.sorted(by: { $0.key < $1.key }) { arguments += ["-e", "\(name)=\(value)"] }
        // A plain prompt that is easy to recognise once the notebook has given the terminal back.
        arguments += ["env", "PS1=e2e$ ", "/bin/sh"]
        try run(arguments)
        try run(["set-option", "-t", session, "status", "off"])
    }

    deinit {
        _ = try? run(["kill-server"])
    }

    /// Closes the terminal, as closing its window would: the server goes, and what ran in it gets
    /// SIGHUP.
    func closeTerminal() throws {
        try run(["kill-server"])
    }

    /// Types `keys` (tmux key names such as `Enter`, `Space`, `C-c`, `Left`, or literal text).
    func send(_ keys: String...) throws {
        try run(["send-keys", "-t", session] + keys)
    }

    /// Types a line of text literally, then Enter.
    func type(_ line: String) throws {
        try run(["send-keys", "-t", session, "-l", line])
        try run(["send-keys", "-t", session, "Enter"])
    }

    func resize(columns: Int, rows: Int) throws {
        try run(["resize-window", "-t", session, "-x", String(columns), "-y", String(rows)])
    }

    /// The visible pane as text, one line per row.
    func screen() throws -> String {
        try run(["capture-pane", "-p", "-t", session])
    }

    /// A tmux format value of the pane, e.g. `alternate_on` or `pane_pid`.
    func value(_ format: String) throws -> String {
        try run(["display-message", "-p", "-t", session, "#{\(format)}"]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Waits until the screen satisfies `condition`, and returns it; throws with the last screen
    /// after `timeout`.
    @discardableResult
    func waitFor(_ what: String, timeout: Duration = .seconds(10), _ condition: (String) -> Bool) throws -> String {
        let deadline = ContinuousClock.now + timeout
        var last = ""
        while ContinuousClock.now < deadline {
            last = try screen()
            if condition(last) { return last }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw Failure(description: "timed out waiting for \(what); the screen was:\n\(last)")
    }

    func waitFor(text: String, timeout: Duration = .seconds(10)) throws -> String {
        try waitFor("“\(text)”", timeout: timeout) { $0.contains(text) }
    }

    @discardableResult
    private func run(_ arguments: [String]) throws -> String {
        // The output goes to a file, not a pipe: the tmux server that `new-session` starts keeps
        // its inherited descriptors open, so a pipe would never reach end of file. And the child
        // is reaped with waitpid here rather than through Foundation's Process, which did not
        // always notice tmux's client exit.
        let outputFile = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-\(UUID().uuidString).out")
        defer { try? FileManager.default.removeItem(at: outputFile) }
        let status = try ChildCommand.run([tmux.path, "-L", socket] + arguments, output: outputFile)
        let text = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
        guard status == 0 || arguments.first == "kill-server" else {
            throw Failure(description: "tmux \(arguments.joined(separator: " ")) failed: \(text)")
        }
        return text
    }
}

/// Runs a program with stdin from /dev/null and stdout and stderr to a file, and waits for it.
enum ChildCommand {
    static func run(_ arguments: [String], output: URL) throws -> Int32 {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        // Default signal handling and an empty signal mask: the test runner's threads block some
        // signals, and a tmux server that inherited that mask could not be stopped by kill-server.
        #if canImport(Darwin)
        var attributes: posix_spawnattr_t? = nil
        #else
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var all = sigset_t()
        sigfillset(&all)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, environ)
        guard spawned == 0 else {
            throw Tmux.Failure(description: "could not start \(arguments[0]): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // Exited normally: the exit code; otherwise report failure.
        return (status & 0x7f) == 0 ? (status >> 8) & 0xff : -1
    }
}
