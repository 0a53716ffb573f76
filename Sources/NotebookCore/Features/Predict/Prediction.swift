import Marbles

/// A lane as the learner predicted it before running the cell.
public struct Prediction: Sendable, Equatable {
    public var lane: String
    public var marbles: String
    public var events: [TimedEvent]

    public init(lane: String, marbles: String, events: [TimedEvent]) {
        self.lane = lane
        self.marbles = marbles
        self.events = events
    }
}
