import CellProtocol
import Foundation

/// Compiles a cell and runs it as a child process, with the cell's environment and limits.
/// LessonRunner's `LessonCellRunner` (and through it the notebook and the CLI) runs every cell
/// through one of these.
public final class CellExecutor: Sendable {
    public let compiler: CellCompiler
    /// The limits of every run unless a call passes its own.
    public let limits: ProcessLimits
    /// When cancelled, stops this executor's compile or run in progress (the call throws
    /// `CellRunnerError.cancelled`), and every run after it.
    public let cancellation: RunCancellation?

    public init(compiler: CellCompiler, limits: ProcessLimits = ProcessLimits(), cancellation: RunCancellation? = nil) {
        self.compiler = compiler
        self.limits = limits
        self.cancellation = cancellation
    }

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
        let combined = Self.cellEnvironment().merging(environment) { _, added in added }
        let result = try ChildProcess.run(executable: executable, environment: combined, limits: limits ?? self.limits,
                                          cancellation: cancellation)
        return CellRun(process: result, crash: CrashReport.extract(exit: result.exit, stderr: result.stderrText, events: result.eventLines))
    }

    /// The runner's environment, plus:
    /// - `SWIFT_BACKTRACE=enable=no`: on Linux the runtime's crash backtracer would spend time
    ///   symbolicating and print register dumps and absolute paths; the runtime's own one-line
    ///   message is what the learner needs.
    /// - `RXLEARN_EVENT_FD=3`: the descriptor the cell runtime writes its records to
    ///   (`CellProtocol.Variable.eventDescriptor`; the spawner puts the channel there).
    /// `ProcessSpawner` adds the run mark and the lifeline's descriptor when it starts the child.
    static func cellEnvironment() -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        environment[CellProtocol.Variable.eventDescriptor] = String(ProcessSpawner.eventChannelDescriptor)
        return environment
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
