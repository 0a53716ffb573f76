import Foundation

/// Where rxlearn keeps what it builds for cells: `$XDG_CACHE_HOME/rxlearn`, else `~/.cache/rxlearn`.
///
///     <root>/cells/<key>               a compiled cell, named by the hash of everything that built it
///     <root>/cells/<key>.failed.json   the diagnostics of a cell that did not compile
///     <root>/core/<core build id>/     the core linked into one shared library
///     <root>/toolchains/<id>.version   `swiftc --version`, remembered per compiler binary
///     <root>/plans/<key>.json          the jobs `swiftc` runs for a cell (`CompilerPlan`), per
///                                      compiler, core build and flags
///     <root>/autolink/<key>.autolink   what `swift-autolink-extract` made of an object's
///                                      autolink section (`AutolinkEntries`), per compiler
///     <root>/module-cache/             the compiler's cache of imported modules (Foundation's
///                                      C headers): the first compile fills it, in seconds
///     <root>/work/                     scratch folders of compiles in progress
///
/// Everything is written under a temporary name and renamed into place, so two processes
/// compiling the same cell at once each produce a complete file and one of them wins.
public struct CellCache: Sendable, Equatable {
    public let root: URL
    public let moduleCacheDirectory: URL

    /// `moduleCacheDirectory` may live elsewhere: the tests share one across runs, so that each
    /// test run starts with an empty cell cache but not with a cold compiler.
    public init(root: URL, moduleCacheDirectory: URL? = nil) {
        self.root = root
        self.moduleCacheDirectory = moduleCacheDirectory ?? root.appendingPathComponent("module-cache")
    }

    public static func userDefault(environment: [String: String] = ProcessInfo.processInfo.environment) -> CellCache {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            return CellCache(root: URL(fileURLWithPath: xdg).appendingPathComponent("rxlearn"))
        }
        let home = environment["HOME"].map { URL(fileURLWithPath: $0) } ?? FileManager.default.homeDirectoryForCurrentUser
        return CellCache(root: home.appendingPathComponent(".cache/rxlearn"))
    }

    var cellsDirectory: URL { root.appendingPathComponent("cells") }
    var coreDirectory: URL { root.appendingPathComponent("core") }
    var toolchainsDirectory: URL { root.appendingPathComponent("toolchains") }
    var plansDirectory: URL { root.appendingPathComponent("plans") }
    var autolinkDirectory: URL { root.appendingPathComponent("autolink") }
    var workDirectory: URL { root.appendingPathComponent("work") }

    /// A fresh scratch folder for one compile; the caller removes it.
    func makeWorkFolder(prefix: String) throws -> URL {
        let folder = workDirectory.appendingPathComponent("\(prefix)-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Removes scratch folders that compiles killed midway (rxlearn quit, the machine slept) left
    /// behind. A folder younger than `age` may belong to a compile still running in another process.
    func removeStaleWorkFolders(olderThan age: TimeInterval = 3600) {
        let fileManager = FileManager.default
        guard let names = try? fileManager.contentsOfDirectory(atPath: workDirectory.path) else { return }
        let cutoff = Date().addingTimeInterval(-age)
        for name in names {
            let folder = workDirectory.appendingPathComponent(name)
            if let modified = (try? fileManager.attributesOfItem(atPath: folder.path))?[.modificationDate] as? Date,
               modified < cutoff {
                try? fileManager.removeItem(at: folder)
            }
        }
    }

    /// Forgets one compiled cell: its binary and the record beside it. For throwaway cells such as
    /// `rxlearn doctor`'s probe, which would otherwise pile up in the cache.
    public func removeEntry(executable: URL) {
        guard executable.deletingLastPathComponent().standardizedFileURL == cellsDirectory.standardizedFileURL else { return }
        try? FileManager.default.removeItem(at: executable)
        try? FileManager.default.removeItem(at: URL(fileURLWithPath: executable.path + ".json"))
    }

    /// Writes `data` to `destination` atomically: a reader sees the old file, no file, or the
    /// complete new one, never a partial write.
    static func writeAtomically(_ data: Data, to destination: URL) throws {
        try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        let temporary = temporarySibling(of: destination)
        try data.write(to: temporary)
        try moveIntoPlace(temporary, destination)
    }

    /// Renames `source` over `destination` (same file system). `rename(2)` replaces an existing
    /// file atomically, which `FileManager.moveItem` refuses to do.
    static func moveIntoPlace(_ source: URL, _ destination: URL) throws {
        guard rename(source.path, destination.path) == 0 else {
            let error = errno
            try? FileManager.default.removeItem(at: source)
            throw CocoaError(.fileWriteUnknown, userInfo: [
                NSLocalizedDescriptionKey: "Could not move \(source.lastPathComponent) into the cache: \(String(cString: strerror(error)))",
            ])
        }
    }

    static func temporarySibling(of destination: URL) -> URL {
        destination.deletingLastPathComponent()
            .appendingPathComponent(".\(destination.lastPathComponent).tmp-\(getpid())-\(UUID().uuidString.prefix(8))")
    }
}
