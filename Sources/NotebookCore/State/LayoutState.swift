import Localization

/// The panes of the notebook, in the order Tab gives them the screen.
public enum Pane: Sendable, Equatable, CaseIterable {
    case code, output, marbles, prose

    /// How the message line names the pane.
    var name: String {
        switch self {
        case .code: UIText.Notebook.Messages.codePane.text
        case .output: UIText.Notebook.Messages.outputPane.text
        case .marbles: UIText.Notebook.Messages.marblePane.text
        case .prose: UIText.Notebook.Messages.prosePane.text
        }
    }
}

/// What the learner chose about the layout: the pane that has the screen (the others keep
/// their title line at least), whether the lesson's setup code is unfolded, and how far the
/// output and marble panes are scrolled.
public struct LayoutState: Sendable, Equatable {
    /// The pane that gets the rows it needs first; the code pane unless the learner pressed Tab.
    public var focus = Pane.code
    /// Whether the lesson's setup block is shown above the cell, or folded to one line.
    public var setupUnfolded = false
    /// Lines scrolled in the output (or check) pane and the marble pane, at `scrolledStop`;
    /// at any other stop the panes start at the top (the output at its first difference).
    var outputScroll: Int?
    var marbleScroll = 0
    var scrolledStop: ScrolledStop?

    public init() {}

    /// The lesson and stop a scroll belongs to: moving on starts every pane afresh.
    struct ScrolledStop: Sendable, Equatable {
        var lessonIndex: Int
        var stop: Stop
    }
}

extension NotebookState {
    private var scrolledStopHere: LayoutState.ScrolledStop {
        LayoutState.ScrolledStop(lessonIndex: lessonIndex, stop: stop)
    }

    /// The output pane's scroll at this stop; nil follows the first difference.
    var outputScroll: Int? {
        layout.scrolledStop == scrolledStopHere ? layout.outputScroll : nil
    }

    var marbleScroll: Int {
        layout.scrolledStop == scrolledStopHere ? layout.marbleScroll : 0
    }

    /// Tab: the next pane that the screen shows gets the rows it needs.
    mutating func focusNextPane() {
        let panes = NotebookLayout.focusablePanes(for: screenSize, presentMode: presentMode)
        let index = panes.firstIndex(of: layout.focus) ?? -1
        layout.focus = panes[(index + 1) % panes.count]
        message = .init(UIText.Notebook.Messages.paneHasScreen(layout.focus.name, keys: layout.focus == .prose ? "J/K" : "d/u").text)
    }

    mutating func toggleSetup() {
        guard currentExercise == nil, currentLesson?.setup != nil else {
            message = .init(currentExercise == nil
                ? UIText.Notebook.Messages.noSetupCode.text
                : UIText.Notebook.Messages.exerciseNoSetup.text)
            return
        }
        layout.setupUnfolded.toggle()
    }

    /// d/u on the output or marble pane: half a pane at a time, within its content.
    mutating func scrollFocusedPane(by halfPages: Int) -> Bool {
        guard layout.focus == .output || layout.focus == .marbles else { return false }
        let view = PaneViewports.of(self, size: screenSize)
        let pane = layout.focus == .output ? view.output : view.marbles
        guard pane.total > pane.visible else {
            message = .init(UIText.Notebook.Messages.allInView(layout.focus.name).text)
            return true
        }
        let step = max(1, pane.visible / 2)
        let limit = pane.total - pane.visible
        if layout.scrolledStop != scrolledStopHere {
            layout.outputScroll = nil
            layout.marbleScroll = 0
            layout.scrolledStop = scrolledStopHere
        }
        if layout.focus == .output {
            layout.outputScroll = min(max(0, pane.first + halfPages * step), limit)
        } else {
            layout.marbleScroll = min(max(0, pane.first + halfPages * step), limit)
        }
        return true
    }
}
