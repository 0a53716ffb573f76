import LessonKit
import Localization

/// What each pane of the current stop shows, measured at the panes' widths. The layout gives
/// rows from it (`needs`), the panes draw it, and the reducer scrolls within it: all three see
/// the same lines.
struct PaneContents {
    var code: CodeWrapping.Wrapped
    var output: ResultPane.Content
    var marbles: [StyledLine]
    var marbleNote: String
    /// The marble pane has nothing worth rows of its own yet (before a run, a cell without
    /// lanes, the lesson's lanes while the learner predicts): it stays folded to its title.
    var marblesFolded: Bool
    var layout: NotebookLayout

    static func of(_ state: NotebookState, size: ScreenSize) -> PaneContents {
        let columns = NotebookLayout.columns(for: size, presentMode: state.presentMode)
        let code: CodeWrapping.Wrapped
        let output: ResultPane.Content
        var marbles: [StyledLine] = []
        var note = ""
        var folded = false
        if let exercise = state.currentExercise {
            code = CodePane.text(ofAnswer: state.answer(to: exercise), width: columns.code.width)
            output = ExercisePanes.checkLines(state, exercise, width: columns.result.width)
            (marbles, note) = ExercisePanes.marbles(state, exercise, width: columns.marbles.width)
        } else {
            code = CodePane.text(for: state, width: columns.code.width)
            output = ResultPane.lines(for: state, width: columns.result.width, hidingExpected: state.isPredicting)
            if state.isPredicting {
                (folded, note) = (true, UIText.Notebook.Panes.hiddenWhilePredicting.text)
            } else {
                let drawn = MarblePane.lines(for: state, width: columns.marbles.width)
                marbles = drawn.lines
                note = drawn.titleNote
                let predicted = state.currentKey.flatMap { state.run.predictions[$0] } != nil
                let laneCount = MarblePane.lanes(for: state).count
                if laneCount == 0 {
                    folded = true
                    note = (state.currentResult == nil ? UIText.Notebook.Panes.streamsAfterRun : UIText.Notebook.Panes.noLanesRecord).text
                } else if state.currentResult == nil && !predicted {
                    // Before a run only the lesson's lanes would show: they wait for Tab.
                    folded = state.layout.focus != .marbles
                    if folded { note = UIText.Notebook.Panes.lessonsLanesAfterRun(laneCount).text }
                }
            }
        }
        let needs = NotebookLayout.Needs(code: code.lines.count, output: output.count, marbles: folded ? 0 : marbles.count)
        let focus = NotebookLayout.focusablePanes(for: size, presentMode: state.presentMode).contains(state.layout.focus)
            ? state.layout.focus : .code
        let layout = NotebookLayout.plan(for: size, presentMode: state.presentMode, needs: needs, focus: focus)
        return PaneContents(code: code, output: output, marbles: folded ? [] : marbles, marbleNote: note,
                            marblesFolded: folded, layout: layout)
    }

    /// Which lines of each scrolling pane are in view.
    func codeView(_ state: NotebookState) -> ScrolledView {
        CodePane.viewOf(code, state: state, height: layout.code.height - 1)
    }

    func outputView(_ state: NotebookState) -> ScrolledView {
        ResultPane.viewOf(output, state: state, height: layout.result.height - 1)
    }

    func marbleView(_ state: NotebookState) -> ScrolledView {
        let height = layout.marbles.height - 1
        // The time axis alone is no drawing: below the axis and one lane, only the marker.
        if height < min(3, marbles.count) { return ScrolledView(total: marbles.count, first: 0, shown: 0) }
        return ScrolledView.of(total: marbles.count, height: height, first: state.marbleScroll)
    }
}

/// The scrolling panes' views for the reducer's d/u.
enum PaneViewports {
    struct View {
        var total: Int
        var visible: Int
        var first: Int
    }

    static func of(_ state: NotebookState, size: ScreenSize) -> (code: View, output: View, marbles: View) {
        let contents = PaneContents.of(state, size: size)
        func view(_ scrolled: ScrolledView) -> View {
            View(total: scrolled.total, visible: scrolled.shown, first: scrolled.first)
        }
        return (view(contents.codeView(state)), view(contents.outputView(state)), view(contents.marbleView(state)))
    }
}

extension CodePane {
    /// How many code lines there are and how many the pane shows, at this screen size.
    static func viewport(for state: NotebookState, size: ScreenSize) -> (total: Int, visible: Int) {
        let code = PaneViewports.of(state, size: size).code
        return (code.total, code.visible)
    }
}
