import Localization

/// What came of asking to run a cell: the runner's report, or the reason rxlearn could not run
/// it at all (no compiler found, the core not built) — which is not the learner's doing, and
/// never counts against them.
public enum CellRunResult: Sendable, Equatable {
    case ran(CellReport)
    /// The system's words for what stopped rxlearn (an error's description).
    case couldNotRun(reason: String)

    public var report: CellReport? {
        if case .ran(let report) = self { return report }
        return nil
    }

    /// Why rxlearn could not run the cell, when it could not.
    public var reason: String? {
        if case .couldNotRun(let reason) = self { return reason }
        return nil
    }

    /// The report's decision; a cell that could not run did not pass.
    public var passed: Bool { report?.passed ?? false }
}
