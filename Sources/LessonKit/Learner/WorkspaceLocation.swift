import Foundation

/// Where the learner's edited cells and exercise files live.
///
/// In order: `--workspace DIR`, then `$RXLEARN_WORKSPACE`, then `~/rxlearn-workspace`, where `~`
/// is `$HOME` (`UserFolders`). A leading `~` is expanded; relative paths are taken from the
/// current directory.
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
    public static func resolve(explicit: String?, environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        resolve(
            explicit: explicit, environment: environment, homeDirectory: UserFolders(environment: environment).home,
            currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
    }
}

/// Where the progress file lives, following the XDG base directory specification:
/// `$XDG_STATE_HOME/rxlearn/progress.json`, else `~/.local/state/rxlearn/progress.json`
/// (`UserFolders`).
public enum ProgressLocation {
    /// `homeDirectory` stands in for the account's home when `environment` has no `HOME`.
    public static func resolve(environment: [String: String], homeDirectory: URL) -> URL {
        UserFolders(environment: environment, accountHome: { homeDirectory }).rxlearnState.appendingPathComponent("progress.json")
    }

    public static func resolve(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        UserFolders(environment: environment).rxlearnState.appendingPathComponent("progress.json")
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
