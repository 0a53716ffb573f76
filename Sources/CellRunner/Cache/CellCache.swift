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
///     <root>/location                  the real path the cache was made at (`claimLocation`)
///
/// Everything is written under a temporary name and renamed into place, so two processes
/// compiling the same cell at once each produce a complete file and one of them wins.
public struct CellCache: Sendable, Equatable {
    public let root: URL
    public let moduleCacheDirectory: URL

    /// `moduleCacheDirectory` may live elsewhere: the tests share one across runs, so that each
    /// test run starts with an empty cell cache but not with a cold compiler.
    ///
    /// Both are kept with symbolic links resolved (`canonical`): the compiler is given paths in
    /// the cache, and Clang's modules name the folder they were built in, so a cache reached once
    /// through a link (`.build/debug/…`) and once through the real folder
    /// (`.build/x86_64-unknown-linux-gnu/debug/…`) failed every compile after the second.
    public init(root: URL, moduleCacheDirectory: URL? = nil) {
        self.root = Self.canonical(root)
        self.moduleCacheDirectory = Self.canonical(moduleCacheDirectory ?? root.appendingPathComponent("module-cache"))
    }

    /// `url` with the symbolic links of its existing part resolved (`realpath`), and the part that
    /// does not exist yet appended as it is: one spelling for one folder, before it is made.
    static func canonical(_ url: URL) -> URL {
        var existing = url.standardizedFileURL
        var missing: [String] = []
        while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" {
            missing.insert(existing.lastPathComponent, at: 0)
            existing = existing.deletingLastPathComponent()
        }
        guard let resolved = realpath(existing.path, nil) else { return url.standardizedFileURL }
        defer { free(resolved) }
        return missing.reduce(URL(fileURLWithPath: String(cString: resolved), isDirectory: true)) { $0.appendingPathComponent($1) }
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
    var locationFile: URL { root.appendingPathComponent("location") }

    /// Whether the compiler's module cache is this cache's own folder (the tests share one).
    var ownsModuleCache: Bool { moduleCacheDirectory.path.hasPrefix(root.path + "/") }

    /// Removes `item` from the cache: renamed into `work/` first, so that a compile in another
    /// process sees the old file or folder whole or not at all, never half removed.
    func removeAside(_ item: URL) {
        let aside = workDirectory.appendingPathComponent("forgotten-\(getpid())-\(UUID().uuidString.prefix(8))")
        guard (try? FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)) != nil,
              rename(item.path, aside.path) == 0 else {
            try? FileManager.default.removeItem(at: item)
            return
        }
        try? FileManager.default.removeItem(at: aside)
    }

    /// What is remembered in the cache and holds absolute paths of it: the compiler's module cache
    /// (Clang refuses a precompiled module found at another path), the plans and the cells, whose
    /// binaries load the core library by its path.
    private var pathBoundFolders: [URL] {
        [cellsDirectory, coreDirectory, plansDirectory, autolinkDirectory, toolchainsDirectory, workDirectory]
            + (ownsModuleCache ? [moduleCacheDirectory] : [])
    }

    /// Makes sure the cache is used where it was made. A cache copied or moved to another path
    /// (a new home folder, a restored backup) fails every compile — Clang's modules name their old
    /// folder — so it is emptied and rebuilt; a cache without a `location` file gets one. Cheap:
    /// one small read. Throws `cacheNotWritable` when the cache cannot be written at all.
    func claimLocation() throws {
        let here = root.resolvingSymlinksInPath().path
        if let recorded = try? String(contentsOf: locationFile, encoding: .utf8), recorded == here { return }
        if movedFrom != nil {
            pathBoundFolders.forEach { try? FileManager.default.removeItem(at: $0) }
        }
        do {
            try CellCache.writeAtomically(Data(here.utf8), to: locationFile)
        } catch {
            throw CellRunnerError.cacheNotWritable(path: root.path, reason: CacheProblem.reason(of: error))
        }
    }

    /// Where the cache was made, when that is not where it is now.
    var movedFrom: String? {
        guard let recorded = try? String(contentsOf: locationFile, encoding: .utf8), !recorded.isEmpty else { return nil }
        return recorded == root.resolvingSymlinksInPath().path ? nil : recorded
    }

    /// What `rxlearn doctor` reports about the cache: whether it was moved, and how many compiled
    /// cells lost their program (both mended on the next compile).
    public struct Health: Sendable, Equatable {
        public let movedFrom: String?
        public let cellsWithoutProgram: Int
    }

    public var health: Health {
        let records = (try? FileManager.default.contentsOfDirectory(atPath: cellsDirectory.path)) ?? []
        let orphans = records.filter { $0.hasSuffix(".json") && !$0.hasSuffix(".failed.json") }.filter { record in
            guard let data = FileManager.default.contents(atPath: cellsDirectory.appendingPathComponent(record).path),
                  let stored = try? JSONDecoder().decode(CompileRecord.self, from: data), stored.succeeded else { return false }
            return !FileManager.default.isExecutableFile(atPath: cellsDirectory.appendingPathComponent(String(record.dropLast(5))).path)
        }
        return Health(movedFrom: movedFrom, cellsWithoutProgram: orphans.count)
    }

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
