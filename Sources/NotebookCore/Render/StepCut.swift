import LessonRunner
import Marbles

/// A lane as step mode shows it: only the events revealed so far, drawn on the whole run's axis
/// (so nothing moves while stepping) and ending at the current step's time — never running on
/// to where its next event will come, which would give that away.
enum StepCut {
    /// The lane's row of the drawing: recorded lanes show the events the steps revealed, the
    /// other lanes (the lesson's, the automatic ones) those up to `time`; nil `time` (step 0)
    /// shows the name alone.
    static func lane(_ lane: ResultLanes.Lane, named name: String, revealed: ResultPane.Revealed, upTo time: Int?,
                     on drawing: TimelineLayout.Drawing) -> String {
        let shown: [TimedEvent]
        if case .recorded(let laneIndex, _) = lane.role {
            shown = lane.events.indices.filter { revealed.events.contains([laneIndex, $0]) }.map { lane.events[$0] }
        } else {
            shown = time.map { time in lane.events.filter { $0.time <= time } } ?? []
        }
        guard let time else { return DisplayWidth.prefix(of: DisplayWidth.padded(name, to: drawing.trackStart), fitting: drawing.trackStart - 1) }
        let row = TimelineLayout(rulerTitle: "").draw([TimelineLane(name: name, events: shown, lifetime: lane.lifetime)], on: drawing.axis,
                                                      trackStart: drawing.trackStart, labels: drawing.labels).lines[1]
        // The row ends after the group drawn at the step's column, else at that column. A group
        // whose column still hides events stays open, as the whole drawing's `(ab|)` begins.
        let column = drawing.axis.column(of: time)
        guard let group = drawing.axis.groups(of: shown).last, group.column >= column else {
            return DisplayWidth.prefix(of: row, fitting: drawing.trackStart + column + 1)
        }
        let whole = drawing.axis.groups(of: lane.events).first { $0.column == group.column }
        let before = DisplayWidth.prefix(of: row, fitting: drawing.trackStart + group.column)
        if let whole, whole.events.count > group.events.count {
            return before + drawing.labels.openLabel(for: group.events)
        }
        return before + drawing.labels.label(for: group.events)
    }
}
