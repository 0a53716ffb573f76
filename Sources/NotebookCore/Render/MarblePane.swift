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
        return ResultLanes.cell(report: state.currentReport, expected: state.currentCell?.expected ?? ExpectedOutput(),
                                prediction: prediction.map { ($0.lane, $0.events) },
                                automatic: watched.automaticLanes(expanded: state.expandedSubscriptions))
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

    static func lines(for state: NotebookState, width: Int) -> Content {
        let result = lanes(for: state)
        let drawn = result.lanes
        let automatic = result.automatic
        guard !drawn.isEmpty || !automatic.isEmpty else {
            let text = state.currentResult == nil
                ? UIText.Notebook.Panes.runToSeeStreams.text
                : UIText.Notebook.Panes.noLanesRecorded.text
            return Content(lines: StyledWrapping.wrap(text, style: .dim, width: width), titleNote: "")
        }
        let frame = state.currentCell?.expected.lanes.first?.frameDuration ?? MarbleLane.defaultFrameDuration
        let focused = state.currentLaneFocus?.subscription
        let timeline = TimelineDrawing.of(result.timelineLanes { name(of: $0, focused: focused) }, frameDuration: frame, width: width,
                                          symbols: result.legend)
        let drawing = timeline.lines

        var rows: [(text: String, style: Style)] = [(drawing[0], .dim)]
        var cursorTime: Int?
        var note = UIText.Notebook.Panes.laneCount(drawn.count).text

        // Step mode: each recorded lane is cut where its first hidden event would be drawn.
        let steps = state.currentSteps
        let revealedCount = state.step.revealed.map { min($0, steps.count) }
        let revealed = revealedCount.map { ResultPane.Revealed(steps: Array(steps.prefix($0))) }
        if let revealedCount, !steps.isEmpty {
            note = UIText.Notebook.Panes.step(revealedCount, of: steps.count).text
            if revealedCount > 0 { cursorTime = steps[revealedCount - 1].time }
        }
        note = TimelineDrawing.scaleText(timeline.axis) + UIText.Notebook.separator.text + note
        for (index, lane) in drawn.enumerated() {
            if case .automatic = lane.role, index == 0 || !isAutomatic(drawn[index - 1]) {
                rows.append((automaticHeading, .dim))
            }
            var text = drawing[index + 1]
            if case .recorded(let laneIndex, _) = lane.role, let revealed {
                let events = lane.events
                if let hidden = events.indices.first(where: { !revealed.events.contains([laneIndex, $0]) }) {
                    // Events of the hidden one's column already revealed are drawn; the group
                    // stays open.
                    let column = timeline.axis.column(of: events[hidden].time)
                    let shown = events[..<hidden].filter { timeline.axis.column(of: $0.time) == column }
                    text = DisplayWidth.prefix(of: text, fitting: timeline.trackStart + column) + timeline.labels.openLabel(for: shown)
                }
            }
            let style: Style = switch lane.role {
            case .expected, .automatic: .dim
            case .predicted: .prediction
            default: .plain
            }
            rows.append((text, style))
        }
        let lanesEnd = rows.count
        if drawn.isEmpty { rows.append((automaticHeading, .dim)) }
        if let more = automatic.notShownText { rows.append((more, .dim)) }
        if automatic.eventsCut { rows.append((AutomaticLanes.eventsCutText, .dim)) }
        for footnote in drawing.dropFirst(drawn.count + 1) { rows.append((footnote, .dim)) }

        // A marker row under the lanes: the step cursor, or where the prediction went wrong.
        var markerTime: Int?
        var markerText = ""
        var markerStyle = Style.cursor
        if let time = cursorTime {
            markerTime = time
            markerText = UIText.Notebook.Panes.now(time).text
        }
        if let check = state.predictionCheck {
            switch check {
            case .matched:
                rows.append((UIText.Notebook.Panes.predictionMatches.text, .match))
            case .wentWrong(let time, let explanation):
                if markerTime == nil {
                    markerTime = time
                    markerText = UIText.Notebook.Panes.firstWrongMarker(time, explanation.text).text
                    markerStyle = .mismatch
                } else {
                    rows.append((UIText.Notebook.Panes.predictionFirstWrong(time, explanation.text).text, .mismatch))
                }
            }
        }
        var markerColumn: Int?
        let labelWidth = timeline.trackStart
        if let markerTime {
            let start = timeline.column(of: markerTime)
            markerColumn = start
            rows.insert((String(repeating: " ", count: start) + markerText, markerStyle), at: lanesEnd)
        }

        // Too wide (lanes too dense for any scale to fit the width): scroll sideways to keep the
        // marker in view; lane names stay put.
        let drawingWidth = rows.map { DisplayWidth.of($0.text) }.max() ?? 0
        var offset = 0
        if drawingWidth > width, let markerColumn {
            offset = max(0, min(markerColumn - labelWidth - (width - labelWidth) / 2, drawingWidth - width))
        }
        let lines = rows.map { row -> StyledLine in
            // A row still too wide ends in `…`: nothing is cut without a mark.
            guard offset > 0 else { return StyledLine(DisplayWidth.truncated(row.text, to: width), row.style) }
            let label = DisplayWidth.prefix(of: row.text, fitting: labelWidth)
            let rest = ColumnSlice.slice(String(row.text.dropFirst(label.count)), from: offset, width: width - labelWidth)
            return StyledLine(DisplayWidth.padded(label, to: labelWidth) + rest, row.style)
        }
        return Content(lines: lines, titleNote: note)
    }

    private static func isAutomatic(_ lane: ResultLanes.Lane) -> Bool {
        if case .automatic = lane.role { return true }
        return false
    }
}
