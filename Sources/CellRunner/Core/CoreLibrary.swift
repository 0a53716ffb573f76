import Foundation

/// The core's object files linked into one shared library in the cache, once per core build.
///
/// Why a shared library: SwiftPM builds no `.dynamic` product unless something depends on it,
/// and linking a cell against ~100 loose objects costs more on every compile than one library
/// does. Linking the library itself takes well under a second and happens once per `swift build`.
public struct CoreLibrary: Sendable, Equatable {
    public static let name = "RxLearnCore"

    /// The folder holding the library: passed to the cell's link with `-L` and as its rpath.
    public let directory: URL

    public var file: URL { directory.appendingPathComponent(Self.fileName) }

    static var fileName: String {
        #if canImport(Darwin)
        return "lib\(name).dylib"
        #else
        return "lib\(name).so"
        #endif
    }

    /// Returns the library for `core`, linking it first unless the cache already has it.
    public static func ensure(for core: CoreBuild, toolchain: SwiftToolchain, cache: CellCache) throws -> CoreLibrary {
        let library = CoreLibrary(directory: cache.coreDirectory.appendingPathComponent(core.buildID))
        if FileManager.default.fileExists(atPath: library.file.path) {
            return library
        }
        try FileManager.default.createDirectory(at: library.directory, withIntermediateDirectories: true)
        let objects = try EntryPointFilter.objectsWithoutEntryPoint(core.objectFiles, moduleNames: core.moduleNames, toolchain: toolchain)
        let temporary = CellCache.temporarySibling(of: library.file)
        var arguments = ["-emit-library", "-o", temporary.path]
        if let linker = toolchain.linker {
            arguments.append("-use-ld=\(linker)")
        }
        // The name the cell records as its dependency must be the final one, not the temporary one.
        #if canImport(Darwin)
        arguments += ["-Xlinker", "-install_name", "-Xlinker", "@rpath/\(fileName)"]
        #else
        arguments += ["-Xlinker", "-soname", "-Xlinker", fileName]
        #endif
        arguments += objects.map(\.path)
        let result = try ChildProcess.run(executable: toolchain.swiftc, arguments: arguments,
                                          limits: ProcessLimits(timeLimit: .seconds(120)))
        guard result.exit == .exited(0) else {
            try? FileManager.default.removeItem(at: temporary)
            if let reason = CacheProblem.diskProblem(at: cache.root) {
                throw CellRunnerError.cacheNotWritable(path: cache.root.path, reason: reason)
            }
            throw CellRunnerError.coreLibraryLinkFailed(output: "\(result.exit)\n\(result.stderrText)")
        }
        try CellCache.moveIntoPlace(temporary, library.file)
        return library
    }
}

/// Leaves out objects that define a program entry point (`main`, or the `<Module>_main` that
/// SwiftPM renames an executable target's entry point to): a library must not carry one, and the
/// cell brings its own.
enum EntryPointFilter {
    static func objectsWithoutEntryPoint(_ objects: [URL], moduleNames: [String], toolchain: SwiftToolchain) throws -> [URL] {
        let entryPoints = Set(["main", "_main"] + moduleNames.flatMap { ["\($0)_main", "_\($0)_main"] })
        guard let nm = symbolLister(toolchain: toolchain) else {
            // Without nm, fall back on the file name every Swift executable's entry point lives in.
            return objects.filter { $0.lastPathComponent != "main.swift.o" }
        }
        // `-A` prefixes every line with its file: "<path>: <address> <type> <symbol>".
        let result = try ChildProcess.run(executable: nm, arguments: ["-A", "-g", "--defined-only"] + objects.map(\.path),
                                          limits: ProcessLimits(timeLimit: .seconds(60), outputLimitBytes: 256 << 20))
        guard result.exit == .exited(0) else {
            return objects.filter { $0.lastPathComponent != "main.swift.o" }
        }
        var withEntryPoint = Set<String>()
        for line in result.stdoutText.split(separator: "\n") {
            guard let separator = line.range(of: ": "),
                  let symbol = line.split(separator: " ").last,
                  entryPoints.contains(String(symbol)) else { continue }
            withEntryPoint.insert(String(line[..<separator.lowerBound]))
        }
        return objects.filter { !withEntryPoint.contains($0.path) }
    }

    /// `llvm-nm` from the toolchain, else `nm` from PATH.
    private static func symbolLister(toolchain: SwiftToolchain) -> URL? {
        let bundled = toolchain.swiftc.deletingLastPathComponent().appendingPathComponent("llvm-nm")
        if SwiftToolchain.isExecutable(bundled.path) {
            return bundled
        }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent("nm") }
            .first { SwiftToolchain.isExecutable($0.path) }
    }
}
