import CellRunner
import Foundation
import LessonKit
import Localization

/// Everything rxlearn knows after running one cell: what it printed, the verdict against the
/// lesson's expectation, and what went wrong if anything did. The notebook keeps it whole, and
/// every view of a run — the notebook's panes, `rxlearn run`'s report, its JSON — reads its
/// decisions (`passed`, `problemPhrase`) here rather than judging again.
public struct CellReport: Sendable, Equatable {
    public enum Status: Sendable, Equatable {
        /// Ran to its end; the verdict says whether the output matched.
        case finished
        case compileFailed
        case crashed
        case timedOut
        case outputLimitExceeded
        /// Could not allocate more memory under its cap (`--memory-limit`) and crashed.
        case memoryLimitExceeded(MemoryLimit)
        /// Not run: the learner's edited copy could not be read, and the lesson's code is not
        /// run in its place (it would "match" while the learner's code never ran).
        case editedCopyUnreadable(WorkspaceFileError)
        /// Exited with a non-zero status of its own (`exit(1)`).
        case exited(Int32)
    }

    public var status: Status
    /// Exactly what the cell's `print` calls printed.
    public var stdout: String
    /// What the cell wrote to standard error (stack traces removed).
    public var stderr: String
    public var recording: CellRecording
    /// Set when an expectation was given.
    public var verdict: Verdict?
    public var compileErrors: [CellDiagnostic]
    public var crash: CrashReport?
    public var wasCached: Bool
    public var wallTime: Duration
    /// The compiled program in the cell cache; nil when the cell did not compile.
    public var executable: URL?
    /// The lesson gives no expected output for this cell yet (an author's draft): it runs, so the
    /// author can see what to write, but it cannot pass.
    public var lacksExpectedOutput = false
    /// Exactly the bytes the cell wrote to standard output, which `rxlearn run` passes on when its
    /// output is not a terminal; `stdout` is the same as text (bytes that are not UTF-8 show as
    /// U+FFFD there). Empty for a report made without running anything.
    public var stdoutBytes = Data()

    /// True when the cell finished on its own (not stopped at the virtual time limit) and
    /// matched its expectation: exactly when there is no `problem`, the one place that decides.
    /// Live subscriptions at the end are reported (`leakedSubscriptions`) but do not fail a cell:
    /// a lesson may show a leak on purpose.
    public var passed: Bool { problem == nil }

    /// What every view of a run says first: the problem, or that the cell matched.
    public var headline: String { problem ?? Self.matchedHeadline }

    public static var matchedHeadline: String { UIText.Verdicts.matchesTheLesson.text }

    /// The lines under a problem: compiler errors with their line, or for a run that went wrong
    /// (a crash, a timeout) the first lines of standard error.
    public var problemDetails: [String] { problemDetailPhrases.map(\.text) }

    /// The same lines in each language (what the cell wrote to standard error is its own words).
    public var problemDetailPhrases: [Phrase] {
        var details = compileErrors.map { error in
            UIText.Verdicts.detailLine(error.line.map(String.init) ?? "?", severity: "\(error.severity)", message: error.message)
        }
        if status != .finished && status != .compileFailed {
            details += stderr.split(separator: "\n").prefix(8).map { Phrase(String($0)) }
        }
        return details
    }

    /// The problem is that the cell does not compile, and `problemDetails` lists its errors: a
    /// view that shows them under its first line need not repeat the first error there.
    public var problemIsListedCompileErrors: Bool { status == .compileFailed && !compileErrors.isEmpty }

    /// The lines (1-based) of the cell that a compiler error is about, to mark them in the code.
    public var errorLines: Set<Int> { Set(compileErrors.filter { $0.severity == .error }.compactMap(\.line)) }

    /// Live subscriptions after the cell ended and its dispose bags were emptied.
    public var leakedSubscriptions: Int { max(0, recording.liveSubscriptionsAtEnd ?? 0) }

    /// One sentence on what went wrong, for lists and status lines, in the learner's language;
    /// nil exactly when it passed.
    public var problem: String? { problemPhrase?.text }

    /// The same sentence in each language (`rxlearn run --json` keeps the English one).
    public var problemPhrase: Phrase? {
        typealias Words = UIText.Verdicts
        switch status {
        case .compileFailed:
            return Words.doesNotCompile(line: compileErrors.first?.line, message: compileErrors.first?.message)
        case .crashed:
            return Words.crashed(line: crash?.line, message: crash?.message)
        case .timedOut:
            return Words.timedOut
        case .outputLimitExceeded:
            return Words.outputLimitExceeded
        case .memoryLimitExceeded(let limit):
            return Words.memoryLimitExceeded(limit.description)
        case .editedCopyUnreadable(let error):
            return Words.editedCopyUnreadable(path: error.path, problem: error.problemPhrase, fix: error.fixPhrase)
        case .exited(let code):
            return Words.exited(code)
        case .finished:
            if recording.stoppedAtVirtualLimit {
                return Words.virtualTimeRanOut
            }
            if let verdict = verdict, !verdict.passed {
                return verdict.divergence ?? Words.outputDiffers
            }
            if lacksExpectedOutput {
                return Words.lacksExpectedOutput
            }
            return nil
        }
    }
}
