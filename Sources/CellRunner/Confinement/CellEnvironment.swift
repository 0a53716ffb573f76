import CellProtocol

/// The environment a cell runs with: an allow-list, never the learner's whole environment.
///
/// A cell inherits nothing that leads out of it: not `TMUX`/`TMUX_PANE` (a `tmux new-window`
/// would open a window in the learner's tmux, outliving rxlearn), not `SSH_AUTH_SOCK` (the
/// learner's keys), not `DISPLAY`, `WAYLAND_DISPLAY`, `DBUS_SESSION_BUS_ADDRESS` or
/// `XDG_RUNTIME_DIR` (the desktop session), not tokens or passwords an environment may hold.
/// What it gets:
///
/// - passed through when set: `PATH`, `LANG`, `LANGUAGE`, `LC_*`, `TZ`, `USER`, `LOGNAME`, and the
///   library search paths (`LD_LIBRARY_PATH`; `DYLD_LIBRARY_PATH`, `DYLD_FRAMEWORK_PATH`), which
///   the cell may need to find the Swift runtime;
/// - set by rxlearn: `HOME` and `CFFIXED_USER_HOME` (the cell's private home: Foundation's
///   `NSHomeDirectory()` and `homeDirectoryForCurrentUser` read the latter before the password
///   database), `TMPDIR` and `TMUX_TMPDIR` (its private temporary folder: a `tmux` in the cell
///   finds no server but its own), `SWIFT_BACKTRACE=enable=no` (the runtime's one-line crash
///   message, not a symbolicated dump), `RXLEARN_EVENT_FD`, and what the caller adds (the cell
///   protocol's variables; `ProcessSpawner` adds the run mark and the lifeline).
enum CellEnvironment {
    static let passedThrough: Set<String> = [
        "PATH", "LANG", "LANGUAGE", "TZ", "USER", "LOGNAME",
        "LD_LIBRARY_PATH", "DYLD_LIBRARY_PATH", "DYLD_FRAMEWORK_PATH",
    ]

    static func make(from parent: [String: String], home: String, temporaryFolder: String,
                     adding added: [String: String]) -> [String: String] {
        var environment = parent.filter { passedThrough.contains($0.key) || $0.key.hasPrefix("LC_") }
        environment["HOME"] = home
        environment["CFFIXED_USER_HOME"] = home
        environment["TMPDIR"] = temporaryFolder
        environment["TMUX_TMPDIR"] = temporaryFolder
        environment["SWIFT_BACKTRACE"] = "enable=no"
        environment[CellProtocol.Variable.eventDescriptor] = String(CellProtocol.Descriptor.events)
        return environment.merging(added) { _, added in added }
    }

    /// The folders in a library search path (`LD_LIBRARY_PATH`), which a confined cell must still see.
    static func librarySearchFolders(in parent: [String: String]) -> [String] {
        ["LD_LIBRARY_PATH", "DYLD_LIBRARY_PATH", "DYLD_FRAMEWORK_PATH"]
            .compactMap { parent[$0] }
            .flatMap { $0.split(separator: ":").map(String.init) }
            .filter { $0.hasPrefix("/") }
    }
}
