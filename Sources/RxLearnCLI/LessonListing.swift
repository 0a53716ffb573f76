import Foundation
import LessonKit
import Marbles

/// The table of contents with the learner's standing in each lesson, as text or as JSON.
struct LessonListing: Encodable {
    struct ChapterEntry: Encodable {
        let id: String
        let title: String
        let file: String
        let lessons: [LessonEntry]
    }

    struct LessonEntry: Encodable {
        let id: String
        let title: String
        let section: String
        let state: LessonStanding.State
        let cells: Int
        let matchedCells: Int
        let exercises: Int
        /// The lesson's exercises, in order, with the learner's standing in each.
        let exerciseList: [ExerciseEntry]
    }

    struct ExerciseEntry: Encodable {
        let id: String
        let title: String
        let passed: Bool
        let attempts: Int
    }

    let chapters: [ChapterEntry]

    init(chapters: [Chapter], progress: LearnerProgress) {
        self.chapters = chapters.map { chapter in
            ChapterEntry(
                id: chapter.id.description, title: chapter.title, file: chapter.fileName,
                lessons: chapter.lessons.map { lesson in
                    let standing = LessonStanding(lesson: lesson, progress: progress)
                    return LessonEntry(
                        id: lesson.id, title: lesson.title, section: lesson.section, state: standing.state,
                        cells: standing.totalCells, matchedCells: standing.matchedCells,
                        exercises: lesson.exercises.count,
                        exerciseList: lesson.exercises.map { exercise in
                            let entry = progress.exercises[exercise.id]
                            return ExerciseEntry(id: exercise.id, title: exercise.title,
                                                 passed: entry?.passed ?? false, attempts: entry?.attempts ?? 0)
                        })
                })
        }
    }

    /// The width `list` fits: the terminal's when it is wider, else 80 columns.
    static var outputWidth: Int {
        max(80, TerminalCapabilities.current().size?.columns ?? 80)
    }

    /// One heading line per chapter, one indented line per lesson, fitted to `width` columns
    /// (titles give way; ids, the keys a learner types, never do); with `exercises`, each
    /// lesson's exercises under it:
    ///
    ///     4.1  Observable
    ///       4.1-create     Creating observables   started  2/5 cells
    ///         ✓ 4.1-shout  Shout it
    func textLines(showingState: Bool, exercises showingExercises: Bool = false, width: Int = 80) -> [String] {
        let idWidth = chapters.flatMap { $0.lessons.map { DisplayWidth.of($0.id) } }.max() ?? 0
        let cellsWidth = chapters.flatMap { $0.lessons.map { DisplayWidth.of(Self.cellCount($0)) } }.max() ?? 0
        let stateWidth = 7
        let trailing = showingState ? 2 + stateWidth + 1 + cellsWidth : 0
        let titleWidth = max(8, width - 2 - idWidth - 2 - trailing)
        var lines: [String] = []
        for chapter in chapters {
            if !lines.isEmpty { lines.append("") }
            lines.append(DisplayWidth.truncated("\(chapter.id)  \(chapter.title)", to: width))
            for lesson in chapter.lessons {
                var line = "  " + DisplayWidth.padded(lesson.id, to: idWidth + 2)
                if showingState {
                    line += DisplayWidth.fitted(lesson.title, to: titleWidth) + "  "
                    line += DisplayWidth.padded(lesson.state.rawValue, to: stateWidth + 1) + Self.cellCount(lesson)
                } else {
                    line += DisplayWidth.truncated(lesson.title, to: titleWidth)
                }
                lines.append(line)
                guard showingExercises else { continue }
                for exercise in lesson.exerciseList {
                    let mark = exercise.passed ? "✓" : exercise.attempts > 0 ? "✗" : "·"
                    lines.append(DisplayWidth.truncated("    \(mark) \(exercise.id)  \(exercise.title)", to: width))
                }
            }
        }
        return lines
    }

    private static func cellCount(_ lesson: LessonEntry) -> String {
        "\(lesson.matchedCells)/\(lesson.cells) cells"
    }

    func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}
