import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// A detached tmux session of fixed size on a private server, for driving the real notebook
/// binary: type into it with `send`, read it with `screen()`.
///
/// Each instance runs its own server, on its own socket in a temporary folder, and runs it in the
/// foreground (`tmux -D`) as a child of the test process, in the test process's session. A server
/// started the usual way daemonizes: its parent exits and, on Linux, it is re-parented to the
/// nearest child subreaper — the test process itself, once any test has run a cell
/// (`ChildSubreaper`). It then looks exactly like a daemon a cell left behind (an orphan of ours,
/// in a session of its own, started after the cell), and the `DescendantSweeper` of any cell
/// running at the same time killed it, with the notebook under test ("server exited
/// unexpectedly", "no server running"). A foreground server in our own session is never taken
/// for a cell's descendant, and this object reaps it itself.
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
    /// A folder of our own for the server's socket and its log, so tests never touch the user's
    /// tmux or each other's.
    private let folder: URL
    private var socket: String { folder.appendingPathComponent("socket").path }
    private let session = "notebook"
    /// The foreground server; nil once it has been reaped.
    private var server: pid_t?

    /// Starts `/bin/sh` in a session of `columns`×`rows` with `environment` added.
    init(columns: Int, rows: Int, environment: [String: String]) throws {
        guard let tmux = Tmux.executable else {
            throw Failure(description: "tmux is not installed: the end-to-end tests need it (apt-get install tmux)")
        }
        self.tmux = tmux
        // Short: a socket's path must fit in sun_path (104 bytes on macOS).
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("rxlearn-tmux-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try startServer()
        var arguments = ["new-session", "-d", "-s", session, "-x", String(columns), "-y", String(rows)]
        for (name, value) in environment.sorted(by: { $0.key < $1.key }) { arguments += ["-e", "\(name)=\(value)"] }
        // A plain prompt that is easy to recognise once the notebook has given the terminal back.
        arguments += ["env", "PS1=e2e$ ", "/bin/sh"]
        try run(arguments)
        try run(["set-option", "-t", session, "status", "off"])
    }

    deinit {
        stopServer()
        try? FileManager.default.removeItem(at: folder)
    }

    /// Starts the server in the foreground and waits for its socket. `-D` needs tmux 3.2 or later.
    private func startServer() throws {
        let log = folder.appendingPathComponent("server.log")
        let pid = try ChildCommand.spawn([tmux.path, "-S", socket, "-D"], output: log)
        server = pid
        let deadline = ContinuousClock.now + .seconds(30)
        while !FileManager.default.fileExists(atPath: socket) {
            let exited = ChildCommand.wait(for: pid, atMost: .zero)
            if exited { server = nil }
            if exited || ContinuousClock.now >= deadline {
                stopServer()
                let said = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
                throw Failure(description: "tmux -D did not start a server (tmux 3.2 or later is needed): \(said)")
            }
            Thread.sleep(forTimeInterval: 0.01)
        }
    }

    /// Ends the server and reaps it: kill-server, then SIGKILL should it not go.
    private func stopServer() {
        guard let pid = server else { return }
        _ = try? run(["kill-server"])
        if !ChildCommand.wait(for: pid, atMost: .seconds(10)) {
            kill(pid, SIGKILL)
            _ = ChildCommand.wait(for: pid, atMost: .seconds(10))
        }
        server = nil
    }

    /// Closes the terminal, as closing its window would: the server goes, and what ran in it gets
    /// SIGHUP.
    func closeTerminal() throws {
        stopServer()
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
    ///
    /// A frame can reach the terminal in several writes, and a screen read in between is half
    /// painted (the title row there, the status bar not yet): a matching screen counts once the next
    /// look, a moment later, shows the same — or no longer matches, when what was waited for was
    /// on the screen only briefly.
    @discardableResult
    func waitFor(_ what: String, timeout: Duration = .seconds(10), _ condition: (String) -> Bool) throws -> String {
        let deadline = ContinuousClock.now + timeout
        var last = ""
        var matched: String?
        while ContinuousClock.now < deadline {
            last = try screen()
            if condition(last) {
                if last == matched { return last }
                matched = last
            } else if let matched {
                return matched
            }
            Thread.sleep(forTimeInterval: 0.1)
        }
        if let matched { return matched }
        throw Failure(description: "timed out waiting for \(what); the screen was:\n\(last)")
    }

    @discardableResult
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
        let status = try ChildCommand.run([tmux.path, "-S", socket] + arguments, output: outputFile)
        let text = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
        guard status == 0 || arguments.first == "kill-server" else {
            throw Failure(description: "tmux \(arguments.joined(separator: " ")) failed: \(text)")
        }
        return text
    }
}

/// Runs a program with stdin from /dev/null and stdout and stderr to a file.
enum ChildCommand {
    /// Runs it and waits for it: its exit code, or -1 if it did not exit normally.
    static func run(_ arguments: [String], output: URL) throws -> Int32 {
        let pid = try spawn(arguments, output: output)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // Exited normally: the exit code; otherwise report failure.
        return (status & 0x7f) == 0 ? (status >> 8) & 0xff : -1
    }

    /// Starts it; the caller reaps it (`wait(for:atMost:)`).
    static func spawn(_ arguments: [String], output: URL) throws -> pid_t {
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
        return pid
    }

    /// Reaps `pid`, a child of ours, waiting at most `limit`; false if it is still running.
    static func wait(for pid: pid_t, atMost limit: Duration) -> Bool {
        let deadline = ContinuousClock.now + limit
        while true {
            var status: Int32 = 0
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid || (result < 0 && errno != EINTR) { return true }
            if ContinuousClock.now >= deadline { return false }
            Thread.sleep(forTimeInterval: 0.01)
        }
    }
}
