import Marbles

/// What a cell produced, as the runner recorded it.
public struct ActualOutput: Sendable, Equatable {
    public var lines: [PrintedLine]
    public var lanes: [RecordedLane]

    public init(lines: [PrintedLine] = [], lanes: [RecordedLane] = []) {
        self.lines = lines
        self.lanes = lanes
    }
}

/// One line the cell printed, with the virtual time it was printed at when known.
public struct PrintedLine: Sendable, Equatable {
    public var text: String
    public var time: Int?

    public init(_ text: String, time: Int? = nil) {
        self.text = text
        self.time = time
    }
}

/// The events recorded on one named lane (e.g. one TestableObserver).
public struct RecordedLane: Sendable, Equatable {
    public var name: String
    public var events: [TimedEvent]

    public init(name: String, events: [TimedEvent]) {
        self.name = name
        self.events = events
    }
}
