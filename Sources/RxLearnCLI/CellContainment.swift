import ArgumentParser
import CellRunner
import Foundation
import LessonRunner
import SystemSupport

/// The options of the commands that compile and run cells: `--compile-timeout`, `--memory-limit`,
/// `--trust`.
struct CompileOptions: ParsableArguments {
    // `.unconditional`: the next word is the value even when it starts with "-", so that
    // `--compile-timeout -5` is refused with the allowed range instead of "Missing value".
    @Option(name: .long, parsing: .unconditional,
            help: HelpText.help(CLIText.Help.compileTimeoutOption(maximum: Int(CompileTimeLimit.maximumSeconds)), valueName: "seconds",
                                  defaultValue: "\(CompileTimeLimit.defaultSeconds)"))
    var compileTimeout: Double = CompileTimeLimit.defaultSeconds

    @Option(name: .long, parsing: .unconditional,
            help: HelpText.help(CLIText.Help.memoryLimitOption(variable: MemoryLimit.environmentVariable,
                                                                 defaultValue: "\(Int(MemoryLimit.defaultGigabytes))"),
                                valueName: "gb"))
    var memoryLimit: Double?

    @Flag(name: .long, help: HelpText.help(CLIText.Trust.trustOption))
    var trust = false

    func validate() throws {
        try SecondsOption.check(compileTimeout, option: "--compile-timeout", maximum: CompileTimeLimit.maximumSeconds)
        if let memoryLimit, !MemoryLimit.isAllowed(memoryLimit) {
            throw ValidationError(CLIText.Help.memoryLimitOutOfRange(minimum: "\(MemoryLimit.minimumGigabytes)",
                                                                     maximum: "\(Int(MemoryLimit.maximumGigabytes))").text)
        }
    }

    var compileTimeLimit: Duration { CompileTimeLimit.duration(seconds: compileTimeout) }

    /// `--memory-limit`, else `RXLEARN_MEMORY_LIMIT`, else the default; a variable out of range is
    /// a usage error that says what is allowed.
    func cellMemoryLimit() throws -> MemoryLimit {
        if let memoryLimit { return MemoryLimit(gigabytes: memoryLimit) }
        do {
            return try MemoryLimit.fromEnvironment().get()
        } catch {
            throw UserFacingFailure.usage("\(error)")
        }
    }

    /// The runner for this command, with signals forwarded to the cells it starts.
    func makeRunner() throws -> LessonCellRunner {
        try RunnerSetup.makeRunner(compileTimeLimit: compileTimeLimit, memoryLimit: cellMemoryLimit())
    }

    /// The runner for the cells of the lessons in `folder`, once the learner trusts them
    /// (`LessonPackTrust`: always for rxlearn's own course).
    func makeRunner(runningLessonsIn folder: LessonFolder) throws -> LessonCellRunner {
        let runner = try makeRunner()
        try LessonPackTrust(reach: runner.executor.confinement).require(folder.url, trustedByFlag: trust)
        return runner
    }
}

/// The range check every seconds option shares, in one wording.
enum SecondsOption {
    static func check(_ seconds: Double, option: String, maximum: Double) throws {
        guard seconds.isFinite, seconds > 0, seconds <= maximum else {
            throw ValidationError(CLIText.Help.secondsOutOfRange(option, maximum: Int(maximum)).text)
        }
    }
}

/// SIGINT (Ctrl-C), SIGTERM and SIGHUP (the terminal closed) end rxlearn — but first every cell
/// and compile it is running, with what they started: the signal is forwarded to their process
/// groups, they get a moment, then SIGKILL and a sweep (`LessonCellRunner.stopEverythingBeforeExit`). A
/// cell would also end on its own once rxlearn is gone (its lifeline), but a compiler has none.
///
/// The signals are watched on a queue (`SignalWatch`), so the work runs on an ordinary thread, not
/// in a signal handler. rxlearn then exits with 128 + the signal's number, as a shell reports it.
enum SignalForwarding {
    nonisolated(unsafe) private static var watch: SignalWatch?
    private static let queue = DispatchQueue(label: "rxlearn signal forwarding")

    /// Installs the handlers; a later call replaces the earlier ones (`watch` calls it again once
    /// its key reader has set up the terminal, to restore it on the way out).
    static func install(beforeExit: @escaping @Sendable () -> Void = {}) {
        queue.sync {
            watch?.cancel()
            watch = SignalWatch([SIGINT, SIGTERM, SIGHUP], queue: queue) { number in
                LessonCellRunner.stopEverythingBeforeExit(forwarding: number)
                beforeExit()
                _exit(128 + number)
            }
        }
    }

    /// Stops forwarding: for the notebook's screen, whose own signal handling gives the terminal
    /// back before rxlearn leaves (and ends what it started on its way out).
    static func uninstall() {
        queue.sync {
            watch?.cancel()
            watch = nil
        }
    }
}
