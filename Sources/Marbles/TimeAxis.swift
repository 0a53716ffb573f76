/// The time axis of a marble diagram: which display column each virtual time is drawn at.
///
/// The axis is linear — one column stands for `millisecondsPerColumn` — except at its breaks,
/// each of which stands for a long quiet stretch drawn in a few columns and labelled with the
/// time it skips (`≈4.5s≈`). Every lane of a diagram is drawn on the same axis, so that a time
/// is at the same column in all of them; `TimeAxis.fitting` chooses the scale and the breaks for
/// a set of lanes and a width, `TimelineLayout` draws text lanes on it.
///
/// Columns are counted from the start of the time track (lane names not included).
public struct TimeAxis: Sendable, Equatable {
    /// A quiet stretch drawn in `width` columns instead of `skipped / millisecondsPerColumn`.
    public struct Break: Sendable, Equatable {
        /// The first skipped time.
        public var from: Int
        /// The time at which the axis is linear again; it is drawn right after the break.
        public var to: Int
        /// Where the break's mark starts.
        public var column: Int

        public var skipped: Int { to - from }
        /// What the ruler shows: `≈4.5s≈`, the skipped time written as marbles write durations.
        public var label: String { "≈" + DurationText.written(skipped) + "≈" }
        public var width: Int { DisplayWidth.of(label) }
        /// The first column after the break.
        public var endColumn: Int { column + width }
    }

    /// The time of column 0.
    public let start: Int
    public let millisecondsPerColumn: Int
    /// In time order; none overlap.
    public let breaks: [Break]
    /// The columns the drawing takes: room for the last event's label and one column after it.
    public let width: Int
    /// The last time the diagram shows (its last event); the ruler numbers no time after it.
    public let end: Int

    /// An axis from `start` at the given scale, with the given stretches `[from, to)` skipped.
    /// Stretches must be in order, after `start`, and not overlap; the stretch edges are moved
    /// to column boundaries (the start of a stretch down, its end kept) so that each time keeps
    /// a whole column. `end` defaults to the time at the last column.
    public init(start: Int, millisecondsPerColumn: Int, skipping stretches: [Range<Int>] = [], width: Int, end: Int? = nil) {
        precondition(millisecondsPerColumn > 0, "a column stands for at least one millisecond")
        self.start = start
        self.millisecondsPerColumn = millisecondsPerColumn
        self.width = width
        var breaks: [Break] = []
        var segmentStart = start
        var segmentColumn = 0
        for stretch in stretches {
            precondition(stretch.lowerBound >= segmentStart, "skipped stretches are in order and do not overlap")
            let columns = (stretch.lowerBound - segmentStart) / millisecondsPerColumn
            let from = segmentStart + columns * millisecondsPerColumn
            let next = Break(from: from, to: stretch.upperBound, column: segmentColumn + columns)
            breaks.append(next)
            segmentStart = next.to
            segmentColumn = next.endColumn
        }
        self.breaks = breaks
        self.end = end ?? (segmentStart + max(0, width - 1 - segmentColumn) * millisecondsPerColumn)
    }

    /// The column `time` is drawn at. A time inside a break is drawn at the break's mark; a
    /// time before `start` at column 0.
    public func column(of time: Int) -> Int {
        guard time > start else { return 0 }
        // The last break starting at or before `time` (binary search: a lane may be long).
        var low = 0
        var high = breaks.count
        while low < high {
            let middle = (low + high) / 2
            if breaks[middle].from <= time { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return (time - start) / millisecondsPerColumn }
        let last = breaks[low - 1]
        if time < last.to { return last.column }
        return last.endColumn + (time - last.to) / millisecondsPerColumn
    }

    /// The events of one lane that fall in one column, in time order (and in recorded order
    /// within a time).
    public struct Group: Sendable, Equatable {
        public var column: Int
        public var events: [TimedEvent]

        public init(column: Int, events: [TimedEvent]) {
            self.column = column
            self.events = events
        }
    }

    /// `events` gathered by the column they fall in.
    public func groups(of events: [TimedEvent]) -> [Group] {
        var groups: [Group] = []
        for event in Self.inTimeOrder(events) {
            let column = column(of: event.time)
            if groups.last?.column == column {
                groups[groups.count - 1].events.append(event)
            } else {
                groups.append(Group(column: column, events: [event]))
            }
        }
        return groups
    }

    /// `events` sorted by time, keeping the recorded order within a time (a lane usually comes
    /// in order already, and is then returned as it is).
    static func inTimeOrder(_ events: [TimedEvent]) -> [TimedEvent] {
        if zip(events, events.dropFirst()).allSatisfy({ $0.time <= $1.time }) { return events }
        return events.enumerated()
            .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            .map(\.element)
    }

    /// `1 col = 20 ms`: what the drawing's columns mean, for a title or a legend.
    public var scaleText: String {
        "1 col = " + DurationText.written(millisecondsPerColumn, spaced: true)
    }

    /// The linear stretches of the axis as time ranges (the last one through `end`), each with
    /// the column it starts at.
    public var segments: [(times: Range<Int>, column: Int)] {
        var result: [(times: Range<Int>, column: Int)] = []
        var segmentStart = start
        var column = 0
        for mark in breaks {
            result.append((segmentStart..<mark.from, column))
            segmentStart = mark.to
            column = mark.endColumn
        }
        result.append((segmentStart..<max(segmentStart, end) + 1, column))
        return result
    }
}
