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
    /// A lane of the drawing and where it came from.
    struct DrawnLane {
        enum Source: Equatable {
            case recorded(index: Int)
            case expected
            case predicted
            /// A watched subscription (`isStage` false) or a stage of its chain.
            case automatic(subscription: Int, isStage: Bool)
        }
        var lane: TimelineLane
        var source: Source
    }

    static func draw(_ state: NotebookState, in rect: Rect, into buffer: inout ScreenBuffer) {
        let content = lines(for: state, width: rect.width)
        buffer.drawTitle(UIText.Notebook.Panes.marbles.text, right: content.titleNote, in: rect)
        buffer.drawLines(content.lines, in: rect.droppingTop(1))
    }

    struct Content {
        var lines: [StyledLine]
        var titleNote: String
    }

    static func lanes(for state: NotebookState) -> [DrawnLane] {
        let recorded = state.currentResult?.output.lanes ?? []
        let expected = state.currentCell?.expected.lanes ?? []
        let prediction = state.currentKey.flatMap { state.predict.predictions[$0] }
        var lanes: [DrawnLane] = []
        if let prediction {
            lanes.append(DrawnLane(lane: TimelineLane(name: UIText.Notebook.Panes.predictedLane(prediction.lane).text, events: prediction.events), source: .predicted))
        }
        for (index, lane) in recorded.enumerated() {
            lanes.append(DrawnLane(lane: TimelineLane(name: lane.name, events: lane.events), source: .recorded(index: index)))
        }
        let passed = state.currentResult?.passed ?? false
        if !passed || prediction != nil {
            for lane in expected {
                lanes.append(DrawnLane(lane: TimelineLane(name: UIText.Notebook.Panes.lessonLane(lane.name).text, events: lane.events), source: .expected))
            }
        }
        let focused = state.currentLaneFocus?.subscription
        for automatic in automaticLanes(for: state).lanes {
            var lane = automatic.lane
            if !automatic.isStage, automatic.subscription == focused { lane.name = focusMark + lane.name }
            lanes.append(DrawnLane(lane: lane, source: .automatic(subscription: automatic.subscription, isStage: automatic.isStage)))
        }
        return lanes
    }

    static func automaticLanes(for state: NotebookState) -> AutomaticLanes {
        (state.currentResult?.watched ?? WatchedStreams()).automaticLanes(expanded: state.expandedSubscriptions)
    }

    /// Before the focused subscription's name: what `c` unfolds.
    static let focusMark = "▸ "

    /// The row over the automatic lanes: that they are not judged, and what their marks mean.
    static var automaticHeading: String { UIText.Notebook.Panes.automaticHeading.text }

    static func lines(for state: NotebookState, width: Int) -> Content {
        let drawn = lanes(for: state)
        let automatic = automaticLanes(for: state)
        guard !drawn.isEmpty || !automatic.isEmpty else {
            let text = state.currentResult == nil
                ? UIText.Notebook.Panes.runToSeeStreams.text
                : UIText.Notebook.Panes.noLanesRecorded.text
            return Content(lines: StyledWrapping.wrap(text, style: .dim, width: width), titleNote: "")
        }
        let frame = state.currentCell?.expected.lanes.first?.frameDuration ?? MarbleLane.defaultFrameDuration
        let timeline = TimelineDrawing.of(drawn.map(\.lane), frameDuration: frame, width: width)
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
            if case .automatic = lane.source, index == 0 || !isAutomatic(drawn[index - 1]) {
                rows.append((automaticHeading, .dim))
            }
            var text = drawing[index + 1]
            if case .recorded(let laneIndex) = lane.source, let revealed {
                let events = lane.lane.events
                if let hidden = events.indices.first(where: { !revealed.events.contains([laneIndex, $0]) }) {
                    // Events of the hidden one's column already revealed are drawn; the group
                    // stays open.
                    let column = timeline.axis.column(of: events[hidden].time)
                    let shown = events[..<hidden].filter { timeline.axis.column(of: $0.time) == column }
                    text = DisplayWidth.prefix(of: text, fitting: timeline.trackStart + column) + timeline.labels.openLabel(for: shown)
                }
            }
            let style: Style = switch lane.source {
            case .recorded: .plain
            case .expected, .automatic: .dim
            case .predicted: .prediction
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

    private static func isAutomatic(_ lane: DrawnLane) -> Bool {
        if case .automatic = lane.source { return true }
        return false
    }
}
