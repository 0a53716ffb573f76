/// One named row of a timeline drawing.
public struct TimelineLane: Sendable, Equatable {
    public var name: String
    public var events: [TimedEvent]

    public init(name: String, events: [TimedEvent]) {
        self.name = name
        self.events = events
    }
}

/// Draws several lanes on one shared time axis, under a ruler of virtual times:
///
///     time      0   210 220 300
///     numbers   ----1---2---|
///     doubled   ----2---4---|
///
/// Every distinct event time gets a column as wide as its widest label (by display width, so
/// `🐶` and `用户` line up); gaps between times are drawn with dashes, a few per frame of
/// silence up to `longestGap`, so that long waits do not push the picture off the screen. After
/// `|` or `#` a lane goes blank. Errors with a message get a footnote line.
public struct TimelineLayout: Sendable {
    public var frameDuration: Int
    public var longestGap: Int
    public var rulerTitle: String

    public init(frameDuration: Int = 10, longestGap: Int = 6, rulerTitle: String = "time") {
        precondition(frameDuration > 0 && longestGap > 0)
        self.frameDuration = frameDuration
        self.longestGap = longestGap
        self.rulerTitle = rulerTitle
    }

    /// The drawing, one string per line: the ruler, one line per lane, then error footnotes.
    public func render(_ lanes: [TimelineLane], origin: Int = 0) -> [String] {
        let allTimes = lanes.flatMap { $0.events.map(\.time) }
        let start = min(origin, allTimes.min() ?? origin)
        let times = Array(Set(allTimes + [start])).sorted()
        // Each lane's events by time, made once: looking them up per column by scanning the
        // lane made a long lane (a 100,000-character marble line) quadratic.
        let eventsByTime = lanes.map { Dictionary(grouping: $0.events, by: \.time) }
        let columns = layOutColumns(times: times, eventsByTime: eventsByTime)

        let nameWidth = ([rulerTitle] + lanes.map(\.name)).map(DisplayWidth.of).max() ?? 0
        let label = { (name: String) in DisplayWidth.padded(name, to: nameWidth + 2) }

        var lines = [label(rulerTitle) + ruler(columns)]
        for (lane, events) in zip(lanes, eventsByTime) {
            lines.append(trimmingTrailingSpaces(label(lane.name) + row(for: events, columns: columns)))
        }
        for lane in lanes {
            for event in lane.events where event.kind == .error && event.value != nil {
                lines.append(label("") + "\(lane.name): \(event)")
            }
        }
        return lines
    }

    /// One slot of the drawing: dashes before it, then the labels at its time.
    private struct Column {
        var time: Int
        var gapBefore: Int
        var width: Int
    }

    private func layOutColumns(times: [Int], eventsByTime: [[Int: [TimedEvent]]]) -> [Column] {
        var columns: [Column] = []
        for (index, time) in times.enumerated() {
            let labelWidth = eventsByTime.map { DisplayWidth.of(Self.label(for: $0[time] ?? [])) }.max() ?? 0
            var gap = 0
            if index > 0 {
                let frames = (time - times[index - 1]) / frameDuration
                gap = min(longestGap, max(1, frames))
            }
            columns.append(Column(time: time, gapBefore: gap, width: max(1, labelWidth)))
        }
        // Widen gaps until every ruler number has room before the next one starts.
        for index in columns.indices.dropLast() {
            let needed = String(columns[index].time).count + 1
            let available = columns[index].width + columns[index + 1].gapBefore
            if available < needed { columns[index + 1].gapBefore += needed - available }
        }
        return columns
    }

    /// Each time written where its column starts; `layOutColumns` left room for every number.
    private func ruler(_ columns: [Column]) -> String {
        var text = ""
        var textLength = 0  // counted as it grows: `text.count` walks the whole string
        var position = 0
        for column in columns {
            position += column.gapBefore
            let number = String(column.time)
            text += String(repeating: " ", count: max(0, position - textLength))
            text += number
            textLength = max(textLength, position) + number.count
            position += column.width
        }
        return text
    }

    private func row(for eventsByTime: [Int: [TimedEvent]], columns: [Column]) -> String {
        var text = ""
        var ended = false
        for column in columns {
            let fill: Character = ended ? " " : "-"
            text += String(repeating: fill, count: column.gapBefore)
            let events = eventsByTime[column.time] ?? []
            if events.isEmpty {
                text += String(repeating: fill, count: column.width)
            } else {
                if events.contains(where: \.isTerminal) { ended = true }
                text += DisplayWidth.padded(Self.label(for: events), to: column.width, fill: ended ? " " : "-")
            }
        }
        if !ended { text += "-" }
        return text
    }

    /// `1`, `|`, `#`; several events in one frame as `(ab)` or, with longer values, `(10,20)`.
    static func label(for events: [TimedEvent]) -> String {
        let labels = events.map { event -> String in
            switch event.kind {
            case .next: return printable(event.value ?? "")
            case .error: return "#"
            case .completed: return "|"
            }
        }
        guard labels.count > 1 else { return labels.first ?? "" }
        let separator = labels.allSatisfy { DisplayWidth.of($0) == 1 } ? "" : ","
        return "(" + labels.joined(separator: separator) + ")"
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

    private func trimmingTrailingSpaces(_ text: String) -> String {
        var result = text
        while result.last == " " { result.removeLast() }
        return result
    }
}
