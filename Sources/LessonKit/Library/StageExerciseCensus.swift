/// How many exercises of each level every stage of the learning path has, so that lint can show
/// which stage lacks warm-ups, core exercises or a capstone: each stage should have all three.
public struct StageExerciseCensus: Sendable, Equatable {
    public struct Row: Sendable, Equatable {
        public let title: String
        /// Every level, with 0 for a level the stage has no exercise of.
        public let byLevel: [ExerciseLevel: Int]
        /// Where the stage's heading is, for the warning.
        public let location: SourceLocation

        /// The levels the stage has no exercise of, in `ExerciseLevel`'s order.
        public var missingLevels: [ExerciseLevel] {
            ExerciseLevel.allCases.filter { byLevel[$0, default: 0] == 0 }
        }
    }

    /// One row a stage, in the path's order.
    public let rows: [Row]

    public init(path: LearningPath, chapters: [Chapter]) {
        let exercisesByLesson = Dictionary(chapters.flatMap { $0.lessons.map { ($0.id, $0.exercises) } },
                                           uniquingKeysWith: { first, _ in first })
        rows = path.stages.map { stage in
            var byLevel = Dictionary(uniqueKeysWithValues: ExerciseLevel.allCases.map { ($0, 0) })
            for step in stage.lessons {
                for exercise in exercisesByLesson[step.lessonID] ?? [] {
                    if let level = exercise.level { byLevel[level, default: 0] += 1 }
                }
            }
            return Row(title: stage.title, byLevel: byLevel, location: stage.location)
        }
    }

    /// A warning at each stage's heading that lacks a level.
    public var warnings: [Diagnostic] {
        rows.filter { !$0.missingLevels.isEmpty }.map { row in
            let missing = row.missingLevels.map(\.rawValue)
            let named = missing.count == 1 ? missing[0] : missing.dropLast().joined(separator: ", ") + " or " + missing[missing.count - 1]
            return Diagnostic(
                file: row.location.file, line: row.location.line, column: row.location.column, severity: .warning,
                message: "the stage “\(row.title)” has no \(named) exercise",
                fix: "every stage needs warm-ups, core exercises and a capstone: write one in a lesson of the stage, with `level=\(missing[0])`")
        }
    }
}
