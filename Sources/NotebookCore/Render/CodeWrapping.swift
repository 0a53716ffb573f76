import Marbles

/// Code lines numbered and soft-wrapped to a pane's width: a line too long goes on under a `↪`
/// in the gutter, so code is read at once without scrolling sideways and nothing is cut.
/// Lines break after a space or a comma, or before a `.` of a call chain; a word longer than
/// the whole line is cut between characters (the `↪` marks that too).
enum CodeWrapping {
    /// Wrapped lines, which of them continue the line before, and the number of the source
    /// line each one shows.
    struct Wrapped: Equatable {
        var lines: [StyledLine] = []
        var continuations: Set<Int> = []
        /// For each line, the number in the gutter of the source line it shows or continues; nil
        /// for lines that are not numbered code (the setup code's `s1`…, a note above the code).
        var lineNumbers: [Int?] = []

        mutating func append(_ other: Wrapped) {
            continuations.formUnion(other.continuations.map { $0 + lines.count })
            lines += other.lines
            lineNumbers += other.lineNumbers
        }

        mutating func append(_ line: StyledLine) {
            lines.append(line)
            lineNumbers.append(nil)
        }

        mutating func append(_ lines: [StyledLine]) {
            for line in lines { append(line) }
        }

        /// How many numbered lines the code has.
        var numberedLineCount: Int { lineNumbers.lazy.compactMap { $0 }.max() ?? 0 }
    }

    static let continuationMark = "↪"

    /// - Parameters:
    ///   - lines: the coloured source lines.
    ///   - labels: the gutter label of each line (its number).
    ///   - gutter: the width labels are padded to.
    /// `marked`: indices of lines whose number is drawn as a mismatch (a compiler error's line);
    /// `selected`: the line an order-the-chain exercise's keys act on, drawn as a selection.
    static func wrap(_ lines: [[Span]], labels: [String], gutter: Int, width: Int, marked: Set<Int> = [], selected: Int? = nil) -> Wrapped {
        var wrapped = Wrapped()
        let room = max(1, width - gutter - 3)
        let continuationGutter = Span(String(repeating: " ", count: gutter) + " \(continuationMark) ", .lineNumber)
        for (index, (line, label)) in zip(lines, labels).enumerated() {
            let number = marked.contains(index)
                ? Span(DisplayWidth.padded("✗" + label, to: gutter, alignment: .right) + " │ ", .mismatch)
                : index == selected ? Span(DisplayWidth.padded("▶" + label, to: gutter, alignment: .right) + " │ ", .selection)
                : Span(DisplayWidth.padded(label, to: gutter, alignment: .right) + " │ ", .lineNumber)
            let line = index == selected ? line.map { Span($0.text, .selection) } : line
            let indent = min(leadingSpaces(line) + 2, room / 2)
            for (index, piece) in pieces(line, first: room, rest: room - indent).enumerated() {
                wrapped.lineNumbers.append(Int(label))
                if index == 0 {
                    wrapped.lines.append(StyledLine([number] + piece))
                } else {
                    wrapped.continuations.insert(wrapped.lines.count)
                    wrapped.lines.append(StyledLine([continuationGutter, Span(String(repeating: " ", count: indent))] + piece))
                }
            }
        }
        return wrapped
    }

    private struct Glyph {
        var character: Character
        var style: Style
        var width: Int
    }

    /// The line cut into pieces: the first at most `first` columns wide, the others `rest`.
    static func pieces(_ spans: [Span], first: Int, rest: Int) -> [[Span]] {
        let total = spans.reduce(0) { $0 + DisplayWidth.of($1.text) }
        if total <= first { return [spans] }
        let glyphs = spans.flatMap { span in span.text.map { Glyph(character: $0, style: span.style, width: DisplayWidth.of($0)) } }
        var pieces: [[Span]] = []
        var start = 0
        var room = max(1, first)
        while start < glyphs.count {
            var used = 0
            var end = start
            var lastBreak: Int?
            var sawText = false
            while end < glyphs.count, used + glyphs[end].width <= room {
                if sawText && end > start && isBreak(before: end, in: glyphs) { lastBreak = end }
                if glyphs[end].character != " " { sawText = true }
                used += glyphs[end].width
                end += 1
            }
            if end == glyphs.count {
                pieces.append(spansOf(glyphs[start..<end]))
                break
            }
            if sawText && isBreak(before: end, in: glyphs) { lastBreak = end }
            let cut = max(start + 1, lastBreak ?? end)
            var pieceEnd = cut
            while pieceEnd > start + 1 && glyphs[pieceEnd - 1].character == " " { pieceEnd -= 1 }
            pieces.append(spansOf(glyphs[start..<pieceEnd]))
            start = cut
            while start < glyphs.count && glyphs[start].character == " " { start += 1 }
            room = max(1, rest)
        }
        return pieces
    }

    private static func isBreak(before index: Int, in glyphs: [Glyph]) -> Bool {
        let previous = glyphs[index - 1].character
        let next = glyphs[index].character
        if next == " " { return previous != " " }
        if previous == " " || previous == "," { return true }
        return next == "." && previous != "." && previous != " "
    }

    private static func spansOf(_ glyphs: ArraySlice<Glyph>) -> [Span] {
        var spans: [Span] = []
        for glyph in glyphs {
            if let last = spans.last, last.style == glyph.style {
                spans[spans.count - 1].text.append(glyph.character)
            } else {
                spans.append(Span(String(glyph.character), glyph.style))
            }
        }
        return spans
    }

    private static func leadingSpaces(_ spans: [Span]) -> Int {
        var count = 0
        for span in spans {
            for character in span.text {
                guard character == " " else { return count }
                count += 1
            }
        }
        return count
    }
}
