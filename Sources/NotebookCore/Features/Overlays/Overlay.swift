import Localization

/// A window drawn over the panes; while one is open, keys go to it first.
public enum Overlay: Sendable, Equatable {
    /// The keys of the notebook and of every window; `scroll` lines scrolled when it is taller
    /// than the screen.
    case help(scroll: Int)
    case tableOfContents(selection: Int)
    case search(SearchState)
    /// The operator decision tree, searchable: "I want to … → operator".
    case operators(SearchState)
    case hints
    case predict(PredictInput)
    /// "Drop your copy?" before `x` puts the lesson's code or the start file back.
    case confirmDrop(DropRequest)
    /// The first run's page: what rxlearn is, the keys that matter, where the course starts.
    case welcome
    /// A passed exercise's reference solution beside the learner's answer, with the author's
    /// "why"; `scroll` lines scrolled when it is taller than the screen.
    case solution(exerciseID: String, scroll: Int)
}

/// What `x` would drop: the learner's edited copy of a cell, or their answer to an exercise.
/// Either way the dropped version is kept in the workspace (`WorkspaceBackup`).
public enum DropRequest: Sendable, Equatable {
    case editedCell(CellKey)
    case exerciseAnswer(exerciseID: String)
}

public struct SearchState: Sendable, Equatable {
    public var query: String = ""
    /// Index into the current matches.
    public var selection: Int = 0

    public init(query: String = "", selection: Int = 0) {
        self.query = query
        self.selection = selection
    }
}
