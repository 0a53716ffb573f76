import Foundation
import Marbles

/// A block of lesson Markdown, read line by line (each line is looked at once).
enum ProseBlock: Equatable {
    case heading(level: Int, text: String)
    case paragraph(String)
    /// `marker` is `•`/`◦` for bullets or the item's own number (`2.`); `depth` counts nesting.
    case listItem(marker: String, depth: Int, text: String)
    case quote(String)
    /// The table's source rows, separator row included.
    case table([String])
    case code(language: String, lines: [String])
    case rule

    var isListItem: Bool {
        if case .listItem = self { return true }
        return false
    }

    /// The blocks of `markdown`, each with whether a blank line came before it.
    static func blocks(of markdown: String) -> [(block: ProseBlock, followsBlankLine: Bool)] {
        var reader = Reader()
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            reader.read(String(line))
        }
        reader.finishOpenBlock()
        return reader.blocks
    }

    private struct Fence {
        var character: Character
        var length: Int
        var indent: Int
        var language: String
        var lines: [String] = []
    }

    /// The kind of block still taking lines (kept apart from its lines, which only grow).
    private enum Open {
        case paragraph
        case listItem(marker: String, depth: Int)
        case quote
        case table
    }

    private struct Reader {
        var blocks: [(block: ProseBlock, followsBlankLine: Bool)] = []
        private var open: Open?
        private var openLines: [String] = []
        private var fence: Fence?
        private var sawBlankLine = false

        mutating func read(_ rawLine: String) {
            let line = rawLine.replacingOccurrences(of: "\t", with: "    ")
            if let current = fence {
                if closes(current, line) {
                    emit(.code(language: current.language, lines: current.lines))
                    fence = nil
                } else {
                    let indent = min(current.indent, leadingSpaces(line))
                    // Appended in place: the block's lines are not copied for each new one.
                    fence?.lines.append(String(line.dropFirst(indent)))
                }
                return
            }
            let indent = leadingSpaces(line)
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty {
                finishOpenBlock()
                sawBlankLine = true
                return
            }
            if let opened = openedFence(trimmed, indent: indent) {
                finishOpenBlock()
                fence = opened
                return
            }
            if let heading = heading(trimmed) {
                finishOpenBlock()
                emit(heading)
                return
            }
            if trimmed.hasPrefix("|") {
                if case .table = open {
                    openLines.append(trimmed)
                } else {
                    start(.table, trimmed)
                }
                return
            }
            if isRule(trimmed) {
                finishOpenBlock()
                emit(.rule)
                return
            }
            if let (marker, text) = listMarker(trimmed) {
                let depth = min(indent / 2, 3)
                start(.listItem(marker: marker == "•" && depth % 2 == 1 ? "◦" : marker, depth: depth), text)
                return
            }
            if trimmed.hasPrefix(">") {
                let text = trimmed.dropFirst().trimmingCharacters(in: .whitespaces)
                if case .quote = open {
                    openLines.append(text)
                } else {
                    start(.quote, text)
                }
                return
            }
            // Any other line continues the open paragraph, list item or quote.
            switch open {
            case .paragraph, .listItem, .quote: openLines.append(trimmed)
            case .table, nil: start(.paragraph, trimmed)
            }
        }

        private mutating func start(_ block: Open, _ firstLine: String) {
            finishOpenBlock()
            open = block
            openLines = [firstLine]
        }

        mutating func finishOpenBlock() {
            if let fence {
                // An unclosed fence runs to the end of the prose, as in CommonMark.
                emit(.code(language: fence.language, lines: fence.lines))
                self.fence = nil
            }
            guard let block = open else { return }
            let lines = openLines
            open = nil
            openLines = []
            switch block {
            // Chinese wrapped in the lesson file gets no space where its source line broke.
            case .paragraph: emit(.paragraph(LineBreaking.joiningSourceLines(lines)))
            case .listItem(let marker, let depth): emit(.listItem(marker: marker, depth: depth, text: LineBreaking.joiningSourceLines(lines)))
            case .quote: emit(.quote(LineBreaking.joiningSourceLines(lines)))
            case .table: emit(.table(lines))
            }
        }

        private mutating func emit(_ block: ProseBlock) {
            blocks.append((block, sawBlankLine))
            sawBlankLine = false
        }

        private func leadingSpaces(_ line: String) -> Int {
            line.prefix { $0 == " " }.count
        }

        /// Three or more backticks or tildes open a fence; the info string's first word is its language.
        private func openedFence(_ trimmed: String, indent: Int) -> Fence? {
            guard let character = trimmed.first, character == "`" || character == "~" else { return nil }
            let length = trimmed.prefix { $0 == character }.count
            guard length >= 3 else { return nil }
            let info = trimmed.dropFirst(length).trimmingCharacters(in: .whitespaces)
            if character == "`", info.contains("`") { return nil }
            let language = info.split(separator: " ").first.map { String($0).lowercased() } ?? ""
            return Fence(character: character, length: length, indent: indent, language: language)
        }

        /// The closing fence: the same character, at least as many, nothing after.
        private func closes(_ fence: Fence, _ line: String) -> Bool {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            let length = trimmed.prefix { $0 == fence.character }.count
            return length >= fence.length && length == trimmed.count
        }

        private func heading(_ trimmed: String) -> ProseBlock? {
            let level = trimmed.prefix { $0 == "#" }.count
            guard (1...6).contains(level) else { return nil }
            let rest = trimmed.dropFirst(level)
            guard rest.isEmpty || rest.first == " " else { return nil }
            var text = rest.trimmingCharacters(in: .whitespaces)
            // A closing run of #s is decoration.
            while text.hasSuffix("#") { text.removeLast() }
            return .heading(level: level, text: text.trimmingCharacters(in: .whitespaces))
        }

        private func isRule(_ trimmed: String) -> Bool {
            guard let character = trimmed.first, character == "-" || character == "*" || character == "_" else { return false }
            let marks = trimmed.filter { $0 != " " }
            return marks.count >= 3 && marks.allSatisfy { $0 == character }
        }

        /// `- text`, `* text`, `+ text`, `1. text` or `1) text`: the marker to show and the text.
        private func listMarker(_ trimmed: String) -> (String, String)? {
            if let first = trimmed.first, first == "-" || first == "*" || first == "+",
               trimmed.dropFirst().first == " " {
                return ("•", trimmed.dropFirst(2).trimmingCharacters(in: .whitespaces))
            }
            let digits = trimmed.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, digits.count <= 9 else { return nil }
            let rest = trimmed.dropFirst(digits.count)
            guard let punctuation = rest.first, punctuation == "." || punctuation == ")",
                  rest.dropFirst().first == " " else { return nil }
            return (digits + ".", rest.dropFirst(2).trimmingCharacters(in: .whitespaces))
        }
    }
}
