import Localization
import Marbles

/// A framed window in the middle of the screen, for help, contents, search, hints and predict.
struct OverlayBox {
    var title: String
    var lines: [StyledLine]
    var footer: String
    /// The line to keep in view when the content is taller than the box.
    var focus: Int?
    /// Lines scrolled, for a box the learner scrolls (the help); used when there is no focus.
    var scroll = 0

    func draw(into buffer: inout ScreenBuffer, size: ScreenSize, preferredWidth: Int = 76) {
        let width = min(size.columns - 4, max(preferredWidth, 30))
        let innerWidth = width - 4
        let maxInner = size.rows - 6
        let innerHeight = min(maxInner, max(lines.count, 1))
        let height = innerHeight + 4
        let top = max(0, (size.rows - height) / 2)
        let left = max(0, (size.columns - width) / 2)

        buffer.fill(Rect(row: top, column: left, width: width, height: height))
        let rule = String(repeating: "─", count: max(0, width - 2))
        let heading = DisplayWidth.truncated("─ \(title) ", to: width - 2)
        buffer.write("┌" + heading + String(rule.dropFirst(DisplayWidth.of(heading))) + "┐", row: top, column: left, style: .paneTitle)
        for row in top + 1..<top + height - 1 {
            buffer.write("│", row: row, column: left, style: .paneTitle)
            buffer.write("│", row: row, column: left + width - 1, style: .paneTitle)
        }
        buffer.write("└" + rule + "┘", row: top + height - 1, column: left, style: .paneTitle)

        let first = focus.map { Scrolling.firstLine(toShow: $0, total: lines.count, visible: innerHeight) }
            ?? min(max(0, scroll), max(0, lines.count - innerHeight))
        buffer.drawLines(lines, in: Rect(row: top + 1, column: left + 2, width: innerWidth, height: innerHeight), from: first)
        // A box the learner scrolls says how much is below, as every pane does.
        let below = lines.count - first - innerHeight
        let marked = focus == nil && below > 0 ? UIText.Notebook.linesBelow(below).text + UIText.Notebook.separator.text + footer : footer
        buffer.write(StyledLine(DisplayWidth.truncated(marked, to: innerWidth), .dim), row: top + height - 2, column: left + 2, width: innerWidth)
    }
}
