import Foundation
import SystemSupport

/// Compiles cells with `swiftc` against the core, with a cache in front: a cell compiled before
/// (same code, template, compiler, core build and flags) is not compiled again.
///
/// Safe to use from several threads; several processes may share one cache.
public final class CellCompiler: Sendable {
    public let toolchain: SwiftToolchain
    public let core: CoreBuild
    public let cache: CellCache
    public let template: CellTemplate
    /// Extra `swiftc` flags, part of the cache key.
    public let extraFlags: [String]
    /// How long one run of the compiler may take before it is stopped.
    public let compilerTimeLimit: Duration

    private let state = LockedState()

    public init(
        toolchain: SwiftToolchain,
        core: CoreBuild,
        cache: CellCache = .userDefault(),
        template: CellTemplate = .standard,
        extraFlags: [String] = [],
        compilerTimeLimit: Duration = CompileTimeLimit.default
    ) {
        self.toolchain = toolchain
        self.core = core
        self.cache = cache
        self.template = template
        self.extraFlags = extraFlags
        self.compilerTimeLimit = compilerTimeLimit
    }

    /// Finds the toolchain and the core the usual way (see `SwiftToolchain.locate` and
    /// `CoreBuild.locate`) and uses the user's cache.
    public static func locatingEverything(moduleNames: [String] = CoreBuild.defaultModuleNames) throws -> CellCompiler {
        CellCompiler(toolchain: try SwiftToolchain.locate(), core: try CoreBuild.locate(moduleNames: moduleNames))
    }

    /// How many times this compiler has compiled a cell, through the driver or its jobs (not
    /// counting `--version`, learning the driver's plan or linking the core library). A cache hit
    /// leaves it unchanged.
    public var compilerInvocationCount: Int { state.withLock { $0.invocations } }

    /// Links the core library and fills the compiler's module cache by compiling an empty cell,
    /// so that the learner's first cell is as fast as the rest; tidies scratch folders left by
    /// interrupted compiles. Takes a few seconds the first time; call it in the background at start.
    public func prepare() throws {
        cache.removeStaleWorkFolders()
        _ = try compile(CellSource(code: "// warm-up \(core.buildID)"))
    }

    /// `cancellation` stops a compile in progress (swiftc and what it started are killed); the call
    /// then throws `CellRunnerError.cancelled`. A cache that cannot be written (a full or
    /// read-only disk) throws `CellRunnerError.cacheNotWritable`, one sentence.
    public func compile(_ source: CellSource, cancellation: RunCancellation? = nil) throws -> CompileOutcome {
        do {
            try claimCacheOnce()
            return try compileInCache(source, cancellation: cancellation)
        } catch let error as CellRunnerError {
            throw error
        } catch {
            // Foundation's file errors (NSCocoaErrorDomain Code=640…) from writing the cache.
            throw CellRunnerError.cacheNotWritable(path: cache.root.path, reason: CacheProblem.reason(of: error, at: cache.root))
        }
    }

    private func compileInCache(_ source: CellSource, cancellation: RunCancellation?) throws -> CompileOutcome {
        let mainFile = MainFileAssembler.mainFile(for: source, template: template)
        let library = CoreLibrary(directory: cache.coreDirectory.appendingPathComponent(core.buildID))
        let flags = compilerFlags(library: library)
        let key = try cacheKey(mainFile: mainFile, flags: flags)
        let binary = cache.cellsDirectory.appendingPathComponent(key)
        let recordFile = cache.cellsDirectory.appendingPathComponent("\(key).json")

        if let record = readRecord(recordFile) {
            if !record.succeeded || FileManager.default.isExecutableFile(atPath: binary.path) && FileManager.default.fileExists(atPath: library.file.path) {
                return outcome(record, binary: binary, wasCached: true)
            }
            // A success whose program is gone (removed by hand, a cleaner): compiled again.
            try? FileManager.default.removeItem(at: recordFile)
        }
        _ = try coreLibrary() // links the library on the first compile for this core build
        var record = try runCompiler(mainFile: mainFile, flags: flags, storingBinaryAt: binary, cancellation: cancellation)
        if record.mayBeTheCachesFault, CacheProblem.diskProblem(at: cache.root) == nil {
            // Nothing in the cell explains the failure: relearn what the cache remembers of the
            // compiler and try once more, so that the learner never pays for a stale cache.
            forgetWhatTheCompilerLearned(flags: flags)
            record = try runCompiler(mainFile: mainFile, flags: flags, storingBinaryAt: binary, cancellation: cancellation)
        }
        if record.isWorthRemembering {
            try CellCache.writeAtomically(try JSONEncoder().encode(record), to: recordFile)
        } else if !record.succeeded, let reason = CacheProblem.diskProblem(at: cache.root) {
            // The linker says only "failed" when it cannot write its output.
            throw CellRunnerError.cacheNotWritable(path: cache.root.path, reason: reason)
        }
        return outcome(record, binary: binary, wasCached: false)
    }

    /// Forgets the driver's plan for `flags`, the remembered autolink answers and, when it is the
    /// cache's own, Clang's module cache: all are learned again by the next compile. They are
    /// shared by every rxlearn using the cache (another build, another checkout, the cache reached
    /// through another path), and a stale one fails compiles with no word about the cell.
    private func forgetWhatTheCompilerLearned(flags: [String]) {
        state.withLock { $0.compilerPlan = nil }
        var stale = [cache.autolinkDirectory]
        if let plan = try? planFile(flags: flags) { stale.append(plan) }
        if cache.ownsModuleCache { stale.append(cache.moduleCacheDirectory) }
        stale.forEach(cache.removeAside)
    }

    /// `CellCache.claimLocation`, once per compiler.
    private func claimCacheOnce() throws {
        guard !state.withLock({ $0.claimedCache }) else { return }
        try cache.claimLocation()
        state.withLock { $0.claimedCache = true }
    }

    // MARK: - Steps

    /// The flags that shape the binary. The input files, the output and the module cache folder
    /// are added per run and stay out of the cache key.
    private func compilerFlags(library: CoreLibrary) -> [String] {
        var flags = [
            "-swift-version", "5", "-Onone",
            "-module-name", "Cell",
            "-I", core.modulesDirectory.path,
            "-L", library.directory.path, "-l\(CoreLibrary.name)",
            "-Xlinker", "-rpath", "-Xlinker", library.directory.path,
            "-diagnostic-style=llvm",
        ]
        if let linker = toolchain.linker {
            flags.append("-use-ld=\(linker)")
        }
        return flags + extraFlags
    }

    private func cacheKey(mainFile: String, flags: [String]) throws -> String {
        var hasher = SHA256()
        hasher.updateField("rxlearn cell v1")
        hasher.updateField(mainFile)
        // Once the text of a second source file (always empty for real cells): kept as an empty
        // field so that cells compiled before stay cached under the same key.
        hasher.updateField("")
        hasher.updateField(try compilerVersion())
        hasher.updateField(core.buildID)
        flags.forEach { hasher.updateField($0) }
        return hasher.hexDigest()
    }

    private func runCompiler(mainFile: String, flags: [String], storingBinaryAt binary: URL,
                             cancellation: RunCancellation?) throws -> CompileRecord {
        let work = try cache.makeWorkFolder(prefix: "cell")
        defer { try? FileManager.default.removeItem(at: work) }
        let mainURL = work.appendingPathComponent("main.swift")
        try Data(mainFile.utf8).write(to: mainURL)
        let output = work.appendingPathComponent("cell")
        let arguments = flags + ["-module-cache-path", cache.moduleCacheDirectory.path, "-o", output.path, mainURL.path]

        state.withLock { $0.invocations += 1 }
        let result: CompilerRun
        if let jobs = try compilerPlan(flags: flags).jobs(workFolder: work) {
            result = try run(jobs, cancellation: cancellation)
        } else {
            let driver = try ChildProcess.run(executable: toolchain.swiftc, arguments: arguments,
                                              limits: ProcessLimits(timeLimit: compilerTimeLimit, outputLimitBytes: Self.outputLimitBytes),
                                              cancellation: cancellation)
            result = CompilerRun(exit: driver.exit, stdout: driver.stdoutText, stderr: driver.stderrText)
        }
        switch result.exit {
        case .timedOut:
            throw CellRunnerError.compilerTimedOut(limit: compilerTimeLimit)
        case .outputLimitExceeded, .signaled, .memoryLimitExceeded:
            throw CellRunnerError.compilerDidNotFinish(reason: "swiftc \(result.exit)")
        case .exited(let code):
            let diagnostics = DiagnosticParser.parse(result.stderr + "\n" + result.stdout).map(scrubbed)
            let succeeded = code == 0 && FileManager.default.fileExists(atPath: output.path)
            if succeeded {
                try FileManager.default.createDirectory(at: cache.cellsDirectory, withIntermediateDirectories: true)
                try CellCache.moveIntoPlace(output, binary)
                return CompileRecord(succeeded: true, diagnostics: diagnostics)
            }
            let silent = !diagnostics.contains { $0.severity == .error }
            return CompileRecord(succeeded: false, diagnostics: diagnostics,
                                 outputTail: silent ? Self.lastLines(of: result.stderr + "\n" + result.stdout) : nil)
        }
    }

    /// The last few lines a failed step printed, paths scrubbed, on one line; nil when it printed
    /// nothing.
    static func lastLines(of output: String, count: Int = 3, maximumLength: Int = 300) -> String? {
        let lines = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !lines.isEmpty else { return nil }
        let tail = PathScrubber.scrub(lines.suffix(count).joined(separator: " / "))
        return tail.count > maximumLength ? "…" + tail.suffix(maximumLength) : tail
    }

    /// How much the compiler may print (per job when the jobs run without the driver).
    private static let outputLimitBytes = 8 << 20

    /// What running the compiler gave, through the driver or job by job.
    private struct CompilerRun {
        let exit: ProcessExit
        let stdout: String
        let stderr: String
    }

    /// Runs the driver's jobs one after the other within the compiler's time limit, and reports
    /// them as the driver would: a job that fails ends the compile, and a failed job after the
    /// frontend (which explains its own failures) adds the driver's one-line message before what
    /// the tool printed, so that diagnostics read the same with or without the driver.
    private func run(_ jobs: [CompilerPlan.Job], cancellation: RunCancellation?) throws -> CompilerRun {
        let clock = ContinuousClock()
        let deadline = clock.now + compilerTimeLimit
        var stdout = ""
        var stderr = ""
        for (index, job) in jobs.enumerated() {
            let autolink = try rememberedAutolinkOutput(for: job)
            if let autolink, let known = try? Data(contentsOf: autolink.remembered) {
                try known.write(to: URL(fileURLWithPath: autolink.output))
                continue
            }
            let remaining = deadline - clock.now
            guard remaining > .zero else { return CompilerRun(exit: .timedOut, stdout: stdout, stderr: stderr) }
            let result = try ChildProcess.run(executable: URL(fileURLWithPath: job.executable), arguments: job.arguments,
                                              limits: ProcessLimits(timeLimit: remaining, outputLimitBytes: Self.outputLimitBytes),
                                              cancellation: cancellation)
            let kind = CompilerPlan.kind(of: job, isLast: index == jobs.count - 1)
            switch result.exit {
            case .exited(0):
                stdout += result.stdoutText
                stderr += result.stderrText
                if let autolink, let made = try? Data(contentsOf: URL(fileURLWithPath: autolink.output)) {
                    try? CellCache.writeAtomically(made, to: autolink.remembered)
                }
                continue
            case .exited(let code):
                if kind != "compile" {
                    stderr += "error: \(kind) command failed with exit code \(code) (use -v to see invocation)\n"
                }
            case .signaled(let signal, _):
                stderr += "error: \(kind) command failed due to signal \(signal) (use -v to see invocation)\n"
            case .timedOut, .outputLimitExceeded, .memoryLimitExceeded:
                return CompilerRun(exit: result.exit, stdout: stdout, stderr: stderr)
            }
            return CompilerRun(exit: .exited(1), stdout: stdout + result.stdoutText, stderr: stderr + result.stderrText)
        }
        return CompilerRun(exit: .exited(0), stdout: stdout, stderr: stderr)
    }

    /// For a `swift-autolink-extract` job whose object has an autolink section: where its output
    /// goes, and where the tool's output for the same section is remembered (`AutolinkEntries`).
    private func rememberedAutolinkOutput(for job: CompilerPlan.Job) throws -> (output: String, remembered: URL)? {
        guard let files = AutolinkEntries.files(of: job),
              let section = AutolinkEntries.section(ofObjectAt: files.object) else { return nil }
        return (files.output, AutolinkEntries.rememberedOutput(for: section, compilerVersion: try compilerVersion(), in: cache))
    }

    private func outcome(_ record: CompileRecord, binary: URL, wasCached: Bool) -> CompileOutcome {
        let learnerView = LearnerDiagnostics.select(from: record.diagnostics, succeeded: record.succeeded, outputTail: record.outputTail)
        if record.succeeded {
            return .success(CompiledCell(executable: binary, warnings: learnerView, wasCached: wasCached))
        }
        return .failure(CompileFailure(diagnostics: learnerView, allDiagnostics: record.diagnostics, wasCached: wasCached))
    }

    private func readRecord(_ file: URL) -> CompileRecord? {
        guard let data = try? Data(contentsOf: file) else { return nil }
        return try? JSONDecoder().decode(CompileRecord.self, from: data)
    }

    /// A diagnostic with its file reduced to a base name (`/…/work/cell-…/main.swift` → `main.swift`)
    /// and absolute paths in its message shortened the same way.
    private func scrubbed(_ diagnostic: CellDiagnostic) -> CellDiagnostic {
        CellDiagnostic(file: URL(fileURLWithPath: diagnostic.file).lastPathComponent,
                       line: diagnostic.line, column: diagnostic.column, severity: diagnostic.severity,
                       message: PathScrubber.scrub(diagnostic.message))
    }

    // MARK: - Remembered per compiler

    private func compilerVersion() throws -> String {
        if let known = state.withLock({ $0.compilerVersion }) {
            return known
        }
        let version = try toolchain.versionString(cache: cache)
        state.withLock { $0.compilerVersion = version }
        return version
    }

    /// The driver's plan for these flags: remembered by this compiler, else read from the cache,
    /// else asked of `swiftc -###` (once per compiler, core build and flags) and stored.
    private func compilerPlan(flags: [String]) throws -> CompilerPlan {
        if let known = state.withLock({ $0.compilerPlan }) {
            return known
        }
        let file = try planFile(flags: flags)
        let plan: CompilerPlan
        if let data = try? Data(contentsOf: file), let remembered = try? JSONDecoder().decode(CompilerPlan.self, from: data),
           remembered.namedFilesExist {
            plan = remembered
        } else {
            plan = try learnPlan(flags: flags)
            try? CellCache.writeAtomically(try JSONEncoder().encode(plan), to: file)
        }
        state.withLock { $0.compilerPlan = plan }
        return plan
    }

    /// Where the plan for `flags` is remembered: named by the compiler, the module cache and flags.
    private func planFile(flags: [String]) throws -> URL {
        var hasher = SHA256()
        // v2: the link job is the linker itself on Linux (`DirectLink`).
        hasher.updateField("rxlearn compiler plan v2")
        hasher.updateField(try compilerVersion())
        hasher.updateField(toolchain.swiftc.path)
        hasher.updateField(cache.moduleCacheDirectory.path)
        flags.forEach { hasher.updateField($0) }
        return cache.plansDirectory.appendingPathComponent("\(hasher.hexDigest()).json")
    }

    private func learnPlan(flags: [String]) throws -> CompilerPlan {
        let folder = CompilerPlan.placeholderFolder
        let arguments = flags + ["-module-cache-path", cache.moduleCacheDirectory.path,
                                 "-o", "\(folder)/\(CompilerPlan.outputFileName)", "\(folder)/\(CompilerPlan.mainFileName)", "-###"]
        let result = try ChildProcess.run(executable: toolchain.swiftc, arguments: arguments,
                                          limits: ProcessLimits(timeLimit: compilerTimeLimit, outputLimitBytes: Self.outputLimitBytes))
        guard result.exit == .exited(0) else { return .unusable }
        return DirectLink.replacingLinkDriver(in: CompilerPlan.parse(driverOutput: result.stdoutText), timeLimit: compilerTimeLimit)
    }

    private func coreLibrary() throws -> CoreLibrary {
        if let known = state.withLock({ $0.coreLibrary }) {
            return known
        }
        let library = try CoreLibrary.ensure(for: core, toolchain: toolchain, cache: cache)
        state.withLock { $0.coreLibrary = library }
        return library
    }
}

/// The compiler's mutable state behind a lock.
private final class LockedState: @unchecked Sendable {
    struct Values {
        var invocations = 0
        var compilerVersion: String?
        var coreLibrary: CoreLibrary?
        var compilerPlan: CompilerPlan?
        var claimedCache = false
    }

    private let lock = Lock()
    private var values = Values()

    func withLock<Result>(_ body: (inout Values) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&values)
    }
}
