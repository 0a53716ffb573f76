/// Where each pane goes for a screen size and what the panes have to show.
///
/// Columns: prose beside the cell from `sideBySideWidth` on, above it on narrower screens, none
/// on a projector. Rows come from content, not fixed shares: every pane keeps its title line,
/// then the pane that has the screen (Tab) gets the rows it needs, then the code gets the rows
/// its cell needs (leaving the output its headline and a "more" line), then the marbles and the
/// output get what they need up to a share each, then beyond it; the prose takes what is left.
/// A pane with nothing to show (marbles before a run) stays folded to its title line.
struct NotebookLayout: Equatable {
    var prose: Rect?
    var code: Rect
    var result: Rect
    var marbles: Rect
    /// The line above the status bar: a message, or the main keys.
    var message: Rect
    var status: Rect

    /// The prose's rows under its title when a lesson opens: its title, a blank line, two
    /// lines of text and the line that says how much more there is.
    static let proseOnOpening = 5

    /// From this width on, prose and cell sit side by side.
    static let sideBySideWidth = 110

    /// The content rows each cell pane would show, its title line not counted. The prose has no
    /// need: it takes whatever is left, and scrolls.
    struct Needs: Equatable {
        var code: Int
        var output: Int
        var marbles: Int
        /// Rows the prose keeps above the cell before the code is given any: a lesson just
        /// opened shows its title and first lines.
        var proseFirst = 0
        /// The lanes before the output: a lane prediction's verdict is drawn on them.
        var marblesFirst = false
        /// The output before the lanes: a printed prediction's verdict is drawn in it.
        var outputFirst = false
        /// Rows the output gets before the code: the question and the line being typed while
        /// the learner predicts.
        var outputBeforeCode = 0
    }

    /// The panes' columns, with every row given to the code pane: enough to measure content
    /// (which depends on widths only) before the rows are planned.
    static func columns(for size: ScreenSize, presentMode: Bool) -> NotebookLayout {
        plan(for: size, presentMode: presentMode, needs: Needs(code: .max / 4, output: 0, marbles: 0), focus: .code)
    }

    /// The layout when the prose has the screen, for measuring the prose: every layout of a
    /// size gives the panes the same columns, only their rows differ.
    static func plan(for size: ScreenSize, presentMode: Bool) -> NotebookLayout {
        plan(for: size, presentMode: presentMode, needs: Needs(code: 0, output: 0, marbles: 0), focus: .prose)
    }

    /// The panes Tab moves between: the prose only where it is stacked with the cell.
    static func focusablePanes(for size: ScreenSize, presentMode: Bool) -> [Pane] {
        stackedPanes(for: size, presentMode: presentMode).contains(.prose) ? Pane.allCases : [.code, .output, .marbles]
    }

    static func plan(for size: ScreenSize, presentMode: Bool, needs: Needs, focus: Pane) -> NotebookLayout {
        let width = size.columns
        let bodyHeight = max(0, size.rows - 2)
        let message = Rect(row: size.rows - 2, column: 0, width: width, height: 1)
        let status = Rect(row: size.rows - 1, column: 0, width: width, height: 1)

        let order = stackedPanes(for: size, presentMode: presentMode)
        let heights = rows(for: order, total: bodyHeight, needs: needs, focus: focus, presentMode: presentMode)
        var stackColumn = 0
        var proseBeside: Rect?
        if !presentMode && width >= sideBySideWidth {
            let proseWidth = width * 2 / 5
            proseBeside = Rect(row: 0, column: 0, width: proseWidth, height: bodyHeight)
            stackColumn = proseWidth + 1  // one column for the divider
        }
        var rects: [Pane: Rect] = [:]
        var row = 0
        for pane in order {
            let height = heights[pane] ?? 0
            rects[pane] = Rect(row: row, column: stackColumn, width: width - stackColumn, height: height)
            row += height
        }
        return NotebookLayout(
            prose: proseBeside ?? rects[.prose], code: rects[.code]!, result: rects[.output]!, marbles: rects[.marbles]!,
            message: message, status: status)
    }

    /// The panes stacked top to bottom in one column.
    private static func stackedPanes(for size: ScreenSize, presentMode: Bool) -> [Pane] {
        presentMode || size.columns >= sideBySideWidth ? [.code, .output, .marbles] : [.prose, .code, .output, .marbles]
    }

    /// Rows for each pane of a column of `total` rows. On a projector (`presentMode`) the lanes
    /// come before the output, and the spare rows go under them, where the class looks.
    static func rows(for panes: [Pane], total: Int, needs: Needs, focus: Pane, presentMode: Bool = false) -> [Pane: Int] {
        var heights = Dictionary(uniqueKeysWithValues: panes.map { ($0, 1) })
        var left = total - panes.count
        func need(_ pane: Pane) -> Int {
            switch pane {
            case .code: needs.code
            case .output: needs.output
            case .marbles: needs.marbles
            case .prose: .max / 4
            }
        }
        /// Gives `pane` content rows up to `wanted` in all.
        func give(_ pane: Pane, upTo wanted: Int) {
            guard let height = heights[pane] else { return }
            let extra = max(0, min(left, wanted - (height - 1)))
            heights[pane] = height + extra
            left -= extra
        }
        if focus != .code && heights[focus] != nil { give(focus, upTo: need(focus)) }
        if focus == .code { give(.prose, upTo: needs.proseFirst) }
        give(.output, upTo: min(need(.output), needs.outputBeforeCode))
        if presentMode {
            // The code leaves the lanes a third of the rows (it scrolls); the output comes last.
            let lanes = min(need(.marbles), max(4, total / 3))
            give(.code, upTo: min(need(.code), left - lanes))
            give(.marbles, upTo: need(.marbles))
            give(.output, upTo: need(.output))
            give(.code, upTo: need(.code))
            give(need(.marbles) > 0 ? .marbles : .output, upTo: .max / 4)
            return heights
        }
        // The output keeps room for its headline and a "… more" line under the code.
        let outputReserve = max(0, min(2, needs.output) - ((heights[.output] ?? 1) - 1))
        give(.code, upTo: min(need(.code), (heights[.code] ?? 1) - 1 + max(0, left - outputReserve)))
        // Then the output its reserve, the lanes up to a share, the output up to a share.
        let share = max(3, total / 4)
        give(.output, upTo: min(need(.output), 2))
        if needs.marblesFirst { give(.marbles, upTo: need(.marbles)) }
        if needs.outputFirst { give(.output, upTo: need(.output)) }
        // A time axis without a lane under it is no drawing: the lanes wait for three rows.
        if left >= min(need(.marbles), 3) || heights[.marbles] ?? 1 > 1 {
            give(.marbles, upTo: min(need(.marbles), share))
        }
        give(.output, upTo: min(need(.output), share))
        give(.output, upTo: need(.output))
        give(.marbles, upTo: need(.marbles))
        give(.prose, upTo: need(.prose))
        // Every need met: the spare rows go under the output, which always has something to say.
        give(.output, upTo: .max / 4)
        return heights
    }
}
