import Foundation
import Testing
import LessonKit
import Marbles

/// The example chapter in Lessons/FORMAT.md must parse, cleanly and as the document says.
@Suite struct FormatDocumentTests {
    static func exampleChapter() throws -> String {
        let document = try String(contentsOf: TestFiles.formatDocument, encoding: .utf8)
        let begin = try #require(document.range(of: "<!-- example-chapter:begin -->\n````markdown\n"))
        let end = try #require(document.range(of: "````\n<!-- example-chapter:end -->"))
        return String(document[begin.upperBound..<end.lowerBound])
    }

    @Test func exampleChapterParsesWithoutDiagnostics() throws {
        let (chapter, diagnostics) = ChapterParser.parse(text: try Self.exampleChapter(), fileName: "4.1-observable.md")
        #expect(diagnostics.map(\.description) == [])
        let parsed = try #require(chapter)
        #expect(parsed.id.description == "4.1")
        #expect(parsed.title == "Observable")
        #expect(parsed.introduction.hasPrefix("An `Observable` is a sequence"))
        #expect(parsed.lessons.count == 1)
    }

    @Test func exampleLessonHasItsCellsSetupAndExercise() throws {
        let chapter = try #require(ChapterParser.parse(text: try Self.exampleChapter(), fileName: "4.1-observable.md").chapter)
        let lesson = chapter.lessons[0]
        #expect(lesson.id == "4.1.2-just")
        #expect(lesson.section == "4.1.2")
        #expect(lesson.setup?.source == "let bag = DisposeBag()")
        #expect(lesson.cells.map(\.id) == ["just-1", "just-2", "just-3", "threads"])

        let just1 = lesson.cells[0]
        #expect(just1.timeLimit == .seconds(5))
        #expect(just1.expected.lineBlocks.map(\.lines) == [["next(1)", "completed"]])
        #expect(just1.code.source.hasPrefix("Observable.just(1)"))

        let just2 = lesson.cells[1]
        #expect(just2.timeLimit == .seconds(10))
        #expect(just2.expected.lanes.map(\.name) == ["main"])
        #expect(just2.expected.lanes[0].events == [.next("🐶", at: 200), .completed(at: 200)])

        let just3 = lesson.cells[2]
        #expect(just3.expected.lanes.map(\.name) == ["observer"])
        #expect(just3.expected.lanes[0].events == [.next("🐶", at: 100), .completed(at: 100)])
        #expect(just3.expected.lanes[0].marbles == "--(a|)")

        let threads = lesson.cells[3]
        #expect(threads.expected.lineBlocks.first?.isOrdered == false)

        let exercise = try #require(lesson.exercises.first)
        #expect(exercise.id == "double-numbers")
        #expect(exercise.timeLimit == .seconds(10))
        #expect(exercise.start.source == "func solve(numbers: Observable<Int>) -> Observable<Int> {\n    numbers // TODO: double every number\n}")
        #expect(exercise.inputs.map(\.name) == ["numbers"])
        #expect(exercise.inputs[0].diagram.events.map(\.eventText) == ["next(1)", "next(2)", "next(3)", "completed"])
        #expect(exercise.hints.count == 2)
        #expect(exercise.solution?.source == "func solve(numbers: Observable<Int>) -> Observable<Int> {\n    numbers.map { $0 * 2 }\n}")
        #expect(exercise.expected.lanes.map(\.name) == ["doubled"])
        #expect(exercise.prose == "Double every number of `numbers`.")
        #expect(exercise.why?.hasPrefix("`map` turns each element into another") == true)
    }

    @Test func proseAndCodeKeepReadingOrderAndSourceLines() throws {
        let text = try Self.exampleChapter()
        let lesson = try #require(ChapterParser.parse(text: text, fileName: "4.1-observable.md").chapter).lessons[0]
        guard case .prose(let first) = lesson.items.first else {
            Issue.record("a lesson starts with its prose")
            return
        }
        #expect(first.hasPrefix("`Observable.just` emits one element"))
        #expect(lesson.prose.contains("### Threads"))
        // The cell's code location points at its first line in the file.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let cell = lesson.cells[0]
        #expect(lines[cell.code.location.line - 1] == "Observable.just(1)")
    }
}
