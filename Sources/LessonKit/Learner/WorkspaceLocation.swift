import Foundation

/// Where the learner's edited cells and exercise files live.
///
/// In order: `--workspace DIR`, then `$RXLEARN_WORKSPACE`, then `~/rxlearn-workspace`.
/// A leading `~` is expanded; relative paths are taken from the current directory.
public enum WorkspaceLocation {
    public static let environmentVariable = "RXLEARN_WORKSPACE"
    public static let defaultFolderName = "rxlearn-workspace"

    public static func resolve(
        explicit: String?, environment: [String: String], homeDirectory: URL, currentDirectory: URL
    ) -> URL {
        if let explicit, !explicit.isEmpty {
            return PathText.url(explicit, home: homeDirectory, current: currentDirectory)
        }
        if let fromEnvironment = environment[environmentVariable], !fromEnvironment.isEmpty {
            return PathText.url(fromEnvironment, home: homeDirectory, current: currentDirectory)
        }
        return homeDirectory.appendingPathComponent(defaultFolderName, isDirectory: true)
    }

    /// The same, for the running process.
    public static func resolve(explicit: String?) -> URL {
        resolve(
            explicit: explicit, environment: ProcessInfo.processInfo.environment,
            homeDirectory: FileManager.default.homeDirectoryForCurrentUser,
            currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
    }
}

/// Where the progress file lives, following the XDG base directory specification:
/// `$XDG_STATE_HOME/rxlearn/progress.json`, else `~/.local/state/rxlearn/progress.json`.
/// The specification says to ignore a relative `XDG_STATE_HOME`, and so do we.
public enum ProgressLocation {
    public static func resolve(environment: [String: String], homeDirectory: URL) -> URL {
        let stateHome: URL
        if let value = environment["XDG_STATE_HOME"], value.hasPrefix("/") {
            stateHome = URL(fileURLWithPath: value, isDirectory: true)
        } else {
            stateHome = homeDirectory.appendingPathComponent(".local/state", isDirectory: true)
        }
        return stateHome.appendingPathComponent("rxlearn/progress.json")
    }

    public static func resolve() -> URL {
        resolve(environment: ProcessInfo.processInfo.environment, homeDirectory: FileManager.default.homeDirectoryForCurrentUser)
    }
}

enum PathText {
    static func url(_ path: String, home: URL, current: URL) -> URL {
        if path == "~" { return home }
        if path.hasPrefix("~/") { return home.appendingPathComponent(String(path.dropFirst(2)), isDirectory: true) }
        if path.hasPrefix("/") { return URL(fileURLWithPath: path, isDirectory: true) }
        return current.appendingPathComponent(path, isDirectory: true)
    }
}
