/// How many exercises a course has, by topic and by level (from `topics=` and `level=` on the
/// exercise headings), so that its targets can be counted: `rxlearn lint` prints it.
public struct ExerciseCensus: Sendable, Equatable {
    /// A topic with fewer exercises than this is thin: a learner gets one try at it, or none.
    public static let fewestPerTopic = 2

    public let total: Int
    /// Every topic, with 0 for a topic no exercise practises.
    public let byTopic: [ExerciseTopic: Int]
    /// Every level, with 0 for a level no exercise has.
    public let byLevel: [ExerciseLevel: Int]
    /// Exercises without `level=`.
    public let withoutLevel: Int
    /// Exercises without `topics=`.
    public let withoutTopics: Int

    public init(chapters: [Chapter]) {
        let exercises = chapters.flatMap { $0.lessons.flatMap(\.exercises) }
        total = exercises.count
        var byTopic = Dictionary(uniqueKeysWithValues: ExerciseTopic.allCases.map { ($0, 0) })
        var byLevel = Dictionary(uniqueKeysWithValues: ExerciseLevel.allCases.map { ($0, 0) })
        for exercise in exercises {
            for topic in Set(exercise.topics) { byTopic[topic, default: 0] += 1 }
            if let level = exercise.level { byLevel[level, default: 0] += 1 }
        }
        self.byTopic = byTopic
        self.byLevel = byLevel
        withoutLevel = exercises.filter { $0.level == nil }.count
        withoutTopics = exercises.filter(\.topics.isEmpty).count
    }

    /// The topics with fewer than `fewestPerTopic` exercises, in `ExerciseTopic`'s order.
    public var thinTopics: [ExerciseTopic] {
        ExerciseTopic.allCases.filter { byTopic[$0, default: 0] < Self.fewestPerTopic }
    }

    /// Warnings, never errors: an exercise without `topics=` or `level=` (at its heading), and a
    /// thin topic (at `folder`, the lessons folder as the diagnostics name it).
    public static func warnings(for chapters: [Chapter], folder: String) -> [Diagnostic] {
        let exercises = chapters.flatMap { $0.lessons.flatMap(\.exercises) }
        let untagged = exercises.compactMap { exercise -> Diagnostic? in
            let missing = [exercise.topics.isEmpty ? "`topics=`" : nil, exercise.level == nil ? "`level=`" : nil].compactMap { $0 }
            guard !missing.isEmpty else { return nil }
            return Diagnostic(
                file: exercise.location.file, line: exercise.location.line, column: 1, severity: .warning,
                message: "exercise `\(exercise.id)` is untagged: its heading has no \(missing.joined(separator: " and "))",
                fix: "add them to the heading, e.g. `{#\(exercise.id) topics=observable level=core}` (FORMAT.md lists the names), so that lint counts it")
        }
        guard !exercises.isEmpty else { return untagged }
        let census = ExerciseCensus(chapters: chapters)
        let thin = census.thinTopics.map { topic in
            let count = census.byTopic[topic, default: 0]
            return Diagnostic(
                file: folder, line: 1, column: 1, severity: .warning,
                message: "topic `\(topic.rawValue)` has \(count) exercise\(count == 1 ? "" : "s"); every topic should have at least \(fewestPerTopic)",
                fix: "write another exercise for it, or tag one that practises it with `topics=\(topic.rawValue)`")
        }
        return untagged + thin
    }
}
