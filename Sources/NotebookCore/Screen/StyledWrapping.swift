import Marbles

/// Word wrapping for styled text, by display width.
///
/// Breaks where `LineBreaking` allows: at spaces, between Chinese characters, never inside a
/// word or a code span, never before closing punctuation nor after opening punctuation. A piece
/// wider than the line is cut between grapheme clusters, never inside one; a cut that would
/// start a row with closing punctuation carries the character before it down too (only on a
/// row too narrow for both does the mark start the row), so every row stays within the width.
///
/// One pass over the text: every character is measured once, so wrapping a 1 MB line costs
/// about as much as reading it (a lesson may hold a paragraph, or a word, that long).
enum StyledWrapping {
    static func wrap(_ spans: [Span], width: Int) -> [StyledLine] {
        guard width > 0 else { return [] }
        var lines: [StyledLine] = []
        var line: [Span] = []
        var lineWidth = 0

        func endLine() {
            while let last = line.last, last.text == " " { line.removeLast() }
            lines.append(StyledLine(merged(line)))
            line = []
            lineWidth = 0
        }

        for token in tokens(spans) {
            if lineWidth + token.width <= width {
                if !(lineWidth == 0 && token.isSpace && !lines.isEmpty) {
                    line += runs(token.characters)
                    lineWidth += token.width
                }
                continue
            }
            if !line.isEmpty { endLine() }
            if token.isSpace { continue }
            // A piece wider than the line: whole lines of it, then the rest starts a new line.
            let characters = token.characters
            var rowStart = characters.startIndex
            var pieceWidth = 0
            for index in characters.indices {
                let (character, _, characterWidth) = characters[index]
                if pieceWidth + characterWidth > width, pieceWidth > 0 {
                    var cut = index
                    if LineBreaking.isClosing(character), cut - 1 > rowStart,
                       characters[cut - 1].width + characterWidth <= width { cut -= 1 }
                    lines.append(StyledLine(runs(characters[rowStart..<cut])))
                    rowStart = cut
                    pieceWidth = characters[cut..<index].reduce(0) { $0 + $1.width }
                }
                pieceWidth += characterWidth
            }
            line = runs(characters[rowStart...])
            lineWidth = pieceWidth
        }
        if !line.isEmpty || lines.isEmpty { endLine() }
        return lines
    }

    static func wrap(_ text: String, style: Style = .plain, width: Int) -> [StyledLine] {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
            wrap([Span(String($0), style)], width: width)
        }
    }

    /// A character with its style and display width.
    private typealias Measured = (character: Character, style: Style, width: Int)

    /// The pieces `LineBreaking` cuts the text into (single spaces, words, code spans, Chinese
    /// characters with the punctuation that holds to them), with their display widths (every
    /// character measured here, once). A word may change style in its middle (`code`, then a
    /// comma): it stays one piece. Control characters (a problem or detail may quote what a cell
    /// printed) are measured in their visible form, which is what the screen shows.
    private static func tokens(_ spans: [Span]) -> [(characters: ArraySlice<Measured>, width: Int, isSpace: Bool)] {
        var measured: [Measured] = []
        for span in spans {
            for character in VisibleText.of(span.text, keepingLineBreaks: false) {
                measured.append((character, span.style, DisplayWidth.of(character)))
            }
        }
        let pieces = LineBreaking.pieces(of: measured.map(\.character), widths: measured.map(\.width),
                                         inCode: measured.map { $0.style == .code })
        return pieces.map { piece in
            let characters = measured[piece.range]
            return (characters, characters.reduce(0) { $0 + $1.width }, piece.isSpace)
        }
    }

    /// Characters with their styles as runs, one per change of style.
    private static func runs(_ characters: ArraySlice<Measured>) -> [Span] {
        var runs: [Span] = []
        for (character, style, _) in characters {
            if let last = runs.last, last.style == style {
                runs[runs.count - 1].text.append(character)
            } else {
                runs.append(Span(String(character), style))
            }
        }
        return runs
    }

    /// Joins neighbouring runs of the same style.
    private static func merged(_ spans: [Span]) -> [Span] {
        var result: [Span] = []
        for span in spans {
            if let last = result.last, last.style == span.style {
                result[result.count - 1].text += span.text
            } else {
                result.append(span)
            }
        }
        return result
    }
}
