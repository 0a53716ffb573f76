import Testing
import Marbles

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("a", 1),
        ("用户", 4),            // CJK ideographs are wide
        ("ｱ", 1),              // halfwidth katakana
        ("Ａ", 2),              // fullwidth Latin
        ("가", 2),              // Hangul syllable
        ("🐶", 2),             // emoji presentation by default
        ("🅰️", 2),             // U+1F170 + VS16: narrow alone, wide as emoji
        ("🅰", 1),              // U+1F170 without the selector is text
        ("👦🏻", 2),            // emoji + skin tone modifier: one cluster
        ("🇨🇳", 2),            // regional indicator pair: one flag
        ("👨‍👩‍👧‍👦", 2),       // family: ZWJ sequence, one cluster
        ("e\u{301}", 1),       // e + combining acute accent
        ("\u{301}", 0),        // a lone combining mark
        ("\u{200D}", 0),       // a lone zero-width joiner
        ("☺\u{FE0E}", 1),      // text presentation requested
        ("1️⃣", 2),             // keycap sequence
        ("\u{1B}", 0),         // control character
        ("", 0),
        ("ab用🐶é", 7),
    ])
    func widths(text: String, width: Int) {
        #expect(DisplayWidth.of(text) == width, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test func paddingCountsColumns() {
        #expect(DisplayWidth.padded("用户", to: 6) == "用户  ")
        #expect(DisplayWidth.padded("🐶", to: 4, alignment: .right) == "  🐶")
        #expect(DisplayWidth.padded("ab", to: 6, alignment: .center) == "  ab  ")
        #expect(DisplayWidth.padded("toolong", to: 3) == "toolong")
        #expect(DisplayWidth.padded("a", to: 3, fill: "-") == "a--")
    }

    @Test func truncationNeverSplitsAClusterOrAWideCharacter() {
        #expect(DisplayWidth.truncated("hello", to: 10) == "hello")
        #expect(DisplayWidth.truncated("hello world", to: 6) == "hello…")
        // 用户名 is 6 columns; in 4 the ellipsis leaves 3, and a second ideograph would need 4.
        #expect(DisplayWidth.truncated("用户名", to: 4) == "用…")
        #expect(DisplayWidth.truncated("👨‍👩‍👧‍👦👨‍👩‍👧‍👦", to: 3) == "👨‍👩‍👧‍👦…")
        #expect(DisplayWidth.truncated("e\u{301}e\u{301}e\u{301}", to: 2) == "e\u{301}…")
        #expect(DisplayWidth.truncated("abc", to: 0) == "")
        #expect(DisplayWidth.prefix(of: "a🐶b", fitting: 2) == "a")
    }

    @Test func fittedIsAlwaysExactlyTheWidth() {
        for text in ["", "a", "用户名字", "🅰️🅰️🅰️", "🇨🇳 flag", "e\u{301}tude"] {
            for width in 1...8 {
                #expect(DisplayWidth.of(DisplayWidth.fitted(text, to: width)) == width, "\(text) in \(width)")
            }
        }
    }
}
