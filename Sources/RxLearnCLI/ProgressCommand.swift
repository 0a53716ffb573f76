import ArgumentParser
import Foundation
import LessonKit

/// `rxlearn progress`: a bar for the whole course, then one line per chapter and exercise.
struct ProgressCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "progress",
        abstract: "Show how far you are: cells matched and exercises solved, by chapter."
    )

    @OptionGroup var options: LessonOptions

    func run() throws {
        let loaded = try options.loadLessons()
        let progress = ProgressAccess().read()
        var doneTotal = 0
        var itemsTotal = 0
        var lines: [String] = []
        for chapter in loaded.chapters {
            var done = 0
            var items = 0
            for lesson in chapter.lessons {
                let standing = LessonStanding(lesson: lesson, progress: progress)
                done += standing.matchedCells
                items += standing.totalCells
                for exercise in lesson.exercises {
                    items += 1
                    if progress.exercises[exercise.id]?.passed == true { done += 1 }
                }
            }
            doneTotal += done
            itemsTotal += items
            lines.append("\(chapter.id.description)  \(chapter.title)  \(Self.bar(done, of: items, width: 20)) \(done)/\(items)")
            for lesson in chapter.lessons {
                for exercise in lesson.exercises {
                    let entry = progress.exercises[exercise.id]
                    let mark = entry?.passed == true ? "✓" : (entry?.attempts ?? 0) > 0 ? "…" : " "
                    let attempts = entry.map { " (\($0.attempts) attempt\($0.attempts == 1 ? "" : "s"))" } ?? ""
                    lines.append("    \(mark) exercise \(exercise.id)\(attempts)")
                }
            }
        }
        Console.outLine("\(Self.bar(doneTotal, of: itemsTotal, width: 40)) \(doneTotal)/\(itemsTotal) cells matched and exercises solved")
        Console.outLine()
        lines.forEach { Console.outLine($0) }
    }

    /// `[██████░░░░]`: whole blocks, so it reads the same in every terminal.
    static func bar(_ done: Int, of total: Int, width: Int) -> String {
        let filled = total == 0 ? 0 : min(width, done * width / total)
        return "[" + String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled) + "]"
    }
}
