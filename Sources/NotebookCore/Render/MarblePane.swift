import LessonKit
import LessonRunner
import Localization
import Marbles

/// One lane per recorded stream on a shared time axis (drawn by `TimelineLayout`, its scale in
/// the title), with the lesson's expected lanes under the recorded ones, the learner's
/// prediction when there is one, and the step cursor in step mode.
///
/// After them, under a dim heading, the automatic lanes: one per subscription the run made
/// (`^` subscribed, `!` disposed, `LaneLifetime`), the focused one marked `▸` and, with `c`,
/// unfolded into its chain of stages. They are shown, never judged.
enum MarblePane {
    static func draw(_ state: NotebookState, in rect: Rect, into buffer: inout ScreenBuffer) {
        let content = lines(for: state, width: rect.width)
        buffer.drawTitle(UIText.Notebook.Panes.marbles.text, right: content.titleNote, in: rect)
        buffer.drawLines(content.lines, in: rect.droppingTop(1))
    }

    struct Content {
        var lines: [StyledLine]
        var titleNote: String
    }

    /// The lanes of the current cell's run, as every view of a run draws them (`ResultLanes`):
    /// the prediction, each recorded lane and the lesson's beside it, the automatic lanes.
    static func lanes(for state: NotebookState) -> ResultLanes {
        let prediction = state.currentKey.flatMap { state.predict.predictions[$0] }
        let watched = state.currentReport?.recording.watched ?? WatchedStreams()
        // What the lesson expects is folded until the learner has run or predicted the cell.
        let expected = state.revealsExpected ? state.currentCell?.expected ?? ExpectedOutput() : ExpectedOutput()
        return ResultLanes.cell(report: state.currentReport, expected: expected,
                                prediction: prediction.map { ($0.lane, $0.events) },
                                automatic: watched.automaticLanes(expanded: state.expandedSubscriptions, foldingSetup: !state.run.showsSetupLanes))
    }

    /// How the marble pane names a lane: the learner's and the lesson's marked, the focused
    /// subscription with `▸`.
    static func name(of lane: ResultLanes.Lane, focused: Int?) -> String {
        switch lane.role {
        case .predicted: UIText.Notebook.Panes.predictedLane(lane.name).text
        case .expected: UIText.Notebook.Panes.lessonLane(lane.name).text
        case .automatic(let subscription, false) where subscription == focused: focusMark + lane.name
        default: lane.name
        }
    }

    /// Before the focused subscription's name: what `c` unfolds.
    static let focusMark = "▸ "

    /// The row over the automatic lanes: that they are not judged, and what their marks mean.
    static var automaticHeading: String { UIText.Notebook.Panes.automaticHeading.text }

    /// A row of the pane: a track (the ruler, a lane, a marker under them), which scrolls
    /// sideways with the others when the lanes are wider than the pane, or a note (a heading,
    /// the legend, a sentence), which is wrapped to the pane instead and never cut.
    private struct Row {
        var text: String
        var style: Style
        var isTrack: Bool
    }

    static func lines(for state: NotebookState, width: Int) -> Content {
        let result = lanes(for: state)
        let drawn = result.lanes
        let automatic = result.automatic
        guard !drawn.isEmpty || !automatic.isEmpty else {
            let text = state.currentResult == nil
                ? UIText.Notebook.Panes.runToSeeStreams.text
                : UIText.Notebook.Panes.noLanesRecorded.text
            var lines = StyledWrapping.wrap(text, style: .dim, width: width)
            if let folded = setupNote(automatic) { lines += StyledWrapping.wrap(folded, style: .dim, width: width) }
            return Content(lines: lines, titleNote: "")
        }
        let frame = state.currentCell?.expected.lanes.first?.frameDuration ?? MarbleLane.defaultFrameDuration
        let focused = state.currentLaneFocus?.subscription
        let timeline = TimelineDrawing.of(result.timelineLanes { name(of: $0, focused: focused) }, frameDuration: frame, width: width,
                                          symbols: result.legend)
        let drawing = timeline.lines
        let legendCount = timeline.labels.legendLines(width: max(timeline.axis.width, width - timeline.trackStart)).count

        // Step mode: every lane but the learner's own is drawn up to the current step's time only.
        var note = UIText.Notebook.Panes.laneCount(drawn.count).text
        let steps = state.currentSteps
        let revealedCount = state.step.revealed.map { min($0, steps.count) }
        let revealed = revealedCount.map { ResultPane.Revealed(steps: Array(steps.prefix($0))) }
        var cursorTime: Int?
        if let revealedCount, !steps.isEmpty {
            note = UIText.Notebook.Panes.step(revealedCount, of: steps.count).text
            if revealedCount > 0 { cursorTime = steps[revealedCount - 1].time }
        }
        note = TimelineDrawing.scaleText(timeline.axis) + UIText.Notebook.separator.text + note

        // The ruler, then the legend, so that the letters are read wherever the lanes scroll.
        var rows = [Row(text: drawing[0], style: .dim, isTrack: true)]
        rows += drawing.dropFirst(drawn.count + 1).prefix(legendCount).map { Row(text: $0, style: .dim, isTrack: false) }
        // The marker goes under the judged lanes, or under the automatic ones when there are none.
        var judgedEnd: Int?
        for (index, lane) in drawn.enumerated() {
            if case .automatic = lane.role, index == 0 || !isAutomatic(drawn[index - 1]) {
                if index > 0 { judgedEnd = rows.count }
                rows.append(Row(text: automaticHeading, style: .dim, isTrack: false))
            }
            var text = drawing[index + 1]
            if let revealed, lane.role != .predicted {
                text = StepCut.lane(lane, named: name(of: lane, focused: focused), revealed: revealed, upTo: cursorTime, on: timeline)
            }
            let style: Style = switch lane.role {
            case .expected, .automatic: .dim
            case .predicted: .prediction
            default: .plain
            }
            rows.append(Row(text: text, style: style, isTrack: true))
        }
        let markerAt = judgedEnd ?? rows.count
        if drawn.isEmpty { rows.append(Row(text: automaticHeading, style: .dim, isTrack: false)) }
        for extra in [setupNote(automatic), automatic.notShownText, automatic.eventsCut ? AutomaticLanes.eventsCutText : nil] {
            if let extra { rows.append(Row(text: extra, style: .dim, isTrack: false)) }
        }
        rows += drawing.dropFirst(drawn.count + 1 + legendCount).map { Row(text: $0, style: .dim, isTrack: false) }

        // Under the judged lanes: the step cursor, or where the prediction went wrong; its
        // sentence follows the mark when it fits there, else on the rows under it. Stepping,
        // the verdict waits for the step that shows it: where it went wrong says when the
        // actual event came, and "it matches" that nothing else will.
        var marker: (time: Int, text: String, style: Style)?
        if let time = cursorTime { marker = (time, UIText.Notebook.Panes.now(time).text, .cursor) }
        let steppedToTheEnd = revealedCount.map { $0 >= steps.count } ?? true
        switch state.predictionCheck {
        case .matched? where steppedToTheEnd:
            rows.append(Row(text: UIText.Notebook.Panes.predictionMatches.text, style: .match, isTrack: false))
        case .wentWrong(let time, _)? where revealed != nil && (cursorTime ?? Int.min) < time:
            break
        case .matched?:
            break
        case .wentWrong(let time, let explanation)?:
            if marker == nil {
                marker = (time, UIText.Notebook.Panes.firstWrongMarker(time, explanation.text).text, .mismatch)
            } else {
                rows.append(Row(text: UIText.Notebook.Panes.predictionFirstWrong(time, explanation.text).text, style: .mismatch, isTrack: false))
            }
        case nil:
            break
        }
        var markerColumn: Int?
        if let marker {
            let column = timeline.column(of: marker.time)
            markerColumn = column
            let indent = String(repeating: " ", count: column)
            if column + DisplayWidth.of(marker.text) <= width {
                rows.insert(Row(text: indent + marker.text, style: marker.style, isTrack: true), at: markerAt)
            } else {
                let mark = String(marker.text.prefix(1))
                let sentence = String(marker.text.dropFirst(2))
                rows.insert(contentsOf: [Row(text: indent + mark, style: marker.style, isTrack: true),
                                         Row(text: sentence, style: marker.style, isTrack: false)], at: markerAt)
            }
        }
        return Content(lines: fitted(rows, width: width, labelWidth: timeline.trackStart, keeping: markerColumn), titleNote: note)
    }

    /// The rows at `width`: tracks too wide (lanes too dense for any scale to fit) scroll
    /// sideways to keep the marker in view, their names staying put, and end in `…` where they
    /// are still cut; notes are wrapped.
    private static func fitted(_ rows: [Row], width: Int, labelWidth: Int, keeping markerColumn: Int?) -> [StyledLine] {
        let trackWidth = rows.filter(\.isTrack).map { DisplayWidth.of($0.text) }.max() ?? 0
        var offset = 0
        if trackWidth > width, let markerColumn {
            offset = max(0, min(markerColumn - labelWidth - (width - labelWidth) / 2, trackWidth - width))
        }
        return rows.flatMap { row -> [StyledLine] in
            guard row.isTrack else { return StyledWrapping.wrap(row.text, style: row.style, width: width) }
            guard offset > 0 else { return [StyledLine(DisplayWidth.truncated(row.text, to: width), row.style)] }
            let label = DisplayWidth.prefix(of: row.text, fitting: labelWidth)
            let rest = ColumnSlice.slice(String(row.text.dropFirst(label.count)), from: offset, width: width - labelWidth)
            return [StyledLine(DisplayWidth.padded(label, to: labelWidth) + rest, row.style)]
        }
    }

    /// `5 subscriptions made by the setup's helpers · w shows them`, when they are folded.
    private static func setupNote(_ automatic: AutomaticLanes) -> String? {
        guard automatic.setupFolded > 0 else { return nil }
        return UIText.Notebook.Panes.setupSubscriptionsFolded(automatic.setupFolded).text
    }

    private static func isAutomatic(_ lane: ResultLanes.Lane) -> Bool {
        if case .automatic = lane.role { return true }
        return false
    }
}
