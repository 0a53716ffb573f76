/// Plain text re-wrapped for a terminal or a comment: paragraphs (separated by blank lines) have
/// their words joined and wrapped at a display width, so text wrapped at another width in a lesson
/// file is not wrapped twice; laid-out lines — code fences, list items, tables, indented code —
/// are kept as written. Lines break where `LineBreaking` allows (at spaces, between Chinese
/// characters, never before closing punctuation); a piece wider than the line (a long word or code
/// span) overflows it rather than being cut, since a copied command or identifier must stay whole.
/// Used by the CLI's task and hint texts and the answer file's comment.
public enum TextWrapping {
    public static func lines(_ text: String, width: Int) -> [String] {
        var result: [String] = []
        for lines in paragraphs(of: text) {
            if !result.isEmpty { result.append("") }
            if lines.contains(where: isLaidOut) {
                result += lines
                continue
            }
            let characters = joined(lines)
            let inCode = LineBreaking.codeSpans(in: characters)
            var line = ""
            var lineWidth = 0
            var spaceBefore = false
            for piece in LineBreaking.pieces(of: characters, inCode: inCode) {
                if piece.isSpace {
                    spaceBefore = !line.isEmpty
                    continue
                }
                let text = String(characters[piece.range])
                let pieceWidth = DisplayWidth.of(text)
                let gap = spaceBefore ? 1 : 0
                if !line.isEmpty, lineWidth + gap + pieceWidth > width {
                    result.append(line)
                    line = ""
                    lineWidth = 0
                }
                if line.isEmpty {
                    line = text
                    lineWidth = pieceWidth
                } else {
                    line += (spaceBefore ? " " : "") + text
                    lineWidth += gap + pieceWidth
                }
                spaceBefore = false
            }
            if !line.isEmpty { result.append(line) }
        }
        return result
    }

    private static func joined(_ lines: [String]) -> [Character] {
        Array(LineBreaking.joiningSourceLines(lines))
    }

    /// The text's lines, grouped into paragraphs at blank lines.
    private static func paragraphs(of text: String) -> [[String]] {
        var paragraphs: [[String]] = [[]]
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.allSatisfy({ $0 == " " || $0 == "\t" }) {
                if !(paragraphs.last?.isEmpty ?? true) { paragraphs.append([]) }
            } else {
                paragraphs[paragraphs.count - 1].append(String(line))
            }
        }
        return paragraphs.filter { !$0.isEmpty }
    }

    /// A line whose layout means something: a fence, a bullet or numbered item, a table row, code.
    private static func isLaidOut(_ line: String) -> Bool {
        if ["```", "- ", "* ", "+ ", "|", "    ", "\t"].contains(where: { line.hasPrefix($0) }) { return true }
        let digits = line.prefix { $0.isNumber }
        return !digits.isEmpty && (line.dropFirst(digits.count).hasPrefix(". ") || line.dropFirst(digits.count).hasPrefix(") "))
    }
}
