import CellProtocol
import Foundation
import SystemSupport

/// The reactive core as SwiftPM built it: the folder `<scratch>/<triple>/<configuration>/` holds
/// `Modules/<Name>.swiftmodule` (what a cell imports) and `<Name>.build/*.o` (what it links),
/// for debug and release builds alike.
public struct CoreBuild: Sendable, Equatable {
    /// The modules a plain cell (`CellTemplate.standard`) links against. Lesson cells link more:
    /// see LessonRunner's `LessonCellTemplate.moduleNames`.
    public static let defaultModuleNames = ["RxCore", "RxCoreTest"]

    public let directory: URL
    public let moduleNames: [String]
    /// The modules' object files, sorted. (`*.swiftmodule.o` files are skipped: they only wrap the
    /// module's AST for the debugger.)
    public let objectFiles: [URL]
    /// A hash of the object and module files' paths, sizes and modification times: it changes
    /// whenever `swift build` rebuilds any part of the core.
    public let buildID: String

    public var modulesDirectory: URL { directory.appendingPathComponent("Modules") }

    /// The program that starts every cell (`CellLaunch`), built next to the core.
    public var launcher: URL { directory.appendingPathComponent(CellProtocol.Launcher.executableName) }

    /// Reads the build in `directory`; throws if a module is missing.
    public init(directory: URL, moduleNames: [String] = CoreBuild.defaultModuleNames) throws {
        let fileManager = FileManager.default
        var objects: [URL] = []
        var hasher = FNV1a()
        for name in moduleNames {
            let module = directory.appendingPathComponent("Modules/\(name).swiftmodule")
            let objectFolder = directory.appendingPathComponent("\(name).build")
            guard fileManager.fileExists(atPath: module.path),
                  let entries = try? fileManager.contentsOfDirectory(atPath: objectFolder.path) else {
                throw CellRunnerError.coreModuleMissing(module: name, buildDirectory: directory.path)
            }
            hasher.addField(module.path)
            hasher.addField(FileFingerprint.of(module))
            // Each object with its fingerprint, from one `stat` per file.
            let moduleObjects = CoreBuild.currentObjects(in: objectFolder) ?? entries
                .filter { $0.hasSuffix(".o") && !$0.hasSuffix(".swiftmodule.o") }
                .sorted()
                .map { objectFolder.appendingPathComponent($0).path }
                .map { (path: $0, fingerprint: FileFingerprint.of(path: $0)) }
            guard !moduleObjects.isEmpty else {
                throw CellRunnerError.coreModuleMissing(module: name, buildDirectory: directory.path)
            }
            for object in moduleObjects {
                hasher.addField(object.path)
                hasher.addField(object.fingerprint)
            }
            objects += moduleObjects.map { URL(fileURLWithPath: $0.path) }
        }
        self.directory = directory
        self.moduleNames = moduleNames
        self.objectFiles = objects
        self.buildID = hasher.hexDigits
    }

    /// The objects of the module's current sources, as listed in the compiler's output file map,
    /// with their fingerprints (a listed object that does not exist is left out). A folder listing
    /// alone would also pick up objects left behind by renamed or deleted source files, and
    /// linking those breaks with duplicate symbols.
    static func currentObjects(in objectFolder: URL) -> [(path: String, fingerprint: String)]? {
        let mapFile = objectFolder.appendingPathComponent("output-file-map.json")
        guard let data = try? Data(contentsOf: mapFile) else { return nil }
        // The map is read on every run, so it is searched for `"object": "…"` rather than parsed
        // as JSON, with the C library's `memchr`/`memcmp` over its bytes: in the debug build
        // learners run, a Swift loop over the map's 90 KB costs more than the rest of finding the
        // core, and so does `Data.range(of:)`, which copies the data on every call.
        let marker = Array("\"object\": \"".utf8)
        let quote = Int32(UInt8(ascii: "\""))
        var objects: [(path: String, fingerprint: String)] = []
        data.withUnsafeBytes { map in
            guard let start = map.baseAddress else { return }
            let end = start + map.count
            var cursor = start
            while cursor < end, let candidate = memchr(cursor, quote, end - cursor).map(UnsafeRawPointer.init) {
                guard end - candidate >= marker.count, memcmp(candidate, marker, marker.count) == 0 else {
                    cursor = candidate + 1
                    continue
                }
                let pathStart = candidate + marker.count
                guard let pathEnd = memchr(pathStart, quote, end - pathStart).map(UnsafeRawPointer.init) else { return }
                let path = String(decoding: UnsafeRawBufferPointer(start: pathStart, count: pathEnd - pathStart), as: UTF8.self)
                let fingerprint = FileFingerprint.of(path: path)
                if fingerprint != FileFingerprint.missing { objects.append((path, fingerprint)) }
                cursor = pathEnd + 1
            }
        }
        // Sorted as strings: comparing `URL.path`s is many times slower in a debug build.
        objects.sort { $0.path < $1.path }
        return objects.isEmpty ? nil : objects
    }

    /// Finds the build: `RXLEARN_CORE_BUILD_DIR` if set, else the folder of the running executable
    /// (`swift run rxlearn` runs `<scratch>/<triple>/<configuration>/rxlearn`, and `swift test` runs
    /// the test binary from the same folder), else `explicitCandidates` in order.
    public static func locate(
        moduleNames: [String] = CoreBuild.defaultModuleNames,
        explicitCandidates: [URL] = [],
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> CoreBuild {
        if let override = environment["RXLEARN_CORE_BUILD_DIR"], !override.isEmpty {
            let directory = URL(fileURLWithPath: override).resolvingSymlinksInPath()
            guard looksLikeBuildFolder(directory, moduleNames: moduleNames) else {
                throw CellRunnerError.coreBuildNotFound(searched: ["RXLEARN_CORE_BUILD_DIR=\(override)"])
            }
            return try CoreBuild(directory: directory, moduleNames: moduleNames)
        }
        var candidates: [URL] = []
        if let executable = RunningExecutable.url() {
            candidates.append(executable.deletingLastPathComponent())
        }
        candidates += explicitCandidates
        for candidate in candidates where looksLikeBuildFolder(candidate, moduleNames: moduleNames) {
            return try CoreBuild(directory: candidate.resolvingSymlinksInPath(), moduleNames: moduleNames)
        }
        throw CellRunnerError.coreBuildNotFound(searched: candidates.map(\.path))
    }

    private static func looksLikeBuildFolder(_ directory: URL, moduleNames: [String]) -> Bool {
        guard let first = moduleNames.first else { return false }
        return FileManager.default.fileExists(atPath: directory.appendingPathComponent("Modules/\(first).swiftmodule").path)
    }
}
