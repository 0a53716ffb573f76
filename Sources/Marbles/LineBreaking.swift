/// Where a line of prose may break: the one owner of the rule both wrappers follow
/// (`TextWrapping` for the command line and the answer file, the notebook's `StyledWrapping`).
///
/// A paragraph is cut into pieces that are never split, with a break opportunity between any
/// two neighbouring pieces:
/// - a space is a piece of its own; breaking there drops it (English wraps exactly as before);
/// - a wide (CJK) character may break from its neighbours without a space, since Chinese is
///   written without spaces; next to a Latin word it breaks there too, joining nothing;
/// - a Latin word, a number and a code span are never split (a code span breaks only at the
///   spaces inside it, as a long expression must still fit a narrow pane);
/// - closing punctuation (`，。、；：？！）」』》〉】”` and `,.;:?!)`) never starts a line: there is no
///   break before it, so it goes down with the character before it; opening punctuation
///   (`（「『《〈【“(`) never ends a line: there is no break after it.
///
/// A piece wider than the line is the wrapper's business (the notebook cuts it, the command line
/// lets it overflow).
public enum LineBreaking {
    /// A run of characters (offsets into the paragraph) that is never split.
    public struct Piece: Equatable, Sendable {
        public var range: Range<Int>
        /// A single space: a line breaking at it drops it.
        public var isSpace: Bool
    }

    /// The pieces of `characters`, in order, covering every character. `inCode[i]` says whether
    /// character `i` belongs to a code span (the notebook knows its code spans by their style;
    /// plain text finds them with `codeSpans(in:)`).
    public static func pieces(of characters: [Character], inCode: [Bool]) -> [Piece] {
        pieces(of: characters, widths: characters.map { DisplayWidth.of($0) }, inCode: inCode)
    }

    /// The same, for a caller that has measured each character already (`widths[i]` is the
    /// display width of character `i`), so a long text is measured once.
    public static func pieces(of characters: [Character], widths: [Int], inCode: [Bool]) -> [Piece] {
        var pieces: [Piece] = []
        var start = 0
        for index in characters.indices {
            if characters[index] == " " {
                if start < index { pieces.append(Piece(range: start..<index, isSpace: false)) }
                pieces.append(Piece(range: index..<index + 1, isSpace: true))
                start = index + 1
            } else if index > start, mayBreak(between: characters[index - 1], and: characters[index],
                                               eitherIsWide: widths[index - 1] == 2 || widths[index] == 2,
                                               bothInCode: inCode[index - 1] && inCode[index]) {
                pieces.append(Piece(range: start..<index, isSpace: false))
                start = index
            }
        }
        if start < characters.count { pieces.append(Piece(range: start..<characters.count, isSpace: false)) }
        return pieces
    }

    /// For plain text: which characters belong to a code span, backquotes included. A backquote
    /// run opens a span that the next run of the same length closes; an unclosed run is text.
    public static func codeSpans(in characters: [Character]) -> [Bool] {
        var inCode = Array(repeating: false, count: characters.count)
        var index = 0
        while index < characters.count {
            guard characters[index] == "`" else { index += 1; continue }
            let length = backquoteRun(in: characters, at: index)
            var close = index + length
            while close < characters.count {
                let closeLength = backquoteRun(in: characters, at: close)
                if closeLength == length { break }
                close += max(1, closeLength)
            }
            guard close < characters.count else { index += length; continue }
            for offset in index..<close + length { inCode[offset] = true }
            index = close + length
        }
        return inCode
    }

    /// A paragraph's source lines as one line: joined with a space, except between two wide
    /// characters — Chinese wrapped in the lesson file has no space where its source line broke —
    /// and next to full-width punctuation, which Chinese text never spaces from a Latin word
    /// (`序列。` then `` `PublishRelay` `` on the next line reads `序列。PublishRelay`).
    public static func joiningSourceLines<Line: StringProtocol>(_ lines: [Line]) -> String {
        var text = ""
        for line in lines {
            if let last = text.last, let first = line.first, !joinsWithoutSpace(last, first) {
                text.append(" ")
            }
            text += line
        }
        return text
    }

    private static func joinsWithoutSpace(_ last: Character, _ first: Character) -> Bool {
        let lastIsWide = DisplayWidth.of(last) == 2, firstIsWide = DisplayWidth.of(first) == 2
        let lastIsWidePunctuation = lastIsWide && (isClosing(last) || isOpening(last))
        let firstIsWidePunctuation = firstIsWide && (isClosing(first) || isOpening(first))
        return (lastIsWide && firstIsWide) || lastIsWidePunctuation || firstIsWidePunctuation
    }

    /// Punctuation that never starts a line.
    public static func isClosing(_ character: Character) -> Bool {
        "，。、；：？！）」』》〉】”,.;:?!)".contains(character)
    }

    /// Punctuation that never ends a line.
    public static func isOpening(_ character: Character) -> Bool {
        "（「『《〈【“(".contains(character)
    }

    /// Between two characters that are not spaces.
    private static func mayBreak(between before: Character, and after: Character, eitherIsWide: Bool, bothInCode: Bool) -> Bool {
        eitherIsWide && !bothInCode && !isClosing(after) && !isOpening(before)
    }

    private static func backquoteRun(in characters: [Character], at index: Int) -> Int {
        var end = index
        while end < characters.count, characters[end] == "`" { end += 1 }
        return end - index
    }
}
