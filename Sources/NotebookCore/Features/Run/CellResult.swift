import LessonKit
import LessonRunner
import Localization

/// What the notebook keeps of one run of a cell: what the runner's `CellReport` decided (its
/// status, its problem — nil exactly when the cell passed — and the lines under it) and what the
/// panes draw (the output, the verdict's rows). Nothing here is judged again.
public struct CellResult: Sendable, Equatable {
    /// How the run ended; nil when rxlearn itself could not run the cell (no compiler found, the
    /// core not built …), which `problem` explains.
    public var status: CellReport.Status?
    public var output: ActualOutput
    public var verdict: Verdict?
    /// The report's one sentence on what went wrong; nil when the cell passed.
    public var problem: String?
    /// More lines about the problem: compiler errors with cell line numbers, standard error.
    public var details: [String]
    /// The cell's lines (1-based) that a compiler error is about, to mark them in the code.
    public var errorLines: Set<Int>
    /// The subscriptions and chain stages the runtime watched: drawn after the recorded lanes,
    /// never judged.
    public var watched: WatchedStreams

    public init(status: CellReport.Status?, output: ActualOutput = ActualOutput(), verdict: Verdict? = nil, problem: String? = nil,
                details: [String] = [], errorLines: Set<Int> = [], watched: WatchedStreams = WatchedStreams()) {
        self.status = status
        self.output = output
        self.verdict = verdict
        self.problem = problem
        self.details = details
        self.errorLines = errorLines
        self.watched = watched
    }

    /// Keeps what the screen needs of the runner's report.
    public init(report: CellReport) {
        self.init(status: report.status, output: report.recording.output, verdict: report.verdict,
                  problem: report.problem, details: report.problemDetails,
                  errorLines: Set(report.compileErrors.filter { $0.severity == .error }.compactMap(\.line)),
                  watched: report.recording.watched)
    }

    /// A cell rxlearn could not run at all.
    public static func couldNotRun(_ reason: String) -> CellResult {
        CellResult(status: nil, problem: reason)
    }

    public var passed: Bool { problem == nil }

    /// What the result pane says first. A compile failure says only that: its errors follow in
    /// `details`, each once.
    public var headline: String {
        if status == .compileFailed, !details.isEmpty { return UIText.Notebook.Messages.doesNotCompile.text }
        return problem ?? UIText.Notebook.Messages.matchesTheLesson.text
    }

    /// The learner's output could be compared with the lesson's: show the two columns.
    public var hasOutput: Bool { status == .finished || !output.lines.isEmpty || !output.lanes.isEmpty }
}
