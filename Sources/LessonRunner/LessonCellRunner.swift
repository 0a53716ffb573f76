import CellProtocol
import CellRunner
import Foundation
import LessonKit
import SystemSupport

/// Runs lesson cells and plain programs against the core, and judges lesson cells against their
/// expected output.
public final class LessonCellRunner: Sendable {
    public let executor: CellExecutor

    public init(executor: CellExecutor) {
        self.executor = executor
    }

    /// Finds the toolchain and the core built next to the running `rxlearn`. Also starts keeping
    /// records of running cells in the state folder and sweeps what an earlier rxlearn that was
    /// killed outright left running (see `RunRecords`). `memoryLimit`: `--memory-limit`; nil reads
    /// `RXLEARN_MEMORY_LIMIT` (4 GB when unset; a value out of range throws its sentence).
    public static func locatingEverything(compileTimeLimit: Duration = CompileTimeLimit.default,
                                          memoryLimit: MemoryLimit? = nil) throws -> LessonCellRunner {
        let memoryLimit = try memoryLimit ?? MemoryLimit.fromEnvironment().get()
        let compiler = CellCompiler(
            toolchain: try SwiftToolchain.locate(),
            core: try CoreBuild.locate(moduleNames: LessonCellTemplate.moduleNames),
            template: LessonCellTemplate.template,
            compilerTimeLimit: compileTimeLimit
        )
        let records = runRecordsFolder()
        RunRecords.sweepLeftovers(in: records)
        RunRecords.keep(in: records)
        return LessonCellRunner(executor: CellExecutor(compiler: compiler, memoryLimit: memoryLimit))
    }

    /// `<state folder>/running`, next to the learner's progress file.
    static func runRecordsFolder() -> URL {
        ProgressLocation.resolve().deletingLastPathComponent().appendingPathComponent("running", isDirectory: true)
    }

    /// The same runner, whose compiles and runs `cancellation` can stop (Esc in the notebook).
    public func cancellable(by cancellation: RunCancellation) -> LessonCellRunner {
        LessonCellRunner(executor: CellExecutor(compiler: executor.compiler, limits: executor.limits, memoryLimit: executor.memoryLimit,
                                                cancellation: cancellation))
    }

    /// Ends every cell and compile still running, and what they started; for a program about to
    /// exit (a signal, the notebook quitting). `signal`, if given, is sent to them first. No run
    /// reports a verdict or starts after this: the caller must exit.
    public static func stopEverythingBeforeExit(forwarding signal: Int32? = nil) {
        RunningChildren.stopAll(forwarding: signal, beforeExit: true)
    }

    /// How a run is timed.
    public struct Options: Sendable {
        /// Use the real clock instead of virtual time (`rxlearn run --real-time`).
        public var realTime = false
        /// How long the program may run. On the real clock the cell itself stops at this limit
        /// (its timers may run that long) and says so; the runner stops it a moment later.
        public var timeLimit: Duration = .seconds(5)
        /// Program arguments are not passed: cells take no input. Virtual time stops here.
        public var virtualLimitMilliseconds: Int?
        /// More environment variables for the program (an exercise's input timelines).
        public var environment: [String: String] = [:]

        public init(realTime: Bool = false, timeLimit: Duration = .seconds(5), virtualLimitMilliseconds: Int? = nil, environment: [String: String] = [:]) {
            self.realTime = realTime
            self.timeLimit = timeLimit
            self.virtualLimitMilliseconds = virtualLimitMilliseconds
            self.environment = environment
        }
    }

    /// Runs one cell of `lesson` as the learner has it: the learner's edited copy, else the
    /// lesson's code; a copy that cannot be read runs nothing and says why.
    public func run(_ cell: Cell, of lesson: Lesson, edited: EditedCellFile, realTime: Bool = false) throws -> CellReport {
        switch edited {
        case .absent: return try run(cell, of: lesson, realTime: realTime)
        case .code(let code): return try run(cell, of: lesson, code: code, realTime: realTime)
        case .unreadable(let error):
            return CellReport(status: .editedCopyUnreadable(error), stdout: "", stderr: "", recording: CellRecording(), verdict: nil,
                              compileErrors: [], crash: nil, wasCached: false, wallTime: .zero, executable: nil)
        }
    }

    /// Runs one cell of `lesson` (with the lesson's setup code) and compares its output.
    /// `code` replaces the cell's own code (the learner's edited copy); the time limit is the
    /// cell's, and `realTime` runs it on the real clock instead of virtual time.
    public func run(_ cell: Cell, of lesson: Lesson, code: String? = nil, realTime: Bool = false) throws -> CellReport {
        let setup = lesson.setup?.source ?? ""
        let setupLines = setup.isEmpty ? 0 : setup.split(separator: "\n", omittingEmptySubsequences: false).count
        let source = CellSource(
            code: (setup.isEmpty ? "" : setup + "\n") + (code ?? cell.code.source),
            headerLineCount: setupLines
        )
        // A cell written `lanes=recorded` is not watched: no automatic lanes, no stages.
        let watching = cell.drawsAutomaticLanes ? [:] : [CellProtocol.Variable.watchStreams: CellProtocol.Variable.watchStreamsOff]
        var report = try run(source, options: Options(realTime: realTime, timeLimit: cell.timeLimit, environment: watching))
        if report.status == .finished {
            report.verdict = OutputComparison.compare(expected: cell.expected, actual: report.recording.output)
        }
        report.lacksExpectedOutput = cell.expected.isUnspecified
        return report
    }

    /// Runs a program (a cell or a whole file) without judging it.
    public func run(program: String, options: Options = Options()) throws -> CellReport {
        try run(CellSource(code: program), options: options)
    }

    /// On the real clock, how much longer than the cell's own limit the runner waits before it
    /// stops the cell: time for the cell to empty its dispose bags and write its last record.
    static let realTimeGrace: Duration = .seconds(1)

    private func run(_ source: CellSource, options: Options) throws -> CellReport {
        var environment = options.environment
        var limits = executor.limits
        limits.timeLimit = options.timeLimit
        if options.realTime {
            environment[CellProtocol.Variable.realTime] = CellProtocol.Variable.realTimeOn
            environment[CellProtocol.Variable.realTimeLimitMilliseconds] = String(options.timeLimit.wholeMilliseconds)
            limits.timeLimit = options.timeLimit + Self.realTimeGrace
        }
        if let limit = options.virtualLimitMilliseconds {
            environment[CellProtocol.Variable.virtualLimitMilliseconds] = String(limit)
        }

        switch try executor.run(source, environment: environment, limits: limits) {
        case .compileFailed(let failure):
            return CellReport(status: .compileFailed, stdout: "", stderr: "", recording: CellRecording(), verdict: nil,
                              compileErrors: failure.diagnostics, crash: nil, wasCached: failure.wasCached, wallTime: .zero,
                              executable: nil)
        case .ran(let run, let compiled):
            let status: CellReport.Status
            switch run.exit {
            case .exited(0): status = .finished
            case .exited(let code): status = .exited(code)
            case .signaled: status = .crashed
            case .timedOut: status = .timedOut
            case .outputLimitExceeded: status = .outputLimitExceeded
            case .memoryLimitExceeded(let limit): status = .memoryLimitExceeded(limit)
            }
            return CellReport(status: status, stdout: run.stdout, stderr: run.stderr,
                              recording: EventChannel.parse(run.process.eventLines), verdict: nil,
                              compileErrors: [], crash: run.crash, wasCached: compiled.wasCached,
                              wallTime: run.process.wallTime, executable: compiled.executable, stdoutBytes: run.process.stdout)
        }
    }
}
