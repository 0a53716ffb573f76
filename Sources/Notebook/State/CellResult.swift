import LessonKit

/// What the notebook keeps of one run of a cell.
public struct CellResult: Sendable, Equatable {
    public enum Status: Sendable, Equatable {
        /// Ran to its end; the verdict (if the lesson expects anything) says whether it matched.
        case finished
        case compileFailed
        case crashed
        case timedOut
        case outputLimitExceeded
        case exited(Int32)
        /// rxlearn itself could not run it (no compiler found, core not built …).
        case couldNotRun
    }

    public var status: Status
    public var output: ActualOutput
    public var verdict: Verdict?
    /// One sentence on what went wrong; nil when the cell passed.
    public var problem: String?
    /// More lines about the problem: compiler errors with cell line numbers, standard error.
    public var details: [String]

    public init(status: Status, output: ActualOutput = ActualOutput(), verdict: Verdict? = nil, problem: String? = nil, details: [String] = []) {
        self.status = status
        self.output = output
        self.verdict = verdict
        self.problem = problem
        self.details = details
    }

    public var passed: Bool { status == .finished && problem == nil && (verdict?.passed ?? true) }

    /// The learner's output could be compared with the lesson's: show the two columns.
    public var hasOutput: Bool { status == .finished || !output.lines.isEmpty || !output.lanes.isEmpty }
}
