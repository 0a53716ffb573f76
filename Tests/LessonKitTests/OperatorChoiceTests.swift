import Foundation
import Testing
@testable import LessonKit

/// ```` ```choose ```` blocks: rows of the operator decision tree, shown in the lesson and kept
/// for the operator index; every operator they name should have its `op-<name>` lesson.
@Suite struct OperatorChoiceTests {
    static let text = """
    # Chapter: Choosing

    ## Lesson: The tree {#5-tree}

    Read it as "I want to …".

    ```choose
    combine sequences › one after the other → concat
    combine sequences › whatever any emits → merge, amb
    ```

    ## Lesson: concat {#op-concat}

    One after the other.
    """

    @Test func rowsAreReadWithTheirQuestionAndOperators() throws {
        let (chapter, diagnostics) = ChapterParser.parse(text: Self.text, fileName: "5-choosing.md")
        #expect(diagnostics.isEmpty)
        let lesson = try #require(chapter?.lessons.first)
        #expect(lesson.operatorChoices.map(\.path) == [["combine sequences", "one after the other"], ["combine sequences", "whatever any emits"]])
        #expect(lesson.operatorChoices.map(\.operators) == [["concat"], ["merge", "amb"]])
        #expect(lesson.operatorChoices[1].location.line == 9)
        // The reader sees the rows as a list in the lesson's prose.
        #expect(lesson.prose.contains("- combine sequences › whatever any emits → `merge`, `amb`"))
    }

    @Test func aMalformedRowIsAnErrorThatSaysHowToWriteIt() {
        let broken = Self.text.replacingOccurrences(of: "one after the other → concat", with: "one after the other concat")
        let (chapter, diagnostics) = ChapterParser.parse(text: broken, fileName: "5-choosing.md")
        #expect(diagnostics.map(\.line) == [8])
        #expect(diagnostics.first?.message.contains("goal › need → operator") == true)
        #expect(chapter?.lessons.first?.operatorChoices.count == 1, "the good row is kept")
    }

    @Test func anOperatorWithoutItsLessonIsAWarningInTheLibrary() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("choose-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.text.write(to: folder.appendingPathComponent("5-choosing.md"), atomically: true, encoding: .utf8)
        let (chapters, diagnostics) = LessonLibrary.load(folder: folder)
        #expect(chapters.operatorChoices.count == 2)
        #expect(diagnostics.map(\.severity) == [.warning, .warning])
        #expect(diagnostics.map(\.message).contains { $0.contains("`op-merge`") })
        #expect(diagnostics.map(\.message).contains { $0.contains("`op-amb`") })
    }
}
