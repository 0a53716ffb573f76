/// Swift source with its comments taken out, for proving that a translated cell is the English
/// cell with only its comments translated. String literals (with their interpolations, raw
/// strings `#"…"#` and multi-line `"""` strings) are kept as they are, so `"https://…"` is code.
///
/// It reads UTF-8 bytes: every character of Swift's syntax that matters here is ASCII, and no
/// byte of a multi-byte character is, so comments in any language are skipped correctly. (Every
/// lesson is compared each time a translation is loaded, so this has to be fast.)
public enum SwiftComments {
    /// The code's lines without comments, trailing whitespace, or lines left empty.
    static func codeLines(of source: String) -> [String] {
        var lines: [String] = []
        var line: ArraySlice<UInt8> = []
        let code = strippedBytes(source)
        var start = 0
        for index in 0...code.count {
            guard index == code.count || code[index] == newline else { continue }
            line = code[start..<index]
            while let last = line.last, last == space || last == tab || last == carriageReturn { line.removeLast() }
            if !line.isEmpty { lines.append(String(decoding: line, as: UTF8.self)) }
            start = index + 1
        }
        return lines
    }

    /// True when the two sources differ at most in their comments and blank lines.
    public static func sameCode(_ a: String, _ b: String) -> Bool {
        a == b || codeLines(of: a) == codeLines(of: b)
    }

    /// The source with every comment removed (a line comment up to its line's end, a block
    /// comment, nested ones included, wholly; the newlines inside one are kept).
    public static func strip(_ source: String) -> String {
        String(decoding: strippedBytes(source), as: UTF8.self)
    }

    private static func strippedBytes(_ source: String) -> [UInt8] {
        var lexer = Lexer(bytes: Array(source.utf8))
        lexer.code(untilClosingParenthesis: false)
        return lexer.output
    }

    private static let newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
    private static let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")

    private struct Lexer {
        let bytes: [UInt8]
        var index = 0
        var output: [UInt8] = []

        static let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), quote = UInt8(ascii: "\"")
        static let hash = UInt8(ascii: "#"), backslash = UInt8(ascii: "\\")
        static let open = UInt8(ascii: "("), close = UInt8(ascii: ")")

        init(bytes: [UInt8]) {
            self.bytes = bytes
            output.reserveCapacity(bytes.count)
        }

        private func peek(_ offset: Int = 0) -> UInt8? {
            index + offset < bytes.count ? bytes[index + offset] : nil
        }

        private mutating func emit(_ count: Int = 1) {
            let end = min(index + count, bytes.count)
            output.append(contentsOf: bytes[index..<end])
            index = end
        }

        /// Code up to the end, or up to the `)` that closes an interpolation `\(`.
        mutating func code(untilClosingParenthesis: Bool) {
            var depth = 0
            while let byte = peek() {
                if byte == Self.slash && peek(1) == Self.slash {
                    while let next = peek(), next != SwiftComments.newline { index += 1 }
                } else if byte == Self.slash && peek(1) == Self.star {
                    blockComment()
                } else if byte == Self.quote || (byte == Self.hash && rawStringStarts()) {
                    string()
                } else if untilClosingParenthesis && byte == Self.close && depth == 0 {
                    emit()
                    return
                } else {
                    if byte == Self.open { depth += 1 }
                    if byte == Self.close { depth -= 1 }
                    emit()
                }
            }
        }

        private mutating func blockComment() {
            var depth = 0
            while let byte = peek() {
                if byte == Self.slash && peek(1) == Self.star {
                    depth += 1
                    index += 2
                } else if byte == Self.star && peek(1) == Self.slash {
                    depth -= 1
                    index += 2
                    if depth == 0 { return }
                } else {
                    if byte == SwiftComments.newline { output.append(byte) }
                    index += 1
                }
            }
        }

        private func rawStringStarts() -> Bool {
            var offset = 0
            while peek(offset) == Self.hash { offset += 1 }
            return peek(offset) == Self.quote
        }

        /// A string literal from its opening delimiter to its closing one, copied as it is.
        private mutating func string() {
            var hashes = 0
            while peek(hashes) == Self.hash { hashes += 1 }
            emit(hashes)
            let multiline = peek() == Self.quote && peek(1) == Self.quote && peek(2) == Self.quote
            let quotes = multiline ? 3 : 1
            emit(quotes)
            while let byte = peek() {
                if byte == Self.backslash && hashesFollow(hashes, from: 1) {
                    // An escape: `\(` opens an interpolation, anything else is one escaped character.
                    emit(1 + hashes)
                    if peek() == Self.open {
                        emit()
                        code(untilClosingParenthesis: true)
                    } else if peek() != nil {
                        emit()
                    }
                } else if byte == Self.quote && closes(quotes: quotes, hashes: hashes) {
                    emit(quotes + hashes)
                    return
                } else if byte == SwiftComments.newline && !multiline {
                    return  // an unterminated literal: let the compiler say so
                } else {
                    emit()
                }
            }
        }

        private func hashesFollow(_ count: Int, from offset: Int) -> Bool {
            (0..<count).allSatisfy { peek(offset + $0) == Self.hash }
        }

        private func closes(quotes: Int, hashes: Int) -> Bool {
            (0..<quotes).allSatisfy { peek($0) == Self.quote } && hashesFollow(hashes, from: quotes)
        }
    }
}
