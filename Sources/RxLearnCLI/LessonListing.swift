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
                        exercises: lesson.exercises.count)
                })
        }
    }

    /// One heading line per chapter, one indented line per lesson:
    ///
    ///     4.1  Observable
    ///       4.1-sequences   What a sequence is   done     3/3 cells
    func textLines(showingState: Bool) -> [String] {
        let idWidth = chapters.flatMap { $0.lessons.map { DisplayWidth.of($0.id) } }.max() ?? 0
        let titleWidth = chapters.flatMap { $0.lessons.map { DisplayWidth.of($0.title) } }.max() ?? 0
        var lines: [String] = []
        for chapter in chapters {
            if !lines.isEmpty { lines.append("") }
            lines.append("\(chapter.id)  \(chapter.title)")
            for lesson in chapter.lessons {
                var line = "  " + DisplayWidth.padded(lesson.id, to: idWidth + 2)
                if showingState {
                    line += DisplayWidth.padded(lesson.title, to: titleWidth + 2)
                    line += DisplayWidth.padded(lesson.state.rawValue, to: 9) + "\(lesson.matchedCells)/\(lesson.cells) cells"
                } else {
                    line += lesson.title
                }
                lines.append(line)
            }
        }
        return lines
    }

    func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}
