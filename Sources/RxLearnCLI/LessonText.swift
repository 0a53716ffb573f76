import Foundation
import LessonKit

/// A lesson as plain text, in reading order: prose as written, then each cell's code and the
/// output it should produce. Code is indented four spaces and every block is introduced by a
/// bracketed label, so the text reads well in a pager and through a screen reader alike.
struct LessonText {
    let chapter: Chapter
    let lesson: Lesson
    /// `Lessons/4.1-observable.md:42`, to point at the source.
    let locate: (SourceLocation) -> String

    func render() -> String {
        var blocks: [String] = [heading()]
        var setupShown = false
        for item in lesson.items {
            switch item {
            case .prose(let text):
                let trimmed = text.trimmingCharacters(in: .newlines)
                if !trimmed.isEmpty { blocks.append(trimmed) }
            case .cell(let cell):
                if let setup = lesson.setup, !setupShown {
                    blocks.append("[setup, run before every cell]\n" + indented(setup.source))
                    setupShown = true
                }
                blocks.append(render(cell))
            case .exercise(let exercise):
                blocks.append(renderInLesson(exercise))
            }
        }
        blocks.append("Run its cells with: rxlearn run \(lesson.id)")
        return blocks.joined(separator: "\n\n") + "\n"
    }

    /// One exercise on its own: where it is, its task, inputs, start file and goal, and how to
    /// check an answer.
    func render(_ exercise: Exercise) -> String {
        let place = """
        Exercise \(exercise.title)  [\(exercise.id)]
        In lesson \(lesson.title) [\(lesson.id)], chapter \(chapter.id) \(chapter.title) — \(locate(exercise.location))
        """
        let check = "Check your answer with: rxlearn check \(exercise.id)"
        return [place, renderBody(exercise), check].joined(separator: "\n\n") + "\n"
    }

    private func heading() -> String {
        """
        \(lesson.title)  [\(lesson.id)]
        Chapter \(chapter.id) \(chapter.title), section \(lesson.section) — \(locate(lesson.location))
        """
    }

    private func render(_ cell: Cell) -> String {
        var parts = ["[cell \(cell.id)]\n" + indented(cell.code.source)]
        parts += expectation(cell.expected)
        return parts.joined(separator: "\n")
    }

    private func renderInLesson(_ exercise: Exercise) -> String {
        "[exercise \(exercise.id)] \(exercise.title)\n" + renderBody(exercise)
    }

    private func renderBody(_ exercise: Exercise) -> String {
        var parts: [String] = []
        let prose = exercise.prose.trimmingCharacters(in: .newlines)
        if !prose.isEmpty { parts.append(prose) }
        for input in exercise.inputs {
            parts.append("[input \(input.name)]\n    \(input.marbles)")
        }
        parts.append("[start from]\n" + indented(exercise.start.source))
        parts += expectation(exercise.expected)
        if !exercise.hints.isEmpty {
            parts.append("(\(exercise.hints.count) hint\(exercise.hints.count == 1 ? "" : "s") in the notebook)")
        }
        return parts.joined(separator: "\n")
    }

    private func expectation(_ expected: ExpectedOutput) -> [String] {
        var parts: [String] = []
        for block in expected.lineBlocks {
            let label = block.isOrdered ? "[expected output]" : "[expected output, in any order]"
            parts.append(block.lines.isEmpty ? label + "\n    (prints nothing)" : label + "\n" + indented(block.lines.joined(separator: "\n")))
        }
        for lane in expected.lanes {
            if let marbles = lane.marbles {
                parts.append("[expected marbles, lane \(lane.name), one frame = \(lane.frameDuration) ms]\n    \(marbles)")
            } else {
                let events = lane.events.map { "\($0.time) \($0.eventText)" }.joined(separator: "\n")
                parts.append("[expected events, lane \(lane.name)]\n" + indented(events))
            }
        }
        return parts
    }

    private func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "    " + $0 }
            .joined(separator: "\n")
    }
}
