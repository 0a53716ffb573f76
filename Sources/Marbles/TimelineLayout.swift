/// One named row of a timeline drawing.
public struct TimelineLane: Sendable, Equatable {
    public var name: String
    public var events: [TimedEvent]
    /// For a watched stream: when it was subscribed and disposed, drawn as `^` and `!`
    /// (`LaneLifetime`). Nil for a recorded or expected lane, which has no such marks.
    public var lifetime: LaneLifetime?

    public init(name: String, events: [TimedEvent], lifetime: LaneLifetime? = nil) {
        self.name = name
        self.events = events
        self.lifetime = lifetime
    }

    /// The events the axis is fitted to: the lane's, and a stand-in for each of its marks.
    var eventsToFit: [TimedEvent] {
        guard let lifetime else { return events }
        return events + lifetime.standIns
    }
}

/// Draws several lanes on one shared `TimeAxis`, under a ruler of virtual times:
///
///     time     0    100  200  300  400  500 ≈4.3s≈ 4900
///     ticks    -----0----1----2----3----4---≈≈≈≈≈≈-|
///     stopped  -----------------------------≈≈≈≈≈≈-s-
///
/// The axis is chosen to fit the width (`TimeAxis.fitting`): linear at a round scale, stated by
/// `axis.scaleText` (`1 col = 20 ms`), except at breaks that stand for long quiet stretches
/// and are drawn in the ruler and every lane. Events that fall in one column are drawn as one
/// group: `(ab)`, or `(10,20)` with longer values; values too long for any scale that fits are
/// written as letters with a legend (`LaneLabels`). Widths are display widths, so `🐶` and `用户`
/// line up. After `|` or `#` a lane goes blank. Errors with a message get a footnote line.
/// A lane with a `lifetime` (a watched stream) is bracketed by `^` and `!` (`LaneLifetime`).
public struct TimelineLayout: Sendable {
    /// The scale when every event has the same time (nothing else decides it): the lesson's frame.
    public var frameDuration: Int
    public var rulerTitle: String

    public init(frameDuration: Int = 10, rulerTitle: String = "time") {
        precondition(frameDuration > 0)
        self.frameDuration = frameDuration
        self.rulerTitle = rulerTitle
    }

    /// A drawing and the axis it was drawn on.
    public struct Drawing: Sendable, Equatable {
        /// The ruler, one line per lane, then the legend of value symbols if any, then error
        /// footnotes.
        public var lines: [String]
        public var axis: TimeAxis
        /// Where the time track starts on every line: the lane names' column and two spaces.
        public var trackStart: Int
        /// How the lanes write their events (values, or letters with a legend).
        public var labels: LaneLabels

        /// The display column (from the start of a line) that `time` is drawn at.
        public func column(of time: Int) -> Int { trackStart + axis.column(of: time) }
    }

    /// The drawing's lines, at most `width` display columns wide when the lanes can be drawn
    /// legibly in that width.
    public func render(_ lanes: [TimelineLane], width: Int = 80, origin: Int = 0) -> [String] {
        draw(lanes, width: width, origin: origin).lines
    }

    /// The lanes on an axis fitted to `width` (lane names included). When values written in
    /// full leave no scale that fits, values wider than one column become letters with a legend,
    /// if that makes the drawing narrower: the letters of `symbols` when given (one legend for
    /// every drawing and sentence about a result), else letters for these lanes' values.
    public func draw(_ lanes: [TimelineLane], width: Int = 80, origin: Int = 0, symbols: LaneLabels? = nil) -> Drawing {
        let nameWidth = ([rulerTitle] + lanes.map(\.name)).map(DisplayWidth.of).max() ?? 0
        let trackStart = nameWidth + 2
        let trackWidth = max(1, width - trackStart)
        let fit = { (labels: LaneLabels) in
            TimeAxis.fitting(
                lanes.map(\.eventsToFit), width: trackWidth, origin: origin,
                scaleWhenStill: frameDuration, groupWidth: { DisplayWidth.of(labels.label(for: $0)) })
        }
        var labels = LaneLabels.values
        var axis = fit(labels)
        if axis.width > trackWidth {
            let symbols = symbols ?? LaneLabels.symbols(for: lanes.map(\.events))
            if !symbols.legend.isEmpty {
                let shorter = fit(symbols)
                if shorter.width < axis.width { (labels, axis) = (symbols, shorter) }
            }
        }
        return draw(lanes, on: axis, trackStart: trackStart, width: width, labels: labels)
    }

    /// The lanes on a given axis: for lanes that must share an axis chosen elsewhere (another
    /// drawing of the same run, a playground that keeps its scale while values change).
    public func draw(
        _ lanes: [TimelineLane], on axis: TimeAxis, trackStart: Int, width: Int = .max, labels: LaneLabels = .values
    ) -> Drawing {
        let label = { (name: String) in DisplayWidth.padded(name, to: trackStart) }
        var lines = [trimmingTrailingSpaces(label(rulerTitle) + ruler(axis, room: max(axis.width, width - trackStart)))]
        for lane in lanes {
            if let lifetime = lane.lifetime {
                // The row starts one column early, where a `^` at the axis's start stands.
                let track = row(for: lane.events, on: axis, labels: labels,
                                marks: lifetime.columns(events: lane.events, on: axis, labels: labels))
                lines.append(trimmingTrailingSpaces(DisplayWidth.padded(lane.name, to: trackStart - 1) + track))
            } else {
                lines.append(trimmingTrailingSpaces(label(lane.name) + row(for: lane.events, on: axis, labels: labels)))
            }
        }
        lines += labels.legendLines(width: max(axis.width, width - trackStart)).map { label("") + $0 }
        for lane in lanes {
            for event in lane.events where event.kind == .error && event.value != nil {
                lines.append(label("") + "\(lane.name): \(event)")
            }
        }
        return Drawing(lines: lines, axis: axis, trackStart: trackStart, labels: labels)
    }

    /// Round times every few columns, the break marks, and the first time after each break,
    /// each written where its column starts; a time that would touch another is left out.
    private func ruler(_ axis: TimeAxis, room: Int) -> String {
        var text = ""
        var used = 0  // columns written so far, counted as `text` grows
        let spacing = Self.tickSpacing(axis)
        func write(_ piece: String, at column: Int) {
            guard column >= used else { return }
            text += String(repeating: " ", count: column - used) + piece
            used = column + DisplayWidth.of(piece)
        }
        for (index, segment) in axis.segments.enumerated() {
            // Nothing of this segment may touch the next break's mark.
            let limit = index < axis.breaks.count ? axis.breaks[index].column - 1 : room
            // The break before this segment, and the first time after it.
            if index > 0 {
                let mark = axis.breaks[index - 1]
                write(mark.label, at: mark.column)
                let after = String(mark.to + axis.millisecondsPerColumn)
                if mark.endColumn + 1 + after.count <= limit { write(after, at: mark.endColumn + 1) }
            }
            var tick = Self.roundedUp(segment.times.lowerBound, to: spacing)
            while tick < segment.times.upperBound {
                let number = String(tick)
                let column = axis.column(of: tick)
                guard column + number.count <= limit else { break }
                if used == 0 && column == 0 || column > used { write(number, at: column) }
                tick += spacing
            }
        }
        return text
    }

    /// The smallest round interval, a whole number of columns, that leaves room for the widest
    /// time written on the ruler and a space.
    static func tickSpacing(_ axis: TimeAxis) -> Int {
        let lastTime = axis.end
        let widest = max(String(axis.start).count, String(lastTime).count) + 1
        let scale = axis.millisecondsPerColumn
        let candidates = TimeAxis.roundScales(upTo: scale * widest * 10)
        return candidates.first { $0 % scale == 0 && $0 / scale >= widest } ?? scale * widest
    }

    private static func roundedUp(_ time: Int, to spacing: Int) -> Int {
        let remainder = ((time % spacing) + spacing) % spacing
        return remainder == 0 ? time : time + spacing - remainder
    }

    /// One lane: dashes while it lives, its groups at their columns, the breaks, blank after
    /// its end. A group that would start inside the one before it (only when no scale could
    /// keep them apart) is written right after it instead.
    ///
    /// With `marks` (a watched stream, `LaneLifetime`), the row starts one column before the
    /// track, blank up to its `^`, and is blank again after its `!`.
    private func row(for events: [TimedEvent], on axis: TimeAxis, labels: LaneLabels, marks: LaneLifetime.Columns? = nil) -> String {
        var text = ""
        var cursor = 0
        var ended = false
        var started = marks == nil
        var breaks = axis.breaks[...]
        func fill(to column: Int) {
            while cursor < column {
                if let mark = breaks.first, mark.column <= cursor {
                    text += String(repeating: "≈", count: mark.width)
                    cursor = mark.endColumn
                    breaks = breaks.dropFirst()
                    continue
                }
                let stop = min(column, breaks.first?.column ?? column)
                text += String(repeating: ended || !started ? " " : "-", count: stop - cursor)
                cursor = stop
            }
        }
        if let marks {
            // Column -1 is the last space before the track.
            if marks.subscribed < 0 {
                text = String(LaneLifetime.subscribedMark)
            } else {
                text = " "
                fill(to: marks.subscribed)
                text.append(LaneLifetime.subscribedMark)
                cursor += 1
            }
            started = true
        }
        for group in axis.groups(of: events) {
            fill(to: group.column)
            let label = labels.label(for: group.events)
            text += label
            cursor += DisplayWidth.of(label)
            if group.events.contains(where: \.isTerminal) { ended = true }
        }
        if let disposed = marks?.disposed {
            fill(to: disposed)
            text.append(LaneLifetime.disposedMark)
            cursor += 1
            ended = true
        }
        fill(to: axis.width)
        return text
    }

    /// `1`, `|`, `#`; several events in one column as `(ab)` or, with longer values, `(10,20)`.
    public static func label(for events: [TimedEvent]) -> String {
        LaneLabels.values.label(for: events)
    }

    /// Values are drawn on one line: line breaks and tabs become Swift escapes, other control
    /// characters their visible forms (`VisibleText`), and an empty value shows as `""` rather
    /// than vanishing.
    public static func printable(_ value: String) -> String {
        if value.isEmpty { return "\"\"" }
        guard VisibleText.needsChanging(value) else { return value }
        var result = ""
        for character in value {
            switch character {
            case "\n", "\r\n", "\r": result += "\\n"
            case "\t": result += "\\t"
            default: result += VisibleText.of(String(character), keepingLineBreaks: false)
            }
        }
        return result
    }

    func trimmingTrailingSpaces(_ text: String) -> String {
        var result = text
        while result.last == " " { result.removeLast() }
        return result
    }
}
