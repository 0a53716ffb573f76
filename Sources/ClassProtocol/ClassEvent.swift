import Foundation

/// One thing a learner did that the teacher may see, made on the learner's machine.
///
/// `id` is random and made once, when the event is recorded: a learner that sends a batch again
/// (no answer came, the server was down) sends the same ids, and the server stores each id once.
public struct ClassEvent: Codable, Sendable, Equatable {
    public let id: String
    /// When the learner did it (`ClassTime`), not when it reached the server.
    public let at: Int64
    public let activity: ClassActivity

    public init(id: String = ClassEvent.newID(), at: Int64 = ClassTime.now(), activity: ClassActivity) {
        self.id = id
        self.at = at
        self.activity = activity
    }

    public static func newID() -> String { UUID().uuidString.lowercased() }

    // On the wire an event is one flat object: `{"id":…,"at":…,"kind":"check","exercise":…}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        at = try container.decode(Int64.self, forKey: .at)
        activity = try ClassActivity(from: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(at, forKey: .at)
        try activity.encode(to: encoder)
    }

    private enum CodingKeys: String, CodingKey { case id, at }
}

/// What the learner did. These are all the learner's rxlearn ever sends about them: never their
/// code, except an answer they share on purpose (`sharedAnswer`, `rxlearn class share`).
public enum ClassActivity: Sendable, Equatable {
    /// The learner opened a lesson (or an exercise of it).
    case lessonReached(lesson: String)
    /// A lesson cell ran; `matched` when its output was the expected one.
    case cellRun(lesson: String, cell: String, matched: Bool)
    /// An exercise was checked: `verdict` is `passed` or the failure kind (`LessonKit.FailureKind`'s
    /// raw text); `casesPassed` of `casesTotal` inputs agreed with the reference (partial credit).
    case check(exercise: String, verdict: String, casesPassed: Int, casesTotal: Int)
    /// The learner asked for a hint; `shown` is how many they have now.
    case hintTaken(exercise: String, shown: Int)
    /// The learner predicted a cell's stream before running it, and was right or not.
    case prediction(lesson: String, cell: String, right: Bool)
    /// The learner reviewed an earlier lesson or exercise (`item`), remembering it or not.
    case review(item: String, remembered: Bool)
    /// The learner shared their answer to an exercise with the teacher, on purpose.
    case sharedAnswer(exercise: String, code: String)
    /// The learner's answer to a poll the teacher opened.
    case pollAnswer(poll: String, answer: String)

    /// The verdict text of a check that passed.
    public static let passedVerdict = "passed"

    public var kind: Kind {
        switch self {
        case .lessonReached: .lessonReached
        case .cellRun: .cellRun
        case .check: .check
        case .hintTaken: .hintTaken
        case .prediction: .prediction
        case .review: .review
        case .sharedAnswer: .sharedAnswer
        case .pollAnswer: .pollAnswer
        }
    }

    public enum Kind: String, Codable, Sendable, CaseIterable {
        case lessonReached, cellRun, check, hintTaken, prediction, review, sharedAnswer, pollAnswer
    }

    /// Why the server would refuse this activity, in one English sentence; nil when it is well formed.
    public var problem: String? {
        func badID(_ id: String) -> Bool { id.isEmpty || id.count > ClassLimits.maxIDCharacters }
        switch self {
        case .lessonReached(let lesson):
            return badID(lesson) ? "A lesson id must have 1 to \(ClassLimits.maxIDCharacters) characters." : nil
        case .cellRun(let lesson, let cell, _), .prediction(let lesson, let cell, _):
            return badID(lesson) || badID(cell) ? "Lesson and cell ids must have 1 to \(ClassLimits.maxIDCharacters) characters." : nil
        case .check(let exercise, let verdict, let passed, let total):
            if badID(exercise) || badID(verdict) { return "An exercise id and a verdict must have 1 to \(ClassLimits.maxIDCharacters) characters." }
            return passed < 0 || total < 0 || passed > total || total > 10_000 ? "Cases passed must lie between 0 and the cases checked." : nil
        case .hintTaken(let exercise, let shown):
            return badID(exercise) || shown < 0 || shown > 1000 ? "A hint event needs an exercise id and a count of hints shown." : nil
        case .review(let item, _):
            return badID(item) ? "A review needs the id of what was reviewed." : nil
        case .sharedAnswer(let exercise, let code):
            if badID(exercise) { return "A shared answer needs its exercise id." }
            return code.utf8.count > ClassLimits.maxSharedCodeBytes ? "A shared answer may have at most \(ClassLimits.maxSharedCodeBytes / 1024) KB of code." : nil
        case .pollAnswer(let poll, let answer):
            if badID(poll) { return "A poll answer needs the poll's id." }
            return answer.count > ClassLimits.maxAnswerCharacters ? "A poll answer may have at most \(ClassLimits.maxAnswerCharacters) characters." : nil
        }
    }
}

extension ClassActivity: Codable {
    private enum CodingKeys: String, CodingKey {
        case kind, lesson, cell, matched, exercise, verdict, casesPassed, casesTotal, shown, right, item, remembered, code, poll, answer
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        switch try c.decode(Kind.self, forKey: .kind) {
        case .lessonReached:
            self = .lessonReached(lesson: try c.decode(String.self, forKey: .lesson))
        case .cellRun:
            self = .cellRun(lesson: try c.decode(String.self, forKey: .lesson), cell: try c.decode(String.self, forKey: .cell),
                            matched: try c.decode(Bool.self, forKey: .matched))
        case .check:
            self = .check(exercise: try c.decode(String.self, forKey: .exercise), verdict: try c.decode(String.self, forKey: .verdict),
                          casesPassed: try c.decode(Int.self, forKey: .casesPassed), casesTotal: try c.decode(Int.self, forKey: .casesTotal))
        case .hintTaken:
            self = .hintTaken(exercise: try c.decode(String.self, forKey: .exercise), shown: try c.decode(Int.self, forKey: .shown))
        case .prediction:
            self = .prediction(lesson: try c.decode(String.self, forKey: .lesson), cell: try c.decode(String.self, forKey: .cell),
                               right: try c.decode(Bool.self, forKey: .right))
        case .review:
            self = .review(item: try c.decode(String.self, forKey: .item), remembered: try c.decode(Bool.self, forKey: .remembered))
        case .sharedAnswer:
            self = .sharedAnswer(exercise: try c.decode(String.self, forKey: .exercise), code: try c.decode(String.self, forKey: .code))
        case .pollAnswer:
            self = .pollAnswer(poll: try c.decode(String.self, forKey: .poll), answer: try c.decode(String.self, forKey: .answer))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(kind, forKey: .kind)
        switch self {
        case .lessonReached(let lesson):
            try c.encode(lesson, forKey: .lesson)
        case .cellRun(let lesson, let cell, let matched):
            try c.encode(lesson, forKey: .lesson)
            try c.encode(cell, forKey: .cell)
            try c.encode(matched, forKey: .matched)
        case .check(let exercise, let verdict, let casesPassed, let casesTotal):
            try c.encode(exercise, forKey: .exercise)
            try c.encode(verdict, forKey: .verdict)
            try c.encode(casesPassed, forKey: .casesPassed)
            try c.encode(casesTotal, forKey: .casesTotal)
        case .hintTaken(let exercise, let shown):
            try c.encode(exercise, forKey: .exercise)
            try c.encode(shown, forKey: .shown)
        case .prediction(let lesson, let cell, let right):
            try c.encode(lesson, forKey: .lesson)
            try c.encode(cell, forKey: .cell)
            try c.encode(right, forKey: .right)
        case .review(let item, let remembered):
            try c.encode(item, forKey: .item)
            try c.encode(remembered, forKey: .remembered)
        case .sharedAnswer(let exercise, let code):
            try c.encode(exercise, forKey: .exercise)
            try c.encode(code, forKey: .code)
        case .pollAnswer(let poll, let answer):
            try c.encode(poll, forKey: .poll)
            try c.encode(answer, forKey: .answer)
        }
    }
}
