import LessonKit
import Localization
import Marbles

/// The output pane while the learner predicts (`p`): the question, then what they typed or
/// chose, the line being typed kept in view and scrolled sideways with a `…` when it is wider
/// than the pane. The run's output, its verdict and what the lesson expects are not drawn.
enum PredictPane {
    static func title(_ input: PredictInput) -> String {
        switch input.target {
        case .lane(let lane): UIText.Notebook.Panes.predictLaneTitle(lane).text
        case .printedLines: UIText.Notebook.Panes.predictLinesTitle.text
        }
    }

    /// Rows the pane keeps before the code is given its own: enough for the question's start
    /// and the line being typed.
    static let rowsBeforeCode = 4

    /// The pane's lines, with the line being typed as the content's `focus`.
    static func content(_ state: NotebookState, _ input: PredictInput, width: Int) -> ResultPane.Content {
        typealias Words = UIText.Notebook.Panes
        var content = ResultPane.Content(lines: [], focus: nil)
        switch input.target {
        case .lane(let lane):
            content.addParagraph(UIText.Notebook.Overlays.predictQuestion(lane: lane, frame: state.frameDuration(ofLane: lane)).text,
                                 style: .plain, width: width)
            content.focus = content.lines.count
            content.lines.append(inputLine(prefix: "› ", input.text, typing: true, width: width))
        case .printedLines where input.isChoosing:
            content.addParagraph(Words.predictChoiceQuestion.text, style: .plain, width: width)
            content.lines += choiceLines(input.choices, width: width)
            content.lines.append(StyledLine(Words.yourPrediction.text, .heading))
            let chosen = input.lines.filter { !$0.isEmpty }
            if chosen.isEmpty { content.lines.append(StyledLine(Words.nothingChosenYet.text + "▏", .dim)) }
            for (index, line) in chosen.enumerated() {
                content.lines.append(inputLine(prefix: number(index, of: chosen.count), line, typing: index == chosen.count - 1, width: width))
            }
            content.focus = content.lines.count - 1
        case .printedLines:
            content.addParagraph(Words.predictLinesQuestion.text, style: .plain, width: width)
            for (index, line) in input.lines.enumerated() {
                if index == input.line { content.focus = content.lines.count }
                content.lines.append(inputLine(prefix: number(index, of: input.lines.count), line, typing: index == input.line, width: width))
            }
        }
        if let error = input.error { content.addParagraph(error.text, style: .warning, width: width) }
        // A small pane scrolls into the question's paragraph rather than lose the input line.
        content.continuations = []
        return content
    }

    /// The offered lines, numbered, in two columns when every one fits half the pane (so
    /// that the code above keeps its rows).
    private static func choiceLines(_ choices: [String], width: Int) -> [StyledLine] {
        let items = choices.enumerated().map { [Span(" \($0.offset + 1) ", .key), Span($0.element)] }
        let half = width / 2
        guard choices.count > 1, choices.allSatisfy({ DisplayWidth.of($0) + 4 <= half }) else {
            return items.map { StyledLine([$0[0], Span(DisplayWidth.truncated($0[1].text, to: max(1, width - 3)))]) }
        }
        let rows = (items.count + 1) / 2
        return (0..<rows).map { row in
            let left = items[row]
            let padding = String(repeating: " ", count: half - 3 - DisplayWidth.of(left[1].text))
            let right = row + rows < items.count ? items[row + rows] : []
            return StyledLine(left + [Span(padding)] + right)
        }
    }

    /// ` 2 › `: the line's number, right-aligned among `count`.
    private static func number(_ index: Int, of count: Int) -> String {
        let digits = String(count).count
        return String(repeating: " ", count: digits - String(index + 1).count) + "\(index + 1) › "
    }

    /// The prefix, then the text, then the cursor when it is typed into; a text too wide for the
    /// pane shows its end after a `…`, so the cursor stays on screen.
    static func inputLine(prefix: String, _ text: String, typing: Bool, width: Int) -> StyledLine {
        let room = max(1, width - DisplayWidth.of(prefix) - (typing ? 1 : 0))
        var shown = text
        if DisplayWidth.of(text) > room {
            shown = ""
            for character in text.reversed() {
                if DisplayWidth.of(shown) + DisplayWidth.of(character) > room - 1 { break }
                shown.insert(character, at: shown.startIndex)
            }
            shown = "…" + shown
        }
        var spans = [Span(prefix, .key), Span(shown, .prediction)]
        if typing { spans.append(Span("▏", .cursor)) }
        return StyledLine(spans)
    }

    /// The keys that apply to this input, for the line above the status bar: Tab only when
    /// there is something else to predict, Ctrl-E only with an editor.
    static func keyHints(_ state: NotebookState, _ input: PredictInput) -> String {
        // Typing needs no saying, choosing by number does.
        KeyTable.windows.filter { $0.context == input.keyContext && $0.isListed && (!$0.matchesOtherKeys || input.isChoosing) }
            .filter { $0.command != .otherLane || state.predictionTargets.count > 1 }
            .filter { $0.command != .editInEditor || state.editorAvailable }
            .map { "\($0.label) \($0.summary)" }.joined(separator: UIText.Notebook.separator.text)
    }
}
