import Foundation
import Testing
@testable import LessonKit
import Localization

/// A translation (`zh-Hans/`): read, proved equal to the English course apart from words and
/// comments, stamped, reported stale, and shown in place of the English lessons it matches.
@Suite struct TranslationTests {
    static let english = """
    # Chapter: Mapping

    How `map` changes every element.

    ## Lesson: Doubling {#double section=5.1}

    Each value is doubled.

    ```swift cell id=twice
    // Double each value.
    _ = Observable.of(1, 2).map { $0 * 2 }.subscribe(onNext: { print($0) })
    ```

    ```output
    2
    4
    ```

    ## Lesson: Prices {#prices section=5.1}

    ### Exercise: Cents {#cents topics=transforming level=warm-up}

    Turn euros into cents.

    ```swift start
    func solve(prices: Observable<Int>) -> Observable<Int> {
        prices // TODO: cents
    }
    ```

    ```inputs
    prices: -a-|
    a=1
    ```

    ```hint
    One operator changes every element.
    ```

    ```swift solution
    func solve(prices: Observable<Int>) -> Observable<Int> {
        prices.map { $0 * 100 }
    }
    ```

    ```marbles
    x=100
    cents: -x-|
    ```

    """

    static let chinese = """
    # Chapter: 映射

    `map` 如何改变每一个元素。

    ## Lesson: 加倍 {#double section=5.1}

    每个值都乘以 2。

    ```swift cell id=twice
    // 把每个值乘以 2。
    _ = Observable.of(1, 2).map { $0 * 2 }.subscribe(onNext: { print($0) })
    ```

    ```output
    2
    4
    ```

    ## Lesson: 价格 {#prices section=5.1}

    ### Exercise: 换算成分 {#cents topics=transforming level=warm-up}

    把欧元换算成欧分。

    ```swift start
    func solve(prices: Observable<Int>) -> Observable<Int> {
        prices // TODO: 换算成分
    }
    ```

    ```inputs
    prices: -a-|
    a=1
    ```

    ```hint
    有一个操作符会改变每一个元素。
    ```

    ```swift solution
    func solve(prices: Observable<Int>) -> Observable<Int> {
        prices.map { $0 * 100 }
    }
    ```

    ```marbles
    x=100
    cents: -x-|
    ```

    """

    static let path = """
    ## Stage: Transforming
    - double
    - prices
    """

    /// A lessons folder with the English chapter, PATH.md and a zh-Hans translation.
    private func course(chinese: String = TranslationTests.chinese, stages: String? = "- Transforming = 转换") throws -> URL {
        let folder = try TestFiles.temporaryFolder()
        try Self.english.write(to: folder.appendingPathComponent("5.1-mapping.md"), atomically: true, encoding: .utf8)
        try Self.path.write(to: folder.appendingPathComponent("PATH.md"), atomically: true, encoding: .utf8)
        let translations = folder.appendingPathComponent("zh-Hans")
        try FileManager.default.createDirectory(at: translations, withIntermediateDirectories: true)
        try chinese.write(to: translations.appendingPathComponent("5.1-mapping.md"), atomically: true, encoding: .utf8)
        if let stages {
            try stages.write(to: translations.appendingPathComponent("STAGES.md"), atomically: true, encoding: .utf8)
        }
        return folder
    }

    private func check(_ folder: URL) -> [Diagnostic] {
        let contents = LessonLibrary.read(folder: folder)
        guard let translation = Translation.read(lessonsFolder: folder, language: .simplifiedChinese) else { return [] }
        return TranslationCheck.run(translation, english: contents.chapters, path: contents.path, lessonsFolder: folder)
    }

    private func stampAll(_ folder: URL) throws -> SourceStampWriter.Outcome {
        let contents = LessonLibrary.read(folder: folder)
        let translation = try #require(Translation.read(lessonsFolder: folder, language: .simplifiedChinese))
        return try SourceStampWriter.stamp(translation, english: contents.chapters, lessonsFolder: folder, lessonIDs: [], restampStale: false)
    }

    @Test func aFaithfulTranslationNeedsOnlyItsStampsAndThenLintIsQuiet() throws {
        let folder = try course()
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = check(folder)
        #expect(before.count == 3)
        #expect(before.allSatisfy { $0.severity == .warning && $0.message.contains("not stamped") })
        let outcome = try stampAll(folder)
        #expect(outcome.stamped == ["5.1-mapping.md", "double", "prices"])
        #expect(outcome.refused.isEmpty)
        #expect(check(folder).isEmpty)
        #expect(LessonLibrary.read(folder: folder).diagnostics.isEmpty, "the zh-Hans folder is not a stray subfolder")
    }

    @Test func theTranslationIsShownInPlaceOfTheEnglishLessons() throws {
        let folder = try course()
        defer { try? FileManager.default.removeItem(at: folder) }
        let contents = LessonLibrary.read(folder: folder, language: .simplifiedChinese)
        let chapter = try #require(contents.chapters.first)
        #expect(chapter.title == "映射")
        #expect(chapter.lessons.map(\.title) == ["加倍", "价格"])
        #expect(chapter.lessons[0].cells[0].code.source.hasPrefix("// 把每个值乘以 2。"))
        #expect(chapter.lessons[1].exercises[0].hints == ["有一个操作符会改变每一个元素。"])
        #expect(contents.path?.stages.map(\.title) == ["转换"])
        #expect(contents.sectionTitles == SectionTitles(), "no documents' titles beside Chinese ones")
        #expect(LessonLibrary.read(folder: folder, language: .english).chapters.first?.title == "Mapping")
    }

    @Test func changedCodeIsAnErrorAndTheLessonStaysEnglish() throws {
        let broken = Self.chinese.replacingOccurrences(of: "map { $0 * 2 }", with: "map { $0 * 3 }")
        let folder = try course(chinese: broken)
        defer { try? FileManager.default.removeItem(at: folder) }
        let errors = check(folder).filter { $0.severity == .error }
        #expect(errors.count == 1)
        #expect(errors.first?.file == "zh-Hans/5.1-mapping.md")
        #expect(errors.first?.message.contains("cell `twice`: its code differs from the English cell's other than in comments") == true)
        let shown = LessonLibrary.read(folder: folder, language: .simplifiedChinese).chapters[0].lessons
        #expect(shown.map(\.title) == ["Doubling", "价格"])
        let outcome = try stampAll(folder)
        #expect(outcome.refused.count == 1 && outcome.refused[0].hasPrefix("double:"))
    }

    @Test func outputsInputsAndHintsMustMatchToo() throws {
        let changed = Self.chinese
            .replacingOccurrences(of: "```output\n2\n4", with: "```output\n2\n5")
            .replacingOccurrences(of: "prices: -a-|", with: "prices: -a--|")
            .replacingOccurrences(of: "```hint\n有一个操作符会改变每一个元素。\n```\n", with: "")
        let folder = try course(chinese: changed)
        defer { try? FileManager.default.removeItem(at: folder) }
        let messages = check(folder).filter { $0.severity == .error }.map(\.message)
        #expect(messages.contains { $0.contains("cell `twice`: its expected output differs") })
        #expect(messages.contains { $0.contains("exercise `cents`: its ```inputs differ") })
        #expect(messages.contains { $0.contains("exercise `cents`: it has 0 hints, the English exercise 1") })
    }

    /// Stamping changes the headings only: the file ends as it did (a line break was added at
    /// each stamping once).
    @Test func stampingKeepsTheFilesEnding() throws {
        let folder = try course()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("zh-Hans/5.1-mapping.md")
        #expect(!(try stampAll(folder).stamped.isEmpty))
        let stamped = try String(contentsOf: file, encoding: .utf8)
        func trailingLineBreaks(_ text: String) -> Int { text.reversed().prefix { $0 == "\n" }.count }
        #expect(trailingLineBreaks(stamped) == trailingLineBreaks(Self.chinese))
    }

    @Test func aChangeToTheEnglishMakesOnlyThatLessonStale() throws {
        let folder = try course()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try stampAll(folder)
        let file = folder.appendingPathComponent("5.1-mapping.md")
        try Self.english.replacingOccurrences(of: "Turn euros into cents.", with: "Turn whole euros into cents.")
            .write(to: file, atomically: true, encoding: .utf8)
        let stale = check(folder)
        #expect(stale.count == 1)
        #expect(stale.first?.message == "the translation of lesson `prices` is stale: the English text changed since it was made")
        // Not re-stamped unless named: a stale translation needs a translator first.
        #expect(try stampAll(folder).stamped.isEmpty)
        let contents = LessonLibrary.read(folder: folder)
        let translation = try #require(Translation.read(lessonsFolder: folder, language: .simplifiedChinese))
        let named = try SourceStampWriter.stamp(translation, english: contents.chapters, lessonsFolder: folder, lessonIDs: ["prices"], restampStale: false)
        #expect(named.stamped == ["prices"])
        #expect(check(folder).isEmpty)
        // Trailing spaces are not a change.
        try Self.english.replacingOccurrences(of: "Turn euros into cents.", with: "Turn whole euros into cents.")
            .replacingOccurrences(of: "Each value is doubled.", with: "Each value is doubled.   ")
            .write(to: file, atomically: true, encoding: .utf8)
        #expect(check(folder).isEmpty)
    }

    @Test func missingExtraAndStrayTranslationsAreNamed() throws {
        let withoutPrices = String(Self.chinese[..<Self.chinese.range(of: "## Lesson: 价格")!.lowerBound])
            + "## Lesson: 多余 {#extra section=5.1}\n\n多余的一课。\n"
        let folder = try course(chinese: withoutPrices, stages: "- Filtering = 过滤")
        defer { try? FileManager.default.removeItem(at: folder) }
        try "# Chapter: 无\n".write(to: folder.appendingPathComponent("zh-Hans/notes.md"), atomically: true, encoding: .utf8)
        let found = check(folder)
        #expect(found.contains { $0.severity == .warning && $0.file == "5.1-mapping.md" && $0.message == "lesson `prices` has no 简体中文 translation" })
        #expect(found.contains { $0.severity == .error && $0.message == "lesson `extra` is not in the English chapter `5.1-mapping.md`" })
        #expect(found.contains { $0.severity == .error && $0.file == "zh-Hans/notes.md" })
        #expect(found.contains { $0.message == "the stage \"Transforming\" has no 简体中文 title" })
        #expect(found.contains { $0.message == "no stage of PATH.md is titled \"Filtering\"" })
    }

    @Test func aSourceAttributeIsOnlyForTranslations() throws {
        let stamped = Self.english.replacingOccurrences(of: "{#double section=5.1}", with: "{#double section=5.1 source=abc}")
        let parsed = ChapterParser.parse(text: stamped, fileName: "5.1-mapping.md")
        #expect(parsed.diagnostics.contains { $0.message == "`Lesson:` heading has no attribute `source`" })
    }
}
