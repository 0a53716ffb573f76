/// Choosing a time axis for a set of lanes and a width.
///
/// The rule, in order:
/// 1. Scales are round: 1, 2, 5, 10, 20, 50 … milliseconds per column.
/// 2. The finest scale worth drawing gives the shortest gap between two times of the diagram at
///    least 4 columns, so that a gap twice as long is visibly twice as wide; finer only makes
///    the drawing wider.
/// 3. At a scale whose linear drawing does not fit, a quiet stretch becomes a break when it is
///    both long on screen (more than a third of the width, and at least 16 columns) and long in
///    time (at least 4 times the median gap between the diagram's times): a timer firing once
///    after a burst, not a steady interval.
/// 4. A scale is readable when no label runs into the next one (labels wider than one column
///    keep a dash between them) and at most one event in four shares its column with an event
///    of another time (events in one column are drawn as one group, which hides how far apart
///    they were).
/// 5. From the finest scale worth drawing upwards, the first readable one whose drawing fits the
///    width is chosen; else the coarsest finer one that fits; else, when no readable drawing
///    fits, the narrowest readable one (wider than asked: its reader scrolls); else the
///    coarsest legible one.
extension TimeAxis {
    /// The axis for `lanes` in `width` columns (see the rule above).
    /// - Parameters:
    ///   - origin: a time the axis starts at or before (0: subscription time).
    ///   - scaleWhenStill: the scale when every event has the same time, so no gap decides it.
    ///   - groupWidth: how many columns a group of events takes (text lanes: its label's width).
    public static func fitting(
        _ lanes: [[TimedEvent]], width: Int, origin: Int = 0, scaleWhenStill: Int = 10,
        groupWidth: @escaping ([TimedEvent]) -> Int
    ) -> TimeAxis {
        let diagram = Diagram(lanes: lanes, groupWidth: groupWidth)
        let allTimes = lanes.flatMap { $0.map(\.time) }
        let start = min(origin, allTimes.min() ?? origin)
        let times = Array(Set(allTimes + [start])).sorted()
        let gaps = zip(times, times.dropFirst()).map { $1 - $0 }
        guard let shortest = gaps.min() else {
            return attempt(diagram, scale: max(1, scaleWhenStill), start: start, end: start, quiet: [], width: width).axis
        }
        let median = gaps.sorted()[gaps.count / 2]
        // The widest group at each time before a long gap: the break starts after its label.
        var widestAt: [Int: Int] = [:]
        let quietGaps = zip(times, times.dropFirst()).filter { $1 - $0 >= 4 * median }
        let quietStarts = Set(quietGaps.map(\.0))
        for lane in lanes {
            let byTime = Dictionary(grouping: lane.filter { quietStarts.contains($0.time) }, by: \.time)
            for (time, events) in byTime { widestAt[time] = max(widestAt[time] ?? 0, groupWidth(events)) }
        }
        let quiet = quietGaps.map { QuietGap(from: $0.0, to: $0.1, leadColumns: (widestAt[$0.0] ?? 1) + 2) }

        let span = max(1, times.last! - start)
        let scales = roundScales(upTo: span) + [nextRoundScale(after: span)]
        let finest = roundScales(upTo: max(1, shortest / 4)).last ?? 1
        // Linear when that fits; quiet stretches are cut only for a drawing that would not.
        let tryScale = { (scale: Int) -> Attempt in
            let linear = attempt(diagram, scale: scale, start: start, end: times.last!, quiet: [], width: width)
            if quiet.isEmpty || linear.isReadable && linear.fits { return linear }
            let cut = attempt(diagram, scale: scale, start: start, end: times.last!, quiet: quiet, width: width)
            return cut.isReadable || !linear.isReadable ? cut : linear
        }
        // Upwards from the finest scale worth drawing. A long lane is laid out at each scale,
        // so the search stops as soon as it can.
        var coarsestReadable: Attempt?
        var coarsestLegible: Attempt?
        for scale in scales where scale >= finest {
            let tried = tryScale(scale)
            if tried.isLegible { coarsestLegible = tried }
            guard tried.isReadable else { continue }
            if tried.fits { return tried.axis }
            coarsestReadable = tried
        }
        // Finer scales only draw wider: worth trying when no coarser one was readable.
        if coarsestReadable == nil {
            for scale in scales.reversed() where scale < finest {
                let tried = tryScale(scale)
                if tried.isLegible && coarsestLegible == nil { coarsestLegible = tried }
                guard tried.isReadable else { continue }
                if tried.fits { return tried.axis }
                coarsestReadable = coarsestReadable ?? tried
            }
        }
        return (coarsestReadable ?? coarsestLegible ?? tryScale(1)).axis
    }

    /// The lanes in time order with each event's own label width, measured once for all scales.
    private struct Diagram {
        var lanes: [[TimedEvent]]
        var singleWidths: [[Int]]
        var eventCount: Int
        var groupWidth: ([TimedEvent]) -> Int

        init(lanes: [[TimedEvent]], groupWidth: @escaping ([TimedEvent]) -> Int) {
            self.lanes = lanes.map(TimeAxis.inTimeOrder)
            singleWidths = self.lanes.map { $0.map { groupWidth([$0]) } }
            eventCount = lanes.reduce(0) { $0 + $1.count }
            self.groupWidth = groupWidth
        }
    }

    /// `duration` rounded down to two significant figures, or to fewer than 5 columns' worth
    /// when that is finer (what is rounded off is drawn before the break), and to a multiple of
    /// `scale`.
    static func roundedDown(_ duration: Int, keepingMultipleOf scale: Int) -> Int {
        var unit = 1
        while unit * 100 <= duration { unit *= 10 }
        let fewColumns = roundScales(upTo: 5 * scale).last { $0 % scale == 0 } ?? scale
        unit = min(unit, fewColumns)
        unit = unit % scale == 0 ? unit : scale
        return duration / unit * unit
    }

    /// 1, 2, 5, 10, 20, 50 … up to and including `limit` when it is one of them.
    static func roundScales(upTo limit: Int) -> [Int] {
        var scales: [Int] = []
        var decade = 1
        while decade <= limit {
            for step in [1, 2, 5] where decade * step <= limit { scales.append(decade * step) }
            guard decade <= Int.max / 10 else { break }
            decade *= 10
        }
        return scales
    }

    static func nextRoundScale(after value: Int) -> Int {
        var decade = 1
        while true {
            for step in [1, 2, 5] where decade * step > value { return decade * step }
            decade *= 10
        }
    }

    private struct QuietGap {
        var from: Int
        var to: Int
        var leadColumns: Int
    }

    private struct Attempt {
        var axis: TimeAxis
        /// No label runs into the next one or into a break.
        var isLegible: Bool
        var fits: Bool
        /// Few events share a column with an event of another time (at most one in four): a
        /// scale that draws most of a lane as groups says little about when things happen.
        var keepsTimesApart: Bool

        var isReadable: Bool { isLegible && keepsTimesApart }
    }

    private static func attempt(
        _ diagram: Diagram, scale: Int, start: Int, end: Int, quiet: [QuietGap], width: Int
    ) -> Attempt {
        let longOnScreen = max(16, width / 3)
        let trailColumns = 1
        var stretches: [Range<Int>] = []
        for gap in quiet where (gap.to - gap.from) / scale > longOnScreen {
            let earliest = gap.from + gap.leadColumns * scale
            let latest = gap.to - trailColumns * scale
            guard latest > earliest else { continue }
            // The skipped time is rounded down (`4.3s`, not `4.32s`, when that costs only a few
            // columns); what rounding leaves is drawn before the break, so the time after it
            // stays where it is.
            let skipped = roundedDown(latest - earliest, keepingMultipleOf: scale)
            let from = earliest + (latest - earliest - skipped) / scale * scale
            // Only worth it when the break is narrower than the stretch it replaces.
            let markWidth = DisplayWidth.of("≈" + DurationText.written(skipped) + "≈")
            if skipped / scale > markWidth + 2 { stretches.append(from..<(from + skipped)) }
        }
        let shape = TimeAxis(start: start, millisecondsPerColumn: scale, skipping: stretches, width: 0)
        let illegible = Attempt(axis: shape, isLegible: false, fits: false, keepsTimesApart: false)

        var drawnWidth = 1
        var merged = 0
        for (lane, singleWidths) in zip(diagram.lanes, diagram.singleWidths) {
            // Groups are found in one pass: a group closes when the next event's column differs.
            var previous: (column: Int, width: Int)?
            var nextBreak = 0
            var first = 0
            while first < lane.count {
                let column = shape.column(of: lane[first].time)
                var past = first + 1
                while past < lane.count && shape.column(of: lane[past].time) == column { past += 1 }
                let groupWidth = past - first == 1 ? singleWidths[first] : diagram.groupWidth(Array(lane[first..<past]))
                if lane[past - 1].time != lane[first].time { merged += past - first }
                if let previous {
                    // One-column marbles may touch (`-012-`, as lessons write them); a longer
                    // label needs a dash before the next one, or `rx` then `rxs` reads `rxrxs`.
                    let touching = previous.width == 1 && groupWidth == 1
                    if previous.column + previous.width > column - (touching ? 0 : 1) { return illegible }
                }
                while nextBreak < shape.breaks.count && shape.breaks[nextBreak].column < column { nextBreak += 1 }
                if nextBreak < shape.breaks.count && column + groupWidth > shape.breaks[nextBreak].column { return illegible }
                drawnWidth = max(drawnWidth, column + groupWidth + 1)
                previous = (column, groupWidth)
                first = past
            }
        }
        if let last = shape.breaks.last { drawnWidth = max(drawnWidth, last.endColumn + 1) }
        let axis = TimeAxis(start: start, millisecondsPerColumn: scale, skipping: stretches, width: drawnWidth, end: end)
        return Attempt(axis: axis, isLegible: true, fits: drawnWidth <= width, keepsTimesApart: merged * 4 <= diagram.eventCount)
    }
}
