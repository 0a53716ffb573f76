import Localization

/// The panes: which one has the screen (`Tab`), whether the lesson's setup code is unfolded
/// (`z`), and how far each is scrolled (`d`/`u` the focused pane or the code, `J`/`K` the prose).
/// Scrolling works within what the last frame showed (`ScreenState.viewports`).
public enum LayoutFeature {
    public struct State: Sendable, Equatable {
        /// The pane that gets the rows it needs first; the code pane unless the learner pressed Tab.
        public var focus = Pane.code
        /// Whether the lesson's setup block is shown above the cell, or folded to one line.
        public var setupUnfolded = false
        /// Lines scrolled in the prose pane; nil follows the current cell.
        public var proseScroll: Int?
        /// Lines scrolled in the code pane, for cells and answers longer than it; 0 at every new stop.
        public var codeScroll = 0
        /// Lines scrolled in the output (or check) pane and the marble pane, at `scrolledStop`;
        /// at any other stop the panes start at the top (the output at its first difference).
        var outputScroll: Int?
        var marbleScroll = 0
        var scrolledStop: ScrolledStop?

        public init() {}
    }

    /// The lesson and stop a scroll belongs to: moving on starts every pane afresh.
    struct ScrolledStop: Sendable, Equatable {
        var lessonIndex: Int
        var stop: Stop
    }

    public enum Action: Sendable, Equatable {
        case command(LayoutCommand)
        /// The learner moved: another lesson opens at its title, a move within the lesson makes
        /// the prose follow the stop; the code starts at its top.
        case arrived(Arrival)
        case proseAtTitle
        case proseFollowsStop
        /// Scroll the code pane, if need be, so that this line of the code (0-based) is in view:
        /// an order-the-chain exercise's selected line.
        case codeLineInView(Int)
    }

    static func reduce(_ state: inout State, _ action: Action, in notebook: NotebookState) -> [FeatureEffect] {
        switch action {
        case .command(let command):
            switch command {
            case .scrollProseDown: return scrollProse(&state, by: 1, in: notebook)
            case .scrollProseUp: return scrollProse(&state, by: -1, in: notebook)
            case .scrollDown: return scrollFocused(&state, by: 1, in: notebook)
            case .scrollUp: return scrollFocused(&state, by: -1, in: notebook)
            case .focusNextPane: return focusNextPane(&state, in: notebook)
            case .toggleSetup: return toggleSetup(&state, in: notebook)
            }
        case .arrived(let arrival):
            state.proseScroll = arrival.opensAnotherLesson && arrival.atFirstStop ? 0 : nil
            state.codeScroll = 0
        case .proseAtTitle:
            state.proseScroll = 0
        case .proseFollowsStop:
            state.proseScroll = nil
        case .codeLineInView(let line):
            // The scroll counts rows, and wrapped lines take more than one: the last frame says
            // where the line starts. A line near an edge of the view is brought to its middle,
            // clear of the rows that say what is above and below.
            let viewports = notebook.screen.viewports
            let view = viewports.code
            guard view.total > view.visible, view.visible > 0 else { break }
            let row = viewports.codeLineRows.indices.contains(line) ? viewports.codeLineRows[line] : line
            if row < state.codeScroll + 1 || row > state.codeScroll + view.visible - 3 {
                state.codeScroll = max(0, min(row - view.visible / 2, view.total - view.visible))
            }
        }
        return []
    }

    /// Tab: the next pane that the screen shows gets the rows it needs.
    private static func focusNextPane(_ state: inout State, in notebook: NotebookState) -> [FeatureEffect] {
        let panes = notebook.screen.viewports.focusable
        let index = panes.firstIndex(of: state.focus) ?? -1
        // Leaving the prose, wherever it was scrolled to, it follows the stop again: the lines
        // left above the cell are about the cell, not the last page read.
        if state.focus == .prose { state.proseScroll = nil }
        state.focus = panes[(index + 1) % panes.count]
        return [.say(UIText.Notebook.Messages.paneHasScreen(state.focus.name, keys: state.focus == .prose ? "J/K" : "d/u"))]
    }

    private static func toggleSetup(_ state: inout State, in notebook: NotebookState) -> [FeatureEffect] {
        guard notebook.currentExercise == nil, notebook.currentLesson?.setup != nil else {
            return [.say(notebook.currentExercise == nil ? UIText.Notebook.Messages.noSetupCode : UIText.Notebook.Messages.exerciseNoSetup)]
        }
        state.setupUnfolded.toggle()
        return []
    }

    /// d/u: the focused pane, or the code when the prose has the screen (J/K scroll the prose).
    private static func scrollFocused(_ state: inout State, by halfPages: Int, in notebook: NotebookState) -> [FeatureEffect] {
        guard state.focus == .output || state.focus == .marbles else { return scrollCode(&state, by: halfPages, in: notebook) }
        let viewports = notebook.screen.viewports
        let pane = state.focus == .output ? viewports.output : viewports.marbles
        guard pane.total > pane.visible else { return [.say(UIText.Notebook.Messages.allInView(state.focus.name))] }
        let step = max(1, pane.visible / 2)
        let limit = pane.total - pane.visible
        let here = ScrolledStop(lessonIndex: notebook.lessonIndex, stop: notebook.stop)
        if state.scrolledStop != here {
            state.outputScroll = nil
            state.marbleScroll = 0
            state.scrolledStop = here
        }
        let scrolled = min(max(0, pane.first + halfPages * step), limit)
        if state.focus == .output { state.outputScroll = scrolled } else { state.marbleScroll = scrolled }
        return []
    }

    /// Half a pane at a time, within the code's length.
    private static func scrollCode(_ state: inout State, by halfPages: Int, in notebook: NotebookState) -> [FeatureEffect] {
        let view = notebook.screen.viewports.code
        guard view.total > view.visible else { return [.say(UIText.Notebook.Messages.wholeCellInView)] }
        let step = max(1, view.visible / 2)
        state.codeScroll = min(max(0, state.codeScroll + halfPages * step), view.total - view.visible)
        return []
    }

    /// A page at a time; a prose pane folded above the cell gets the screen first.
    private static func scrollProse(_ state: inout State, by pages: Int, in notebook: NotebookState) -> [FeatureEffect] {
        let viewports = notebook.screen.viewports
        let prose = viewports.prose
        if let prose, prose.visible < 2, viewports.focusable.contains(.prose) {
            state.focus = .prose
            return []
        }
        let page = max(1, (prose?.visible ?? 0) + 1) - 2
        let start = state.proseScroll ?? prose?.first ?? 0
        state.proseScroll = max(0, start + pages * max(1, page))
        return []
    }
}

/// The keys that give a pane the screen, scroll the panes and fold the setup code.
public enum LayoutCommand: Sendable, Equatable {
    case scrollProseDown, scrollProseUp, scrollDown, scrollUp, focusNextPane, toggleSetup
}

extension Pane {
    /// How the message line names the pane.
    var name: Phrase {
        switch self {
        case .code: UIText.Notebook.Messages.codePane
        case .output: UIText.Notebook.Messages.outputPane
        case .marbles: UIText.Notebook.Messages.marblePane
        case .prose: UIText.Notebook.Messages.prosePane
        }
    }
}

extension NotebookState {
    private var scrolledStopHere: LayoutFeature.ScrolledStop {
        LayoutFeature.ScrolledStop(lessonIndex: lessonIndex, stop: stop)
    }

    /// The output pane's scroll at this stop; nil follows the first difference.
    var outputScroll: Int? {
        layout.scrolledStop == scrolledStopHere ? layout.outputScroll : nil
    }

    var marbleScroll: Int {
        layout.scrolledStop == scrolledStopHere ? layout.marbleScroll : 0
    }

    public var proseScroll: Int? { layout.proseScroll }
    public var codeScroll: Int { layout.codeScroll }
}
