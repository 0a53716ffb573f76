import LessonKit
import Localization

/// What each pane of the current stop shows, measured at the panes' widths. The layout gives
/// rows from it (`needs`), the panes draw it, and the frame's viewports (what the reducer
/// scrolls within) are measured on it: all three see the same lines.
struct PaneContents {
    var code: CodeWrapping.Wrapped
    var output: ResultPane.Content
    var marbles: [StyledLine]
    var marbleNote: String
    /// The marble pane has nothing worth rows of its own yet (before a run, a cell without
    /// lanes, the lesson's lanes while the learner predicts): it stays folded to its title.
    var marblesFolded: Bool
    var layout: NotebookLayout

    static func of(_ state: NotebookState) -> PaneContents {
        let size = state.screenSize
        let columns = NotebookLayout.columns(for: size, presentMode: state.presentMode)
        let code: CodeWrapping.Wrapped
        let output: ResultPane.Content
        var marbles: [StyledLine] = []
        var note = ""
        var folded = false
        if let shown = state.exerciseOnScreen {
            let selected = shown.review == nil ? state.selectedChainLine : nil
            code = CodePane.text(ofAnswer: shown.answer, width: columns.code.width, selected: selected)
            output = ExercisePanes.checkLines(state, shown, width: columns.result.width)
            (marbles, note) = ExercisePanes.marbles(shown, width: columns.marbles.width)
        } else if let session = state.review.session {
            // A review being prepared: nothing to answer yet.
            code = CodePane.text(ofAnswer: "", width: columns.code.width)
            output = ReviewPanes.waitingLines(session, width: columns.result.width)
            folded = true
        } else {
            code = CodePane.text(for: state, width: columns.code.width)
            output = ResultPane.lines(for: state, width: columns.result.width)
            if state.isPredicting {
                (folded, note) = (true, UIText.Notebook.Panes.hiddenWhilePredicting.text)
            } else {
                let drawn = MarblePane.lines(for: state, width: columns.marbles.width)
                marbles = drawn.lines
                note = drawn.titleNote
                let predicted = state.currentKey.flatMap { state.predict.predictions[$0] } != nil
                let laneCount = MarblePane.lanes(for: state).lanes.count
                let lessonLanes = state.currentCell?.expected.lanes.count ?? 0
                if laneCount == 0 {
                    folded = true
                    note = state.currentResult != nil ? UIText.Notebook.Panes.noLanesRecord.text
                        : lessonLanes > 0 ? UIText.Notebook.Panes.lessonsLanesFolded(lessonLanes).text
                        : UIText.Notebook.Panes.streamsAfterRun.text
                } else if state.currentResult == nil && !predicted && !state.predict.showsExpected {
                    // Before a run only the lesson's lanes would show: they wait for Tab.
                    folded = state.layout.focus != .marbles
                    if folded { note = UIText.Notebook.Panes.lessonsLanesAfterRun(laneCount).text }
                }
            }
        }
        // A lesson just opened, not yet run, shows its title and first lines above the cell — and
        // above its first exercise when it has no cell, or its words would never show first.
        let atOpeningExercise = state.currentLesson?.cells.isEmpty == true && state.navigation.stop == .exercise(0) && !state.isReviewing
        let opening = state.proseScroll == 0 && state.currentResult == nil && !state.isPredicting
            && ((state.currentExercise == nil && !state.isReviewing) || atOpeningExercise)
        let needs = NotebookLayout.Needs(code: code.lines.count, output: output.count, marbles: folded ? 0 : marbles.count,
                                         proseFirst: opening ? NotebookLayout.proseOnOpening : 0,
                                         marblesFirst: !folded && state.predictionCheck != nil,
                                         outputFirst: state.printedPredictionCheck != nil,
                                         outputBeforeCode: state.isPredicting ? PredictPane.rowsBeforeCode : 0)
        let focus = NotebookLayout.focusablePanes(for: size, presentMode: state.presentMode).contains(state.layout.focus)
            ? state.layout.focus : .code
        let layout = NotebookLayout.plan(for: size, presentMode: state.presentMode, needs: needs, focus: focus)
        // On a projector, lanes with room to spare get a blank row each, to be read from the back.
        if state.presentMode && !folded && layout.marbles.height - 1 >= 2 * marbles.count {
            marbles = marbles.flatMap { [$0, StyledLine()] }
        }
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

extension PaneContents {
    /// What this frame shows of each pane, for the session to store back into the state: the
    /// reducer's scrolling works within it.
    func viewports(_ state: NotebookState, prose: PaneViewports.Viewport?) -> PaneViewports {
        func viewport(_ view: ScrolledView) -> PaneViewports.Viewport {
            PaneViewports.Viewport(total: view.total, visible: view.shown, first: view.first)
        }
        var viewports = PaneViewports()
        viewports.code = viewport(codeView(state))
        for (row, number) in code.lineNumbers.enumerated() where number == viewports.codeLineRows.count + 1 {
            viewports.codeLineRows.append(row)
        }
        viewports.output = viewport(outputView(state))
        viewports.marbles = viewport(marbleView(state))
        viewports.prose = prose
        viewports.focusable = NotebookLayout.focusablePanes(for: state.screenSize, presentMode: state.presentMode)
        return viewports
    }
}
