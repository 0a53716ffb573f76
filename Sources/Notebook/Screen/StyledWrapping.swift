import Marbles

/// Word wrapping for styled text, by display width.
///
/// Breaks at spaces; a wide (CJK) character is a break opportunity of its own, since Chinese and
/// Japanese are written without spaces. A word longer than the line is cut between grapheme
/// clusters, never inside one.
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
                    line += token.spans
                    lineWidth += token.width
                }
                continue
            }
            if !line.isEmpty { endLine() }
            if token.isSpace { continue }
            // A word wider than the line: whole lines of it, then the rest starts a new line.
            var pieceWidth = 0
            for span in token.spans {
                var piece = ""
                for character in span.text {
                    let characterWidth = DisplayWidth.of(character)
                    if pieceWidth + characterWidth > width, pieceWidth > 0 {
                        if !piece.isEmpty { line.append(Span(piece, span.style)) }
                        lines.append(StyledLine(merged(line)))
                        line = []
                        piece = ""
                        pieceWidth = 0
                    }
                    piece.append(character)
                    pieceWidth += characterWidth
                }
                if !piece.isEmpty { line.append(Span(piece, span.style)) }
            }
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

    /// Words, single spaces and wide characters with their display widths (measured here,
    /// once). A word may change style in its middle (`code`, then a comma): it stays one word,
    /// made of several runs. Control characters (a problem or detail may quote what a cell
    /// printed) are measured in their visible form, which is what the screen shows.
    private static func tokens(_ spans: [Span]) -> [(spans: [Span], width: Int, isSpace: Bool)] {
        var tokens: [(spans: [Span], width: Int, isSpace: Bool)] = []
        var word: [Span] = []
        var wordWidth = 0
        func endWord() {
            if !word.isEmpty { tokens.append((word, wordWidth, false)) }
            word = []
            wordWidth = 0
        }
        for span in spans {
            var part = ""
            for character in VisibleText.of(span.text, keepingLineBreaks: false) {
                let characterWidth = DisplayWidth.of(character)
                if character == " " || characterWidth == 2 {
                    if !part.isEmpty { word.append(Span(part, span.style)) }
                    part = ""
                    endWord()
                    tokens.append(([Span(String(character), span.style)], characterWidth, character == " "))
                } else {
                    part.append(character)
                    wordWidth += characterWidth
                }
            }
            if !part.isEmpty { word.append(Span(part, span.style)) }
        }
        endWord()
        return tokens
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
