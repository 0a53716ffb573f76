import Marbles

/// Word wrapping for styled text, by display width.
///
/// Breaks at spaces; a wide (CJK) character is a break opportunity of its own, since Chinese and
/// Japanese are written without spaces. A word longer than the line is cut between grapheme
/// clusters, never inside one.
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
            let tokenWidth = DisplayWidth.of(token.text)
            if lineWidth + tokenWidth <= width {
                if !(lineWidth == 0 && token.text == " " && !lines.isEmpty) {
                    line.append(token)
                    lineWidth += tokenWidth
                }
                continue
            }
            if !line.isEmpty { endLine() }
            if token.text == " " { continue }
            var rest = token.text
            while DisplayWidth.of(rest) > width {
                let head = DisplayWidth.prefix(of: rest, fitting: width)
                if head.isEmpty { break }
                lines.append(StyledLine([Span(head, token.style)]))
                rest = String(rest.dropFirst(head.count))
            }
            line = [Span(rest, token.style)]
            lineWidth = DisplayWidth.of(rest)
        }
        if !line.isEmpty || lines.isEmpty { endLine() }
        return lines
    }

    static func wrap(_ text: String, style: Style = .plain, width: Int) -> [StyledLine] {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
            wrap([Span(String($0), style)], width: width)
        }
    }

    /// Words, single spaces and wide characters, each keeping the style of its span.
    private static func tokens(_ spans: [Span]) -> [Span] {
        var tokens: [Span] = []
        for span in spans {
            var word = ""
            for character in span.text {
                if character == " " || DisplayWidth.of(character) == 2 {
                    if !word.isEmpty { tokens.append(Span(word, span.style)) }
                    word = ""
                    tokens.append(Span(String(character), span.style))
                } else {
                    word.append(character)
                }
            }
            if !word.isEmpty { tokens.append(Span(word, span.style)) }
        }
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
