import Localization

import Marbles

/// Drawing shared by the panes: a title rule on the first row, then content lines clipped to
/// the pane, with a marker wherever lines are scrolled out of view.
extension ScreenBuffer {
    /// `── Title ─────── right ─`, in the pane-title style. A title too long for the pane loses
    /// its middle, so that its start (which cell) and its end stay, and the right-hand part (the
    /// keys, the position in a scroll) is kept whole while there is room for a title at all.
    mutating func drawTitle(_ title: String, right: String = "", in rect: Rect) {
        guard rect.height > 0, rect.width > 0 else { return }
        var tail = right.isEmpty ? "" : " " + right + " ─"
        if rect.width - DisplayWidth.of(tail) < 16 { tail = DisplayWidth.truncated(tail, to: max(0, rect.width / 2)) }
        let room = rect.width - DisplayWidth.of(tail)
        let head = "─ " + TitleText.elided(title, to: max(0, room - 3)) + " "
        let rule = String(repeating: "─", count: max(0, room - DisplayWidth.of(head)))
        let line = DisplayWidth.fitted(head + rule + tail, to: rect.width)
        write(StyledLine(line, .paneTitle), row: rect.row, column: rect.column, width: rect.width)
    }

    /// Content lines under the title, from `firstLine`; rows beyond the lines are blank.
    mutating func drawLines(_ lines: [StyledLine], in rect: Rect, from firstLine: Int = 0) {
        for offset in 0..<max(0, rect.height) {
            let index = firstLine + offset
            let line = lines.indices.contains(index) ? lines[index] : StyledLine()
            write(line, row: rect.row + offset, column: rect.column, width: rect.width)
        }
    }

    /// The lines `view` shows, with "↑ N lines above" on the first row and "… N more lines" on
    /// the last when some are out of view; `moreHint` says how to see them.
    mutating func drawScrolled(_ view: ScrolledView, lines: (Int, Int) -> [StyledLine], in rect: Rect, moreHint: String) {
        guard rect.height > 0 else { return }
        var rows: [StyledLine] = []
        if view.first > 0 { rows.append(StyledLine(UIText.Notebook.linesAbove(view.first).text, .dim)) }
        rows += lines(view.first, view.shown)
        if view.below > 0 {
            let more = UIText.Notebook.linesBelow(view.below).text
            rows.append(StyledLine(more + (moreHint.isEmpty ? "" : UIText.Notebook.separator.text + moreHint), .dim))
        }
        drawLines(rows, in: rect)
    }
}

/// Titles shortened in the middle.
enum TitleText {
    static func elided(_ text: String, to width: Int) -> String {
        guard width > 0 else { return "" }
        if DisplayWidth.of(text) <= width { return text }
        guard width > 2 else { return DisplayWidth.prefix(of: text, fitting: width) }
        let keep = width - 1
        let head = DisplayWidth.prefix(of: text, fitting: (keep + 1) / 2)
        let tailWidth = keep - DisplayWidth.of(head)
        var tail = ""
        for character in text.reversed() {
            if DisplayWidth.of(tail) + DisplayWidth.of(character) > tailWidth { break }
            tail.insert(character, at: tail.startIndex)
        }
        return head + "…" + tail
    }
}

/// Which lines of a pane's content are on screen: the rows left after the markers for lines
/// above and below, never starting on the continuation of a wrapped line.
struct ScrolledView: Equatable {
    var total: Int
    var first: Int
    var shown: Int
    var below: Int { max(0, total - first - shown) }

    /// - Parameters:
    ///   - first: the first line wanted; moved up to the start of a wrapped line, and down so
    ///     that the end of the content is not followed by blank rows.
    ///   - isContinuation: whether a line continues the line before it (a wrapped paragraph).
    static func of(total: Int, height: Int, first wanted: Int, isContinuation: (Int) -> Bool = { _ in false }) -> ScrolledView {
        guard height > 0 else { return ScrolledView(total: total, first: 0, shown: 0) }
        guard total > height else { return ScrolledView(total: total, first: 0, shown: total) }
        guard height > 1 else { return ScrolledView(total: total, first: 0, shown: 0) }
        var first = max(0, min(wanted, total - (height - 1)))
        while first > 0 && isContinuation(first) { first -= 1 }
        var room = height - (first > 0 ? 1 : 0)
        if total - first > room { room -= 1 }
        // Two markers and no line between them say nothing: a pane that small shows its top.
        if room <= 0 && first > 0 { return of(total: total, height: height, first: 0) }
        return ScrolledView(total: total, first: first, shown: max(0, min(room, total - first)))
    }

    /// "3 lines", "1 more line".
    static func count(_ count: Int, more: Bool = false) -> String {
        UIText.Notebook.lines(count, more: more).text
    }
}

/// The first line to show so that `line` is visible, keeping the view still when it already is.
enum Scrolling {
    static func firstLine(toShow line: Int, total: Int, visible: Int) -> Int {
        guard total > visible, visible > 0 else { return 0 }
        return max(0, min(line - visible / 3, total - visible))
    }
}
