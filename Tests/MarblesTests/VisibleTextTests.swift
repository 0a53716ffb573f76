import Marbles
import Testing

struct VisibleTextTests {
    @Test func controlCharactersBecomeTheirPictures() {
        #expect(VisibleText.of("\u{1B}[31mred\u{1B}[0m") == "␛[31mred␛[0m")
        #expect(VisibleText.of("\u{00}\u{01}\u{07}\u{08}\u{1F}") == "␀␁␇␈␟")
        #expect(VisibleText.of("a\u{7F}b") == "a␡b")
        #expect(VisibleText.of("\u{9B}31m") == "\\u{9B}31m")
        #expect(VisibleText.of("x\u{85}") == "x\\u{85}")
    }

    @Test func plainTextWideCharactersAndEmojiAreLeftAlone() {
        for text in ["hello", "用户 🐶 🅰️", "é", "√ ✓ ▶", ""] {
            #expect(VisibleText.of(text) == text)
            #expect(!VisibleText.needsChanging(text))
        }
        // U+00A0..U+00FF are printable (their UTF-8 also starts with C2/C3).
        #expect(VisibleText.of("\u{A0}£\u{FF}") == "\u{A0}£\u{FF}")
    }

    @Test func lineBreaksStayOrAreShown() {
        #expect(VisibleText.of("one\ntwo\n") == "one\ntwo\n")
        #expect(VisibleText.of("one\ntwo", keepingLineBreaks: false) == "one␊two")
        #expect(VisibleText.of("a\r\nb", keepingLineBreaks: false) == "a␍␊b")
        #expect(VisibleText.of("a\r\nb") == "a\nb")
        #expect(VisibleText.of("50%\r100%") == "50%␍100%")
    }

    @Test func tabsReachTheNextMultipleOfEightColumns() {
        #expect(VisibleText.of("a\tb") == "a       b")
        #expect(VisibleText.of("\t|") == "        |")
        #expect(VisibleText.of("用户\tx") == "用户    x")
        #expect(VisibleText.of("ab\ncd\tx") == "ab\ncd      x", "the column counts from the line's start")
    }

    /// What is measured is what is shown: every control takes the columns of its visible form,
    /// none is 0 wide, so columns after it stay aligned.
    @Test func theVisibleFormIsMeasuredAsItIsShown() {
        let samples = ["\u{1B}[2J", "\u{00}", "a\u{7F}", "\u{9B}", "x\ty", "用\u{1B}户"]
        for sample in samples {
            let shown = VisibleText.of(sample, keepingLineBreaks: false)
            #expect(!VisibleText.needsChanging(shown), "\(shown) is safe to print")
            #expect(DisplayWidth.of(shown) == shown.reduce(0) { $0 + DisplayWidth.of($1) })
            #expect(DisplayWidth.of(shown) >= DisplayWidth.of(sample))
        }
        #expect(DisplayWidth.of(VisibleText.of("\u{1B}[31m")) == 5)
        #expect(DisplayWidth.padded(VisibleText.of("\u{1B}[1m"), to: 6) == "␛[1m  ")
    }

    @Test func laneValuesWithEscapesKeepTheTimelineAligned() {
        let lines = TimelineLayout().render([
            TimelineLane(name: "colours", events: [.next("\u{1B}[31m", at: 10), .next("b", at: 20), .completed(at: 30)]),
            TimelineLane(name: "plain", events: [.next("x", at: 10), .next("y", at: 20), .completed(at: 30)]),
        ])
        #expect(lines[1].contains("␛[31m"))
        #expect(!lines.joined().contains("\u{1B}"))
        // `b` and `y` share a time, so they stand in the same display column.
        let column = { (line: String, mark: Character) in DisplayWidth.of(String(line.prefix { $0 != mark })) }
        #expect(column(lines[1], "b") == column(lines[2], "y"))
    }
}
