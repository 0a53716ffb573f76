import Foundation
import LessonKit
import Marbles
import Localization
import Testing
@testable import NotebookCore

/// The screen is a pure function of state and size: each state below is drawn at the three
/// reference sizes and compared with its recorded snapshot.
@Suite struct ScreenSnapshotTests {
    static let sizes = [
        ScreenSize(columns: 80, rows: 24),
        ScreenSize(columns: 120, rows: 40),
        ScreenSize(columns: 60, rows: 18),
    ]

    static func check(_ name: String, _ makeState: (ScreenSize) -> NotebookState) throws {
        for size in sizes {
            let state = makeState(size)
            try Snapshot.assertMatches(NotebookScreen.render(state, size: size), named: "\(name)-\(size.columns)x\(size.rows)")
        }
    }

    @Test func firstLessonBeforeAnyRun() throws {
        try Self.check("first-run") { Fixtures.state(size: $0) }
    }

    @Test func emojiLaneThatMatched() throws {
        try Self.check("emoji-lane-matched") { size in
            var state = Fixtures.state(lesson: "fx-interval", size: size)
            state.run.results[state.currentKey!] = Fixtures.result(for: state, output: Fixtures.emojiLaneOutput)
            return state
        }
    }

    @Test func exerciseBeforeAnyCheck() throws {
        try Self.check("exercise-new") { size in
            var state = Fixtures.state(lesson: "fx-publish", cell: 1, size: size)
            state.exercise.answers = [:]
            return state
        }
    }

    @Test func exerciseWrongOnAHiddenInput() throws {
        try Self.check("exercise-hidden-input") { size in
            var state = Fixtures.state(lesson: "fx-publish", cell: 1, size: size)
            Fixtures.shoutWrongOnAHiddenInput(&state)
            return state
        }
    }

    @Test func exercisePassed() throws {
        try Self.check("exercise-passed") { size in
            var state = Fixtures.state(lesson: "fx-publish", cell: 1, size: size)
            state.exercise.answers["fx-shout"] = "func solve(words: Observable<String>) -> Observable<String> {\n    words.map { $0.uppercased() }\n}\n"
            state.exercise.results["fx-shout"] = Fixtures.checked(.passed)
            state.progress.apply(.exerciseAttempt(exerciseID: "fx-shout", failure: nil, at: Date(timeIntervalSince1970: 0)))
            return state
        }
    }

    @Test func chineseAndEmojiOutputThatDiverges() throws {
        try Self.check("publish-diverged") { size in
            var state = Fixtures.state(lesson: "fx-publish", size: size)
            state.run.results[state.currentKey!] = Fixtures.result(for: state, output: Fixtures.publishWrongOutput)
            return state
        }
    }

    @Test func stepModeHalfway() throws {
        try Self.check("emoji-lane-step-3") { size in
            var state = Fixtures.state(lesson: "fx-interval", size: size)
            state.run.results[state.currentKey!] = Fixtures.result(for: state, output: Fixtures.emojiLaneOutput)
            state.step.revealed = 3
            return state
        }
    }

    @Test func predictionThatWentWrong() throws {
        try Self.check("publish-predicted") { size in
            var state = Fixtures.state(lesson: "fx-publish", size: size)
            let key = state.currentKey!
            state.predict.predictions[key] = Prediction(lane: "late", marbles: "a=🐶 (a|)", events: [.next("🐶", at: 0), .completed(at: 0)])
            state.run.results[key] = Fixtures.result(for: state, output: Fixtures.publishWrongOutput)
            return state
        }
    }

    @Test func presentMode() throws {
        try Self.check("present") { size in
            var state = Fixtures.state(lesson: "fx-interval", presentMode: true, size: size)
            state.run.results[state.currentKey!] = Fixtures.result(for: state, output: Fixtures.emojiLaneOutput)
            state.step.revealed = 5
            return state
        }
    }

    @Test func compileError() throws {
        try Self.check("compile-error") { size in
            var state = Fixtures.state(lesson: "fx-just", cell: 1, size: size)
            state.run.results[state.currentKey!] = .ran(Fixtures.report(
                status: .compileFailed, compileErrors: [Fixtures.compileError(line: 2, "cannot find 'subjekt' in scope")]))
            state.edit.copies[state.currentKey!] = EditedCell(code: "Observable.of(\"a\")\n    .subscribe(onNext: { subjekt.onNext($0) })", lessonCodeAtEdit: "old lesson code")
            return state
        }
    }

    @Test func overlays() throws {
        let size = ScreenSize(columns: 80, rows: 24)
        var state = Fixtures.state(lesson: "fx-publish", size: size)
        let overlays: [(String, Overlay)] = [
            ("help", .help(scroll: 0)),
            ("contents", .tableOfContents(selection: 1)),
            ("search", .search(SearchState(query: "用户", selection: 0))),
            ("predict", .predict(PredictInput(lane: "late", text: "a=🐱 -a-|", error: Phrase("column 5: `!` is not a marble symbol")))),
        ]
        for (name, overlay) in overlays {
            state.overlays.open = overlay
            try Snapshot.assertMatches(NotebookScreen.render(state, size: size), named: "overlay-\(name)")
        }
        state.progress.exercises["fx-shout", default: ExerciseProgress()].hintsShown = 1
        state.overlays.open = .hints
        try Snapshot.assertMatches(NotebookScreen.render(state, size: size), named: "overlay-hints")
    }

    @Test func tooSmallWindowAsksForMore() throws {
        let size = ScreenSize(columns: 59, rows: 17)
        let buffer = NotebookScreen.render(Fixtures.state(), size: size)
        try Snapshot.assertMatches(buffer, named: "too-small")
        #expect(buffer.text.contains("at least 60×18"))
    }

    @Test func firstDivergenceIsHighlighted() {
        var state = Fixtures.state(lesson: "fx-publish")
        state.run.results[state.currentKey!] = Fixtures.result(for: state, output: Fixtures.publishWrongOutput)
        let buffer = NotebookScreen.render(state, size: ScreenSize(columns: 120, rows: 40))
        let highlighted = (0..<buffer.size.rows).filter { row in buffer.rows[row].contains { $0.style == .divergence } }
        #expect(highlighted.count == 1)
        #expect(highlighted.first.map { buffer.text(row: $0).contains("✗ late: 🐶") } == true)
    }
}
