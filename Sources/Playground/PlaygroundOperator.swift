import Localization
import Marbles

/// One operator of the marble playground: its example, with the lanes the learner edits.
///
/// The example itself — the Swift code that runs the real operator on virtual time — lives in the
/// player (RxCellRuntime's `PlaygroundExamples`), under the same `name`; this is what rxlearn needs
/// to know about it without running anything.
public struct PlaygroundOperator: Sendable, Equatable {
    /// RxSwift 6's name as the course writes it: "flatMapLatest", "observe(on:)", "take(until:)".
    public var name: String
    /// RxSwift 5 spellings and short forms ("catchError", "observeOn", "takeUntil"…), which `play`
    /// accepts too.
    public var aliases: [String]
    /// The op-* lesson the operator belongs to ("op-catchError").
    public var lessonID: String
    /// One line: what the operator does, in each language (operator names and values as they are).
    public var summary: Phrase
    /// The lanes the learner edits, in the order they are drawn, with their default marbles.
    public var inputs: [PlaygroundInput]
    /// One sentence: what the learner edits here ("the two input timelines."), in each language.
    public var youChange: Phrase
    /// Virtual milliseconds per marble frame (`-`) in this operator's lanes: the frame of the
    /// lesson's own diagram, so the default lanes read exactly as the lesson draws them.
    public var frameMilliseconds: Int

    public init(
        name: String,
        aliases: [String] = [],
        lessonID: String,
        summary: Phrase,
        inputs: [PlaygroundInput],
        youChange: Phrase,
        frameMilliseconds: Int = 10
    ) {
        self.name = name
        self.aliases = aliases
        self.lessonID = lessonID
        self.summary = summary
        self.inputs = inputs
        self.youChange = youChange
        self.frameMilliseconds = frameMilliseconds
    }
}

/// One editable lane: its name (the name the example's code reads it by) and its marbles.
///
/// `marbles` is a lane in the course's marble grammar (`MarbleParser`: `--a--b--|`, `#`, groups,
/// ` 50ms ` gaps), optionally followed by value definitions as in a ```` ```marbles ```` block:
/// `-a-b-| a=🐶 b=🐱`. A symbol without a definition stands for itself.
public struct PlaygroundInput: Sendable, Equatable {
    public var name: String
    public var marbles: String

    public init(name: String, marbles: String) {
        self.name = name
        self.marbles = marbles
    }
}

/// Two or three operators played on one shared set of inputs, side by side.
public struct PlaygroundComparison: Sendable, Equatable {
    /// How `--compare` names it: "flatMap-flatMapLatest-concatMap".
    public var name: String
    /// The operators' catalog names, in the order their lanes are drawn.
    public var operators: [String]
    /// The one input set every operator of the comparison reads.
    public var inputs: [PlaygroundInput]
    /// Virtual milliseconds per marble frame, as `PlaygroundOperator.frameMilliseconds`.
    public var frameMilliseconds: Int
    /// The course's lesson that compares these operators (`compare-…`), whose `m` opens it.
    public var lessonID: String?

    public init(name: String, operators: [String], inputs: [PlaygroundInput], frameMilliseconds: Int = 10, lessonID: String? = nil) {
        self.name = name
        self.operators = operators
        self.inputs = inputs
        self.frameMilliseconds = frameMilliseconds
        self.lessonID = lessonID
    }
}

/// What one play gave: the inputs as drawn and one output lane per operator.
public struct PlaygroundRun: Sendable, Equatable {
    /// The parsed input lanes, in the order they were given.
    public var inputs: [TimelineLane]
    /// One lane per operator played, named after the operator.
    public var outputs: [TimelineLane]
    /// What the examples printed, in order: `debug`'s and `do`'s lines, a resource opening.
    public var printed: [PlaygroundPrintedLine]
    /// One sentence when an input does not parse (which lane, what is wrong, what to write) or the
    /// example could not run; `outputs` is then empty.
    public var problem: String?

    public init(inputs: [TimelineLane], outputs: [TimelineLane], printed: [PlaygroundPrintedLine] = [], problem: String? = nil) {
        self.inputs = inputs
        self.outputs = outputs
        self.printed = printed
        self.problem = problem
    }
}

/// A line an example printed, at its virtual time in milliseconds.
public struct PlaygroundPrintedLine: Sendable, Equatable {
    public var time: Int
    public var text: String

    public init(time: Int, text: String) {
        self.time = time
        self.text = text
    }
}
