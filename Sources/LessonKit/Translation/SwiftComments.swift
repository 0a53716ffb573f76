/// Swift source with its comments taken out, for proving that a translated cell is the English
/// cell with only its comments translated. Every literal is code, kept byte for byte: strings with
/// their interpolations (nested ones too), raw strings `#"…"#`, multi-line `"""` strings (their
/// blank lines and trailing spaces included, which are part of the string), regex literals
/// `/…/` and `#/…/#` (a `//` inside one is not a comment), and identifiers in backquotes.
///
/// It reads UTF-8 bytes: every character of Swift's syntax that matters here is ASCII, and no
/// byte of a multi-byte character is, so comments in any language are skipped correctly. (Every
/// lesson is compared each time a translation is loaded, so this has to be fast.)
public enum SwiftComments {
    /// The code's lines without comments, trailing whitespace, or lines left empty — except lines
    /// inside a literal, which are the literal's text and stay exactly as written.
    static func codeLines(of source: String) -> [String] {
        var lexer = SwiftCommentLexer(bytes: Array(source.utf8))
        lexer.lexAll()
        let code = lexer.output
        var lines: [String] = []
        var start = 0
        var literalNewlines = lexer.literalNewlines[...]
        for index in 0 ... code.count {
            guard index == code.count || code[index] == newline else { continue }
            var line = code[start ..< index]
            if literalNewlines.first == index {
                literalNewlines.removeFirst()
                lines.append(String(decoding: line, as: UTF8.self))
            } else {
                while let last = line.last, last == space || last == tab || last == carriageReturn { line.removeLast() }
                if !line.isEmpty { lines.append(String(decoding: line, as: UTF8.self)) }
            }
            start = index + 1
        }
        return lines
    }

    /// True when the two sources differ at most in their comments, and in blank lines and
    /// trailing whitespace outside literals.
    public static func sameCode(_ a: String, _ b: String) -> Bool {
        a == b || codeLines(of: a) == codeLines(of: b)
    }

    /// The source with every comment removed (a line comment up to its line's end, a block
    /// comment, nested ones included, wholly; the newlines inside one are kept).
    public static func strip(_ source: String) -> String {
        var lexer = SwiftCommentLexer(bytes: Array(source.utf8))
        lexer.lexAll()
        return String(decoding: lexer.output, as: UTF8.self)
    }

    static let newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")
}
