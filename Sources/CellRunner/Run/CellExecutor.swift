import CellProtocol
import Foundation

/// Compiles a cell and runs it as a child process, with the cell's environment and limits.
/// LessonRunner's `LessonCellRunner` (and through it the notebook and the CLI) runs every cell
/// through one of these.
///
/// Every run goes through the launcher next to the core build (`CellLaunch`): a private home and
/// temporary folder, an environment of its own (`CellEnvironment`), the memory cap, and — where
/// the system allows — namespaces that shut the cell away from the learner's files, terminal,
/// processes and network (`CellConfinement`).
public final class CellExecutor: Sendable {
    public let compiler: CellCompiler
    /// The limits of every run unless a call passes its own.
    public let limits: ProcessLimits
    /// How much memory a cell may map.
    public let memoryLimit: MemoryLimit
    /// When cancelled, stops this executor's compile or run in progress (the call throws
    /// `CellRunnerError.cancelled`), and every run after it.
    public let cancellation: RunCancellation?

    public init(compiler: CellCompiler, limits: ProcessLimits = ProcessLimits(), memoryLimit: MemoryLimit = .default,
                cancellation: RunCancellation? = nil) {
        self.compiler = compiler
        self.limits = limits
        self.memoryLimit = memoryLimit
        self.cancellation = cancellation
    }

    /// The program that starts every cell: built next to the core.
    public var launcher: URL { compiler.core.launcher }

    /// What cells run by this executor can reach on this machine.
    public var confinement: CellConfinement.Level { CellConfinement.level(launcher: launcher) }

    public enum Outcome: Sendable {
        /// The cell did not compile: it was not run.
        case compileFailed(CompileFailure)
        /// The cell compiled (or came from the cache) and ran, however the run ended (a cancelled run throws instead).
        case ran(CellRun, CompiledCell)
    }

    /// Compiles and runs `source`; `environment` adds variables for the cell (for example to pick
    /// real time instead of virtual time), `limits` replaces the executor's for this run.
    public func run(_ source: CellSource, environment: [String: String] = [:], limits: ProcessLimits? = nil) throws -> Outcome {
        switch try compiler.compile(source, cancellation: cancellation) {
        case .failure(let failure):
            return .compileFailed(failure)
        case .success(let compiled):
            return .ran(try run(executable: compiled.executable, environment: environment, limits: limits), compiled)
        }
    }

    /// Runs a compiled cell and reads a crash from its exit, stderr and event records.
    public func run(executable: URL, environment: [String: String] = [:], limits: ProcessLimits? = nil) throws -> CellRun {
        try run(executable: executable, environment: environment, limits: limits, inheriting: ProcessInfo.processInfo.environment)
    }

    /// `inheriting`: rxlearn's environment, from which the cell's is chosen (`CellEnvironment`).
    func run(executable: URL, environment: [String: String], limits: ProcessLimits?, inheriting parentEnvironment: [String: String]) throws -> CellRun {
        let launch = try CellLaunch.prepare(cell: executable, launcher: launcher, memoryLimit: memoryLimit,
                                            exposing: exposedFolders(for: executable), parentEnvironment: parentEnvironment,
                                            adding: environment)
        defer { launch.finish() }
        var result = try ChildProcess.run(executable: launch.launcher, arguments: launch.arguments, environment: launch.environment,
                                          limits: limits ?? self.limits, cellGeneration: launch.cellGeneration,
                                          cancellation: cancellation)
        if let reason = CellLaunch.setupFailure(exit: result.exit, stderr: result.stderrText) {
            throw CellRunnerError.cellNotConfined(reason: reason)
        }
        if case .signaled = result.exit, MemoryLimit.explainsCrash(stderr: result.stderrText) {
            result = result.ending(.memoryLimitExceeded(memoryLimit))
        }
        return CellRun(process: result, crash: CrashReport.extract(exit: result.exit, stderr: result.stderrText, events: result.eventLines))
    }

    /// What an isolated cell must still read: its own binary's folder, the core library's (both in
    /// the cache) and the Swift runtime of the compiler that built it (`<usr>/lib/swift`, where
    /// the cell's run path points).
    private func exposedFolders(for executable: URL) -> [String] {
        let cache = compiler.cache
        let runtime = compiler.toolchain.swiftc.resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib/swift")
        return [executable.deletingLastPathComponent(), cache.cellsDirectory, cache.coreDirectory, runtime]
            .map { $0.resolvingSymlinksInPath().path }
    }
}

/// One run of a compiled cell.
public struct CellRun: Sendable {
    public let process: ProcessResult
    /// Set when the cell ended by a signal it did not get from the runner (a trap, a crash); a
    /// run the runner stopped at its time or output limit has none (a cancelled run throws).
    public let crash: CrashReport?

    public var exit: ProcessExit { process.exit }
    public var stdout: String { process.stdoutText }
    /// stderr without the Swift runtime's stack-trace block.
    public var stderr: String { StackTraceFilter.removingStackTraces(from: process.stderrText) }
}
