import CellProtocol
import Foundation
import SystemSupport

/// What a cell can reach, and how rxlearn shuts it away from the rest: which folders the launcher
/// covers, which it shows again, and whether the system lets it do so at all.
///
/// On Linux the launcher (`rxlearn-cell-launcher --confine`) needs unprivileged user namespaces.
/// Whether they work here is found out once per process by a probe (a dry run of the launcher
/// that sets everything up and starts nothing, about 6 ms); some systems refuse them (a container
/// without them, Ubuntu's AppArmor restriction), and then cells run without it:
/// a scrubbed environment, a private home and temporary folder, the memory cap — and the
/// learner's account's access to everything else, which `level` says and the trust prompt repeats.
public enum CellConfinement {
    public enum Level: Sendable, Equatable {
        /// The cell runs shut away: its own empty home and temporary folders, no terminal, no other
        /// processes in sight, no network; it reads the rest of the system as the learner.
        case isolated
        /// The cell runs as the learner: a private home and temporary folder in its environment,
        /// but it can read and change what the learner's account can, and use the network.
        case learnersAccount
    }

    /// The level cells started through `launcher` get on this machine (the probe runs once).
    public static func level(launcher: URL) -> Level {
        probes.level(for: launcher)
    }

    /// The level for cells of this program's core build, found where `CoreBuild.locate` looks
    /// (`RXLEARN_CORE_BUILD_DIR`, else the running executable's folder) without reading the build.
    public static func levelForThisProgram(environment: [String: String] = ProcessInfo.processInfo.environment) -> Level {
        let folder = environment["RXLEARN_CORE_BUILD_DIR"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? RunningExecutable.url()?.deletingLastPathComponent()
        guard let folder else { return .learnersAccount }
        return level(launcher: folder.appendingPathComponent(CellProtocol.Launcher.executableName))
    }

    /// The launcher's options that confine one run, given the folders it must still see.
    static func launcherOptions(exposing exposed: [String], workingDirectory: String?) -> [String] {
        typealias Option = CellProtocol.Launcher
        var options = [Option.confine]
        options += coveredFolders.private.flatMap { [Option.privateFolder, $0] }
        options += coveredFolders.hidden.flatMap { [Option.hiddenFolder, $0] }
        options += exposed.flatMap { [Option.exposedFolder, $0] }
        if let workingDirectory { options += [Option.directory, workingDirectory] }
        return options
    }

    /// The cell's home when it is isolated: the learner's home folder by the password database,
    /// covered by an empty folder of the cell's own — so `HOME`, `NSHomeDirectory()` and anything
    /// that reads the password database itself all lead to the same private folder. /tmp (private
    /// too) when that folder does not exist.
    static var isolatedHome: String {
        let home = passwordDatabaseHome ?? ProcessInfo.processInfo.environment["HOME"]
        guard let home, home != "/", isDirectory(home) else { return "/tmp" }
        return home
    }

    // MARK: - Which folders

    /// Private: the learner's home (by the password database and by `HOME`), the temporary folders
    /// (/tmp, /var/tmp, /dev/shm, `TMPDIR`) and /run with the desktop session's sockets
    /// (`XDG_RUNTIME_DIR`, the system bus, a container engine's socket). Hidden: /dev/pts, the
    /// terminals. On macOS the sandbox profile denies the same places.
    static var coveredFolders: (private: [String], hidden: [String]) {
        let environment = ProcessInfo.processInfo.environment
        var privateFolders = [passwordDatabaseHome, environment["HOME"], environment["TMPDIR"], environment["XDG_RUNTIME_DIR"]]
            .compactMap { $0 }.filter { $0.hasPrefix("/") && $0 != "/" }
        #if os(Linux)
        privateFolders += ["/tmp", "/var/tmp", "/dev/shm", "/run"]
        return (privateFolders, ["/dev/pts"])
        #else
        privateFolders += ["/private/tmp", "/private/var/tmp"]
        return (privateFolders, [])
        #endif
    }

    private static var passwordDatabaseHome: String? {
        guard let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir else { return nil }
        return String(cString: directory)
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    // MARK: - The probe

    private static let probes = ProbeResults()

    /// One probe per launcher path, remembered for the life of the process.
    private final class ProbeResults: @unchecked Sendable {
        private let lock = Lock()
        private var known: [String: Level] = [:]

        func level(for launcher: URL) -> Level {
            lock.lock()
            defer { lock.unlock() }
            if let level = known[launcher.path] { return level }
            let level = Self.probe(launcher)
            known[launcher.path] = level
            return level
        }

        private static func probe(_ launcher: URL) -> Level {
            let arguments = CellConfinement.launcherOptions(exposing: [], workingDirectory: nil) + [CellProtocol.Launcher.probe]
            guard let result = try? ChildProcess.run(executable: launcher, arguments: arguments, environment: [:],
                                                     limits: ProcessLimits(timeLimit: .seconds(10))) else { return .learnersAccount }
            return result.exit == .exited(0) ? .isolated : .learnersAccount
        }
    }
}
