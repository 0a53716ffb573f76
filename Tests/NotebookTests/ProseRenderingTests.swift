import Foundation
import LessonKit
import Localization
import Marbles
import Testing
@testable import NotebookCore

/// Lesson Markdown rendered in the prose pane: headings, emphasis as attributes, lists with
/// hanging indents, tables as aligned columns within the width, fenced code highlighted and
/// wrapped with a mark — on fixtures written here.
@Suite struct ProseRenderingTests {
    static func texts(_ lines: [StyledLine]) -> [String] { lines.map(\.plainText) }

    static func style(of text: String, in lines: [StyledLine]) -> Style? {
        lines.lazy.flatMap(\.spans).first { $0.text.contains(text) }?.style
    }

    @Test func emphasisLosesItsMarkersAndKeepsItsAttribute() {
        let lines = ProseFormatter.lines("A *quiet* stream is **hot** or _cold_, with `share()`.", width: 80)
        #expect(Self.texts(lines) == ["A quiet stream is hot or cold, with share()."])
        #expect(Self.style(of: "quiet", in: lines) == .emphasis)
        #expect(Self.style(of: "hot", in: lines) == .strong)
        #expect(Self.style(of: "cold", in: lines) == .emphasis)
        #expect(Self.style(of: "share()", in: lines) == .code)
    }

    @Test func punctuationAfterCodeStaysWithIt() {
        let lines = ProseFormatter.lines("binders such as `label.rx.text`, Driver", width: 29)
        #expect(Self.texts(lines) == ["binders such as", "label.rx.text, Driver"])
    }

    @Test func markersThatCloseNothingStayAsWritten() {
        let lines = ProseFormatter.lines("2 * 3 * 4, snake_case_name, a lone ` tick and \\*escaped\\*", width: 80)
        #expect(Self.texts(lines) == ["2 * 3 * 4, snake_case_name, a lone ` tick and *escaped*"])
        #expect(lines.flatMap(\.spans).allSatisfy { $0.style == .plain })
    }

    /// Chinese wrapped in the lesson file has no space where its source line broke; English and
    /// a Chinese line next to a Latin word keep theirs.
    @Test func chineseSourceLinesJoinWithoutASpace() {
        let lines = ProseFormatter.lines("可监听序列是\n核心。\n- 列表项\n  继续\n\nAn English\nline", width: 80)
        #expect(Self.texts(lines) == ["可监听序列是核心。", "", "• 列表项继续", "", "An English line"])
    }

    /// Full-width punctuation is never spaced from what follows or precedes it, Latin or not;
    /// a Chinese character beside a Latin word keeps the space the source line's break stood for.
    @Test func fullWidthPunctuationJoinsALatinWordWithoutASpace() {
        let lines = ProseFormatter.lines("点击是一个序列。\n`PublishRelay` 扮演\nbutton（按钮\n）的点击", width: 80)
        #expect(Self.texts(lines) == ["点击是一个序列。PublishRelay 扮演 button（按钮）的点击"])
    }

    @Test func headingsAreStyledWithoutTheirHashes() {
        let lines = ProseFormatter.lines("## Hot and `cold`\n\nText.", width: 80)
        #expect(Self.texts(lines) == ["Hot and cold", "", "Text."])
        #expect(Self.style(of: "Hot and", in: lines) == .heading)
        #expect(Self.style(of: "cold", in: lines) == .code)
    }

    @Test func listItemsHangUnderTheirFirstWord() {
        let markdown = """
        - one two three four five six seven
        - short
          - nested item that wraps around
        1. first numbered item that wraps
        """
        let lines = ProseFormatter.lines(markdown, width: 20)
        #expect(Self.texts(lines) == [
            "• one two three four",
            "  five six seven",
            "• short",
            "  ◦ nested item that",
            "    wraps around",
            "1. first numbered",
            "   item that wraps",
        ])
    }

    @Test func aTableIsAlignedColumnsWithinTheWidth() {
        let markdown = """
        | name | 中文说明 | note |
        |---|---|---:|
        | `debounce` | 等待安静的时间然后发出最后一个值 | 1 |
        | **map** | 转换每个值 | 22 |
        """
        for width in [80, 40, 28] {
            let lines = ProseFormatter.lines(markdown, width: width)
            for line in lines {
                #expect(DisplayWidth.of(line.plainText) <= width, "width \(width): \(line.plainText)")
                #expect(!line.plainText.contains("|") && !line.plainText.contains("**") && !line.plainText.contains("`"))
            }
            // The column separators of every row stand in the same columns.
            let rows = lines.filter { $0.plainText.contains("│") }
            let bars = rows.map { row in barColumns(row.plainText) }
            #expect(Set(bars).count == 1, "width \(width): \(Self.texts(lines))")
            #expect(bars.first?.count == 2)
            // Nothing is cut: every character of every cell is on screen.
            let shown = Self.texts(lines).joined()
            for piece in ["debounce", "等待安静的时间然后发出最后一个值", "map", "转换每个值", "22", "中文说明", "note"] {
                let all = piece.filter { !$0.isWhitespace }
                #expect(all.allSatisfy { shown.contains($0) }, "width \(width): \(piece) in \(Self.texts(lines))")
            }
            #expect(Self.style(of: "name", in: lines) == .strong)
            #expect(Self.style(of: "debounce", in: lines) == .code)
        }
        // At 80 columns the table keeps one line per row: header, rule, two rows.
        let wide = ProseFormatter.lines(markdown, width: 80)
        #expect(wide.count == 4)
        #expect(wide[1].plainText.allSatisfy { $0 == "─" || $0 == "┼" })
        // The right-aligned column ends at the same column in both rows.
        #expect(wide[2].plainText.hasSuffix(" 1") && wide[3].plainText.hasSuffix("22"))
        #expect(DisplayWidth.of(wide[2].plainText) == DisplayWidth.of(wide[3].plainText))
    }

    @Test func aTableTooNarrowForColumnsIsShownRowByRow() {
        let markdown = "| a | b | c | d |\n|---|---|---|---|\n| one | two | three | four |"
        let lines = ProseFormatter.lines(markdown, width: 20)
        #expect(Self.texts(lines) == ["a: one", "b: two", "c: three", "d: four"])
    }

    @Test func fencedCodeIsHighlightedAndWrappedWithAMark() {
        let markdown = "Before.\n\n```text\nlet values = Observable.of(1, 2, 3).map { $0 * 10 }\n```\n\nAfter."
        let lines = ProseFormatter.lines(markdown, width: 30)
        let texts = Self.texts(lines)
        #expect(texts.first == "Before." && texts.last == "After.")
        let code = Array(lines.dropFirst(2).dropLast(2))
        #expect(code.count >= 2)
        #expect(code.allSatisfy { DisplayWidth.of($0.plainText) <= 30 })
        #expect(code[0].plainText.hasPrefix("  let values"))
        for row in code.dropFirst() {
            #expect(row.spans.first == Span(ProseFormatter.continuationMark, .continuation))
        }
        // Every character of the line is shown, in order.
        let joined = code.map { String($0.plainText.dropFirst(2)) }.joined()
        #expect(joined.filter { !$0.isWhitespace } == "letvalues=Observable.of(1,2,3).map{$0*10}")
        #expect(Self.style(of: "let", in: code) == .keyword)
    }

    @Test func anUnnamedFenceClosesOnlyAtItsOwnLength() {
        let markdown = "````\n```\ninside\n```\n````\nafter"
        let texts = Self.texts(ProseFormatter.lines(markdown, width: 40))
        #expect(texts == ["  ```", "  inside", "  ```", "", "after"])
    }

    @Test func theLessonTitleIsTheFirstLineAndALessonOpensAtItsTop() {
        var state = Fixtures.state(lesson: "fx-interval")
        // Opening another lesson shows it from its top, title first.
        _ = NotebookReducer.reduce(&state, .key(.character("[")))
        #expect(state.currentLesson?.id == "fx-just")
        #expect(state.proseScroll == 0)
        let content = ProsePane.content(for: state, width: 40)
        #expect(content.lines.first?.plainText == "4.1.1 Just one value")
        #expect(content.lines.first?.spans.first?.style == .heading)
        // Moving to another stop of the lesson lets the prose follow the stop again.
        _ = NotebookReducer.reduce(&state, .key(.character("j")))
        #expect(state.stop == .cell(1))
        #expect(state.proseScroll == nil)
    }

    /// A lesson of every construct, drawn in the prose pane alone (the pane's place on the
    /// screen is the layout's business), at a wide and a narrow width.
    static let markdownLesson = """
    # Chapter: Markdown

    ## Lesson: Rendered prose {#md-prose section=9.9.1}

    A *cold* sequence starts again for each subscriber; a **hot** one is shared. Call `share()`
    to turn one into the other.

    ### What to remember

    - `Observable.just(1)` emits one value, then completes
    - a subject is both an observer and a sequence
      1. `PublishSubject` forwards what comes next
      2. `BehaviorSubject` replays its latest value

    | operator | 中文 | when |
    |---|---|---|
    | `debounce` | 等待安静的时间然后发出最后一个值 | after a pause |
    | `throttle` | 一段时间内只取一个 | at most once per window |

    ```text
    let typed = PublishSubject<String>()
    typed.debounce(.milliseconds(300), scheduler: scheduler).subscribe(onNext: { print($0) })
    ```

    ```swift cell id=one
    print("hi")
    ```

    ```output
    hi
    ```
    """

    @Test func aLessonOfEveryConstructSnapshots() throws {
        let course = try HugeTextLayoutTests.course(Self.markdownLesson)
        var state = NotebookState(course: course)
        state.layout.proseScroll = 0
        for (width, height) in [(80, 34), (44, 50)] {
            var buffer = ScreenBuffer(size: ScreenSize(columns: width, rows: height))
            _ = ProsePane.draw(state, in: Rect(row: 0, column: 0, width: width, height: height), into: &buffer)
            try Snapshot.assertMatches(buffer, named: "prose-markdown-\(width)x\(height)")
            let text = buffer.text
            #expect(!text.contains("**") && !text.contains("| ") && !text.contains("```"))
            #expect(text.contains("9.9.1 Rendered prose"))
        }
    }

    // How fast a megabyte of prose in one line renders (and that 4× the text takes about 4× the
    // time) is measured by Benchmarks/notebook-growth.sh, not asserted here.
}

/// The display columns of the `│` separators in a row.
private func barColumns(_ text: String) -> [Int] {
    var columns: [Int] = []
    var column = 0
    for character in text {
        if character == "│" { columns.append(column) }
        column += DisplayWidth.of(character)
    }
    return columns
}

/// A chapter's introduction in the prose pane: under the title of the lesson where the course
/// enters the chapter, and in no other lesson.
@Suite struct ChapterIntroductionPaneTests {
    static let course: Course = {
        let text = """
        # Chapter: Hello

        The form these lessons build has *three* rules.

        ## Lesson: First {#intro-first section=2}

        The first rule.

        ## Lesson: Second {#intro-second section=2}

        The second rule.
        """
        return Course(chapters: [ChapterParser.parse(text: text, fileName: "2-hello.md").chapter!])
    }()

    static func proseTexts(lesson id: String, language: Language = .english) -> [String] {
        var state = NotebookState(course: course, language: language)
        state.navigation.lessonIndex = course.index(ofLesson: id)!
        // The screen draws in the state's language; the pane alone reads the task's.
        return Language.$taskLanguage.withValue(language) { ProsePane.content(for: state, width: 60).lines.map(\.plainText) }
    }

    @Test func theIntroductionFollowsTheTitleOfTheLessonThatEntersTheChapter() {
        #expect(Self.proseTexts(lesson: "intro-first") == [
            "2 First", "",
            "About chapter 2, Hello:", "The form these lessons build has three rules.", "────────────", "",
            "The first rule.",
        ])
        #expect(Self.proseTexts(lesson: "intro-first", language: .simplifiedChinese)[2] == "关于第 2 章「Hello」：")
    }

    @Test func laterLessonsOfTheChapterDoNotRepeatIt() {
        #expect(Self.proseTexts(lesson: "intro-second") == ["2 Second", "", "The second rule."])
    }
}
