/// Plain text re-wrapped for a terminal or a comment: paragraphs (separated by blank lines) have
/// their words joined and wrapped at a display width, so text wrapped at another width in a lesson
/// file is not wrapped twice; laid-out lines — code fences, list items, tables, indented code —
/// are kept as written. Used by the CLI's task and hint texts and the answer file's comment.
public enum TextWrapping {
    public static func lines(_ text: String, width: Int) -> [String] {
        var result: [String] = []
        for lines in paragraphs(of: text) {
            if !result.isEmpty { result.append("") }
            if lines.contains(where: isLaidOut) {
                result += lines
                continue
            }
            var line = ""
            var lineWidth = 0
            for word in lines.joined(separator: " ").split(separator: " ") {
                let wordWidth = DisplayWidth.of(word)
                if !line.isEmpty, lineWidth + 1 + wordWidth > width {
                    result.append(line)
                    line = ""
                    lineWidth = 0
                }
                if line.isEmpty {
                    line = String(word)
                    lineWidth = wordWidth
                } else {
                    line += " " + word
                    lineWidth += 1 + wordWidth
                }
            }
            if !line.isEmpty { result.append(line) }
        }
        return result
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
