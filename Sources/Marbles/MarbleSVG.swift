/// Marble lanes as an SVG picture for a slide or a handout, drawn from the same `TimelineLayout`
/// drawing the notebook shows: the same time axis (scale, breaks), lane names and value labels,
/// with one text column of the terminal drawing becoming `columnWidth` pixels.
///
/// A lane is a line with its events on it: a pill with its value for an element, a bar for
/// completion, a cross for an error; a break in the axis is a `≈` on the ruler and every lane.
/// A watched stream's lane (`LaneLifetime`) has a caret where it was subscribed and an
/// exclamation mark where it was disposed, at the columns of the text drawing's `^` and `!`,
/// and its line only between them.
public enum MarbleSVG {
    /// One diagram: a title (a cell's id, say) and its lanes.
    public struct Diagram: Sendable {
        public var title: String
        public var lanes: [TimelineLane]
        public var frameDuration: Int
        /// Lines under the lanes: how many subscriptions were not drawn, lanes cut short.
        public var notes: [String]

        public init(title: String, lanes: [TimelineLane], frameDuration: Int = 10, notes: [String] = []) {
            self.title = title
            self.lanes = lanes
            self.frameDuration = frameDuration
            self.notes = notes
        }
    }

    static let columnWidth = 10
    /// The most a character of the 13-pixel monospaced text takes (0.6 em, rounded up): what a
    /// line of text is measured with, to keep it inside the picture.
    static let characterWidth = 8
    /// Legend and notes on a track narrower than this many columns wrap at this width instead.
    static let shortestTextWrap = 60
    static let laneHeight = 44
    static let margin = 16
    static let titleHeight = 28
    static let rulerHeight = 24

    /// The diagrams stacked top to bottom in one SVG document, each on its own axis fitted to
    /// `columns` text columns (the notebook's width for it). `scaleText` words the scale beside
    /// each ruler (`1 col = 20 ms` by default; callers pass the learner's language).
    public static func document(_ diagrams: [Diagram], columns: Int = 100,
                                scaleText: (TimeAxis) -> String = { $0.scaleText }) -> String {
        var body: [String] = []
        var top = margin
        var widest = 0
        for diagram in diagrams {
            let layout = TimelineLayout(frameDuration: diagram.frameDuration)
            let drawing = layout.draw(diagram.lanes, width: columns)
            let (elements, height, width) = elementsOf(diagram, drawing: drawing, top: top, scale: scaleText(drawing.axis))
            body += elements
            top += height + margin
            widest = max(widest, width)
        }
        let width = widest + 2 * margin
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(top)" viewBox="0 0 \(width) \(top)" \
        font-family="Menlo, DejaVu Sans Mono, monospace" font-size="13">
        <rect width="100%" height="100%" fill="white"/>
        \(body.joined(separator: "\n"))
        </svg>

        """
    }

    /// The x of a drawing's column, in pixels.
    static func x(ofColumn column: Int) -> Int {
        margin + column * columnWidth
    }

    private static func elementsOf(_ diagram: Diagram, drawing: TimelineLayout.Drawing, top: Int, scale: String)
        -> (elements: [String], height: Int, width: Int) {
        var elements = ["<text class=\"title\" x=\"\(margin)\" y=\(quoted(top + 18)) font-weight=\"bold\">\(escaped(diagram.title))</text>"]
        let axis = drawing.axis
        let trackEnd = drawing.trackStart + axis.width
        let rulerY = top + titleHeight + 14
        // The ruler's times and break marks, each where the terminal drawing writes it.
        for (column, token) in tokens(of: drawing.lines.first ?? "").filter({ $0.column >= drawing.trackStart }) {
            elements.append("<text class=\"tick\" x=\(quoted(x(ofColumn: column))) y=\(quoted(rulerY)) fill=\"#666\">\(escaped(token))</text>")
        }
        elements.append("<text class=\"scale\" x=\(quoted(x(ofColumn: trackEnd) + 24)) y=\(quoted(rulerY)) fill=\"#666\">\(escaped(scale))</text>")
        var y = top + titleHeight + rulerHeight + laneHeight / 2
        for lane in diagram.lanes {
            elements.append("<text class=\"lane\" x=\"\(margin)\" y=\(quoted(y + 5))>\(escaped(indentKept(lane.name)))</text>")
            var from = x(ofColumn: drawing.trackStart), to = x(ofColumn: trackEnd)
            // A watched stream's line runs from its `^` to its `!`, at the columns of the text
            // drawing's marks.
            let marks = lane.lifetime.map { $0.columns(events: lane.events, on: axis, labels: drawing.labels) }
            if let marks {
                from = subscribedX(ofTrackColumn: marks.subscribed, drawing)
                if let disposed = marks.disposed { to = disposedX(ofTrackColumn: disposed, drawing) }
            }
            var eventElements: [String] = []
            var eventsEnd = from
            var firstPillLeft: Int?
            for group in axis.groups(of: lane.events) {
                // The middle of the group's first column, as the terminal drawing puts the first
                // character there; events at one column stand one after another, as `(ab|)` does.
                var markX = x(ofColumn: drawing.trackStart + group.column) + columnWidth / 2
                for (index, event) in group.events.enumerated() {
                    let width = markWidth(event, labels: drawing.labels)
                    if index > 0 { markX += width / 2 + 3 }
                    if firstPillLeft == nil { firstPillLeft = markX - width / 2 }
                    eventElements += mark(event, x: markX, y: y, width: width, labels: drawing.labels)
                    markX += width / 2
                }
                eventsEnd = markX
            }
            // Pills are wider than their text: a disposal drawn right after a group stands
            // clear of its last pill.
            if marks?.disposed != nil { to = max(to, eventsEnd + 8) }
            // A pill centred on its column reaches left of it: the caret before it stands clear.
            if marks != nil, let left = firstPillLeft { from = min(from, left - caretHalfWidth - 3) }
            elements.append("<line x1=\(quoted(from)) y1=\(quoted(y)) x2=\(quoted(to)) y2=\(quoted(y)) stroke=\"#999\"/>")
            for gap in axis.breaks {
                let gapX = x(ofColumn: drawing.trackStart + gap.column)
                elements.append("<text class=\"break\" x=\(quoted(gapX)) y=\(quoted(y + 5)) fill=\"#666\">≈</text>")
            }
            elements += eventElements
            if let lifetime = lane.lifetime {
                elements.append(subscribedMark(at: from, y: y, time: lifetime.subscribedAt))
                if let time = lifetime.disposedAt, marks?.disposed != nil { elements.append(disposedMark(at: to, y: y, time: time)) }
            }
            y += laneHeight
        }
        // The legend and the notes wrapped (to the track's width, or a line's worth on a short
        // track), and the picture made wide enough for them: nothing runs past its edge.
        let wrapWidth = max(Self.shortestTextWrap, axis.width)
        var textEnd = 0
        for line in drawing.labels.legendLines(width: wrapWidth) {
            textEnd = max(textEnd, x(ofColumn: drawing.trackStart) + DisplayWidth.of(line) * characterWidth)
            elements.append("<text class=\"legend\" x=\(quoted(x(ofColumn: drawing.trackStart))) y=\(quoted(y - laneHeight / 2 + 6)) fill=\"#666\">\(escaped(line))</text>")
            y += laneHeight / 2
        }
        for note in diagram.notes {
            for line in TextWrapping.lines(note, width: wrapWidth) {
                textEnd = max(textEnd, x(ofColumn: drawing.trackStart) + DisplayWidth.of(line) * characterWidth)
                elements.append("<text class=\"note\" x=\(quoted(x(ofColumn: drawing.trackStart))) y=\(quoted(y - laneHeight / 2 + 6)) fill=\"#666\">\(escaped(line))</text>")
                y += laneHeight / 2
            }
        }
        let width = max(x(ofColumn: trackEnd) + 24 + DisplayWidth.of(scale) * columnWidth, textEnd)
        return (elements, y - laneHeight / 2 - top, width)
    }

    /// How wide an event's mark is: a value's pill grows with its label.
    private static func markWidth(_ event: TimedEvent, labels: LaneLabels) -> Int {
        switch event.kind {
        case .next: max(22, DisplayWidth.of(labels.label(for: [event])) * characterWidth + 12)
        case .completed: 6
        case .error: 18
        }
    }

    /// One event's mark centred at `x`: a pill with its value, a completion bar, or an error cross.
    private static func mark(_ event: TimedEvent, x: Int, y: Int, width: Int, labels: LaneLabels) -> [String] {
        let time = "data-time=\(quoted(event.time))"
        switch event.kind {
        case .next:
            return [
                "<rect class=\"next\" \(time) x=\(quoted(x - width / 2)) y=\(quoted(y - 11)) width=\(quoted(width)) height=\"22\" rx=\"11\" fill=\"#fde68a\" stroke=\"#92400e\"/>",
                "<text class=\"value\" x=\(quoted(x)) y=\(quoted(y + 4)) text-anchor=\"middle\">\(escaped(labels.label(for: [event])))</text>",
            ]
        case .completed:
            return ["<line class=\"completed\" \(time) x1=\(quoted(x)) y1=\(quoted(y - 12)) x2=\(quoted(x)) y2=\(quoted(y + 12)) stroke=\"black\" stroke-width=\"3\"/>"]
        case .error:
            return [
                "<g class=\"error\" \(time) stroke=\"#b91c1c\" stroke-width=\"3\">"
                    + "<line x1=\(quoted(x - 8)) y1=\(quoted(y - 8)) x2=\(quoted(x + 8)) y2=\(quoted(y + 8))/>"
                    + "<line x1=\(quoted(x - 8)) y1=\(quoted(y + 8)) x2=\(quoted(x + 8)) y2=\(quoted(y - 8))/></g>",
            ]
        }
    }

    /// Where the `^` of a lane whose mark is in track column `column` (-1: the column before
    /// the track) is drawn: at the left edge of that column, clear of a pill in the next one.
    static func subscribedX(ofTrackColumn column: Int, _ drawing: TimelineLayout.Drawing) -> Int {
        x(ofColumn: drawing.trackStart + column)
    }

    /// Where the `!` in track column `column` is drawn: in the middle of that column (pushed
    /// right of a wide group's pills).
    static func disposedX(ofTrackColumn column: Int, _ drawing: TimelineLayout.Drawing) -> Int {
        x(ofColumn: drawing.trackStart + column) + columnWidth / 2
    }

    /// Half the width of the `^` caret, in pixels.
    static let caretHalfWidth = 4

    /// The subscription's `^`: a caret across the lane's line.
    private static func subscribedMark(at x: Int, y: Int, time: Int) -> String {
        let half = caretHalfWidth
        return "<polyline class=\"subscribed\" data-time=\(quoted(time)) data-x=\(quoted(x)) "
            + "points=\"\(x - half),\(y + 9) \(x),\(y - 9) \(x + half),\(y + 9)\" fill=\"none\" stroke=\"#2563eb\" stroke-width=\"2\"/>"
    }

    /// The disposal's `!`: a stroke and a dot standing on the lane's line.
    private static func disposedMark(at x: Int, y: Int, time: Int) -> String {
        "<g class=\"disposed\" data-time=\(quoted(time)) data-x=\(quoted(x)) stroke=\"#6b7280\" fill=\"#6b7280\">"
            + "<line x1=\(quoted(x)) y1=\(quoted(y - 12)) x2=\(quoted(x)) y2=\(quoted(y + 3)) stroke-width=\"3\"/>"
            + "<circle cx=\(quoted(x)) cy=\(quoted(y + 9)) r=\"2\"/></g>"
    }

    /// The words of a line of text and the display column each starts at.
    static func tokens(of line: String) -> [(column: Int, token: String)] {
        var tokens: [(Int, String)] = []
        var column = 0
        var current = ""
        var start = 0
        for character in line {
            if character == " " {
                if !current.isEmpty { tokens.append((start, current)) }
                current = ""
            } else {
                if current.isEmpty { start = column }
                current.append(character)
            }
            column += DisplayWidth.of(character)
        }
        if !current.isEmpty { tokens.append((start, current)) }
        return tokens
    }

    /// A stage's name is indented under its subscription; SVG text drops leading spaces, but
    /// keeps no-break ones.
    static func indentKept(_ name: String) -> String {
        let indent = name.prefix { $0 == " " }
        return String(repeating: "\u{00A0}", count: indent.count) + name.dropFirst(indent.count)
    }

    private static func quoted(_ number: Int) -> String { "\"\(number)\"" }

    /// Text made safe inside an XML element.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default:
                // Control characters are not allowed in XML 1.0 text: show them as the notebook does.
                if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
                   scalar.value < 0x20 || scalar.value == 0x7F {
                    result += VisibleText.of(String(character), keepingLineBreaks: false)
                } else {
                    result.append(character)
                }
            }
        }
        return result
    }
}
