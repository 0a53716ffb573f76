import Marbles

/// How exercise verdicts write a timeline: its marbles, then what the symbols stand for when they
/// are not the values themselves — `-a-b-| (a=rx, b=swift)` — or `empty` when there is no event.
/// When marbles cannot place every event at its time (an event closer to a group than the
/// group's width, too many distinct values), the events are written out one by one instead:
/// a lane that reads as the wrong time would mislead the learner it is meant to help.
enum MarbleDescription {
    static func of(_ events: [TimedEvent], empty: String, frameDuration: Int = 10) -> String {
        if events.isEmpty { return empty }
        let lane = MarbleLaneRenderer.render(events, frameDuration: frameDuration)
        guard lane.isExact else { return events.map(\.description).joined(separator: ", ") }
        let standIns = lane.values.filter { String($0.symbol) != $0.text }
        guard !standIns.isEmpty else { return lane.marbles }
        return lane.marbles + " (" + standIns.map { "\($0.symbol)=\($0.text)" }.joined(separator: ", ") + ")"
    }
}
