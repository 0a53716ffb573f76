import LessonKit

/// The exercises of each stage of the learning path by level, printed by `rxlearn lint` after
/// the counts by topic: three numbers and the stage's title, within 80 columns, `!` marking a
/// stage that lacks a level.
struct StageCensusTable {
    let census: StageExerciseCensus

    /// The whole line fits in this many columns; a longer title loses its end to `…`.
    static let width = 80

    var lines: [String] {
        let header = "Exercises by stage (" + ExerciseLevel.allCases.map(\.rawValue).joined(separator: ", ") + "; ! a level missing):"
        return [header] + census.rows.map { row in
            let numbers = ExerciseLevel.allCases.map { level -> String in
                let count = String(row.byLevel[level, default: 0])
                return String(repeating: " ", count: max(0, 3 - count.count)) + count
            }.joined(separator: " ")
            let mark = row.missingLevels.isEmpty ? "  " : " !"
            let lead = "  " + numbers + mark + " "
            return lead + Self.fitted(row.title, columns: Self.width - lead.count)
        }
    }

    private static func fitted(_ title: String, columns: Int) -> String {
        guard title.count > columns, columns > 1 else { return title }
        return String(title.prefix(columns - 1)) + "…"
    }
}
