import Marbles

/// What a cell or exercise should produce: printed lines and/or events on named lanes.
public struct ExpectedOutput: Sendable, Equatable {
    /// Printed lines in blocks; a block marked unordered matches its lines in any order.
    public var lineBlocks: [ExpectedLines]
    /// Events by lane, from `events` and `marbles` blocks.
    public var lanes: [ExpectedLane]

    public init(lineBlocks: [ExpectedLines] = [], lanes: [ExpectedLane] = []) {
        self.lineBlocks = lineBlocks
        self.lanes = lanes
    }

    /// True when the lesson said nothing about the output (an empty `output` block does say
    /// something: that nothing is printed).
    public var isUnspecified: Bool { lineBlocks.isEmpty && lanes.isEmpty }

    public var expectsLines: Bool { !lineBlocks.isEmpty }
}

/// One `output` block.
public struct ExpectedLines: Sendable, Equatable {
    public var lines: [String]
    /// False for `output unordered`: cells on real threads print in an order that varies.
    public var isOrdered: Bool
    public var location: SourceLocation

    public init(lines: [String], isOrdered: Bool = true, location: SourceLocation) {
        self.lines = lines
        self.isOrdered = isOrdered
        self.location = location
    }
}

/// The events expected on one lane.
public struct ExpectedLane: Sendable, Equatable {
    public var name: String
    public var events: [TimedEvent]
    /// The marble string it was written as, if it was; the notebook draws it as the author did.
    public var marbles: String?
    public var frameDuration: Int
    public var location: SourceLocation

    public init(name: String, events: [TimedEvent], marbles: String? = nil, frameDuration: Int = MarbleLane.defaultFrameDuration, location: SourceLocation) {
        self.name = name
        self.events = events
        self.marbles = marbles
        self.frameDuration = frameDuration
        self.location = location
    }
}

/// A named marble string, as written in a `marbles` or `inputs` block, and what it means.
public struct MarbleLane: Sendable, Equatable {
    public static let defaultFrameDuration = 10
    /// The lane used by `events` blocks without `lane=`.
    public static let defaultName = "main"

    public var name: String
    public var marbles: String
    public var diagram: MarbleDiagram
    public var location: SourceLocation

    public init(name: String, marbles: String, diagram: MarbleDiagram, location: SourceLocation) {
        self.name = name
        self.marbles = marbles
        self.diagram = diagram
        self.location = location
    }
}
