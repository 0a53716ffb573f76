import Testing
import Marbles

/// Chinese prose (with English words and code spans inside it) wrapped by `TextWrapping`, which
/// breaks where `LineBreaking` allows.
@Suite struct LineBreakingTests {
    static let paragraphs = [
        "可监听序列 `Observable` 是 RxSwift 的核心，它描述了一个元素序列：可以是按钮的点击、网络请求的结果，也可以是一个定时器。",
        "用 `map` 把每个元素变成另一个值，用 `flatMap` 把每个元素变成一个新的序列（比如一次网络请求），再把它们的元素合并起来。",
        "订阅之后，序列会发出 next(1)、next(2)，最后发出 completed；如果出错，就发出 error(boom)，序列随之终止。",
        "「冷」序列在被订阅时才开始工作，《RxSwift 入门》里说：“每个订阅者都有自己的一份”。试试 `subscribe(onNext:)` 吧！",
        "A plain English sentence, with `code spans` and numbers like 2026, wraps exactly as it did before.",
    ]
    static let widths = [10, 17, 24, 40, 80]

    @Test(arguments: paragraphs, widths)
    func everyLineKeepsTheRule(paragraph: String, width: Int) {
        let lines = TextWrapping.lines(paragraph, width: width)
        let original = Array(paragraph)
        let inCode = LineBreaking.codeSpans(in: original)
        var offset = 0
        for (number, line) in lines.enumerated() {
            let characters = Array(line)
            // Joined back with the spaces that were there, the lines give the original text.
            #expect(Array(original[offset..<min(original.count, offset + characters.count)]) == characters, "line \(number): \(line)")
            let lineWidth = DisplayWidth.of(line)
            let isOnePiece = LineBreaking.pieces(of: characters, inCode: LineBreaking.codeSpans(in: characters)).count == 1
            #expect(lineWidth <= width || isOnePiece, "line \(number) is \(lineWidth) wide: \(line)")
            if let first = characters.first { #expect(!LineBreaking.isClosing(first), "line \(number) starts with \(first)") }
            if let last = characters.last { #expect(!LineBreaking.isOpening(last), "line \(number) ends with \(last)") }
            offset += characters.count
            guard offset < original.count else { continue }
            if original[offset] == " " {
                offset += 1
            } else {
                // Broken without a space: not inside a code span, a Latin word or a number.
                #expect(!(inCode[offset - 1] && inCode[offset]), "code span split after line \(number)")
                #expect(!(isLatin(original[offset - 1]) && isLatin(original[offset])), "word split after line \(number)")
            }
        }
        #expect(offset == original.count)
    }

    @Test func chineseBreaksBetweenCharactersWithoutSpaces() {
        #expect(TextWrapping.lines("可监听序列是核心，它描述了一个元素序列。", width: 10)
            == ["可监听序列", "是核心，它", "描述了一个", "元素序列。"])
    }

    @Test func closingPunctuationGoesDownWithTheCharacterBeforeIt() {
        #expect(TextWrapping.lines("可监听序列，是核心", width: 10) == ["可监听序", "列，是核心"])
        #expect(TextWrapping.lines("发出了 next(1)。然后", width: 13) == ["发出了", "next(1)。然后"])
    }

    @Test func openingPunctuationStaysWithWhatFollows() {
        #expect(TextWrapping.lines("我们看「冷」序列", width: 8) == ["我们看", "「冷」序", "列"])
    }

    @Test func chineseNextToALatinWordBreaksThereJoiningNothing() {
        #expect(TextWrapping.lines("这是map和flatMap", width: 6) == ["这是", "map和", "flatMap"])
        #expect(TextWrapping.lines("用`map`变换", width: 5) == ["用", "`map`", "变换"])
    }

    @Test func aCodeSpanIsOnePieceAndItsSpacesStillBreak() {
        let characters = Array("序列`a.b`，再")
        let pieces = LineBreaking.pieces(of: characters, inCode: LineBreaking.codeSpans(in: characters))
        #expect(pieces.map { String(characters[$0.range]) } == ["序", "列", "`a.b`，", "再"])
        #expect(LineBreaking.codeSpans(in: Array("a ` b")) == [false, false, false, false, false])
    }

    @Test func englishStillBreaksOnlyAtSpaces() {
        #expect(TextWrapping.lines("Wrap this text, please; at (spaces) only.", width: 12)
            == ["Wrap this", "text,", "please; at", "(spaces)", "only."])
    }

    private func isLatin(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber)
    }
}

@Suite struct ChineseSourceLinesTests {
    @Test func chineseWrappedInTheSourceIsJoinedWithoutASpace() {
        #expect(TextWrapping.lines("可监听序列是\n核心。See\nalso `map`。", width: 80) == ["可监听序列是核心。See also `map`。"])
    }
}
