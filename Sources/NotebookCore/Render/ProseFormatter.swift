import Foundation
import Marbles

/// Turns lesson Markdown into styled lines at the pane's width.
///
/// The subset lessons use: `#` headings; paragraphs; `-`, `*`, `+` and `1.` lists (nested by
/// indentation) with hanging indents; `>` quotes; tables as aligned columns (`ProseTable`);
/// fenced code, highlighted when it is Swift and soft-wrapped with a continuation mark; rules;
/// and inside text `code`, **strong** and *emphasis* (`ProseInline`). Anything else is shown as
/// written. Every step is linear in the text's length, and the result is cached per text and width.
enum ProseFormatter {
    private struct Request: Equatable {
        var markdown: String
        var width: Int
    }

    /// The prose items of a few lessons at the pane's width (a lesson has a few dozen at
    /// most: every repaint asks for all of the current lesson's).
    private static let formatted = LayoutCache<Request, [StyledLine]>(capacity: 256)

    /// The mark at the start of each row that continues a wrapped code line.
    static let continuationMark = "↪ "

    /// The lines of `markdown` at `width`, formatted once and then remembered.
    static func lines(_ markdown: String, width: Int) -> [StyledLine] {
        formatted.value(for: Request(markdown: markdown, width: width)) { format(markdown, width: width) }
    }

    /// The work `lines` remembers (tests time it directly).
    static func format(_ markdown: String, width: Int) -> [StyledLine] {
        guard width > 0 else { return [] }
        var lines: [StyledLine] = []
        var previous: ProseBlock?
        for (block, followsBlankLine) in ProseBlock.blocks(of: markdown) {
            // Items of one list stay together unless the source spaced them out.
            let sameList = block.isListItem && previous?.isListItem == true && !followsBlankLine
            if previous != nil, !sameList { lines.append(StyledLine()) }
            lines += render(block, width: width)
            previous = block
        }
        return lines
    }

    private static func render(_ block: ProseBlock, width: Int) -> [StyledLine] {
        switch block {
        case .heading(_, let text):
            return StyledWrapping.wrap(ProseInline.spans(text).map(headingSpan), width: width)
        case .paragraph(let text):
            return StyledWrapping.wrap(ProseInline.spans(text), width: width)
        case .listItem(let marker, let depth, let text):
            let indent = String(repeating: "  ", count: depth)
            return hanging(ProseInline.spans(text), first: [Span(indent + marker + " ")], width: width)
        case .quote(let text):
            return hanging(ProseInline.spans(text), first: [Span("│ ", .dim)], rest: [Span("│ ", .dim)], width: width)
        case .table(let rows):
            return ProseTable.lines(rows, width: width)
        case .code(let language, let code):
            return codeLines(code, language: language, width: width)
        case .rule:
            return [StyledLine(String(repeating: "─", count: min(width, 40)), .dim)]
        }
    }

    /// Text wrapped beside a prefix: the first row starts with `first`, the others with `rest`
    /// (spaces as wide as `first` by default), so a list item's text hangs under its first word.
    /// A pane too narrow for the indent wraps the text under the marker instead.
    private static func hanging(_ spans: [Span], first: [Span], rest: [Span]? = nil, width: Int) -> [StyledLine] {
        let indent = DisplayWidth.of(first.map(\.text).joined())
        guard width - indent >= 8 else { return StyledWrapping.wrap(first + spans, width: width) }
        let restPrefix = rest ?? [Span(String(repeating: " ", count: indent))]
        return StyledWrapping.wrap(spans, width: width - indent).enumerated().map { index, line in
            StyledLine((index == 0 ? first : restPrefix) + line.spans)
        }
    }

    /// A fenced block in prose, indented by two columns. Lessons mark code that is only shown as
    /// `text` (FORMAT.md), and it is almost always Swift: `text`, `swift` and unnamed blocks are
    /// highlighted as Swift; a block that names another language keeps the plain code style. A
    /// line wider than the pane wraps, and each row that continues it starts with `continuationMark`.
    private static func codeLines(_ code: [String], language: String, width: Int) -> [StyledLine] {
        let highlighted: [[Span]] = if ["", "text", "swift"].contains(language) {
            SwiftHighlighter.highlight(code.joined(separator: "\n"))
        } else {
            code.map { [Span($0.replacingOccurrences(of: "\t", with: "    "), .code)] }
        }
        let indent = DisplayWidth.of(continuationMark)
        guard width > indent else { return highlighted.flatMap { StyledWrapping.wrap($0, width: width) } }
        var lines: [StyledLine] = []
        for spans in highlighted {
            let rows = spans.isEmpty ? [StyledLine()] : StyledWrapping.wrap(spans.map(codeSpan), width: width - indent)
            for (index, row) in rows.enumerated() {
                let prefix = index == 0 ? Span(String(repeating: " ", count: indent)) : Span(continuationMark, .continuation)
                lines.append(StyledLine([prefix] + row.spans))
            }
        }
        return lines
    }

    /// Plain text inside a code block keeps the code style.
    private static func codeSpan(_ span: Span) -> Span {
        span.style == .plain ? Span(span.text, .code) : span
    }

    /// A heading is all heading style, except its code.
    private static func headingSpan(_ span: Span) -> Span {
        span.style == .code ? span : Span(span.text, .heading)
    }
}
