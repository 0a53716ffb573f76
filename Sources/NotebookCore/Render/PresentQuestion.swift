import LessonKit
import Localization

/// The output pane on a projector before the cell runs, where the rows would otherwise stand
/// empty: the question the class answers first (the printed lines, the lanes by name), the keys
/// that ask it, and the lesson's words that lead to the cell (a projector has no prose pane).
/// Nothing of what the lesson expects: that stays folded until the run (with `--show-expected`
/// the pane shows it instead of this).
enum PresentQuestion {
    static func lines(for cell: Cell, in lesson: Lesson?, width: Int) -> [StyledLine] {
        typealias Words = UIText.Notebook.Panes
        var questions: [Phrase] = []
        if cell.expected.expectsLines { questions.append(Words.whatWillItPrint) }
        if !cell.expected.lanes.isEmpty { questions.append(Words.whatComesOnLanes(cell.expected.lanes.map(\.name))) }
        guard !questions.isEmpty else {
            return StyledWrapping.wrap(Words.notRunYet.text, style: .dim, width: width) + leadIn(to: cell, in: lesson, width: width)
        }
        var lines = StyledWrapping.wrap([Span(Words.notRunYetAskTheClass.text, .strong)], width: width)
        for question in questions { lines += StyledWrapping.wrap([Span("  " + question.text, .heading)], width: width) }
        for (key, words) in [("p", Words.presentPredictKey), ("P", Words.presentPollKey), ("r", Words.presentRunKey)] {
            lines += StyledWrapping.wrap([Span("  " + key + "  ", .key), Span(words.text, .plain)], width: width)
        }
        return lines + leadIn(to: cell, in: lesson, width: width)
    }

    /// A blank line and the lesson's paragraphs that lead to the cell, if it follows prose.
    private static func leadIn(to cell: Cell, in lesson: Lesson?, width: Int) -> [StyledLine] {
        guard let text = lesson.flatMap({ proseBefore(cell, in: $0) }) else { return [] }
        return [StyledLine()] + ProseFormatter.lines(text, width: width)
    }

    /// The lesson's paragraphs just before `cell`, if the cell follows prose.
    static func proseBefore(_ cell: Cell, in lesson: Lesson) -> String? {
        guard let index = lesson.items.firstIndex(where: { if case .cell(let item) = $0 { item.id == cell.id } else { false } }), index > 0,
              case .prose(let text) = lesson.items[index - 1] else { return nil }
        return text
    }
}
