import Foundation
import LessonKit
import Marbles

/// A lesson as plain text, in reading order: prose as written, then each cell's code and the
/// output it should produce. Code is indented four spaces and every block is introduced by a
/// bracketed label, so the text reads well in a pager and through a screen reader alike.
/// Control characters in a lesson file (an escape sequence in a title) are shown, not obeyed
/// (`VisibleText`): a lesson pack cannot redraw the reader's terminal.
struct LessonText {
    private typealias Words = CLIText.Show
    let chapter: Chapter
    let lesson: Lesson
    /// `Lessons/4.1-observable.md:42`, to point at the source.
    let locate: (SourceLocation) -> String
    /// The chapter's introduction, when this lesson is where the course enters its chapter.
    var chapterIntroduction: ChapterIntroduction?

    func render() -> String {
        var blocks: [String] = [heading()]
        if let chapterIntroduction {
            blocks.append(Words.chapterIntroduction(chapterID: "\(chapterIntroduction.chapterID)", chapterTitle: chapterIntroduction.chapterTitle).text
                          + "\n" + chapterIntroduction.text)
        }
        var setupShown = false
        for item in lesson.items {
            switch item {
            case .prose(let text):
                let trimmed = text.trimmingCharacters(in: .newlines)
                if !trimmed.isEmpty { blocks.append(trimmed) }
            case .cell(let cell):
                if let setup = lesson.setup, !setupShown {
                    blocks.append(Words.setup.text + "\n" + indented(setup.source))
                    setupShown = true
                }
                blocks.append(render(cell))
            case .exercise(let exercise):
                blocks.append(renderInLesson(exercise))
            }
        }
        blocks.append(Words.runItsCells(lesson.id).text)
        return VisibleText.of(blocks.joined(separator: "\n\n") + "\n")
    }

    /// One exercise on its own: where it is, its task, inputs, start file and goal, and how to
    /// check an answer.
    func render(_ exercise: Exercise) -> String {
        let place = Words.exerciseHeading(title: exercise.title, id: exercise.id).text + "\n"
            + Words.exercisePlace(lessonTitle: lesson.title, lessonID: lesson.id, chapterID: "\(chapter.id)", chapterTitle: chapter.title,
                                  location: locate(exercise.location)).text
        let check = Words.checkYourAnswer(exercise.id).text
        return VisibleText.of([place, renderBody(exercise), check].joined(separator: "\n\n") + "\n")
    }

    private func heading() -> String {
        "\(lesson.title)  [\(lesson.id)]\n"
            + Words.lessonPlace(chapterID: "\(chapter.id)", chapterTitle: chapter.title, section: lesson.section,
                                location: locate(lesson.location)).text
    }

    private func render(_ cell: Cell) -> String {
        var parts = [Words.cell(cell.id).text + "\n" + indented(cell.code.source)]
        parts += Self.expectation(cell.expected)
        return parts.joined(separator: "\n")
    }

    private func renderInLesson(_ exercise: Exercise) -> String {
        Words.exercise(exercise.id, title: exercise.title).text + "\n" + renderBody(exercise)
    }

    private func renderBody(_ exercise: Exercise) -> String {
        var parts: [String] = []
        let statement = Self.statement(of: exercise)
        if !statement.isEmpty { parts.append(statement.joined(separator: "\n")) }
        parts += Self.inputs(of: exercise)
        parts.append(Words.startFrom.text + "\n" + indented(exercise.startCode))
        parts += Self.expectation(exercise.expected)
        if !exercise.hints.isEmpty {
            parts.append(Words.hintsInNotebook(exercise.hints.count).text)
        }
        return parts.joined(separator: "\n")
    }

    /// What an exercise asks, its paragraphs wrapped to fit 80 columns (with room for an
    /// indent): read on its own, in a terminal of the usual width, no word is cut.
    static func statement(of exercise: Exercise) -> [String] {
        let prose = VisibleText.of(exercise.prose.trimmingCharacters(in: .whitespacesAndNewlines))
        return prose.isEmpty ? [] : TextWrapping.lines(prose, width: 78)
    }

    /// An exercise's example inputs, `[input NAME]` and the lane with its values.
    static func inputs(of exercise: Exercise) -> [String] {
        exercise.inputs.map { Words.input($0.name).text + "\n" + ExampleText.lane($0.marbles, events: $0.diagram.events) }
    }

    /// What a cell or an exercise should produce, block by block, lanes with their values.
    static func expectation(_ expected: ExpectedOutput) -> [String] {
        var parts: [String] = []
        for block in expected.lineBlocks {
            let label = (block.isOrdered ? Words.expectedOutput : Words.expectedOutputAnyOrder).text
            parts.append(block.lines.isEmpty ? label + "\n    " + Words.printsNothing.text : label + "\n" + Self.indented(block.lines.joined(separator: "\n")))
        }
        for lane in expected.lanes {
            if let marbles = lane.marbles {
                parts.append(Words.expectedMarbles(lane: lane.name, frame: lane.frameDuration).text + "\n" + ExampleText.lane(marbles, events: lane.events))
            } else {
                let events = lane.events.map { "\($0.time) \($0.eventText)" }.joined(separator: "\n")
                parts.append(Words.expectedEvents(lane: lane.name).text + "\n" + Self.indented(events))
            }
        }
        return parts
    }

    private func indented(_ text: String) -> String { Self.indented(text) }

    private static func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "    " + $0 }
            .joined(separator: "\n")
    }
}
