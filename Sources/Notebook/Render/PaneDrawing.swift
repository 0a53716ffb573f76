import Marbles

/// Drawing shared by the panes: a title rule on the first row, then content lines clipped to
/// the pane.
extension ScreenBuffer {
    /// `── Title ─────── right ─`, in the pane-title style.
    mutating func drawTitle(_ title: String, right: String = "", in rect: Rect) {
        guard rect.height > 0, rect.width > 0 else { return }
        let left = "─ " + title + " "
        let tail = right.isEmpty ? "" : " " + right + " ─"
        let room = rect.width - DisplayWidth.of(tail)
        let head = DisplayWidth.truncated(left, to: max(0, room))
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
}

/// The first line to show so that `line` is visible, keeping the view still when it already is.
enum Scrolling {
    static func firstLine(toShow line: Int, total: Int, visible: Int) -> Int {
        guard total > visible, visible > 0 else { return 0 }
        return max(0, min(line - visible / 3, total - visible))
    }
}
