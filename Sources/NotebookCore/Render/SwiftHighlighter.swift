/// Colours Swift code line by line: keywords, strings, numbers, comments and type names.
///
/// A light tokenizer, not a parser: it only has to make cells easier to read, and it keeps
/// track of block comments and multi-line strings across lines.
struct SwiftHighlighter {
    private enum Carry { case none, blockComment, multilineString }
    private var carry = Carry.none

    static let keywords: Set<String> = [
        "let", "var", "func", "return", "if", "else", "guard", "for", "in", "while", "repeat", "switch",
        "case", "default", "break", "continue", "struct", "class", "enum", "protocol", "extension",
        "import", "true", "false", "nil", "self", "Self", "try", "throw", "throws", "do", "catch", "as",
        "is", "init", "deinit", "where", "static", "private", "public", "internal", "fileprivate",
        "final", "override", "mutating", "inout", "some", "any", "weak", "unowned", "lazy", "defer",
        "typealias", "associatedtype", "subscript", "async", "await", "rethrows", "fallthrough",
    ]

    /// Highlights every line of `code`.
    static func highlight(_ code: String) -> [[Span]] {
        var highlighter = SwiftHighlighter()
        return code.split(separator: "\n", omittingEmptySubsequences: false).map {
            highlighter.line(String($0).replacingOccurrences(of: "\t", with: "    "))
        }
    }

    mutating func line(_ text: String) -> [Span] {
        var spans: [Span] = []
        let characters = Array(text)
        var index = 0
        func add(_ text: String, _ style: Style) {
            if let last = spans.last, last.style == style {
                spans[spans.count - 1].text += text
            } else {
                spans.append(Span(text, style))
            }
        }
        func starts(_ token: String, at position: Int) -> Bool {
            let pattern = Array(token)
            return position + pattern.count <= characters.count && Array(characters[position..<position + pattern.count]) == pattern
        }

        while index < characters.count {
            switch carry {
            case .blockComment:
                if starts("*/", at: index) {
                    add("*/", .comment)
                    index += 2
                    carry = .none
                } else {
                    add(String(characters[index]), .comment)
                    index += 1
                }
                continue
            case .multilineString:
                if starts("\"\"\"", at: index) {
                    add("\"\"\"", .string)
                    index += 3
                    carry = .none
                } else {
                    add(String(characters[index]), .string)
                    index += 1
                }
                continue
            case .none:
                break
            }
            let character = characters[index]
            if starts("//", at: index) {
                add(String(characters[index...]), .comment)
                break
            } else if starts("/*", at: index) {
                add("/*", .comment)
                index += 2
                carry = .blockComment
            } else if starts("\"\"\"", at: index) {
                add("\"\"\"", .string)
                index += 3
                carry = .multilineString
            } else if character == "\"" {
                var end = index + 1
                while end < characters.count, characters[end] != "\"" {
                    end += characters[end] == "\\" ? 2 : 1
                }
                end = min(end + 1, characters.count)
                add(String(characters[index..<end]), .string)
                index = end
            } else if character.isNumber, character.isASCII {
                var end = index
                while end < characters.count, characters[end].isHexDigit || characters[end] == "." || characters[end] == "_" || characters[end] == "x" {
                    end += 1
                }
                add(String(characters[index..<end]), .number)
                index = end
            } else if character.isLetter || character == "_" {
                var end = index
                while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" {
                    end += 1
                }
                let word = String(characters[index..<end])
                let style: Style = Self.keywords.contains(word) ? .keyword
                    : (word.first?.isUppercase == true ? .typeName : .plain)
                add(word, style)
                index = end
            } else {
                add(String(character), .plain)
                index += 1
            }
        }
        return spans
    }
}
