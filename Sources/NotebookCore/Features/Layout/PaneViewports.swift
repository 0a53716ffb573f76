/// The panes of the notebook, in the order Tab gives them the screen.
public enum Pane: Sendable, Equatable, CaseIterable {
    case code, output, marbles, prose
}

/// What the last frame showed of each pane, measured by the renderer (`NotebookScreen.frame`)
/// and stored back by the session (`NotebookAction.laidOut`): the keys that scroll act on what
/// the learner sees, and the reducer never lays a pane out itself.
public struct PaneViewports: Sendable, Equatable {
    /// Which lines of a pane's content were in view.
    public struct Viewport: Sendable, Equatable {
        /// How many lines the content has (wrapped lines counted one by one).
        public var total = 0
        /// How many of them the pane showed.
        public var visible = 0
        /// The first one shown.
        public var first = 0

        public init(total: Int = 0, visible: Int = 0, first: Int = 0) {
            self.total = total
            self.visible = visible
            self.first = first
        }
    }

    public var code = Viewport()
    /// The row of the code pane's content at which each numbered line starts (index 0: line 1):
    /// wrapped lines take more than one row.
    public var codeLineRows: [Int] = []
    public var output = Viewport()
    public var marbles = Viewport()
    /// The prose pane's lines (`visible`: its rows under the title); nil when the screen shows
    /// no prose (present mode).
    public var prose: Viewport?
    /// The panes Tab moves between on this screen: the prose only where it is stacked with the cell.
    public var focusable: [Pane] = [.code, .output, .marbles]

    public init() {}
}
