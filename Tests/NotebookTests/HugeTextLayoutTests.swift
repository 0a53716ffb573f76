import Foundation
import LessonKit
import Marbles
import Testing
@testable import NotebookCore

/// Lessons and outputs far larger than any real one (a 1 MB prose line, a 100,000-character
/// marble line, a 10,000-line cell, escape sequences in what a cell printed) still lay out into
/// rows exactly as wide as the screen. How long they take is measured, not asserted:
/// `Benchmarks/notebook-huge-lines.sh` (absolute times) and `Benchmarks/notebook-growth.sh` (that
/// 4× the input takes about 4× the time — wrapping, a marble lane, colouring a cell).
@Suite(.serialized) struct HugeTextLayoutTests {
    /// One chapter file holding `markdown`, loaded as a course.
    static func course(_ markdown: String) throws -> Course {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rxlearn-huge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try markdown.write(to: folder.appendingPathComponent("9.9-huge.md"), atomically: true, encoding: .utf8)
        let (chapters, diagnostics) = LessonLibrary.load(folder: folder)
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics)")
        return Course(chapters: chapters)
    }

    static func lesson(prose: String = "Some prose.", code: String = "print(\"hi\")", expected: String = "```output\nhi\n```") -> String {
        "# Chapter: Huge\n\n## Lesson: Huge {#huge}\n\n\(prose)\n\n```swift cell id=one\n\(code)\n```\n\n\(expected)\n"
    }

    static func words(characters: Int) -> String {
        String(repeating: "values over time ", count: characters / 17)
    }

    static func render(_ course: Course, size: ScreenSize = ScreenSize(columns: 80, rows: 24)) -> ScreenBuffer {
        var state = NotebookState(course: course)
        state.screen.size = size
        return NotebookScreen.render(state, size: size)
    }

    static func expectRowsAreScreenWide(_ buffer: ScreenBuffer, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for row in 0..<buffer.size.rows {
            #expect(DisplayWidth.of(buffer.text(row: row)) == buffer.size.columns, "row \(row): \(buffer.text(row: row))", sourceLocation: sourceLocation)
        }
    }

    @Test func aOneMegabyteLineAMarbleLineOf100000AndA10000LineCellRenderScreenWide() throws {
        let prose = try Self.course(Self.lesson(prose: Self.words(characters: 1_000_000)))
        let word = try Self.course(Self.lesson(prose: String(repeating: "x", count: 1_000_000)))
        let marbles = try Self.course(Self.lesson(expected: "```marbles\nmain: " + String(repeating: "-a", count: 50_000) + "|\n```"))
        let cell = try Self.course(Self.lesson(code: (0..<10_000).map { "print(\($0))" }.joined(separator: "\n")))
        for course in [prose, word, marbles, cell] {
            for size in [ScreenSize(columns: 80, rows: 24), ScreenSize(columns: 120, rows: 40)] {
                Self.expectRowsAreScreenWide(Self.render(course, size: size))
            }
        }
        let cellScreen = Self.render(cell).text
        #expect(cellScreen.contains("lines 1–"), "the 10,000-line cell scrolls: \(cellScreen)")
        // Before a run the lesson's lanes wait folded under the marble pane's title.
        #expect(Self.render(marbles).text.contains("the lesson's lane: r runs, p predicts first"))
    }

    @Test func whatACellPrintedIsShownVisiblyInRowsExactlyScreenWide() throws {
        var state = Fixtures.state(lesson: "fx-just")
        let printed = ActualOutput(lines: [
            PrintedLine("\u{1B}[31mred\u{1B}[0m", time: 0),
            PrintedLine("a\tb\u{07}\u{7F}\u{9B}c", time: 0),
            PrintedLine("\u{1B}[2J\u{1B}[H用户", time: 0),
        ], lanes: [RecordedLane(name: "main", events: [.next("\u{1B}[1m", at: 10), .completed(at: 20)])])
        state.run.results[state.currentKey!] = Fixtures.result(for: state, output: printed)
        for size in [ScreenSize(columns: 60, rows: 18), ScreenSize(columns: 80, rows: 24), ScreenSize(columns: 120, rows: 40)] {
            state.screen.size = size
            let buffer = NotebookScreen.render(state, size: size)
            Self.expectRowsAreScreenWide(buffer)
            let text = buffer.text
            #expect(text.contains("␛[31mred␛[0m"), "\(text)")
            #expect(text.contains("␛[1m"), "the lane value: \(text)")
            #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F..<0xA0).contains($0.value) })
        }
    }
}
