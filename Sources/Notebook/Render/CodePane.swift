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
        if state.edit.copies[key] == nil {
            version = ""
        } else {
            version = state.edit.showingLessonVersion.contains(key) ? " · the lesson's version" : " · your copy"
        }
        let lines = lines(code: code, state: state, width: rect.width)
        let body = rect.droppingTop(1)
        let first = scrolledFirstLine(state, total: lines.count, visible: body.height)
        guard case .cell(let index) = state.stop else { return }
        let number = index + 1
        buffer.drawTitle("Cell \(number) of \(count): \(cell.id)\(version)",
                         right: scrollNote(first: first, total: lines.count, visible: body.height) ?? "r run · e edit", in: rect)
        buffer.drawLines(lines, in: body, from: first)
    }

    /// The first line shown: the learner's scroll, kept within the code.
    static func scrolledFirstLine(_ state: NotebookState, total: Int, visible: Int) -> Int {
        max(0, min(state.codeScroll, total - visible))
    }

    /// "lines 13–24 of 40 · d/u" when the code is longer than the pane; nil when it all fits.
    static func scrollNote(first: Int, total: Int, visible: Int) -> String? {
        guard total > visible else { return nil }
        return "lines \(first + 1)–\(min(total, first + visible)) of \(total) · d/u scroll"
    }

    /// How many code lines there are and how many the pane shows, at this screen size.
    static func viewport(for state: NotebookState, size: ScreenSize) -> (total: Int, visible: Int) {
        let width = NotebookLayout.plan(for: size, presentMode: state.presentMode).code.width
        let total = state.shownCode.map { lines(code: $0, state: state, width: width).count } ?? 0
        let rect = NotebookLayout.plan(for: size, presentMode: state.presentMode, codeLines: total).code
        return (total, max(0, rect.height - 1))
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

    /// The cells and answers seen lately, coloured: a repaint does not colour them again.
    private static let coloured = LayoutCache<String, [StyledLine]>(capacity: 16)

    /// Code with line numbers and colour.
    static func codeLines(_ code: String) -> [StyledLine] {
        coloured.value(for: code) { numberedAndColoured(code) }
    }

    private static func numberedAndColoured(_ code: String) -> [StyledLine] {
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
