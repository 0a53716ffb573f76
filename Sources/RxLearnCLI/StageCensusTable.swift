import LessonKit
import Marbles

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
            let numbers = ExerciseLevel.allCases.map { level in
                DisplayWidth.padded(String(row.byLevel[level, default: 0]), to: 3, alignment: .right)
            }.joined(separator: " ")
            let mark = row.missingLevels.isEmpty ? "  " : " !"
            let lead = "  " + numbers + mark + " "
            return lead + DisplayWidth.truncated(VisibleText.of(row.title, keepingLineBreaks: false), to: Self.width - lead.count)
        }
    }
}
