import Marbles
import Testing
@testable import NotebookCore

/// The notebook's prose wrapper on Chinese text with a styled code span.
@Suite struct StyledWrappingChineseTests {
    static let paragraph = [
        Span("可监听序列 "), Span("Observable", .code),
        Span(" 是 RxSwift 的核心，它描述了一个元素序列：可以是按钮的点击、网络请求的结果，也可以是一个"),
        Span("Timer", .code), Span("。"),
    ]

    @Test(arguments: [10, 12, 17, 24, 40, 80])
    func rowsFitAndKeepTheCodeSpanWhole(width: Int) {
        let lines = StyledWrapping.wrap(Self.paragraph, width: width)
        for line in lines {
            let text = line.plainText
            #expect(DisplayWidth.of(text) <= width, "\(text)")
            if let first = text.first { #expect(!LineBreaking.isClosing(first), "\(text)") }
            if let last = text.last { #expect(!LineBreaking.isOpening(last), "\(text)") }
        }
        let codeRuns = lines.flatMap(\.spans).filter { $0.style == .code }.map(\.text)
        #expect(codeRuns == ["Observable", "Timer"])
        // Nothing lost or added but the spaces at the breaks.
        let joined = lines.map(\.plainText).joined().filter { $0 != " " }
        #expect(joined == Self.paragraph.map(\.text).joined().filter { $0 != " " })
    }

    @Test func breaksBetweenChineseCharactersAndKeepsStyles() {
        let lines = StyledWrapping.wrap([Span("用 "), Span("map", .code), Span(" 变换每个元素。")], width: 8)
        #expect(lines == [
            StyledLine([Span("用 "), Span("map", .code)]),
            StyledLine("变换每个"),
            StyledLine("元素。"),
        ])
    }

    @Test func aCutPieceCarriesTheCharacterBeforeAClosingMark() {
        let lines = StyledWrapping.wrap([Span("abcdefgh", .code), Span("，")], width: 8)
        #expect(lines == [StyledLine("abcdefg", .code), StyledLine([Span("h", .code), Span("，")])])
    }
}
