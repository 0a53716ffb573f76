import Localization
import Marbles

/// The two bottom lines: a message or the main keys, then where the learner is and how far
/// they have come.
enum StatusBar {
    static func drawMessage(_ state: NotebookState, in rect: Rect, into buffer: inout ScreenBuffer) {
        // The teacher's offer takes the next key: it is never hidden under another message.
        if let offer = state.classOfferLine {
            draw(NotebookState.Message(offer, kind: .warning), endingAt: rect, maximumRows: messageRows(on: state.screenSize), into: &buffer)
            return
        }
        if let message = state.message {
            draw(message, endingAt: rect, maximumRows: messageRows(on: state.screenSize), into: &buffer)
            return
        }
        let line: StyledLine
        if case .predict(let input)? = state.overlay {
            line = StyledLine(" " + DisplayWidth.truncated(PredictPane.keyHints(state, input), to: rect.width - 1), .dim)
        } else if state.isReviewing {
            typealias S = UIText.Notebook.Status
            let phrases = [("e", S.editYourAnswer), ("r", S.check), ("n", UIText.Notebook.Review.nextShort), ("Esc", UIText.Notebook.Review.backShort),
                           ("Tab", S.pane), ("?", S.help)]
            line = hints(phrases.map { ($0.0, $0.1.text) }, width: rect.width)
        } else {
            line = keyHints(stepping: state.step.revealed != nil, onExercise: state.currentExercise != nil,
                            onOperatorLesson: state.lessonHasPlayground, ordering: state.currentExercise?.chain != nil, width: rect.width)
        }
        buffer.write(line, row: rect.row, column: rect.column, width: rect.width)
    }

    /// The most rows a message may take: a third of the screen.
    static func messageRows(on size: ScreenSize) -> Int {
        max(1, size.rows / 3)
    }

    /// A message is never cut without a mark: one too long for its line (a path, who holds a
    /// lock) wraps upwards over the rows above it, the bottom of the panes, which the next key
    /// uncovers again as it clears the message; past `maximumRows` the last row ends in "…".
    static func draw(_ message: NotebookState.Message, endingAt rect: Rect, maximumRows: Int, into buffer: inout ScreenBuffer) {
        var lines = StyledWrapping.wrap(message.text, style: message.kind == .warning ? .warning : .plain, width: rect.width)
        if lines.count > maximumRows {
            lines = Array(lines.prefix(maximumRows))
            let last = lines[maximumRows - 1]
            lines[maximumRows - 1] = StyledLine(DisplayWidth.truncated(last.plainText + " …", to: rect.width), last.spans.last?.style ?? .plain)
        }
        let top = max(0, rect.row - (lines.count - 1))
        for (offset, line) in lines.suffix(rect.row - top + 1).enumerated() {
            buffer.write(line, row: top + offset, column: rect.column, width: rect.width)
        }
    }

    static func drawStatus(_ state: NotebookState, in rect: Rect, into buffer: inout ScreenBuffer) {
        let left = position(state)
        let total = state.course.totalCellCount
        let matched = state.matchedCellCount
        let percent = total == 0 ? 0 : matched * 100 / total
        // A projector shows the class the lesson, not the learner's progress.
        let counts = state.presentMode ? UIText.Notebook.Status.lesson(state.lessonIndex + 1, of: state.course.entries.count).text
            : UIText.Notebook.Status.progress(lesson: state.lessonIndex + 1, of: state.course.entries.count,
                                             matched: matched, of: total, percent: percent).text
        let right = (state.classBadge?.text ?? "") + counts
        let room = rect.width - DisplayWidth.of(right)
        // Too long, the position loses its middle: the chapter and "cell 2 of 5" stay.
        let text = room > 12
            ? DisplayWidth.padded(" " + TitleText.elided(left, to: room - 3), to: room - 2) + "  " + right
            : DisplayWidth.padded(" " + TitleText.elided(left, to: rect.width - 1), to: rect.width)
        buffer.write(StyledLine(text, .statusBar), row: rect.row, column: rect.column, width: rect.width)
    }

    /// `4.3 Subjects › PublishSubject · cell 2 of 5`
    static func position(_ state: NotebookState) -> String {
        if let session = state.review.session { return ReviewPanes.position(session, in: state) }
        guard let entry = state.currentEntry else { return UIText.Notebook.Status.noLessons.text }
        let cells = entry.lesson.cells.count
        let exercises = entry.lesson.exercises.count
        let cell: String
        switch state.stop {
        case .exercise(let index): cell = UIText.Notebook.Status.exercise(index + 1, of: exercises).text
        case .cell(let index): cell = cells == 0 ? UIText.Notebook.Status.noCells.text : UIText.Notebook.Status.cell(index + 1, of: cells).text
        }
        return "\(entry.chapterID) \(entry.chapterTitle) › \(entry.lesson.title)" + UIText.Notebook.separator.text + cell
    }

    private static func keyHints(stepping: Bool, onExercise: Bool, onOperatorLesson: Bool, ordering: Bool, width: Int) -> StyledLine {
        typealias S = UIText.Notebook.Status
        var phrases: [(String, Phrase)] = onExercise
            ? [("e", S.editYourAnswer), ("r", S.check), ("h", S.hint), ("Tab", S.pane), ("j/k", S.stop), ("?", S.help),
               ("x", S.startAfresh), ("]/[", S.lesson), ("q", S.quit)]
            : stepping
            ? [("Space/→", S.nextEvent), ("←", S.back), ("s", S.leaveStepMode), ("r", S.run), ("?", S.help), ("q", S.quit)]
            : [("r", S.run), ("Tab", S.pane), ("j/k", S.cell), ("]/[", S.lesson), ("p", S.predict), ("e", S.edit),
               ("?", S.help), ("s", S.step), ("z", S.setup), ("t", S.contents), ("/", S.search), ("q", S.quit)]
        if ordering {
            // An order-the-chain exercise is answered with its own keys first; `e` still edits.
            phrases.insert(contentsOf: [(", .", UIText.ChainOrder.selectKeys), ("< >", UIText.ChainOrder.moveKeys), ("i", UIText.ChainOrder.toggleKeys)], at: 0)
        }
        if onOperatorLesson && !onExercise && !stepping {
            // An operator's lesson: its playground is worth a place among the first hints, after
            // the help, which stays in view at 80 columns.
            phrases.insert(("m", S.play), at: 7)
        }
        return hints(phrases.map { ($0.0, $0.1.text) }, width: width)
    }

    /// Keys and what they do, as many as fit in `width`.
    private static func hints(_ hints: [(String, String)], width: Int) -> StyledLine {
        var spans: [Span] = [Span(" ")]
        var used = 1
        for (key, summary) in hints {
            let itemWidth = DisplayWidth.of(key) + DisplayWidth.of(summary) + 3
            if used + itemWidth > width { break }
            spans += [Span(key, .key), Span(" " + summary + "  ", .dim)]
            used += itemWidth
        }
        return StyledLine(spans)
    }
}
