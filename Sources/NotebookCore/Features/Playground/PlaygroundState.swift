import Localization
import Marbles
import Playground

/// The marble playground: an operator's example with its input lanes editable as marble strings,
/// or a comparison of two or three operators on one set of inputs. Every change of an input asks
/// the session to play it again (`NotebookEffect.playInPlayground`); the answer comes back as
/// `NotebookAction.playgroundPlayed` and is drawn under the fields.
public struct PlaygroundState: Sendable, Equatable {
    /// What the screen plays.
    public enum Subject: Sendable, Equatable {
        /// One operator, by its name in the playground catalog.
        case single(operatorName: String)
        /// A comparison, by its name; `operatorName` is the operator it was opened from, which
        /// the compare key goes back to.
        case comparison(name: String, operatorName: String)
    }

    /// Where Esc goes back to.
    public enum Origin: Sendable, Equatable {
        /// The lesson the learner was reading.
        case notebook
        /// The operator index (`o`), as the learner left it.
        case operatorIndex(SearchState)
        /// `rxlearn play OP`: leaving the playground leaves rxlearn.
        case commandLine
    }

    public var subject: Subject
    public var origin: Origin
    /// `map`, or `flatMap · flatMapLatest · concatMap`.
    public var title: String
    /// What the operator does (one line per operator in a comparison).
    public var summary: [Phrase]
    /// What the learner edits here, in a sentence.
    public var youChange: Phrase
    /// The operators played, in the order of their output lanes.
    public var operators: [String]
    /// What one `-` of the marble strings stands for, in milliseconds of virtual time.
    public var frameDuration: Int
    public var fields: [MarbleField]
    /// The field the lane keys act on.
    public var focus = 0
    /// Typing goes into the focused field (Enter starts, Enter or Esc ends), so that the
    /// letters that name marbles never collide with the screen's own keys.
    public var isEditing = false
    /// The last answer that could be drawn; kept while a change does not play.
    public var drawn: PlaygroundLanes?
    /// What the player said about the drawn run (the operator's closure threw, the run was cut
    /// off), shown under the drawing.
    public var note: Phrase?
    /// Why the latest change is not drawn (a marble string that does not parse, an operator
    /// that could not run), in a sentence.
    public var problem: Phrase?
    /// The id of the latest play asked for, and of the latest answer taken: answers to older
    /// requests than the one drawn, or to requests of another screen, are dropped.
    public var requested = 0
    public var answered = 0

    public init(subject: Subject, origin: Origin, title: String, summary: [Phrase], youChange: Phrase,
                operators: [String], frameDuration: Int, fields: [MarbleField]) {
        self.subject = subject
        self.origin = origin
        self.title = title
        self.summary = summary
        self.youChange = youChange
        self.operators = operators
        self.frameDuration = frameDuration
        self.fields = fields
    }

    /// The operator the screen belongs to: the one played, or the one a comparison came from.
    public var operatorName: String {
        switch subject {
        case .single(let name): name
        case .comparison(_, let name): name
        }
    }

    public var isComparison: Bool {
        if case .comparison = subject { return true }
        return false
    }

    /// A play was asked for and its answer has not come yet.
    public var isPlaying: Bool { requested > answered }

    /// Nothing drawn yet and a play asked for: the player is starting (its first start compiles it).
    public var isStarting: Bool { drawn == nil && problem == nil && isPlaying }

    /// The inputs as the player takes them: name → marble string.
    public var inputs: [String: String] {
        Dictionary(fields.map { ($0.name, $0.text) }, uniquingKeysWith: { first, _ in first })
    }
}

/// What one play drew: the input lanes as the player read them, one output lane per operator,
/// and what the example printed (`debug`'s and `do`'s lines) at its virtual times.
public struct PlaygroundLanes: Sendable, Equatable {
    public var inputs: [TimelineLane]
    public var outputs: [TimelineLane]
    public var printed: [PlaygroundPrintedLine]

    public init(inputs: [TimelineLane], outputs: [TimelineLane], printed: [PlaygroundPrintedLine] = []) {
        self.inputs = inputs
        self.outputs = outputs
        self.printed = printed
    }
}

/// The player's answer to one request.
public enum PlaygroundAnswer: Sendable, Equatable {
    /// The lanes, and a note the player adds when the run itself went wrong (the operator's
    /// closure threw, the run was cut off), drawn with them.
    case drawn(PlaygroundLanes, note: Phrase?)
    /// Nothing to draw: a marble string that does not parse, or a player that could not run.
    case refused(Phrase)
}

/// One play for the session: the operators, and the inputs by name.
public struct PlaygroundRequest: Sendable, Equatable {
    public var id: Int
    public var operators: [String]
    public var inputs: [String: String]
}
