/// How many terminal columns text takes, measured per grapheme cluster (what a reader sees as
/// one character), so that marble lanes and the notebook's panes line up.
///
/// The C library's `wcwidth` measures code points one at a time and so gets clusters wrong:
/// `🅰️` is U+1F170 (narrow on its own) followed by the emoji presentation selector U+FE0F, and
/// terminals draw it two columns wide. The rules here, for one cluster:
/// - a control character, or a cluster made only of combining marks, joiners and other
///   invisible format characters, is 0 wide;
/// - a cluster that asks for text presentation (U+FE0E) is as wide as its first code point alone;
/// - a cluster with the emoji presentation selector (U+FE0F), or with a code point that is shown
///   as emoji by default (`🐶`, `👦🏻`, flags, ZWJ families), is 2 wide;
/// - a cluster whose first code point is East Asian Wide or Fullwidth (`用`, `ｱ`, `가`) is 2 wide;
/// - anything else is 1 wide (ambiguous-width characters count 1, as in non-CJK terminals).
public enum DisplayWidth {
    public static func of(_ string: some StringProtocol) -> Int {
        // Most text is ASCII: one column per printable byte, without looking up any Unicode
        // property (the notebook measures every line of a lesson at every repaint).
        var asciiWidth = 0
        for byte in string.utf8 {
            guard byte < 0x80 else { return string.reduce(0) { $0 + of($1) } }
            if byte >= 0x20 && byte != 0x7F { asciiWidth += 1 }
        }
        return asciiWidth
    }

    public static func of(_ character: Character) -> Int {
        if let ascii = character.asciiValue { return ascii < 0x20 || ascii == 0x7F ? 0 : 1 }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if isControl(first) { return 0 }
        if scalars.allSatisfy(isZeroWidth) { return 0 }
        if scalars.contains(textPresentationSelector) {
            return EastAsianWidth.isWide(first) ? 2 : 1
        }
        if scalars.contains(emojiPresentationSelector) { return 2 }
        if scalars.contains(where: { $0.properties.isEmojiPresentation }) { return 2 }
        return EastAsianWidth.isWide(first) ? 2 : 1
    }

    private static let textPresentationSelector: Unicode.Scalar = "\u{FE0E}"
    private static let emojiPresentationSelector: Unicode.Scalar = "\u{FE0F}"

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
    }

    /// Combining marks draw on the character before them; format characters (zero-width
    /// joiner and non-joiner, zero-width space, variation selectors …) draw nothing.
    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format:
            return true
        default:
            return scalar.properties.isDefaultIgnorableCodePoint
        }
    }
}
