import Marbles

/// How exercise verdicts write a timeline: its marbles, then what the symbols stand for when they
/// are not the values themselves — `-a-b-| (a=rx, b=swift)` — or `empty` when there is no event.
enum MarbleDescription {
    static func of(_ events: [TimedEvent], empty: String, frameDuration: Int = 10) -> String {
        if events.isEmpty { return empty }
        let lane = MarbleLaneRenderer.render(events, frameDuration: frameDuration)
        let standIns = lane.values.filter { String($0.symbol) != $0.text }
        guard !standIns.isEmpty else { return lane.marbles }
        return lane.marbles + " (" + standIns.map { "\($0.symbol)=\($0.text)" }.joined(separator: ", ") + ")"
    }
}
