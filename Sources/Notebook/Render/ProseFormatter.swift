import Foundation

/// Turns lesson Markdown into styled lines: headings, paragraphs wrapped to the pane, code
/// blocks kept as they are (indented, never wrapped), `inline code` and **bold** styled.
enum ProseFormatter {
    private struct Request: Equatable {
        var markdown: String
        var width: Int
    }

    /// The prose items of a few lessons at the pane's width (a lesson has a few dozen at
    /// most: every repaint asks for all of the current lesson's).
    private static let formatted = LayoutCache<Request, [StyledLine]>(capacity: 256)

    /// The lines of `markdown` at `width`, formatted once and then remembered.
    static func lines(_ markdown: String, width: Int) -> [StyledLine] {
        formatted.value(for: Request(markdown: markdown, width: width)) { format(markdown, width: width) }
    }

    private static func format(_ markdown: String, width: Int) -> [StyledLine] {
        var lines: [StyledLine] = []
        var inFence = false
        var paragraph: [String] = []

        func flushParagraph() {
            guard !paragraph.isEmpty else { return }
            lines += StyledWrapping.wrap(inlineSpans(paragraph.joined(separator: " ")), width: width)
            paragraph = []
        }

        for rawLine in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(rawLine).replacingOccurrences(of: "\t", with: "    ")
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                flushParagraph()
                inFence.toggle()
                continue
            }
            if inFence {
                lines.append(StyledLine("  " + line, .code))
                continue
            }
            if trimmed.isEmpty {
                flushParagraph()
                if lines.last.map({ !$0.plainText.isEmpty }) ?? false { lines.append(StyledLine()) }
            } else if trimmed.hasPrefix("#") {
                flushParagraph()
                let title = trimmed.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
                lines += StyledWrapping.wrap(title, style: .heading, width: width)
            } else if trimmed.hasPrefix("- ") || trimmed.hasPrefix("* ") || trimmed.first?.isNumber == true && trimmed.contains(". ") {
                // A list item starts its own line.
                flushParagraph()
                paragraph = [trimmed.hasPrefix("* ") ? "- " + trimmed.dropFirst(2) : trimmed]
            } else {
                paragraph.append(trimmed)
            }
        }
        flushParagraph()
        while lines.last?.plainText.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// Backtick spans become code, double-asterisk spans bold; the markers themselves go.
    static func inlineSpans(_ text: String) -> [Span] {
        var spans: [Span] = []
        var current = ""
        var style = Style.plain
        var characters = Array(text)[...]
        func flush() {
            if !current.isEmpty { spans.append(Span(current, style)) }
            current = ""
        }
        while let character = characters.first {
            if character == "`" {
                flush()
                style = style == .code ? .plain : .code
                characters = characters.dropFirst()
            } else if character == "*", characters.dropFirst().first == "*", style != .code {
                flush()
                style = style == .heading ? .plain : .heading
                characters = characters.dropFirst(2)
            } else {
                current.append(character)
                characters = characters.dropFirst()
            }
        }
        flush()
        return spans
    }
}
