import Foundation

/// The folders rxlearn uses by default, found the way the shell and the XDG base directory
/// specification find them: the home folder is `$HOME`, the state folder `$XDG_STATE_HOME`, the
/// cache `$XDG_CACHE_HOME`.
///
/// Foundation's `homeDirectoryForCurrentUser` and `NSHomeDirectory()` read the password database
/// on Linux and ignore `$HOME`: a learner (or a test) who points `HOME` elsewhere would still
/// have files written into the account's real home. So the home folder comes from `$HOME`, and
/// the password database is asked only when `HOME` is unset or not an absolute path (a service
/// started without an environment). Every default path of rxlearn — workspace, progress, run
/// records, and `rxlearn doctor`'s report of them — comes from here, so they agree.
public struct UserFolders: Sendable, Equatable {
    public let home: URL
    /// `$XDG_STATE_HOME`, else `~/.local/state`.
    public let stateHome: URL
    /// `$XDG_CACHE_HOME`, else `~/.cache`. (`CellCache`, in CellRunner, which cannot depend on
    /// LessonKit, finds the same folder from the same variables.)
    public let cacheHome: URL
    /// `$XDG_CONFIG_HOME`, else `~/.config`: the learner's settings (`rxlearn/config`).
    public let configHome: URL

    public init(environment: [String: String], accountHome: () -> URL = { FileManager.default.homeDirectoryForCurrentUser }) {
        home = Self.absoluteFolder(environment["HOME"]) ?? accountHome()
        // The specification says to ignore a relative value, and so do we.
        stateHome = Self.absoluteFolder(environment["XDG_STATE_HOME"]) ?? home.appendingPathComponent(".local/state", isDirectory: true)
        cacheHome = Self.absoluteFolder(environment["XDG_CACHE_HOME"]) ?? home.appendingPathComponent(".cache", isDirectory: true)
        configHome = Self.absoluteFolder(environment["XDG_CONFIG_HOME"]) ?? home.appendingPathComponent(".config", isDirectory: true)
    }

    /// `<state>/rxlearn`: the progress file and the records of running cells.
    public var rxlearnState: URL { stateHome.appendingPathComponent("rxlearn", isDirectory: true) }

    private static func absoluteFolder(_ value: String?) -> URL? {
        guard let value, value.hasPrefix("/") else { return nil }
        return URL(fileURLWithPath: value, isDirectory: true)
    }
}
