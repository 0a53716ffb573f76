import Foundation
import LessonKit
import LessonRunner
import Testing
@testable import NotebookCore

/// What the screen says follows what the learner did: counts that count down, marks that follow
/// the latest run, headers that follow the file, errors said once and pointed at.
@Suite struct StaleStateTests {
    private let size = ScreenSize(columns: 100, rows: 40)

    private func onExercise() -> NotebookState {
        var state = Fixtures.state(lesson: "fx-publish", size: size)
        Fixtures.send(Fixtures.keys("j"), to: &state)
        return state
    }

    @Test func theHintCountCountsDownAndTheBoxStopsOfferingMore() {
        var state = onExercise()
        state.layout.focus = .prose
        #expect(NotebookScreen.render(state, size: size).text.contains("(h shows a hint: 2 available)"))
        Fixtures.send(Fixtures.keys("h"), to: &state)
        #expect(NotebookScreen.render(state, size: size).text.contains("h next hint"))
        Fixtures.send([.key(.escape)], to: &state)
        #expect(NotebookScreen.render(state, size: size).text.contains("(h shows a hint: 1 more of 2)"))
        Fixtures.send(Fixtures.keys("h"), to: &state)
        let screen = NotebookScreen.render(state, size: size).text
        #expect(!screen.contains("h next hint"))
        #expect(screen.contains("all hints are shown"))
    }

    @Test func afterXTheHeaderSaysStartFileAgain() {
        var state = onExercise()
        state.exercise.answers["fx-shout"] = "func solve(words: Observable<String>) -> Observable<String> { words }"
        #expect(NotebookScreen.render(state, size: size).text.contains("· your answer"))
        Fixtures.send(Fixtures.keys("xy"), to: &state)
        #expect(NotebookScreen.render(state, size: size).text.contains("· start file"))
    }

    @Test func theProseMarkFollowsTheLatestRun() {
        var state = Fixtures.state(lesson: "fx-publish", size: size)
        state.progress.apply(.cellMatched(lessonID: "fx-publish", cellID: "publish-1"))
        #expect(NotebookScreen.render(state, size: size).text.contains("cell 1: publish-1 ✓"))
        state.run.results[state.currentKey!] = Fixtures.result(for: state, output: ActualOutput(lines: [PrintedLine("late: 🐶")]))
        let screen = NotebookScreen.render(state, size: size).text
        #expect(screen.contains("cell 1: publish-1 ✗"))
        #expect(!screen.contains("cell 1: publish-1 ✓"))
    }

    @Test func theContentsDoNotMixSectionNumbers() {
        var state = Fixtures.state(lesson: "fx-publish", size: size)
        Fixtures.send(Fixtures.keys("t"), to: &state)
        let screen = NotebookScreen.render(state, size: size).text
        // The contents box's row for the lesson: its title, without the section number.
        let rows = screen.split(separator: "\n").filter { $0.contains("│") && $0.contains("PublishSubject") }
        #expect(!rows.isEmpty)
        #expect(rows.allSatisfy { !$0.contains("4.3.2") }, "\(rows)")
    }

    @Test func aCompileErrorIsSaidOnceAndItsLineIsMarked() {
        var state = Fixtures.state(lesson: "fx-just", size: size)
        state.run.results[state.currentKey!] = .ran(Fixtures.report(
            status: .compileFailed, compileErrors: [Fixtures.compileError(line: 1, "cannot find 'Observabl' in scope")]))
        let screen = NotebookScreen.render(state, size: size).text
        #expect(screen.components(separatedBy: "cannot find 'Observabl' in scope").count == 2, "said once: \(screen)")
        #expect(screen.contains("✗ does not compile"))
        #expect(screen.contains("✗1 │"))
    }
}

/// A search that matches many lessons draws the matches near the selection and counts the rest.
@Suite struct SearchWindowTests {
    @Test func farMatchesAreCountedNotDrawn() {
        // A course of 100 copies of one lesson, so that every one of them matches.
        let entry = Fixtures.course.entries[0]
        let chapter = Chapter(id: entry.chapterID, fileName: "4.1-many.md", title: entry.chapterTitle, introduction: "",
                              lessons: Array(repeating: entry.lesson, count: 100),
                              location: SourceLocation(file: "4.1-many.md", line: 1))
        var state = NotebookState(course: Course(chapters: [chapter]))
        state.overlays.open = .search(SearchState(query: "just", selection: 50))
        let box = Overlays.search(state, SearchState(query: "just", selection: 50), width: 60)
        let text = box.lines.map(\.plainText)
        #expect(text.contains("↑ \(50 - Overlays.shownAround) more matches"))
        #expect(text.contains("↓ \(100 - 51 - Overlays.shownAround) more matches"))
        #expect(box.focus != nil)
        // Moving the selection moves the window: the last match can be reached and drawn.
        let last = Overlays.search(state, SearchState(query: "just", selection: 99), width: 60)
        #expect(!last.lines.map(\.plainText).contains { $0.hasPrefix("↓") })
    }
}
