import Foundation
import LessonKit
import Marbles

/// What `rxlearn progress` prints, from the lessons in the order the learner meets them.
struct ProgressReport {
    let groups: [LessonGroup]
    let progress: LearnerProgress
    /// The time reviews are due by (`ReviewClock`).
    var now = Date()

    var lines: [String] {
        var doneTotal = 0
        var itemsTotal = 0
        var body: [String] = []
        var next: LessonGroup.Member?
        for group in groups {
            var done = 0
            var items = 0
            for member in group.lessons {
                let (lessonDone, lessonItems) = count(member.lesson)
                done += lessonDone
                items += lessonItems
                if next == nil && lessonDone < lessonItems { next = member }
            }
            doneTotal += done
            itemsTotal += items
            let count = DisplayWidth.padded("\(done)/\(items)", to: 7)
            body.append(Self.fitted("\(Self.bar(done, of: items, width: 20)) \(count)  \(VisibleText.of(group.headingText, keepingLineBreaks: false))"))
            for member in group.lessons {
                for exercise in member.lesson.exercises {
                    let entry = progress.exercises[exercise.id]
                    let mark = entry?.passed == true ? "✓" : (entry?.attempts ?? 0) > 0 ? "…" : " "
                    body.append(CLIText.Progress.exercise(mark: mark, id: exercise.id, attempts: entry?.attempts).text + (entry.map(reviewNote) ?? ""))
                }
            }
        }
        var head = ["\(Self.bar(doneTotal, of: itemsTotal, width: 30)) " + CLIText.Progress.total(done: doneTotal, of: itemsTotal).text]
        let predicted = progress.predictionCounts
        if predicted.cells > 0 {
            head.append(CLIText.Progress.predictions(cells: predicted.cells, rightFirstTime: predicted.rightFirstTime).text)
        }
        if let next {
            head.append(Self.nextLine(title: next.lesson.title, id: next.lesson.id))
        } else if itemsTotal > 0 {
            head.append(CLIText.Progress.allDone.text)
        }
        return head + [""] + body
    }

    /// ` · box 2, review on 2026-03-05 · solution seen` after a passed exercise's line.
    private func reviewNote(_ entry: ExerciseProgress) -> String {
        typealias R = CLIText.Review
        var parts: [String] = []
        if let box = ReviewSchedule.box(of: entry), let due = ReviewSchedule.dueDate(of: entry) {
            parts.append(R.boxInProgress(box, due: ReviewSchedule.isDue(due, at: now) ? R.dueNowInProgress.text : R.onDay(ReviewDates.text(due)).text).text)
        }
        if entry.solutionSeenAt != nil { parts.append(R.solutionSeen.text) }
        return parts.map { " · " + $0 }.joined()
    }

    /// Cells matched plus exercises solved, out of cells plus exercises.
    private func count(_ lesson: Lesson) -> (done: Int, items: Int) {
        let standing = LessonStanding(lesson: lesson, progress: progress)
        let solved = lesson.exercises.filter { progress.exercises[$0.id]?.passed == true }.count
        return (standing.matchedCells + solved, standing.totalCells + lesson.exercises.count)
    }

    /// `Next: Title — rxlearn open id`, the title cut so that the command, the part to type, fits.
    static func nextLine(title: String, id: String) -> String {
        let (prefix, command) = (CLIText.Progress.nextPrefix.text, CLIText.Progress.nextCommand(id).text)
        let room = LessonListing.outputWidth - DisplayWidth.of(prefix + command)
        return prefix + DisplayWidth.truncated(VisibleText.of(title, keepingLineBreaks: false), to: room) + command
    }

    /// A line cut to `LessonListing.outputWidth` columns, its end replaced by `…`: a stage's long
    /// title must not wrap under the bars.
    static func fitted(_ line: String) -> String {
        DisplayWidth.truncated(line, to: LessonListing.outputWidth)
    }

    /// `[██████░░░░]`: whole blocks, so it reads the same in every terminal.
    static func bar(_ done: Int, of total: Int, width: Int) -> String {
        let filled = total == 0 ? 0 : min(width, done * width / total)
        return "[" + String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled) + "]"
    }
}
