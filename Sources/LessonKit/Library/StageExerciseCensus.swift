/// How many exercises of each level every stage of the learning path has, so that lint can show
/// which stage lacks warm-ups, core exercises or a capstone: each stage should have all three,
/// except a tour, which has none of the second: it shows Rx before the course teaches it, so
/// nothing it holds is a capstone. Reference sections are off the path and not counted.
public struct StageExerciseCensus: Sendable, Equatable {
    public struct Row: Sendable, Equatable {
        public let title: String
        /// Every level, with 0 for a level the stage has no exercise of.
        public let byLevel: [ExerciseLevel: Int]
        /// Where the stage's heading is, for the warning.
        public let location: SourceLocation
        /// A tour needs no capstone.
        public let isTour: Bool

        /// The levels the stage has no exercise of, in `ExerciseLevel`'s order.
        public var missingLevels: [ExerciseLevel] {
            ExerciseLevel.allCases.filter { byLevel[$0, default: 0] == 0 && !(isTour && $0 == .capstone) }
        }
    }

    /// One row a stage, in the path's order.
    public let rows: [Row]

    public init(path: LearningPath, chapters: [Chapter]) {
        let exercisesByLesson = Dictionary(chapters.flatMap { $0.lessons.map { ($0.id, $0.exercises) } },
                                           uniquingKeysWith: { first, _ in first })
        rows = path.pathStages.map { stage in
            var byLevel = Dictionary(uniqueKeysWithValues: ExerciseLevel.allCases.map { ($0, 0) })
            for step in stage.lessons {
                for exercise in exercisesByLesson[step.lessonID] ?? [] {
                    if let level = exercise.level { byLevel[level, default: 0] += 1 }
                }
            }
            return Row(title: stage.title, byLevel: byLevel, location: stage.location, isTour: stage.isTour)
        }
    }

    /// A warning at each stage's heading that lacks a level, and at a tour's that holds a capstone.
    public var warnings: [Diagnostic] {
        let capstonesInTours = rows.filter { $0.isTour && $0.byLevel[.capstone, default: 0] > 0 }.map { row in
            Diagnostic(
                file: row.location.file, line: row.location.line, column: row.location.column, severity: .warning,
                message: "the tour “\(row.title)” has a capstone exercise, but a tour comes before the course teaches what a capstone needs",
                fix: "make it `level=core` or `level=warm-up`, or move it to the stage where its operators are taught")
        }
        return capstonesInTours + rows.filter { !$0.missingLevels.isEmpty }.map { row in
            let missing = row.missingLevels.map(\.rawValue)
            let named = missing.count == 1 ? missing[0] : missing.dropLast().joined(separator: ", ") + " or " + missing[missing.count - 1]
            return Diagnostic(
                file: row.location.file, line: row.location.line, column: row.location.column, severity: .warning,
                message: "the stage “\(row.title)” has no \(named) exercise",
                fix: "every stage needs warm-ups, core exercises and a capstone: write one in a lesson of the stage, with `level=\(missing[0])`")
        }
    }
}
