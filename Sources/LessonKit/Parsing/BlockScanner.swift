/// The first pass over a lesson file: headings, fenced code blocks and other lines, so that
/// later passes never mistake a `#` inside code for a heading.
struct BlockScanner {
    enum Block {
        case heading(Heading)
        case fence(Fence)
        case line(String, lineNumber: Int)
    }

    struct Heading {
        var level: Int
        /// The text after the `#` marks, trimmed.
        var text: String
        var lineNumber: Int
        /// Where `text` starts on its line.
        var textColumn: Int
    }

    struct Fence {
        /// Everything after the opening backticks or tildes, trimmed.
        var info: String
        var infoColumn: Int
        /// The lines between the fences, with the opening fence's indentation removed.
        var content: [String]
        /// The lines as written, fences included, for blocks that are shown as prose.
        var rawLines: [String]
        var openingLine: Int
        var isTerminated: Bool
        var marker: String

        /// The line number and the column offset (indentation removed) of each content line.
        func position(ofContentLine index: Int) -> (line: Int, columnOffset: Int) {
            let raw = rawLines[index + 1]
            return (openingLine + 1 + index, raw.count - content[index].count)
        }
    }

    static func scan(_ lines: [String]) -> [Block] {
        var blocks: [Block] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let lineNumber = index + 1
            if let opening = FenceMarker(opening: line) {
                var content: [String] = []
                var closed = false
                index += 1
                while index < lines.count {
                    if opening.isClosed(by: lines[index]) {
                        closed = true
                        break
                    }
                    content.append(opening.removingIndentation(from: lines[index]))
                    index += 1
                }
                let rawEnd = min(index, lines.count - 1)
                blocks.append(.fence(Fence(
                    info: opening.info, infoColumn: opening.infoColumn, content: content,
                    rawLines: Array(lines[(lineNumber - 1)...rawEnd]), openingLine: lineNumber,
                    isTerminated: closed, marker: opening.marker)))
                index += 1
            } else if let heading = headingIn(line, lineNumber: lineNumber) {
                blocks.append(.heading(heading))
                index += 1
            } else {
                blocks.append(.line(line, lineNumber: lineNumber))
                index += 1
            }
        }
        return blocks
    }

    /// An ATX heading: up to three spaces, one to six `#`, then a space or the end of the line.
    private static func headingIn(_ line: String, lineNumber: Int) -> Heading? {
        let indentation = line.prefix { $0 == " " }.count
        guard indentation <= 3 else { return nil }
        let rest = line.dropFirst(indentation)
        let level = rest.prefix { $0 == "#" }.count
        guard (1...6).contains(level) else { return nil }
        let afterMarks = rest.dropFirst(level)
        guard afterMarks.isEmpty || afterMarks.first!.isWhitespace else { return nil }
        let leadingSpace = afterMarks.prefix { $0.isWhitespace }.count
        let text = afterMarks.dropFirst(leadingSpace)
        return Heading(
            level: level, text: String(text).trimmingTrailingWhitespace(), lineNumber: lineNumber,
            textColumn: indentation + level + leadingSpace + 1)
    }
}

/// An opening code fence (three or more backticks or tildes) and the rules for its closing one,
/// as in CommonMark.
private struct FenceMarker {
    let character: Character
    let length: Int
    let indentation: Int
    let info: String
    let infoColumn: Int

    var marker: String { String(repeating: character, count: length) }

    init?(opening line: String) {
        let indentation = line.prefix { $0 == " " }.count
        guard indentation <= 3 else { return nil }
        let rest = line.dropFirst(indentation)
        guard let first = rest.first, first == "`" || first == "~" else { return nil }
        let length = rest.prefix { $0 == first }.count
        guard length >= 3 else { return nil }
        let afterMarker = rest.dropFirst(length)
        // A backtick fence's info string may not contain backticks (that is inline code).
        if first == "`" && afterMarker.contains("`") { return nil }
        let leadingSpace = afterMarker.prefix { $0.isWhitespace }.count
        self.character = first
        self.length = length
        self.indentation = indentation
        self.info = String(afterMarker.dropFirst(leadingSpace)).trimmingTrailingWhitespace()
        self.infoColumn = indentation + length + leadingSpace + 1
    }

    func isClosed(by line: String) -> Bool {
        let indentation = line.prefix { $0 == " " }.count
        guard indentation <= 3 else { return false }
        let rest = line.dropFirst(indentation).trimmingTrailingWhitespace()
        return rest.count >= length && rest.allSatisfy { $0 == character }
    }

    func removingIndentation(from line: String) -> String {
        let removable = min(indentation, line.prefix { $0 == " " }.count)
        return String(line.dropFirst(removable))
    }
}

extension StringProtocol {
    func trimmingTrailingWhitespace() -> String {
        var text = String(self)
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return text
    }

    func trimmingWhitespace() -> String {
        String(drop { $0.isWhitespace }).trimmingTrailingWhitespace()
    }
}
