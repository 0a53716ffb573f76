import Marbles

/// The two bottom lines: a message or the main keys, then where the learner is and how far
/// they have come.
enum StatusBar {
    static func drawMessage(_ state: NotebookState, in rect: Rect, into buffer: inout ScreenBuffer) {
        let line: StyledLine
        if let message = state.message {
            line = StyledLine(DisplayWidth.truncated(message.text, to: rect.width), message.kind == .warning ? .warning : .plain)
        } else {
            line = keyHints(stepping: state.run.revealedSteps != nil, onExercise: state.currentExercise != nil,
                            onOperatorLesson: state.lessonHasPlayground, width: rect.width)
        }
        buffer.write(line, row: rect.row, column: rect.column, width: rect.width)
    }

    static func drawStatus(_ state: NotebookState, in rect: Rect, into buffer: inout ScreenBuffer) {
        let left = position(state)
        let total = state.course.totalCellCount
        let matched = state.matchedCellCount
        let percent = total == 0 ? 0 : matched * 100 / total
        let right = "lesson \(state.lessonIndex + 1)/\(state.course.entries.count) · ✓ \(matched)/\(total) cells (\(percent)%) "
        let room = rect.width - DisplayWidth.of(right)
        // Too long, the position loses its middle: the chapter and "cell 2 of 5" stay.
        let text = room > 12
            ? DisplayWidth.padded(" " + TitleText.elided(left, to: room - 3), to: room - 2) + "  " + right
            : DisplayWidth.padded(" " + TitleText.elided(left, to: rect.width - 1), to: rect.width)
        buffer.write(StyledLine(text, .statusBar), row: rect.row, column: rect.column, width: rect.width)
    }

    /// `4.3 Subjects › PublishSubject · cell 2 of 5`
    static func position(_ state: NotebookState) -> String {
        guard let entry = state.currentEntry else { return "no lessons" }
        let cells = entry.lesson.cells.count
        let exercises = entry.lesson.exercises.count
        let cell: String
        switch state.stop {
        case .exercise(let index): cell = "exercise \(index + 1) of \(exercises)"
        case .cell(let index): cell = cells == 0 ? "no cells" : "cell \(index + 1) of \(cells)"
        }
        return "\(entry.chapterID) \(entry.chapterTitle) › \(entry.lesson.title) · \(cell)"
    }

    private static func keyHints(stepping: Bool, onExercise: Bool, onOperatorLesson: Bool, width: Int) -> StyledLine {
        var hints: [(String, String)] = onExercise
            ? [("e", "edit your answer"), ("r", "check"), ("h", "hint"), ("Tab", "pane"), ("j/k", "stop"), ("?", "help"), ("x", "start afresh"), ("]/[", "lesson"), ("q", "quit")]
            : stepping
            ? [("Space/→", "next event"), ("←", "back"), ("s", "leave step mode"), ("r", "run"), ("?", "help"), ("q", "quit")]
            : [("r", "run"), ("Tab", "pane"), ("j/k", "cell"), ("]/[", "lesson"), ("p", "predict"), ("e", "edit"),
               ("?", "help"), ("s", "step"), ("z", "setup"), ("t", "contents"), ("/", "search"), ("q", "quit")]
        if onOperatorLesson && !onExercise && !stepping {
            // An operator's lesson: its playground is worth a place among the first hints, after
            // the help, which stays in view at 80 columns.
            hints.insert(("m", "play"), at: 7)
        }
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
