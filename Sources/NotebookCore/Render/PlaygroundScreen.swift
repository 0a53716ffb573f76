import Marbles
import Localization
import Playground

/// The marble playground, drawn over the whole screen: what the operator does and what the
/// learner changes, one text field per input lane, then the lanes of the last play on one time
/// axis (drawn as the marble pane draws them), a message line and the keys.
///
///     ─ Marble playground: map ───────────────────────────────── 1 col = 10 ms ─
///      map: transforms each element with a function.
///      You change: the source's marbles.
///
///      ▸ source  -1-2-3-|▏
///
///     ─ Lanes ───────────────────────────────────────────────────────────────────
///      time    0    50
///      source  -1-2-3-|
///      map     -10-20-30-|
enum PlaygroundScreen {
    static func draw(_ playground: PlaygroundState, message: NotebookState.Message?, into buffer: inout ScreenBuffer) {
        let size = buffer.size
        let width = size.columns - 2
        let drawing = lanes(playground, width: width)
        let title = playground.isComparison
            ? UIText.Playground.compareTitle(playground.operators.joined(separator: UIText.Notebook.separator.text)).text
            : UIText.Playground.title(playground.title).text
        buffer.drawTitle(title, right: drawing?.scale ?? "", in: Rect(row: 0, column: 0, width: size.columns, height: 1))

        let fields = fieldLines(playground, width: width)
        var lanes = [StyledLine()] + (drawing?.lines ?? [StyledLine(waitingText(playground), .dim)])
        if let note = playground.note, playground.drawn != nil {
            lanes += StyledWrapping.wrap(warning(note.text), width: width)
        }
        // The fields and the lanes come first; the description gets the rows left, at least one.
        let room = size.rows - 3
        var header = headerLines(playground, width: width) + [StyledLine()]
        let headerRoom = max(1, room - fields.count - lanes.count)
        if header.count > headerRoom {
            header = Array(header.prefix(headerRoom))
            let last = header[headerRoom - 1].plainText
            header[headerRoom - 1] = StyledLine(DisplayWidth.truncated(last + " …", to: width), .dim)
        }
        let body = header + fields
        let lanesRoom = room - body.count
        if lanes.count > lanesRoom, lanesRoom > 1 {
            let hidden = lanes.count - lanesRoom + 1
            lanes = Array(lanes.prefix(lanesRoom - 1)) + [StyledLine(UIText.Playground.lanesHidden(hidden).text, .dim)]
        }
        buffer.drawLines(body + lanes, in: Rect(row: 1, column: 1, width: width, height: room))
        // The first row of the lanes' part is their title rule, edge to edge.
        if body.count < room {
            buffer.drawTitle(UIText.Playground.lanes.text, right: drawing?.note ?? "", in: Rect(row: 1 + body.count, column: 0, width: size.columns, height: 1))
        }

        let statusLine = Rect(row: size.rows - 2, column: 1, width: width, height: 1)
        if let message {
            StatusBar.draw(message, endingAt: statusLine, maximumRows: StatusBar.messageRows(on: size), into: &buffer)
        } else {
            buffer.write(playground.isStarting ? StyledLine(UIText.Playground.starting.text, .dim) : StyledLine(),
                         row: statusLine.row, column: statusLine.column, width: width)
        }
        buffer.write(StyledLine(" " + keys(playground), .statusBar), row: size.rows - 1, column: 0, width: size.columns)
    }

    /// What the operator does, then what the learner changes here.
    static func headerLines(_ playground: PlaygroundState, width: Int) -> [StyledLine] {
        var lines: [StyledLine] = []
        for summary in playground.summary {
            lines += StyledWrapping.wrap(ProseInline.spans(summary.text), width: width)
        }
        lines += StyledWrapping.wrap([Span(UIText.Playground.youChange.text, .strong)] + ProseInline.spans(playground.youChange.text), width: width)
        return lines
    }

    /// The player's sentences name lanes and operators as `code`: drawn so, the rest as a warning.
    static func warning(_ sentence: String) -> [Span] {
        ProseInline.spans(sentence).map { $0.style == .plain ? Span($0.text, .warning) : $0 }
    }

    /// One row per input lane, the focused one marked (with its cursor while it is edited), and
    /// under the focused one what is wrong with it, or the marble grammar while it is edited.
    static func fieldLines(_ playground: PlaygroundState, width: Int) -> [StyledLine] {
        let nameWidth = (playground.fields.map { DisplayWidth.of($0.name) }.max() ?? 0) + 2
        var lines: [StyledLine] = []
        for (index, field) in playground.fields.enumerated() {
            let focused = index == playground.focus
            let mark = focused ? "▸ " : "  "
            let name = DisplayWidth.padded(field.name, to: nameWidth)
            let room = width - 2 - nameWidth
            var spans = [Span(mark, .key), Span(name, focused ? .key : .plain)]
            spans += textSpans(field, editing: focused && playground.isEditing, room: room)
            lines.append(StyledLine(spans))
            guard focused else { continue }
            let indent = String(repeating: " ", count: 2 + nameWidth)
            if let problem = playground.problem {
                lines += StyledWrapping.wrap(warning(problem.text), width: room).map { StyledLine([Span(indent)] + $0.spans) }
            } else if playground.isEditing {
                let grammar = UIText.Playground.grammar(frame: playground.frameDuration).text
                lines.append(StyledLine([Span(indent), Span(DisplayWidth.truncated(grammar, to: room), .dim)]))
            }
        }
        if playground.fields.isEmpty {
            lines.append(StyledLine(UIText.Playground.noInputs.text, .dim))
        }
        return lines
    }

    /// The field's text in `room` columns; while edited, with a cursor, and scrolled sideways to
    /// keep the cursor in view (`…` marks what is cut on either side).
    static func textSpans(_ field: MarbleField, editing: Bool, room: Int) -> [Span] {
        let style: Style = field.isChanged ? .prediction : .plain
        guard editing else { return [Span(DisplayWidth.truncated(field.text, to: room), style)] }
        let before = String(field.text.prefix(field.cursor))
        let after = String(field.text.dropFirst(field.cursor))
        // The cursor takes a column; when the text before it does not fit, its start gives way.
        var shownBefore = before
        if DisplayWidth.of(before) > room - 2 {
            var tail = ""
            for character in before.reversed() {
                if DisplayWidth.of(tail) + DisplayWidth.of(character) > room - 3 { break }
                tail.insert(character, at: tail.startIndex)
            }
            shownBefore = "…" + tail
        }
        let left = room - 1 - DisplayWidth.of(shownBefore)
        return [Span(shownBefore, style), Span("▏", .cursor), Span(DisplayWidth.truncated(after, to: max(0, left)), style)]
    }

    struct Lanes {
        var lines: [StyledLine]
        /// `1 col = 10 ms`, for the screen's title.
        var scale: String
        /// `2 inputs · 3 outputs`, for the lanes' title.
        var note: String
    }

    /// The last play's lanes on one axis, as the marble pane draws lanes: the ruler, the inputs,
    /// the outputs (each named after its operator), then the legend and error footnotes.
    static func lanes(_ playground: PlaygroundState, width: Int) -> Lanes? {
        guard let drawn = playground.drawn else { return nil }
        let all = drawn.inputs + drawn.outputs
        let timeline = TimelineDrawing.of(all, frameDuration: playground.frameDuration, width: width)
        var lines: [StyledLine] = []
        for (index, text) in timeline.lines.enumerated() {
            let style: Style = index == 0 || index > all.count ? .dim : (index > drawn.inputs.count ? .strong : .plain)
            lines.append(StyledLine(DisplayWidth.truncated(text, to: width), style))
        }
        let separator = UIText.Notebook.separator.text
        var note = UIText.Playground.inputs(drawn.inputs.count).text + separator + UIText.Playground.outputs(drawn.outputs.count).text
        if !drawn.printed.isEmpty {
            // What `debug` and `do` printed, each line at its virtual time, under the lanes.
            note += separator + UIText.Playground.printedLines(drawn.printed.count).text
            lines.append(StyledLine(UIText.Playground.printed.text, .dim))
            let times = drawn.printed.map { "\($0.time) ms" }
            let timeWidth = times.map { DisplayWidth.of($0) }.max() ?? 0
            for (time, line) in zip(times, drawn.printed) {
                let text = "  " + DisplayWidth.padded(time, to: timeWidth, alignment: .right) + "  " + VisibleText.of(line.text, keepingLineBreaks: false)
                lines.append(StyledLine(DisplayWidth.truncated(text, to: width)))
            }
        }
        return Lanes(lines: lines, scale: TimelineDrawing.scaleText(timeline.axis), note: note)
    }

    private static func waitingText(_ playground: PlaygroundState) -> String {
        if playground.problem != nil { return UIText.Playground.nothingToDraw.text }
        return UIText.Playground.lanesAppearHere.text
    }

    /// The keys of the mode the screen is in, as the key table lists them; `c` only where there
    /// is a comparison to go to or come back from.
    static func keys(_ playground: PlaygroundState) -> String {
        let context: KeyContext = playground.isEditing ? .playgroundEditing : .playground
        let canCompare = playground.isComparison || PlaygroundState.hasComparison(playground.operatorName)
        return KeyTable.playground
            .filter { $0.context == context && !$0.label.isEmpty && ($0.command != .compare || canCompare) }
            .map { "\($0.label) \($0.summary)" }
            .joined(separator: UIText.Notebook.separator.text)
    }
}
