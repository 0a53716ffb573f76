/// Swift source with its comments taken out, for proving that a translated cell is the English
/// cell with only its comments translated. String literals (with their interpolations, raw
/// strings `#"…"#` and multi-line `"""` strings) are kept as they are, so `"https://…"` is code.
public enum SwiftComments {
    /// The code's lines without comments, trailing whitespace, or lines left empty.
    static func codeLines(of source: String) -> [String] {
        strip(source).split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0.reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed()) }
            .filter { !$0.isEmpty }
    }

    /// True when the two sources differ at most in their comments and blank lines.
    public static func sameCode(_ a: String, _ b: String) -> Bool {
        codeLines(of: a) == codeLines(of: b)
    }

    /// The source with every comment removed (a line comment up to its line's end, a block
    /// comment, nested ones included, wholly; the newlines inside one are kept).
    static func strip(_ source: String) -> String {
        var lexer = Lexer(characters: Array(source))
        lexer.code(untilClosingParenthesis: false)
        return lexer.output
    }

    private struct Lexer {
        let characters: [Character]
        var index = 0
        var output = ""

        init(characters: [Character]) { self.characters = characters }

        private func peek(_ offset: Int = 0) -> Character? {
            index + offset < characters.count ? characters[index + offset] : nil
        }

        private mutating func emit() {
            output.append(characters[index])
            index += 1
        }

        /// Code up to the end, or up to the `)` that closes an interpolation `\(`.
        mutating func code(untilClosingParenthesis: Bool) {
            var depth = 0
            while let character = peek() {
                if character == "/" && peek(1) == "/" {
                    while let next = peek(), next != "\n" { index += 1 }
                } else if character == "/" && peek(1) == "*" {
                    blockComment()
                } else if character == "\"" || (character == "#" && rawStringStarts()) {
                    string()
                } else if untilClosingParenthesis && character == ")" && depth == 0 {
                    emit()
                    return
                } else {
                    if character == "(" { depth += 1 }
                    if character == ")" { depth -= 1 }
                    emit()
                }
            }
        }

        private mutating func blockComment() {
            var depth = 0
            while let character = peek() {
                if character == "/" && peek(1) == "*" {
                    depth += 1
                    index += 2
                } else if character == "*" && peek(1) == "/" {
                    depth -= 1
                    index += 2
                    if depth == 0 { return }
                } else {
                    if character == "\n" { output.append("\n") }
                    index += 1
                }
            }
        }

        private func rawStringStarts() -> Bool {
            var offset = 0
            while peek(offset) == "#" { offset += 1 }
            return peek(offset) == "\""
        }

        /// A string literal from its opening delimiter to its closing one, copied as it is.
        private mutating func string() {
            var hashes = 0
            while peek() == "#" { hashes += 1; emit() }
            let multiline = peek() == "\"" && peek(1) == "\"" && peek(2) == "\""
            let quotes = multiline ? 3 : 1
            for _ in 0..<quotes { emit() }
            while let character = peek() {
                if character == "\\" && hashesFollow(hashes, from: 1) {
                    // An escape: `\(` opens an interpolation, anything else is one escaped character.
                    for _ in 0...hashes { emit() }
                    if peek() == "(" {
                        emit()
                        code(untilClosingParenthesis: true)
                    } else if peek() != nil {
                        emit()
                    }
                } else if character == "\"" && closes(quotes: quotes, hashes: hashes) {
                    for _ in 0..<(quotes + hashes) { emit() }
                    return
                } else if character == "\n" && !multiline {
                    return  // an unterminated literal: let the compiler say so
                } else {
                    emit()
                }
            }
        }

        private func hashesFollow(_ count: Int, from offset: Int) -> Bool {
            (0..<count).allSatisfy { peek(offset + $0) == "#" }
        }

        private func closes(quotes: Int, hashes: Int) -> Bool {
            (0..<quotes).allSatisfy { peek($0) == "\"" } && hashesFollow(hashes, from: quotes)
        }
    }
}
