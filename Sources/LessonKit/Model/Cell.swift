/// A Swift cell: code the learner runs and may edit, with the output it should produce.
public struct Cell: Sendable, Equatable, Identifiable {
    /// Unique within its lesson, e.g. `just-1`.
    public var id: String
    public var code: SwiftCode
    public var expected: ExpectedOutput
    /// How long the cell may run before it is stopped.
    public var timeLimit: Duration
    /// False for a cell written `lanes=recorded`: only its `.record` lanes and test-scheduler
    /// observers are drawn, and the runtime watches no subscription (automatic lanes would be noise).
    public var drawsAutomaticLanes: Bool
    /// Lines the learner may choose from when predicting what the cell prints (a ```` ```choices ````
    /// block): the lines it prints and lines it might be thought to print. Empty: the learner
    /// types the lines instead.
    public var lineChoices: [String]
    public var location: SourceLocation

    public static let defaultTimeLimit: Duration = .seconds(5)

    public init(
        id: String, code: SwiftCode, expected: ExpectedOutput, timeLimit: Duration = Cell.defaultTimeLimit,
        drawsAutomaticLanes: Bool = true, lineChoices: [String] = [], location: SourceLocation
    ) {
        self.id = id
        self.code = code
        self.expected = expected
        self.timeLimit = timeLimit
        self.drawsAutomaticLanes = drawsAutomaticLanes
        self.lineChoices = lineChoices
        self.location = location
    }
}
