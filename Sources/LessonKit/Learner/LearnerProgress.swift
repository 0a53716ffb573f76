import Foundation

/// Everything rxlearn remembers about a learner, as stored in `progress.json`.
///
/// Decoding tolerates missing fields (files written by an older rxlearn), so adding a field
/// never makes an old file look corrupt.
public struct LearnerProgress: Codable, Sendable, Equatable {
    /// The format of the file; a file with a higher version was written by a newer rxlearn.
    public static let currentVersion = 1

    public var version: Int
    public var lessons: [String: LessonProgress]
    public var exercises: [String: ExerciseProgress]
    public var position: Position?
    /// Who this state belongs to, made once, the first time the state is saved: class reports
    /// keep two learners apart by it even when they share a name (a lab account, no `$USER`).
    public var learnerID: String?

    /// A new learner id: random, so that two machines never make the same one.
    public static func newLearnerID() -> String {
        UUID().uuidString.lowercased()
    }

    public init(lessons: [String: LessonProgress] = [:], exercises: [String: ExerciseProgress] = [:], position: Position? = nil) {
        self.version = Self.currentVersion
        self.lessons = lessons
        self.exercises = exercises
        self.position = position
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decodeIfPresent(Int.self, forKey: .version) ?? Self.currentVersion
        lessons = try container.decodeIfPresent([String: LessonProgress].self, forKey: .lessons) ?? [:]
        exercises = try container.decodeIfPresent([String: ExerciseProgress].self, forKey: .exercises) ?? [:]
        position = try container.decodeIfPresent(Position.self, forKey: .position)
        learnerID = try container.decodeIfPresent(String.self, forKey: .learnerID)
    }
}

public struct LessonProgress: Codable, Sendable, Equatable {
    public var visited: Bool
    public var matchedCells: Set<String>
    /// The learner's predictions, by cell id.
    public var predictions: [String: CellPredictions]

    public init(visited: Bool = false, matchedCells: Set<String> = [], predictions: [String: CellPredictions] = [:]) {
        self.visited = visited
        self.matchedCells = matchedCells
        self.predictions = predictions
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        visited = try container.decodeIfPresent(Bool.self, forKey: .visited) ?? false
        matchedCells = try container.decodeIfPresent(Set<String>.self, forKey: .matchedCells) ?? []
        predictions = try container.decodeIfPresent([String: CellPredictions].self, forKey: .predictions) ?? [:]
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(visited, forKey: .visited)
        // Sorted, so that the file does not change when nothing did.
        try container.encode(matchedCells.sorted(), forKey: .matchedCells)
        // Left out until there is one, so that files without predictions read as before.
        if !predictions.isEmpty { try container.encode(predictions, forKey: .predictions) }
    }

    private enum CodingKeys: String, CodingKey { case visited, matchedCells, predictions }
}

public struct ExerciseProgress: Codable, Sendable, Equatable {
    public var passed: Bool
    /// Checks of the learner's answer, from 0 to `countLimit`: a count out of that range in a
    /// file (edited by hand, written by something else) is brought into it on reading, so no
    /// command adds to `Int.max` or shows hint number -1, and the file is saved back in range.
    public var attempts: Int {
        get { storedAttempts }
        set { storedAttempts = Self.count(newValue) }
    }
    public var firstPassedAt: Date?
    public var lastFailure: FailureKind?
    /// How many hints the learner has asked for (0 to `countLimit`); hints are revealed in order.
    public var hintsShown: Int {
        get { storedHintsShown }
        set { storedHintsShown = Self.count(newValue) }
    }
    /// When the learner first checked an answer; with `firstPassedAt`, the time it took to pass.
    public var firstAttemptAt: Date?
    /// The stamp of the answer last counted as an attempt: checking it again is not another.
    public var lastAnswerStamp: String?
    /// When the learner first looked at the reference solution (only possible after passing).
    public var solutionSeenAt: Date?
    /// Where the exercise stands in spaced review; nil until its first review (a passed
    /// exercise is then in the first box, due a day after its first pass: `ReviewSchedule`).
    public var review: ReviewRecord?

    private var storedAttempts = 0
    private var storedHintsShown = 0

    /// More than anyone checks or asks for hints, far from where `+ 1` would overflow.
    public static let countLimit = 1_000_000

    static func count(_ value: Int) -> Int {
        min(max(value, 0), countLimit)
    }

    public init(passed: Bool = false, attempts: Int = 0, firstPassedAt: Date? = nil, lastFailure: FailureKind? = nil,
                hintsShown: Int = 0, firstAttemptAt: Date? = nil) {
        self.passed = passed
        self.firstPassedAt = firstPassedAt
        self.lastFailure = lastFailure
        self.firstAttemptAt = firstAttemptAt
        self.attempts = attempts
        self.hintsShown = hintsShown
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        passed = try container.decodeIfPresent(Bool.self, forKey: .passed) ?? false
        firstPassedAt = try container.decodeIfPresent(Date.self, forKey: .firstPassedAt)
        lastFailure = try container.decodeIfPresent(FailureKind.self, forKey: .lastFailure)
        firstAttemptAt = try container.decodeIfPresent(Date.self, forKey: .firstAttemptAt)
        lastAnswerStamp = try container.decodeIfPresent(String.self, forKey: .lastAnswerStamp)
        solutionSeenAt = try container.decodeIfPresent(Date.self, forKey: .solutionSeenAt)
        review = try container.decodeIfPresent(ReviewRecord.self, forKey: .review)
        attempts = try Self.decodeCount(container, .attempts)
        hintsShown = try Self.decodeCount(container, .hintsShown)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(passed, forKey: .passed)
        try container.encode(attempts, forKey: .attempts)
        try container.encodeIfPresent(firstPassedAt, forKey: .firstPassedAt)
        try container.encodeIfPresent(lastFailure, forKey: .lastFailure)
        try container.encode(hintsShown, forKey: .hintsShown)
        try container.encodeIfPresent(firstAttemptAt, forKey: .firstAttemptAt)
        try container.encodeIfPresent(lastAnswerStamp, forKey: .lastAnswerStamp)
        try container.encodeIfPresent(solutionSeenAt, forKey: .solutionSeenAt)
        try container.encodeIfPresent(review, forKey: .review)
    }

    /// A count as written, brought into range: a whole number too large for `Int` (or a
    /// fraction) is read as a `Double` first, so it is clamped rather than called corrupt.
    private static func decodeCount(_ container: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys) throws -> Int {
        if let whole = try? container.decodeIfPresent(Int.self, forKey: key) { return whole }
        guard let number = try container.decodeIfPresent(Double.self, forKey: key) else { return 0 }
        guard number > 0 else { return 0 }
        return number >= Double(countLimit) ? countLimit : Int(number)
    }

    /// Seconds from the first attempt to the first pass, when both are known.
    public var secondsToPass: Int? {
        guard let start = firstAttemptAt, let passedAt = firstPassedAt else { return nil }
        return max(0, Int(passedAt.timeIntervalSince(start).rounded()))
    }

    private enum CodingKeys: String, CodingKey {
        case passed, attempts, firstPassedAt, lastFailure, hintsShown, firstAttemptAt, lastAnswerStamp, solutionSeenAt, review
    }
}

/// Why an attempt failed. Stored as its raw text so that kinds added later by a newer rxlearn
/// still read back.
public struct FailureKind: RawRepresentable, Codable, Sendable, Hashable {
    public var rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public static let compileError = FailureKind(rawValue: "compileError")
    public static let runtimeError = FailureKind(rawValue: "runtimeError")
    public static let timeout = FailureKind(rawValue: "timeout")
    public static let wrongOutput = FailureKind(rawValue: "wrongOutput")
}

/// Where the learner was, to reopen the notebook there.
public struct Position: Codable, Sendable, Equatable {
    public var lessonID: String
    public var cellID: String?

    public init(lessonID: String, cellID: String? = nil) {
        self.lessonID = lessonID
        self.cellID = cellID
    }
}
