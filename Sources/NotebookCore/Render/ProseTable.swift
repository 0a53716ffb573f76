import Foundation
import Marbles

/// A Markdown table as aligned columns that fit the pane.
///
/// The fitting rule: columns are separated by ` │ `. When every column fits at its natural
/// width (its widest cell), that is the width it gets. Otherwise the narrow columns keep their
/// natural width and the wide ones share what is left equally ("water filling"), and a cell
/// wider than its column wraps inside it, breaking at spaces (a word longer than the column
/// breaks between characters). When the pane cannot give every column a few characters, each
/// row is shown as `header: value` lines instead. No text is ever cut.
enum ProseTable {
    static let separator = " │ "
    /// The narrowest a column may get before the table is shown row by row.
    static let narrowestColumn = 4

    private enum Alignment { case left, center, right }

    static func lines(_ rows: [String], width: Int) -> [StyledLine] {
        var cells = rows.map(splitCells)
        var alignments: [Alignment] = []
        var headerCount = 0
        if let separatorRow = cells.firstIndex(where: isSeparatorRow) {
            alignments = cells[separatorRow].map(alignment)
            headerCount = separatorRow
            cells.remove(at: separatorRow)
        }
        let columnCount = cells.map(\.count).max() ?? 0
        guard columnCount > 0 else { return [] }
        let styled: [[[Span]]] = cells.enumerated().map { rowIndex, row in
            (0..<columnCount).map { column in
                let spans = ProseInline.spans(column < row.count ? row[column] : "")
                return rowIndex < headerCount ? spans.map(strengthened) : spans
            }
        }
        let natural = (0..<columnCount).map { column in
            styled.map { row in DisplayWidth.of(VisibleText.of(row[column].map(\.text).joined(), keepingLineBreaks: false)) }.max() ?? 0
        }
        let available = width - DisplayWidth.of(separator) * (columnCount - 1)
        guard let widths = columnWidths(natural: natural, available: available) else {
            return stacked(styled, headerCount: headerCount, width: width)
        }
        var lines: [StyledLine] = []
        for (rowIndex, row) in styled.enumerated() {
            let wrapped = row.enumerated().map { column, spans in
                spans.isEmpty ? [StyledLine()] : StyledWrapping.wrap(spans, width: max(1, widths[column]))
            }
            let height = wrapped.map(\.count).max() ?? 1
            for lineIndex in 0..<height {
                var spans: [Span] = []
                for column in 0..<columnCount {
                    if column > 0 { spans.append(Span(separator, .dim)) }
                    let line = lineIndex < wrapped[column].count ? wrapped[column][lineIndex] : StyledLine()
                    let isLast = column == columnCount - 1
                    spans += aligned(line, width: widths[column], alignments.indices.contains(column) ? alignments[column] : .left, padRight: !isLast)
                }
                while spans.last?.text.allSatisfy({ $0 == " " }) == true { spans.removeLast() }
                lines.append(StyledLine(spans))
            }
            if rowIndex == headerCount - 1 {
                let rule = widths.map { String(repeating: "─", count: $0) }.joined(separator: "─┼─")
                lines.append(StyledLine(rule, .dim))
            }
        }
        return lines
    }

    /// Each column's width, or nil when the pane is too narrow for columns at all.
    private static func columnWidths(natural: [Int], available: Int) -> [Int]? {
        if natural.reduce(0, +) <= available { return natural }
        guard available >= narrowestColumn * natural.count else { return nil }
        var widths = natural
        var wide = Set(natural.indices)
        var remaining = available
        // Columns narrower than a fair share keep their width; repeat, since each one that
        // keeps its width leaves more for the others.
        while true {
            let fairShare = remaining / wide.count
            let narrow = wide.filter { natural[$0] <= fairShare }
            if narrow.isEmpty { break }
            for column in narrow {
                widths[column] = natural[column]
                remaining -= natural[column]
                wide.remove(column)
            }
        }
        let share = remaining / wide.count
        var extra = remaining - share * wide.count
        for column in wide.sorted() {
            widths[column] = share + (extra > 0 ? 1 : 0)
            extra -= 1
        }
        return widths
    }

    /// Too narrow for columns: every row as lines of `header: value`.
    private static func stacked(_ rows: [[[Span]]], headerCount: Int, width: Int) -> [StyledLine] {
        let headers = headerCount > 0 ? rows[headerCount - 1].map { $0.map(\.text).joined() } : []
        var lines: [StyledLine] = []
        for row in rows.dropFirst(headerCount) {
            if !lines.isEmpty { lines.append(StyledLine()) }
            for (column, spans) in row.enumerated() {
                let header = column < headers.count && !headers[column].isEmpty ? [Span(headers[column] + ": ", .strong)] : [Span("· ", .dim)]
                lines += StyledWrapping.wrap(header + spans, width: max(1, width))
            }
        }
        return lines
    }

    private static func aligned(_ line: StyledLine, width: Int, _ alignment: Alignment, padRight: Bool) -> [Span] {
        let free = max(0, width - DisplayWidth.of(line.plainText))
        let left = switch alignment {
        case .left: 0
        case .center: free / 2
        case .right: free
        }
        let right = padRight ? free - left : 0
        return [Span(String(repeating: " ", count: left))] + line.spans + [Span(String(repeating: " ", count: right))]
    }

    /// The cells of `| a | b |`, split at bars that are neither escaped nor inside code.
    private static func splitCells(_ row: String) -> [String] {
        var text = row.trimmingCharacters(in: .whitespaces)[...]
        if text.hasPrefix("|") { text = text.dropFirst() }
        if text.hasSuffix("|"), !text.hasSuffix("\\|") { text = text.dropLast() }
        var cells: [String] = []
        var cell = ""
        var inCode = false
        var previous: Character = " "
        for character in text {
            if character == "`" { inCode.toggle() }
            if character == "|", !inCode, previous != "\\" {
                cells.append(cell.trimmingCharacters(in: .whitespaces))
                cell = ""
            } else {
                if character == "|", previous == "\\" { cell.removeLast() }
                cell.append(character)
            }
            previous = character
        }
        cells.append(cell.trimmingCharacters(in: .whitespaces))
        return cells
    }

    private static func isSeparatorRow(_ cells: [String]) -> Bool {
        !cells.isEmpty && cells.allSatisfy { cell in
            cell.contains("-") && cell.allSatisfy { $0 == "-" || $0 == ":" || $0 == " " }
        }
    }

    private static func alignment(_ cell: String) -> Alignment {
        switch (cell.hasPrefix(":"), cell.hasSuffix(":")) {
        case (true, true): .center
        case (false, true): .right
        default: .left
        }
    }

    /// Header cells are strong, their code stays code.
    private static func strengthened(_ span: Span) -> Span {
        span.style == .plain || span.style == .emphasis ? Span(span.text, .strong) : span
    }
}
