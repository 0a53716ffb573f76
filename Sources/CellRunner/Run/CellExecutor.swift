import Foundation

/// Compiles a cell and runs it: the one call the notebook needs.
public final class CellExecutor: Sendable {
    public let compiler: CellCompiler
    public let limits: ProcessLimits
    /// Stops this executor's compiles and runs in progress (and refuses new ones) when cancelled.
    public let cancellation: RunCancellation?

    public init(compiler: CellCompiler, limits: ProcessLimits = ProcessLimits(), cancellation: RunCancellation? = nil) {
        self.compiler = compiler
        self.limits = limits
        self.cancellation = cancellation
    }

    public enum Outcome: Sendable {
        case compileFailed(CompileFailure)
        case ran(CellRun, CompiledCell)
    }

    /// Compiles and runs `source`; `environment` adds variables for the cell (for example to pick
    /// real time instead of virtual time).
    public func run(_ source: CellSource, environment: [String: String] = [:], limits: ProcessLimits? = nil) throws -> Outcome {
        switch try compiler.compile(source, cancellation: cancellation) {
        case .failure(let failure):
            return .compileFailed(failure)
        case .success(let compiled):
            return .ran(try run(executable: compiled.executable, environment: environment, limits: limits), compiled)
        }
    }

    /// Runs a compiled cell.
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
    /// - `RXLEARN_EVENT_FD=3`: tells the cell runtime where the event channel is.
    static func cellEnvironment() -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        environment["RXLEARN_EVENT_FD"] = String(ProcessSpawner.eventChannelDescriptor)
        return environment
    }
}

/// One run of a compiled cell.
public struct CellRun: Sendable {
    public let process: ProcessResult
    /// Set when the cell was killed by a signal (a trap, a crash).
    public let crash: CrashReport?

    public var exit: ProcessExit { process.exit }
    public var stdout: String { process.stdoutText }
    /// stderr without the runtime's stack-trace block.
    public var stderr: String { StackTraceFilter.removingStackTraces(from: process.stderrText) }
}
