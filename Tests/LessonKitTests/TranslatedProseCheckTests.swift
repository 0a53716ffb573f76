import Testing
@testable import LessonKit

/// What lint says about the words of a Chinese lesson.
@Suite struct TranslatedProseCheckTests {
    static let glossary = Glossary.parse(text: """
    | English | 中文 | avoid |
    |---|---|---|
    | Side effect | 附加作用 | 副作用 |
    | Observable, sequence | 可监听序列（序列） | 可观察序列 |
    """)

    private func messages(_ text: String) -> [String] {
        TranslatedProseCheck.run(lines: text.components(separatedBy: "\n"), file: "zh-Hans/x.md", glossary: Self.glossary).map(\.message)
    }

    @Test func aLongRunOfEnglishWordsIsProbablyUntranslated() {
        #expect(messages("订阅之后 the observer receives every event in order 。") == [
            "7 English words in a row in a translation: \"the observer receives every event in order\"",
        ])
        #expect(messages("使用 RxSwift 的 `map` 和 `filter` 操作符，以及 Observable 与 Driver。").isEmpty)
        #expect(messages("代码：`the observer receives every event in order here`").isEmpty)
        #expect(messages("[the observer receives every event](https://example.com/a-b-c-d-e-f-g)").isEmpty)
        #expect(messages("- 《Getting Started With RxSwift and RxCocoa》：一篇入门教程。").isEmpty)
    }

    @Test func narrowPunctuationWhereAFullWidthFormExistsIsNamed() {
        let found = messages("他说“你好”…")
        #expect(found.count == 3)
        #expect(found.contains("`“` is drawn one column wide by most terminals, which misaligns Chinese text"))
        #expect(messages("他说「你好」，等等。`a…b` 与 `—`").isEmpty)
    }

    @Test func aTermToAvoidIsNamedUnlessQuotedOrGlossed() {
        #expect(messages("这是副作用。") == ["`副作用` for Side effect: the glossary's term is `附加作用`"])
        #expect(messages("我们称它为附加作用（副作用），而不是「副作用」。").isEmpty)
        #expect(messages("可监听序列（可观察序列）").isEmpty)
        #expect(messages("`副作用`").isEmpty)
    }

    @Test func codeIsNotReadButHintsWorkedSolutionsAndCommentsAre() {
        let text = """
        ```swift cell id=a
        let text = "the observer receives every event in order" // 副作用
        ```
        ```output
        the observer receives every event in order at once
        ```
        ```hint
        这里有副作用。
        ```
        ```why
        答案把副作用留在订阅里。
        ```
        """
        #expect(messages(text) == [
            "`副作用` for Side effect: the glossary's term is `附加作用`",
            "`副作用` for Side effect: the glossary's term is `附加作用`",
            "`副作用` for Side effect: the glossary's term is `附加作用`",
        ])
    }

    @Test func headingAttributesAreNotProse() {
        #expect(messages("## Lesson: 映射 {#op-map-and-then-some-more-words-here section=5.1 source=abc}").isEmpty)
    }
}
