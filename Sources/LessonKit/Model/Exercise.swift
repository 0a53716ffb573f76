/// A task for the learner inside a lesson. The lesson format carries everything an exercise
/// needs; how the notebook runs and grades it is decided elsewhere.
public struct Exercise: Sendable, Equatable, Identifiable {
    /// Unique across all chapters; progress is stored under it.
    public var id: String
    public var title: String
    /// Markdown describing the task.
    public var prose: String
    /// The file the learner starts from; every exercise has one (the parser leaves out an
    /// exercise without a ```` ```swift start ```` block).
    public var start: SwiftCode
    /// Streams handed to the learner's code, by name, as marbles.
    public var inputs: [MarbleLane]
    /// Shown one at a time, in order, when the learner asks.
    public var hints: [String]
    /// Where each hint's text starts, one per hint (empty for an exercise made in code).
    public var hintLocations: [SourceLocation]
    public var solution: SwiftCode?
    public var expected: ExpectedOutput
    public var timeLimit: Duration
    /// What it practises (`topics=`); empty when the author did not say.
    public var topics: [ExerciseTopic]
    /// Warm-up, core or capstone (`level=`); nil when the author did not say.
    public var level: ExerciseLevel?
    /// How answers are checked beyond the example: input values, what is compared.
    public var checking: ExerciseChecking
    public var location: SourceLocation

    public init(
        id: String, title: String, prose: String, start: SwiftCode, inputs: [MarbleLane], hints: [String],
        solution: SwiftCode?, expected: ExpectedOutput, timeLimit: Duration = Cell.defaultTimeLimit,
        topics: [ExerciseTopic] = [], level: ExerciseLevel? = nil, hintLocations: [SourceLocation] = [],
        checking: ExerciseChecking = ExerciseChecking(), location: SourceLocation
    ) {
        self.id = id
        self.title = title
        self.prose = prose
        self.start = start
        self.inputs = inputs
        self.hints = hints
        self.hintLocations = hintLocations
        self.solution = solution
        self.expected = expected
        self.timeLimit = timeLimit
        self.topics = topics
        self.level = level
        self.checking = checking
        self.location = location
    }
}
