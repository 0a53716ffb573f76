import Marbles

/// The current cell's code with line numbers and colour, and whose version it is.
enum CodePane {
    static func draw(_ state: NotebookState, in rect: Rect, into buffer: inout ScreenBuffer) {
        guard let cell = state.currentCell, let key = state.currentKey, let code = state.currentCode else {
            buffer.drawTitle("Code", in: rect)
            buffer.drawLines([StyledLine("This lesson has no cells.", .dim)], in: rect.droppingTop(1))
            return
        }
        let count = state.currentLesson?.cells.count ?? 0
        let version: String
        if state.edits[key] == nil {
            version = ""
        } else {
            version = state.showingLessonVersion.contains(key) ? " · the lesson's version" : " · your copy"
        }
        buffer.drawTitle("Cell \(state.cellIndex + 1) of \(count): \(cell.id)\(version)", right: "r run · e edit", in: rect)
        buffer.drawLines(lines(code: code, state: state, width: rect.width), in: rect.droppingTop(1))
    }

    static func lines(code: String, state: NotebookState, width: Int) -> [StyledLine] {
        var lines: [StyledLine] = []
        if state.currentExercise == nil && state.lessonChangedSinceEdit {
            lines += StyledWrapping.wrap(
                "The lesson's version of this cell changed since you edited it: v shows one or the other, x takes the lesson's.",
                style: .warning, width: width)
        }
        return lines + codeLines(code)
    }

    /// Code with line numbers and colour.
    static func codeLines(_ code: String) -> [StyledLine] {
        var lines: [StyledLine] = []
        let highlighted = SwiftHighlighter.highlight(trimmingFinalNewline(code))
        let gutter = String(highlighted.count).count
        for (number, spans) in highlighted.enumerated() {
            let label = DisplayWidth.padded(String(number + 1), to: gutter, alignment: .right)
            lines.append(StyledLine([Span(label + " │ ", .lineNumber)] + spans))
        }
        return lines
    }

    private static func trimmingFinalNewline(_ code: String) -> String {
        code.hasSuffix("\n") ? String(code.dropLast()) : code
    }
}
