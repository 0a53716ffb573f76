import Foundation
import Testing
@testable import LessonKit

/// `FenceKind.all` is the one list of block kinds: the advice in diagnostics, the format document
/// and what a wrong attribute spoils all follow it.
@Suite struct BlockKindTableTests {
    let fence = "```"

    /// A chapter with one lesson around `body`; the body starts on line 5.
    func chapter(_ body: String) -> String {
        "# Chapter: Test\n\n## Lesson: First {#first}\n\n" + body
    }

    func parse(_ text: String) -> (chapter: Chapter?, messages: [String]) {
        let result = ChapterParser.parse(text: text, fileName: "4.1-test.md")
        return (result.chapter, result.diagnostics.map(\.description))
    }

    @Test func theTableHoldsEveryKindOnceInTheOrderDiagnosticsListThem() {
        #expect(FenceKind.all.map(\.name) == [
            "swift cell", "swift setup", "swift start", "swift solution", "output", "events", "marbles", "choices", "inputs", "hint", "check", "choose",
        ])
        #expect(FenceKind.firstWords == ["output", "events", "marbles", "choices", "inputs", "hint", "check", "choose", "swift"])
    }

    @Test func anUnknownKindIsAnsweredWithEveryKindOfTheTable() {
        let (_, messages) = parse(chapter("\(fence)hnit\nuse map\n\(fence)\n"))
        #expect(messages == [
            "4.1-test.md:5:4: error: unknown block kind `hnit` — did you mean `hint`? kinds are swift cell, swift setup, swift start, swift solution, output, events, marbles, choices, inputs, hint, check and choose; use ```text for anything only shown",
        ])
    }

    @Test func aSwiftBlockWithoutARoleIsAnsweredWithEveryRoleOfTheTable() {
        let (_, messages) = parse(chapter("\(fence)swift celll\nlet x = 1\n\(fence)\n"))
        #expect(messages == [
            "4.1-test.md:5:10: error: a `swift` block must say what it is for — write ```swift cell id=NAME to run it, ```swift setup, ```swift start or ```swift solution; use ```text for code that is only shown",
        ])
    }

    @Test func everyKindOfTheTableIsDescribedInTheFormatDocument() throws {
        let document = try String(contentsOf: TestFiles.formatDocument, encoding: .utf8)
        let rows = document.split(separator: "\n").filter { $0.hasPrefix("| `") }
        for kind in FenceKind.all {
            #expect(rows.contains { $0.hasPrefix("| `\(kind.name)") }, "Lessons/FORMAT.md has no row for ```\(kind.name)")
        }
    }

    /// The table's `wrongAttribute` column: a cell is still read, a setup block spoils its lesson,
    /// anything else spoils the cell it follows or the exercise it stands in.
    @Test func aWrongAttributeSpoilsWhatTheTableSays() {
        let cell = parse(chapter("\(fence)swift cell id=a color=red\nprint(1)\n\(fence)\n\(fence)output\n1\n\(fence)\n"))
        #expect(cell.messages == ["4.1-test.md:5:20: error: `swift cell` has no attribute `color` — it takes `id`, `lanes`, `timeout`"])
        #expect(cell.chapter?.lessons.first?.cells == [])

        let setup = parse(chapter("\(fence)swift setup color=red\nlet x = 1\n\(fence)\n"))
        #expect(setup.messages == ["4.1-test.md:5:16: error: `swift setup` has no attribute `color` — it takes no attributes"])
        #expect(setup.chapter?.lessons == [])

        let output = parse(chapter("\(fence)swift cell id=a\nprint(1)\n\(fence)\n\(fence)output color=red\n1\n\(fence)\n"))
        #expect(output.messages == ["4.1-test.md:8:11: error: `output` has no attribute `color` — it takes `unordered`"])
        #expect(output.chapter?.lessons.first?.cells == [])
        #expect(output.chapter?.lessons.map(\.id) == ["first"])
    }
}
