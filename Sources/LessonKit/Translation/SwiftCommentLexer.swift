/// The lexer behind `SwiftComments`: copies Swift source without its comments, keeping every
/// literal whole, and notes which newlines of its output are inside a literal (a multi-line
/// string's lines are its value, blank ones included).
///
/// A regex literal is recognised as Swift 6 does (SE-0354): `#/…/#` always (with as many `#` as
/// it opens with, over several lines when `#/` ends its line); a bare `/…/` where an expression
/// may start — not after an identifier, a literal or a closing bracket, unless the word before is
/// a keyword such as `return` — when it neither starts nor ends with a space and closes on its
/// line without an unbalanced `)`. Cells compile in Swift 5 mode, where a bare `/…/` is no
/// literal; text that would be one is then a syntax error anyway, so reading it as one costs
/// nothing, and it means a `//` inside a regex is never taken for a comment.
struct SwiftCommentLexer {
    let bytes: [UInt8]
    private var index = 0
    private(set) var output: [UInt8] = []
    /// Offsets in `output` of the newlines that are inside a literal, in increasing order.
    private(set) var literalNewlines: [Int] = []
    /// How many literals the output is inside (an interpolation's code counts as inside).
    private var literalDepth = 0

    private static let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), quote = UInt8(ascii: "\"")
    private static let hash = UInt8(ascii: "#"), backslash = UInt8(ascii: "\\"), backtick = UInt8(ascii: "`")
    private static let open = UInt8(ascii: "("), close = UInt8(ascii: ")")
    private static let newline = SwiftComments.newline, space = SwiftComments.space, tab = SwiftComments.tab

    /// Words after which an expression starts, so a `/` after them may open a regex literal.
    private static let keywordsBeforeAnExpression: Set<[UInt8]> = Set([
        "return", "case", "in", "where", "if", "guard", "while", "else", "throw", "try", "await", "is", "as",
        "switch", "repeat", "yield", "let", "var", "do", "catch",
    ].map { Array($0.utf8) })

    init(bytes: [UInt8]) {
        self.bytes = bytes
        output.reserveCapacity(bytes.count)
    }

    mutating func lexAll() {
        code(untilClosingParenthesis: false)
    }

    private func peek(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private mutating func emit(_ count: Int = 1) {
        let end = min(index + count, bytes.count)
        if literalDepth > 0 {
            for offset in index ..< end where bytes[offset] == Self.newline {
                literalNewlines.append(output.count + offset - index)
            }
        }
        output.append(contentsOf: bytes[index ..< end])
        index = end
    }

    /// Code up to the end, or up to the `)` that closes an interpolation `\(`.
    private mutating func code(untilClosingParenthesis: Bool) {
        var depth = 0
        while let byte = peek() {
            if byte == Self.slash && peek(1) == Self.slash {
                while let next = peek(), next != Self.newline { index += 1 }
            } else if byte == Self.slash && peek(1) == Self.star {
                blockComment()
            } else if byte == Self.hash, let hashes = extendedRegexHashes() {
                inLiteral { $0.extendedRegex(hashes: hashes) }
            } else if byte == Self.slash, let length = bareRegexLength() {
                inLiteral { $0.emit(length) }
            } else if byte == Self.quote || (byte == Self.hash && rawStringStarts()) {
                inLiteral { $0.string() }
            } else if byte == Self.backtick, let length = quotedIdentifierLength() {
                inLiteral { $0.emit(length) }
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

    private mutating func inLiteral(_ body: (inout SwiftCommentLexer) -> Void) {
        literalDepth += 1
        body(&self)
        literalDepth -= 1
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
                if byte == Self.newline { output.append(byte) }
                index += 1
            }
        }
    }

    // MARK: strings

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
        if multiline {
            // Spaces after the opening `"""` are not part of the string.
            while let byte = peek(), byte == Self.space || byte == Self.tab { index += 1 }
        }
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
            } else if byte == Self.newline && !multiline {
                return  // an unterminated literal: let the compiler say so
            } else {
                emit()
            }
        }
    }

    private func hashesFollow(_ count: Int, from offset: Int) -> Bool {
        (0 ..< count).allSatisfy { peek(offset + $0) == Self.hash }
    }

    private func closes(quotes: Int, hashes: Int) -> Bool {
        (0 ..< quotes).allSatisfy { peek($0) == Self.quote } && hashesFollow(hashes, from: quotes)
    }

    // MARK: regex literals

    /// The number of `#` when they open an extended regex literal `#/`.
    private func extendedRegexHashes() -> Int? {
        var hashes = 0
        while peek(hashes) == Self.hash { hashes += 1 }
        return peek(hashes) == Self.slash ? hashes : nil
    }

    /// `#/…/#` (or `##/…/##`…) up to the `/` followed by as many `#`; escapes skip a byte. A
    /// literal that never closes runs to the end, as the compiler would complain.
    private mutating func extendedRegex(hashes: Int) {
        emit(hashes + 1)
        while let byte = peek() {
            if byte == Self.backslash {
                emit(2)
            } else if byte == Self.slash && hashesFollow(hashes, from: 1) {
                emit(1 + hashes)
                return
            } else {
                emit()
            }
        }
    }

    /// The length of a bare regex literal starting at `index` (its two slashes included), or nil
    /// when the `/` here is an operator.
    private func bareRegexLength() -> Int? {
        guard let first = peek(1), first != Self.space, first != Self.tab, first != Self.newline,
              first != Self.slash, first != Self.star, expressionMayStartHere() else { return nil }
        var offset = 1
        var parentheses = 0
        while let byte = peek(offset), byte != Self.newline {
            switch byte {
            case Self.backslash:
                offset += 2
                continue
            case Self.open:
                parentheses += 1
            case Self.close:
                parentheses -= 1
                if parentheses < 0 { return nil }
            case Self.slash:
                let last = bytes[index + offset - 1]
                return last == Self.space || last == Self.tab ? nil : offset + 1
            default:
                break
            }
            offset += 1
        }
        return nil
    }

    /// Whether the code written so far ends where an expression may start: after nothing, an
    /// operator or opening punctuation, or a keyword — not after an identifier, a number, a
    /// literal or a closing bracket.
    private func expressionMayStartHere() -> Bool {
        var end = output.count
        while end > 0, Self.isWhitespace(output[end - 1]) { end -= 1 }
        guard end > 0 else { return true }
        let last = output[end - 1]
        if Self.isIdentifierByte(last) {
            var start = end
            while start > 0, Self.isIdentifierByte(output[start - 1]) { start -= 1 }
            return Self.keywordsBeforeAnExpression.contains(Array(output[start ..< end]))
        }
        return !Self.expressionEnds.contains(last)
    }

    /// Bytes that end an expression: after them a `/` divides.
    private static let expressionEnds: Set<UInt8> = Set(")]}\"`".utf8)

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == space || byte == tab || byte == newline || byte == SwiftComments.carriageReturn
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    // MARK: identifiers in backquotes

    /// `` `name` ``, on one line: a raw identifier may hold `//` (Swift 6.2).
    private func quotedIdentifierLength() -> Int? {
        var offset = 1
        while let byte = peek(offset), byte != Self.newline {
            if byte == Self.backtick { return offset > 1 ? offset + 1 : nil }
            offset += 1
        }
        return nil
    }
}
