import Foundation

extension Exercise {
    /// What the learner's answer file holds before they touch it: the task as a comment (so the
    /// file says what to do in any editor), then the start code. `rxlearn check`, `reset`
    /// and the notebook all make the file from this, and the notebook compares an answer with it
    /// to know whether the learner changed anything. Comments only: it fails as the start code does.
    public var startFile: String {
        var lines = ["// Exercise \(id): \(title)"]
        let task = prose.trimmingCharacters(in: .whitespacesAndNewlines)
        if !task.isEmpty {
            lines.append("//")
            // 72 columns: with `// ` and the notebook's line numbers the comment fits 80.
            lines += Self.wrapped(task, width: 72).map { $0.isEmpty ? "//" : "// " + $0 }
        }
        return lines.joined(separator: "\n") + "\n\n" + start.source + "\n"
    }

    /// Paragraphs of words wrapped at `width` columns, paragraph breaks kept as empty lines;
    /// code, lists and tables (a line starting with a fence, a bullet, `|` or four spaces) are
    /// kept line by line as written.
    private static func wrapped(_ text: String, width: Int) -> [String] {
        var result: [String] = []
        for paragraph in text.components(separatedBy: "\n\n") {
            if !result.isEmpty { result.append("") }
            let lines = paragraph.split(separator: "\n", omittingEmptySubsequences: false)
            let laidOut = lines.contains { line in
                ["```", "- ", "* ", "|", "    "].contains { line.hasPrefix($0) }
                    || line.first.map { $0.isNumber } == true && line.contains(". ")
            }
            if laidOut {
                result += lines.map(String.init)
                continue
            }
            var line = ""
            for word in paragraph.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
                if !line.isEmpty, line.count + 1 + word.count > width {
                    result.append(line)
                    line = ""
                }
                line += line.isEmpty ? String(word) : " " + word
            }
            if !line.isEmpty { result.append(line) }
        }
        return result
    }
}
