import Foundation
import Localization
import NotebookCore
import SystemSupport

/// Starts the learner's editor on a file and waits for it, in the notebook's terminal.
enum EditorLauncher {
    /// `$VISUAL`, else `$EDITOR`; nil when neither is set.
    static func command(in environment: [String: String]) -> String? {
        for name in ["VISUAL", "EDITOR"] {
            if let value = environment[name]?.trimmingCharacters(in: .whitespaces), !value.isEmpty { return value }
        }
        return nil
    }

    /// Runs `command file` through `/bin/sh`, so that `EDITOR="code --wait"` works. The editor
    /// gets default signal handling (the notebook ignores SIGINT itself) and the terminal.
    static func edit(_ file: URL, command: String) throws {
        #if canImport(Darwin)
        var attributes: posix_spawnattr_t? = nil
        #else
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGQUIT, SIGTSTP, SIGPIPE] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))

        let arguments = ["/bin/sh", "-c", "\(command) \"$1\"", "sh", file.path]
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, "/bin/sh", nil, &attributes, argv, environ)
        guard status == 0 else {
            throw EditorError(description: UIText.Notebook.Messages.editorDidNotStart(command, String(cString: strerror(status))).text)
        }
        var exitStatus: Int32 = 0
        while waitpid(pid, &exitStatus, 0) < 0 && errno == EINTR {}
        // A failed editor (or `:cq` in vim) means "do not take this"; the file stays for next time.
        if exitStatus != 0 {
            throw EditorError(description: UIText.Notebook.Messages.editorFailed(command, status: exitStatus >> 8).text)
        }
    }

    struct EditorError: Error, CustomStringConvertible {
        var description: String
    }
}
