import CellProtocol
import Foundation

/// One cell run as the launcher starts it: its command line, its environment, and the private
/// folder made for it when the system gives the cell no empty folders of its own (removed by
/// `finish()`). `CellExecutor` makes one per run.
struct CellLaunch {
    let launcher: URL
    let arguments: [String]
    let environment: [String: String]
    /// How many processes the launcher puts between itself and the cell: 0 when it becomes the
    /// cell, 2 when it waits for a keeper that waits for the cell (`Confinement` in the launcher).
    let cellGeneration: Int
    private let runFolder: PrivateRunFolder?

    /// `exposed`: folders the cell must still read when it is isolated (its binary's folder, the
    /// core library's, the Swift runtime's); `added`: the cell protocol's variables for this run.
    static func prepare(cell executable: URL, launcher: URL, memoryLimit: MemoryLimit, exposing exposed: [String],
                        parentEnvironment: [String: String], adding added: [String: String]) throws -> CellLaunch {
        typealias Option = CellProtocol.Launcher
        guard FileManager.default.isExecutableFile(atPath: launcher.path) else {
            throw CellRunnerError.launcherMissing(path: launcher.path)
        }
        let level = CellConfinement.level(launcher: launcher)
        let exposed = exposed + CellEnvironment.librarySearchFolders(in: parentEnvironment)
        var arguments = [Option.memoryLimit, String(memoryLimit.bytes)]
        let home: String, temporaryFolder: String, runFolder: PrivateRunFolder?
        #if os(Linux)
        if level == .isolated {
            // Empty folders of the cell's own, made by the launcher in its mount namespace.
            home = CellConfinement.isolatedHome
            temporaryFolder = "/tmp"
            runFolder = nil
            arguments += CellConfinement.launcherOptions(exposing: exposed, workingDirectory: home)
        } else {
            let folder = try PrivateRunFolder.make()
            (home, temporaryFolder, runFolder) = (folder.home.path, folder.temporaryFolder.path, folder)
            arguments += [Option.directory, home]
        }
        #else
        let folder = try PrivateRunFolder.make()
        (home, temporaryFolder, runFolder) = (folder.home.path, folder.temporaryFolder.path, folder)
        arguments += level == .isolated
            ? CellConfinement.launcherOptions(exposing: exposed, workingDirectory: home)
            : [Option.directory, home]
        #endif
        arguments += [Option.endOfOptions, executable.path]
        let environment = CellEnvironment.make(from: parentEnvironment, home: home, temporaryFolder: temporaryFolder, adding: added)
        let isolatedInNamespaces = level == .isolated && runFolder == nil
        return CellLaunch(launcher: launcher, arguments: arguments, environment: environment,
                          cellGeneration: isolatedInNamespaces ? 2 : 0, runFolder: runFolder)
    }

    func finish() {
        runFolder?.remove()
    }

    /// The launcher's own sentence when it could not set the cell up (`LaunchFailure` in the
    /// launcher): nil for any other ending, the cell's own included.
    static func setupFailure(exit: ProcessExit, stderr: String) -> String? {
        guard exit == .exited(CellProtocol.Launcher.setupFailedStatus),
              let line = stderr.split(separator: "\n").last(where: { $0.hasPrefix(CellProtocol.Launcher.messagePrefix) }) else { return nil }
        return String(line.dropFirst(CellProtocol.Launcher.messagePrefix.count))
    }
}
