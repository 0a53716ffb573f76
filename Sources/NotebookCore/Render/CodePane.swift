import LessonKit
import Localization
import Marbles

/// The current cell's code with line numbers and colour, soft-wrapped, under the lesson's setup
/// code (folded to one line unless the learner unfolds it), and whose version it is.
enum CodePane {
    static func draw(_ state: NotebookState, _ text: CodeWrapping.Wrapped, in rect: Rect, into buffer: inout ScreenBuffer) {
        guard let cell = state.currentCell, let key = state.currentKey, case .cell(let index) = state.stop else {
            buffer.drawTitle(UIText.Notebook.Panes.code.text, in: rect)
            buffer.drawLines([StyledLine(UIText.Notebook.Panes.noCells.text, .dim)], in: rect.droppingTop(1))
            return
        }
        let count = state.currentLesson?.cells.count ?? 0
        let version: String
        if state.edit.copies[key] == nil {
            version = ""
        } else {
            version = (state.edit.showingLessonVersion.contains(key) ? UIText.Notebook.Panes.lessonsVersion : UIText.Notebook.Panes.yourCopy).text
        }
        let body = rect.droppingTop(1)
        let view = viewOf(text, state: state, height: body.height)
        buffer.drawTitle(UIText.Notebook.Panes.cellTitle(index + 1, of: count, id: cell.id, version: version).text,
                         right: scrollNote(view, of: text) ?? UIText.Notebook.Panes.runEdit.text, in: rect)
        buffer.drawScrolled(view, lines: { Array(text.lines[$0..<($0 + $1)]) }, in: body, moreHint: moreHint(state))
    }

    /// The code lines in view: from the learner's scroll, never starting inside a wrapped line.
    static func viewOf(_ text: CodeWrapping.Wrapped, state: NotebookState, height: Int) -> ScrolledView {
        ScrolledView.of(total: text.lines.count, height: height, first: state.codeScroll, isContinuation: text.continuations.contains)
    }

    /// How to see the rest of the code: d/u when the code pane has the screen, else Tab first.
    static func moreHint(_ state: NotebookState) -> String {
        (state.layout.focus == .code ? UIText.Notebook.Panes.codeScrollFocused : UIText.Notebook.Panes.codeScrollHint).text
    }

    /// "lines 13–24 of 40 · d/u" when the code is longer than the pane; nil when it all fits.
    /// The numbers are those of the gutter: the setup code, a note above the code and the
    /// continuations of wrapped lines are not lines of the code.
    static func scrollNote(_ view: ScrolledView, of text: CodeWrapping.Wrapped) -> String? {
        guard view.total > view.shown else { return nil }
        let count = text.numberedLineCount
        let shown = text.lineNumbers[view.first..<(view.first + view.shown)].compactMap { $0 }
        guard let first = shown.first, let last = shown.last else { return UIText.Notebook.Panes.linesTab(ScrolledView.count(count)).text }
        return UIText.Notebook.Panes.linesRange(first, last, of: count).text
    }

    /// What the code pane shows for the current cell at `width`: the warning that the lesson
    /// changed, the setup code, then the cell.
    static func text(for state: NotebookState, width: Int) -> CodeWrapping.Wrapped {
        guard let code = state.currentCode else { return CodeWrapping.Wrapped() }
        var text = CodeWrapping.Wrapped()
        if state.lessonChangedSinceEdit {
            text.append(StyledWrapping.wrap(
                UIText.Notebook.Panes.lessonChangedSinceEdit.text,
                style: .warning, width: width))
        }
        let cellLines = highlighted(code)
        // Lines a compiler error is about are marked ✗ in the gutter (cell lines are 1-based).
        let errorLines = state.currentReport?.errorLines ?? []
        var gutter = String(cellLines.count).count + (errorLines.isEmpty ? 0 : 1)
        if let setup = state.currentLesson?.setup?.source {
            let setupLines = highlighted(setup)
            let count = ScrolledView.count(setupLines.count)
            if state.layout.setupUnfolded {
                gutter = max(gutter, String(setupLines.count).count + 1)
                text.append(StyledLine([Span(UIText.Notebook.Panes.setupUnfolded(count).text, .dim)]))
                text.append(wrapped(setup, labels: setupLines.indices.map { "s\($0 + 1)" }, gutter: gutter, width: width))
            } else {
                text.append(StyledLine([Span(UIText.Notebook.Panes.setupFolded(count).text, .dim)]))
            }
        }
        text.append(wrapped(code, labels: cellLines.indices.map { String($0 + 1) }, gutter: gutter, width: width,
                            marked: Set(errorLines.map { $0 - 1 })))
        return text
    }

    /// An exercise's answer (or start file), numbered and wrapped.
    /// `selected`: an order-the-chain exercise's selected line (0-based), whose number gets a
    /// mark, so the gutter is a column wider.
    static func text(ofAnswer code: String, width: Int, selected: Int? = nil) -> CodeWrapping.Wrapped {
        let count = highlighted(code).count
        return wrapped(code, labels: (0..<count).map { String($0 + 1) }, gutter: String(count).count + (selected == nil ? 0 : 1), width: width,
                       selected: selected)
    }

    /// The cells and answers seen lately, coloured: a repaint does not colour them again.
    private static let coloured = LayoutCache<String, [[Span]]>(capacity: 16)

    private struct WrapKey: Equatable {
        var code: String
        var labels: [String]
        var gutter: Int
        var width: Int
        var marked: Set<Int>
        var selected: Int?
    }

    /// The same code at the same width is wrapped once.
    private static let wrappedCode = LayoutCache<WrapKey, CodeWrapping.Wrapped>(capacity: 16)

    private static func wrapped(_ code: String, labels: [String], gutter: Int, width: Int, marked: Set<Int> = [], selected: Int? = nil) -> CodeWrapping.Wrapped {
        wrappedCode.value(for: WrapKey(code: code, labels: labels, gutter: gutter, width: width, marked: marked, selected: selected)) {
            CodeWrapping.wrap(highlighted(code), labels: labels, gutter: gutter, width: width, marked: marked, selected: selected)
        }
    }

    /// The code's lines, coloured.
    static func highlighted(_ code: String) -> [[Span]] {
        coloured.value(for: code) { SwiftHighlighter.highlight(trimmingFinalNewline(code)) }
    }

    private static func trimmingFinalNewline(_ code: String) -> String {
        code.hasSuffix("\n") ? String(code.dropLast()) : code
    }
}
