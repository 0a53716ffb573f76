import LessonKit
import LessonRunner
import Localization
import Marbles

/// The cell's output beside the lesson's: **actual | expected**, ✓ or ✗ on each line, the first
/// divergence highlighted. In step mode only the output revealed so far is shown.
enum ResultPane {
    static let spinner = Array("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏")

    /// The spinner's glyph at this moment of the notebook's work.
    static func spinnerFrame(_ state: NotebookState) -> String {
        String(spinner[state.work.spinnerFrame % spinner.count])
    }

    static func draw(_ state: NotebookState, _ content: Content, in rect: Rect, into buffer: inout ScreenBuffer) {
        var right = ""
        if let running = state.run.running {
            let frame = spinnerFrame(state)
            right = (running.key == state.currentKey
                ? UIText.Notebook.Panes.runningHere(frame) : UIText.Notebook.Panes.runningOther(frame, running.key.cellID)).text
        }
        let title: String
        if case .predict(let input)? = state.overlay {
            title = PredictPane.title(input)
        } else {
            title = (state.printedPredictionCheck == nil ? UIText.Notebook.Panes.output : UIText.Notebook.Panes.outputBesidePrediction).text
        }
        // Squeezed to its title (a projector gives the code and lanes the rows): the title says
        // how much it holds, as every pane marks what it has not shown.
        if right.isEmpty && rect.height <= 1 && content.count > 0 { right = UIText.Notebook.Panes.linesTab(ScrolledView.count(content.count)).text }
        buffer.drawTitle(title, right: right, in: rect)
        drawBody(state, content, in: rect.droppingTop(1), into: &buffer)
    }

    /// The output or check lines under a title: from the learner's scroll, else with the first
    /// difference in view, and markers for what is above and below.
    static func drawBody(_ state: NotebookState, _ content: Content, in body: Rect, into buffer: inout ScreenBuffer) {
        let view = viewOf(content, state: state, height: body.height)
        let hint = (state.layout.focus == .output ? UIText.Notebook.Panes.codeScrollFocused : UIText.Notebook.Panes.scrollHint).text
        buffer.drawScrolled(view, lines: { content.lines(from: $0, count: $1) }, in: body, moreHint: hint)
    }

    static func viewOf(_ content: Content, state: NotebookState, height: Int) -> ScrolledView {
        // The line to keep in view, with the lines above it when they fit: the headline first.
        let wanted = state.outputScroll
            ?? (content.stepped ?? content.focus).map { $0 < height - 1 ? 0 : Scrolling.firstLine(toShow: $0, total: content.count, visible: max(1, height - 2)) }
            ?? 0
        return ScrolledView.of(total: content.count, height: height, first: wanted, isContinuation: content.isContinuation)
    }

    struct Content {
        /// The lines above the rows: what went wrong, or that all matched.
        var lines: [StyledLine]
        /// One per printed line or event, made into a line only when it is on screen: a cell
        /// may print, or a lesson expect, tens of thousands of them.
        var rows: [Row] = []
        var rowWidth = 0
        /// The line to keep in view: the first divergence.
        var focus: Int?
        /// In step mode, the line of the event stepped to, kept in view before the divergence.
        var stepped: Int?
        /// The lines that continue a wrapped line: a pane never starts its view on one.
        var continuations: Set<Int> = []
        /// The lines below the rows: beside the verdict, not part of it (what an exercise's
        /// answer printed), so that the verdict and its first divergence stay in view together.
        var trailing: [StyledLine] = []
        /// The lines of `trailing` that continue a wrapped line, counted from its first.
        private var trailingContinuations: Set<Int> = []

        init(lines: [StyledLine], rows: [Row] = [], rowWidth: Int = 0, focus: Int?) {
            self.lines = lines
            self.rows = rows
            self.rowWidth = rowWidth
            self.focus = focus
        }

        var count: Int { lines.count + rows.count + trailing.count }

        /// Whether line `index` continues a wrapped line.
        func isContinuation(_ index: Int) -> Bool {
            let trailingIndex = index - lines.count - rows.count
            return trailingIndex >= 0 ? trailingContinuations.contains(trailingIndex) : continuations.contains(index)
        }

        /// Adds `text` wrapped to `width`, remembering where its lines continue one another.
        mutating func addParagraph(_ text: String, style: Style, width: Int) {
            for part in text.split(separator: "\n", omittingEmptySubsequences: false) {
                let wrapped = StyledWrapping.wrap([Span(String(part), style)], width: width)
                continuations.formUnion((lines.count + 1)..<(lines.count + wrapped.count))
                lines += wrapped
            }
        }

        /// Adds `text` wrapped to `width` below the rows.
        mutating func addTrailingParagraph(_ text: String, style: Style, width: Int) {
            let wrapped = StyledWrapping.wrap([Span(text, style)], width: width)
            trailingContinuations.formUnion((trailing.count + 1)..<(trailing.count + wrapped.count))
            trailing += wrapped
        }

        /// Lines `first ..< first + count` (fewer at the end).
        func lines(from first: Int, count: Int) -> [StyledLine] {
            (max(0, first)..<min(self.count, first + count)).map { index in
                guard index >= lines.count else { return lines[index] }
                guard index < lines.count + rows.count else { return trailing[index - lines.count - rows.count] }
                let row = rows[index - lines.count]
                return row.line(width: rowWidth, highlighted: index == focus)
            }
        }
    }

    /// The output pane of a cell: before a run, how to run it (and what the lesson expects,
    /// once the learner may see it: `revealsExpected`); after one, its lines beside the lesson's,
    /// or beside the learner's printed prediction when they made one.
    static func lines(for state: NotebookState, width: Int) -> Content {
        guard let cell = state.currentCell else { return Content(lines: [], focus: nil) }
        if case .predict(let input)? = state.overlay { return PredictPane.content(state, input, width: width) }
        guard let result = state.currentResult else {
            let running = state.run.running?.key == state.currentKey
            guard state.revealsExpected else {
                if state.presentMode && !running { return Content(lines: PresentQuestion.lines(for: cell, in: state.currentLesson, width: width), focus: nil) }
                let note = running ? UIText.Notebook.Panes.running : UIText.Notebook.Panes.notRunYetFolded
                return Content(lines: StyledWrapping.wrap(note.text, style: .dim, width: width), focus: nil)
            }
            // Not run yet: what the lesson expects, and how to run it.
            let expected = expectedRows(cell.expected).map { Row(mark: nil, actual: "", expected: $0) }
            let note = StyledLine((running ? UIText.Notebook.Panes.running : UIText.Notebook.Panes.notRunYet).text, .dim)
            return Content(lines: [note], rows: expected, rowWidth: width, focus: nil)
        }

        var content = Content(lines: [], focus: nil)
        guard let report = result.report else {
            // rxlearn could not run the cell at all: why, and nothing else.
            content.addParagraph("✗ " + UIText.Notebook.Messages.couldNotRunCell(result.reason ?? "").text, style: .mismatch, width: width)
            return content
        }
        let revealed = state.step.revealed.map { Revealed(steps: Array(state.currentSteps.prefix($0))) }
        // Step mode before its first step: the verdict would tell the end before the story.
        let beforeFirstStep = state.step.revealed == 0 && !state.currentSteps.isEmpty
        if beforeFirstStep {
            content.addParagraph(UIText.Notebook.Panes.stepZero.text, style: .dim, width: width)
        } else if report.passed {
            content.lines.append(StyledLine("✓ " + UIText.Notebook.Messages.matchesTheLesson.text, .match))
        } else {
            // Compile errors listed under it need not be repeated in the first line.
            let headline = report.problemIsListedCompileErrors ? UIText.Notebook.Messages.doesNotCompile : report.problemPhrase
            content.addParagraph("✗ " + (headline?.text ?? ""), style: .mismatch, width: width)
            for detail in report.problemDetailPhrases { content.addParagraph(detail.text, style: .plain, width: width) }
        }

        var rows: [Row]
        if let prediction = state.printedPredictionCheck {
            if !beforeFirstStep {
                content.addParagraph(predictionHeadline(prediction), style: prediction.verdict.passed ? .match : .mismatch, width: width)
            }
            rows = predictionRows(prediction, revealed: revealed)
        } else {
            rows = self.rows(for: report, expected: cell.expected, revealed: revealed)
        }
        content.focus = rows.firstIndex(where: \.isFirstDivergence).map { content.lines.count + $0 }
        // In step mode the line just stepped to stays in view.
        if revealed != nil { content.stepped = rows.lastIndex { $0.mark != nil }.map { content.lines.count + $0 } }
        content.rows = rows
        content.rowWidth = width
        return content
    }

    /// `✓ your prediction matches every line`, or where it first went wrong in the run's words.
    static func predictionHeadline(_ check: PrintedPredictionCheck) -> String {
        typealias Words = UIText.Notebook.Panes
        guard check.verdict.passed else { return "✗ " + Words.predictionLinesWrong(check.verdict.firstDivergence ?? "").text }
        return "✓ " + (check.openLines.isEmpty ? Words.predictionLinesMatch : Words.predictionLinesMatchOpen(check.openLines.count)).text
    }

    /// The printed lines beside the learner's: ✓/✗ as for a run, `?` and `…` for a line they
    /// left open.
    static func predictionRows(_ check: PrintedPredictionCheck, revealed: Revealed?) -> [Row] {
        var sawDivergence = false
        return check.verdict.lines.map { line in
            let isOpen = line.expectedLineNumber.map(check.openLines.contains) ?? false
            let shown = revealed.map { revealed in line.actualLineNumber.map { revealed.lines.contains($0 - 1) } ?? true } ?? true
            let said = isOpen ? PredictedLine.unknownMark : line.expected ?? ""
            guard shown else { return Row(mark: nil, actual: "", expected: said) }
            var row = Row(mark: isOpen ? nil : line.outcome, actual: line.actual?.text ?? "", expected: said, isOpen: isOpen)
            if !isOpen && line.outcome != .match && !sawDivergence {
                row.isFirstDivergence = true
                sawDivergence = true
            }
            return row
        }
    }

    /// One line of the two columns.
    struct Row {
        /// Nil before the cell ran (or before step mode reached the line).
        var mark: Outcome?
        var actual: String
        var expected: String
        var isFirstDivergence = false
        /// A line the learner's prediction left open: shown with `?`, never judged.
        var isOpen = false

        func line(width: Int, highlighted: Bool) -> StyledLine {
            let left = (width - 3) / 2
            let right = width - 3 - left
            let markText: String
            let markStyle: Style
            switch mark {
            case .match?: (markText, markStyle) = ("✓ ", .match)
            case nil: (markText, markStyle) = (isOpen ? "? " : "  ", .dim)
            default: (markText, markStyle) = ("✗ ", .mismatch)
            }
            // What the cell printed may hold escape sequences: measured as they will be shown.
            let actualText = DisplayWidth.fitted(VisibleText.of(actual, keepingLineBreaks: false), to: max(0, left - 2))
            let expectedText = DisplayWidth.fitted(VisibleText.of(expected, keepingLineBreaks: false), to: max(0, right))
            return StyledLine([
                Span(markText, markStyle),
                Span(actualText, mark == nil && !isOpen ? .dim : .plain),
                Span(" │ ", .dim),
                Span(expectedText, .dim),
            ], background: highlighted ? .divergence : nil)
        }
    }

    /// Which printed lines and lane events step mode has revealed.
    struct Revealed {
        var lines: Set<Int> = []
        var events: Set<[Int]> = []

        init(steps: [StepTimeline.Step]) {
            for step in steps {
                switch step {
                case .line(let index, _): lines.insert(index)
                case .event(let lane, let index, _): events.insert([lane, index])
                }
            }
        }
    }

    static func rows(for report: CellReport, expected: ExpectedOutput, revealed: Revealed?) -> [Row] {
        let output = report.recording.output
        var rows: [Row] = []
        var sawDivergence = false
        func add(_ row: Row) {
            var row = row
            if let mark = row.mark, mark != .match, !sawDivergence {
                row.isFirstDivergence = true
                sawDivergence = true
            }
            rows.append(row)
        }

        guard let verdict = report.verdict else {
            // Nothing to judge against (or the cell did not finish): the printed lines alone.
            for (index, line) in output.lines.enumerated() where revealed?.lines.contains(index) ?? true {
                rows.append(Row(mark: nil, actual: line.text, expected: ""))
            }
            return rows
        }
        if verdict.lines.isEmpty && !output.lines.isEmpty && verdict.lanes.isEmpty {
            for (index, line) in output.lines.enumerated() where revealed?.lines.contains(index) ?? true {
                rows.append(Row(mark: nil, actual: line.text, expected: UIText.Notebook.Panes.notChecked.text))
            }
        }
        for line in verdict.lines {
            let index = line.actualLineNumber.map { $0 - 1 }
            let shown = revealed.map { revealed in index.map { revealed.lines.contains($0) } ?? true } ?? true
            // Stepping, a line the steps have not reached is left out, the lesson's with it.
            if shown { add(Row(mark: line.outcome, actual: line.actual?.text ?? "", expected: line.expected ?? "")) }
        }
        let naming = verdict.lanes.count > 1
        for lane in verdict.lanes {
            let laneIndex = output.lanes.firstIndex { $0.name == lane.name } ?? 0
            var actualCount = 0
            for event in lane.events {
                let prefix = naming ? "\(lane.name) " : ""
                let actual = event.actual.map { prefix + "\($0.time) \($0.eventText)" } ?? ""
                let expectedText = event.expected.map { prefix + "\($0.time) \($0.eventText)" } ?? ""
                var shown = true
                if event.actual != nil {
                    shown = revealed?.events.contains([laneIndex, actualCount]) ?? true
                    actualCount += 1
                }
                if shown { add(Row(mark: event.outcome, actual: actual, expected: expectedText)) }
            }
        }
        return rows
    }

    private static let expectedTexts = LayoutCache<ExpectedOutput, [String]>(capacity: 8)

    /// The expected output as text lines, for a cell that has not run.
    static func expectedRows(_ expected: ExpectedOutput) -> [String] {
        expectedTexts.value(for: expected) { texts(of: expected) }
    }

    private static func texts(of expected: ExpectedOutput) -> [String] {
        let lines = expected.lineBlocks.flatMap(\.lines)
        let naming = expected.lanes.count > 1
        let events = expected.lanes.flatMap { lane in
            lane.events.map { (naming ? "\(lane.name) " : "") + "\($0.time) \($0.eventText)" }
        }
        return lines + events
    }
}
