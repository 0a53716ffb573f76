import Marbles

/// One character cell of the screen.
public struct ScreenCell: Sendable, Equatable {
    /// The grapheme cluster drawn here; empty in the right half of a two-column character.
    public var glyph: String
    public var style: Style

    public static let blank = ScreenCell(glyph: " ", style: .plain)
    static let continuation = ScreenCell(glyph: "", style: .plain)

    /// True for the second cell of a wide character (CJK, emoji), which the terminal fills.
    public var isContinuation: Bool { glyph.isEmpty }
}

/// The whole screen as rows of styled cells: what `NotebookScreen.render` produces and the
/// terminal layer copies to the terminal. Tests read it as text.
///
/// Writing never splits a grapheme cluster: a character that does not fit in what is left of
/// its row or region is left out, and overwriting half of a wide character blanks the other half.
public struct ScreenBuffer: Sendable, Equatable {
    public let size: ScreenSize
    public private(set) var rows: [[ScreenCell]]

    public init(size: ScreenSize) {
        self.size = size
        rows = Array(repeating: Array(repeating: .blank, count: max(0, size.columns)), count: max(0, size.rows))
    }

    /// Row `index` as text, continuation cells left out, so its display width is the screen's width.
    public func text(row index: Int) -> String {
        rows[index].map(\.glyph).joined()
    }

    /// All rows as text, one line each.
    public var text: String {
        rows.indices.map { text(row: $0) }.joined(separator: "\n")
    }

    /// Writes `text` at (`row`, `column`), stopping before `limit` (a column, the row's end by
    /// default). Returns the column after the last cell written.
    @discardableResult
    mutating func write(_ text: String, row: Int, column: Int, limit: Int? = nil, style: Style) -> Int {
        guard rows.indices.contains(row) else { return column }
        let end = min(limit ?? size.columns, size.columns)
        let start = max(0, column)
        var position = start
        // Panes make what a cell printed visible before they measure it; this catches any
        // control character left, so that none can reach the terminal and move its cursor.
        // Only as much of the text as fits is looked at: a lane may be 100,000 characters long.
        characters: for character in text {
            guard position < end else { break }
            if let shown = VisibleText.visibleForm(of: character, atColumn: position - start) {
                for shownCharacter in shown {
                    guard put(shownCharacter, row: row, at: &position, end: end, style: style) else { break characters }
                }
            } else {
                guard put(character, row: row, at: &position, end: end, style: style) else { break }
            }
        }
        return position
    }

    /// Places one character at `position` and moves past it; false when it does not fit.
    private mutating func put(_ character: Character, row: Int, at position: inout Int, end: Int, style: Style) -> Bool {
        let width = min(2, DisplayWidth.of(character))
        if width == 0 { return true }
        if position + width > end { return false }
        place(ScreenCell(glyph: String(character), style: style), row: row, column: position)
        if width == 2 {
            place(.continuation, row: row, column: position + 1)
        }
        position += width
        return true
    }

    /// Writes one styled line into a region of a row, padding the rest with the line's background.
    mutating func write(_ line: StyledLine, row: Int, column: Int, width: Int) {
        let limit = column + width
        var position = column
        for span in line.spans {
            position = write(span.text, row: row, column: position, limit: limit, style: line.background ?? span.style)
        }
        fill(Rect(row: row, column: position, width: limit - position, height: 1), style: line.background ?? .plain)
    }

    /// Blanks a rectangle in `style`.
    mutating func fill(_ rect: Rect, style: Style = .plain) {
        guard rect.width > 0 else { return }
        for row in max(0, rect.row)..<min(size.rows, rect.bottom) {
            for column in max(0, rect.column)..<min(size.columns, rect.right) {
                place(ScreenCell(glyph: " ", style: style), row: row, column: column)
            }
        }
    }

    /// Puts one cell in place, repairing a wide character whose other half it overwrites.
    private mutating func place(_ cell: ScreenCell, row: Int, column: Int) {
        guard column >= 0, column < size.columns else { return }
        let old = rows[row][column]
        if old.isContinuation, column > 0, !cell.isContinuation {
            rows[row][column - 1] = ScreenCell(glyph: " ", style: rows[row][column - 1].style)
        }
        if !old.isContinuation, column + 1 < size.columns, rows[row][column + 1].isContinuation,
           DisplayWidth.of(old.glyph) == 2 {
            rows[row][column + 1] = ScreenCell(glyph: " ", style: old.style)
        }
        rows[row][column] = cell
    }
}
