/// Where each pane goes for a screen size: prose beside the cell on wide screens, above it on
/// narrow ones; no prose and more room for code and marbles on a projector.
struct NotebookLayout: Equatable {
    var prose: Rect?
    var code: Rect
    var result: Rect
    var marbles: Rect
    /// The line above the status bar: a message, or the main keys.
    var message: Rect
    var status: Rect

    /// From this width on, prose and cell sit side by side.
    static let sideBySideWidth = 110

    /// - Parameter codeLines: the lines the code pane has to show; a shorter cell leaves its
    ///   spare rows to the output and marble panes. Nil keeps the fixed shares.
    static func plan(for size: ScreenSize, presentMode: Bool, codeLines: Int? = nil) -> NotebookLayout {
        var layout = fixedShares(for: size, presentMode: presentMode)
        if let codeLines {
            layout.giveSpareCodeRows(needed: max(3, codeLines + 1))
        }
        return layout
    }

    /// Moves the code pane's unused rows to the output and marble panes, which sit right below it.
    private mutating func giveSpareCodeRows(needed: Int) {
        let spare = code.height - needed
        guard spare > 0 else { return }
        let toResult = spare / 2
        code.height = needed
        result.row = code.bottom
        result.height += toResult
        marbles.row = result.bottom
        marbles.height += spare - toResult
    }

    private static func fixedShares(for size: ScreenSize, presentMode: Bool) -> NotebookLayout {
        let width = size.columns
        let bodyHeight = max(0, size.rows - 2)
        let message = Rect(row: size.rows - 2, column: 0, width: width, height: 1)
        let status = Rect(row: size.rows - 1, column: 0, width: width, height: 1)

        if presentMode {
            let heights = split(bodyHeight, shares: [4, 2, 4])
            let stack = stacked(top: 0, column: 0, width: width, heights: heights)
            return NotebookLayout(prose: nil, code: stack[0], result: stack[1], marbles: stack[2], message: message, status: status)
        }
        if width >= sideBySideWidth {
            let proseWidth = width * 2 / 5
            let prose = Rect(row: 0, column: 0, width: proseWidth, height: bodyHeight)
            let right = proseWidth + 1  // one column for the divider
            let stack = stacked(top: 0, column: right, width: width - right, heights: split(bodyHeight, shares: [4, 3, 3]))
            return NotebookLayout(prose: prose, code: stack[0], result: stack[1], marbles: stack[2], message: message, status: status)
        }
        let stack = stacked(top: 0, column: 0, width: width, heights: split(bodyHeight, shares: [3, 3, 3, 3]))
        return NotebookLayout(prose: stack[0], code: stack[1], result: stack[2], marbles: stack[3], message: message, status: status)
    }

    /// Divides `total` rows by shares; the rounding goes to the last pane.
    private static func split(_ total: Int, shares: [Int]) -> [Int] {
        let sum = shares.reduce(0, +)
        var heights = shares.map { total * $0 / sum }
        heights[heights.count - 1] += total - heights.reduce(0, +)
        return heights
    }

    private static func stacked(top: Int, column: Int, width: Int, heights: [Int]) -> [Rect] {
        var row = top
        return heights.map { height in
            defer { row += height }
            return Rect(row: row, column: column, width: width, height: height)
        }
    }
}
