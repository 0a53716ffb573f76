import Foundation
import LessonKit
import Marbles
@testable import LessonRunner
import Testing
@testable import NotebookCore

/// The bundled lessons at the four reference sizes: every code line of the cell can be read
/// whole (wrapped under a `↪`, never cut), a 14-line cell is wholly visible at 80×24 after a
/// run, a pane with nothing to show folds to its title, and predicting hides the answer.
@Suite struct ContentLayoutTests {
    static let sizes = [
        ScreenSize(columns: 80, rows: 24), ScreenSize(columns: 100, rows: 30),
        ScreenSize(columns: 120, rows: 40), ScreenSize(columns: 200, rows: 50),
    ]

    static let course: Course = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let (chapters, _) = LessonLibrary.load(folder: root.appendingPathComponent("Lessons"))
        return Course(chapters: chapters)
    }()

    static func state(lesson: String, stop: String, size: ScreenSize) -> NotebookState {
        var state = NotebookState(course: course)
        state.navigation.lessonIndex = course.index(ofLesson: lesson)!
        state.navigation.stop = state.currentLesson!.stop(withID: stop)!
        state.screen.size = size
        return state
    }

    /// A run that printed and recorded exactly what the lesson expects.
    static func passedRun(_ state: inout NotebookState) {
        let expected = state.currentCell!.expected
        let output = ActualOutput(
            lines: expected.lineBlocks.flatMap(\.lines).map { PrintedLine($0, time: 0) },
            lanes: expected.lanes.map { RecordedLane(name: $0.name, events: $0.events) })
        state.run.results[state.currentKey!] = Fixtures.result(for: state, output: output)
    }

    /// The code pane's lines as the screen shows them, continuations joined to their line.
    static func shownCodeLines(_ buffer: ScreenBuffer, _ rect: Rect) -> [String] {
        var lines: [String] = []
        for row in (rect.row + 1)..<rect.bottom {
            let text = ColumnSlice.slice(buffer.text(row: row), from: rect.column, width: rect.width)
            if let bar = text.range(of: " │ "), text[..<bar.lowerBound].allSatisfy({ $0 == " " || $0.isNumber || $0 == "s" }) {
                lines.append(String(text[bar.upperBound...]))
            } else if let mark = text.range(of: " ↪ "), text[..<mark.lowerBound].allSatisfy({ $0 == " " }), !lines.isEmpty {
                lines[lines.count - 1] += " " + text[mark.upperBound...]
            }
        }
        return lines
    }

    static func squeezed(_ text: some StringProtocol) -> String {
        String(text.filter { !$0.isWhitespace })
    }

    /// Every line of `code` is on one of the screens, whole.
    static func expectEveryLineShown(_ code: String, screens: [(ScreenBuffer, Rect)], _ name: String) {
        let shown = Set(screens.flatMap { shownCodeLines($0.0, $0.1) }.map(squeezed))
        for line in code.split(separator: "\n") where !squeezed(line).isEmpty {
            #expect(shown.contains(squeezed(line)), "\(name): `\(line)` is not shown whole")
        }
    }

    /// No row of the output pane ends in a cut word without `…`: rows that reach the pane's
    /// right edge end in a marker, or are a wrapped paragraph (which breaks between words).
    static func expectNoCutRows(_ buffer: ScreenBuffer, _ rect: Rect, _ name: String) {
        for row in (rect.row + 1)..<rect.bottom {
            let text = ColumnSlice.slice(buffer.text(row: row), from: rect.column, width: rect.width)
            guard text.contains(" │ "), let last = text.last, last != " " else { continue }
            #expect(last == "…", "\(name): row \(row) is cut without a marker: \(text)")
        }
    }

    /// Renders at every size, compares with the snapshot, and checks that the code can be read
    /// whole, scrolling with d where the cell is longer than the pane.
    static func check(_ name: String, _ make: (ScreenSize) -> NotebookState) throws {
        for size in sizes {
            var state = make(size)
            let buffer = NotebookScreen.render(state, size: size)
            try Snapshot.assertMatches(buffer, named: "layout-\(name)-\(size.columns)x\(size.rows)")
            var layout = PaneContents.of(state).layout
            expectNoCutRows(buffer, layout.result, "\(name) at \(size)")
            var screens = [(buffer, layout.code)]
            for _ in 0..<10 {
                Fixtures.send(Fixtures.keys("d"), to: &state)
                layout = PaneContents.of(state).layout
                screens.append((NotebookScreen.render(state, size: size), layout.code))
            }
            expectEveryLineShown(state.shownCode!, screens: screens, "\(name) at \(size)")
        }
    }

    @Test func debounceAfterARunShowsTheWholeCellAt80x24() throws {
        try Self.check("debounce-ran") { size in
            var state = Self.state(lesson: "op-debounce", stop: "search-box", size: size)
            Self.passedRun(&state)
            return state
        }
        var state = Self.state(lesson: "op-debounce", stop: "search-box", size: ScreenSize(columns: 80, rows: 24))
        Self.passedRun(&state)
        let screen = NotebookScreen.render(state, size: state.screenSize).text
        #expect(screen.contains(".debounce(.milliseconds(300), scheduler: MainScheduler.instance)"))
        #expect(screen.contains("14 │ at(1000) { query.onCompleted() }"))
        #expect(screen.contains("✓ matches the lesson") && screen.contains("more lines · Tab"))
    }

    @Test func beforeARunTheMarblePaneIsFoldedToItsTitle() throws {
        try Self.check("debounce-new") { Self.state(lesson: "op-debounce", stop: "search-box", size: $0) }
        let state = Self.state(lesson: "op-debounce", stop: "search-box", size: ScreenSize(columns: 120, rows: 40))
        let contents = PaneContents.of(state)
        #expect(contents.layout.marbles.height == 1)
        #expect(!NotebookScreen.render(state, size: state.screenSize).text.contains("searched (lesson)"))
    }

    @Test func controlPropertyCells() throws {
        try Self.check("pretend-text-field") { size in
            var state = Self.state(lesson: "4.3-control-property", stop: "pretend-text-field", size: size)
            Self.passedRun(&state)
            return state
        }
        try Self.check("only-changes") { Self.state(lesson: "4.3-control-property", stop: "only-changes", size: $0) }
    }

    @Test func theDriverLessonsSetupCodeUnfoldsWithZ() throws {
        try Self.check("driver-search") { size in
            var state = Self.state(lesson: "4.1-driver", stop: "driver-search", size: size)
            Self.passedRun(&state)
            return state
        }
        var state = Self.state(lesson: "4.1-driver", stop: "driver-search", size: ScreenSize(columns: 80, rows: 24))
        var screen = NotebookScreen.render(state, size: state.screenSize).text
        #expect(screen.contains("▸ setup · 29 lines · z shows it"))
        #expect(!screen.contains("SearchError.serverDown"))
        Fixtures.send(Fixtures.keys("z"), to: &state)
        // The setup is scrolled like the cell: the throwing line is a few d presses away.
        var screens = [screen]
        for _ in 0..<6 {
            screens.append(NotebookScreen.render(state, size: state.screenSize).text)
            Fixtures.send(Fixtures.keys("d"), to: &state)
        }
        screen = screens[1]
        #expect(screen.contains("▾ setup · 29 lines, run before every cell · z folds it"))
        #expect(screen.contains("s1 │ let bag = DisposeBag()"))
        #expect(screens.contains { $0.contains("if text == \"boom\" { throw SearchError.serverDown }") })
        Fixtures.send(Fixtures.keys("z"), to: &state)
        #expect(!state.layout.setupUnfolded)
    }

    @Test func anExerciseWithAFailedCheckStartsOnAWholeLine() throws {
        try Self.check("thermostat-failed") { size in
            var state = Self.state(lesson: "4.3-relays", stop: "4.3-thermostat", size: size)
            state.exercise.answers["4.3-thermostat"] = "func solve(readings: Observable<Int>) -> Observable<Int> {\n    readings.startWith(20).map { $0 } // a comment long enough to wrap at eighty columns, and more\n}\n"
            state.exercise.results["4.3-thermostat"] = Fixtures.checked(.wrongOnHiddenInput(
                ExerciseCase(inputs: ["readings": [.next("18", at: 10), .next("21", at: 30), .completed(at: 50)]]),
                yours: [.next("20", at: 0), .next("18", at: 20), .next("21", at: 40), .completed(at: 50)],
                expected: [.next("20", at: 0), .next("18", at: 10), .next("21", at: 30), .completed(at: 50)]))
            return state
        }
        var state = Self.state(lesson: "4.3-relays", stop: "4.3-thermostat", size: ScreenSize(columns: 80, rows: 24))
        // An input long enough that the verdict's sentence wraps over several lines.
        let readings: [TimedEvent] = (1...14).map { .next("reading \($0)", at: $0 * 10) }
        state.exercise.results["4.3-thermostat"] = Fixtures.checked(.wrongOnHiddenInput(
            ExerciseCase(inputs: ["readings": readings]), yours: [.next("1", at: 0)], expected: [.next("2", at: 0)]))
        #expect(PaneContents.of(state).output.continuations.count >= 2, "the verdict wraps")
        let contents = PaneContents.of(state)
        let view = contents.outputView(state)
        #expect(!contents.output.continuations.contains(view.first), "the check starts on a wrapped line's tail")
    }

    @Test func predictingHidesTheExpectedColumnAndTheLessonsLanes() throws {
        for size in Self.sizes {
            for ran in [false, true] {
                var state = Self.state(lesson: "op-debounce", stop: "search-box", size: size)
                if ran {
                    Self.passedRun(&state)
                    // A wrong run shows the lesson's lanes beside the recorded ones.
                    var report = try #require(state.currentReport)
                    report.status = .crashed
                    state.run.results[state.currentKey!] = .ran(report)
                }
                Fixtures.send(Fixtures.keys("p"), to: &state)
                #expect(state.isPredicting)
                let buffer = NotebookScreen.render(state, size: size)
                if !ran { try Snapshot.assertMatches(buffer, named: "layout-predict-\(size.columns)x\(size.rows)") }
                let screen = buffer.text
                #expect(!screen.contains("│ next(rxs)"), "expected output shown while predicting at \(size)")
                #expect(!screen.contains("(lesson)"), "the lesson's lanes shown while predicting at \(size)")
                #expect(screen.contains("hidden while you predict"))
                #expect(!screen.contains("✓ next(rxs)") && !screen.contains("matches the lesson"), "the run's output shown while predicting at \(size)")
            }
        }
    }

    @Test func tabGivesEachPaneTheScreenInTurn() {
        var state = Self.state(lesson: "op-debounce", stop: "search-box", size: ScreenSize(columns: 80, rows: 24))
        Self.passedRun(&state)
        var heights: [Pane: Int] = [:]
        for pane in [Pane.output, .marbles, .prose, .code] {
            Fixtures.send([.key(.tab)], to: &state)
            #expect(state.layout.focus == pane)
            let layout = PaneContents.of(state).layout
            heights[pane] = [Pane.code: layout.code, .output: layout.result, .marbles: layout.marbles, .prose: layout.prose!][pane]!.height
        }
        // The output's 12 rows and a title, the 3 marble rows and a title, the prose all but 3 titles.
        #expect(heights[.output] == 13)
        #expect(heights[.marbles] == 4)
        #expect(heights[.prose] == 22 - 3)
        #expect(heights[.code] == 16)

        // d scrolls the pane that has the screen; a new stop starts it afresh.
        state = Self.state(lesson: "4.1-driver", stop: "driver-search", size: ScreenSize(columns: 80, rows: 18))
        Self.passedRun(&state)
        state.layout.focus = .output
        let before = NotebookScreen.frame(state).viewports.output
        Fixtures.send(Fixtures.keys("d"), to: &state)
        let after = NotebookScreen.frame(state).viewports.output
        #expect(after.first > before.first)
        Fixtures.send(Fixtures.keys("j"), to: &state)
        #expect(state.outputScroll == nil)

        // J on the prose folded above the cell gives it the screen first.
        state.layout.focus = .code
        state.screen.size = ScreenSize(columns: 80, rows: 24)
        Fixtures.send(Fixtures.keys("J"), to: &state)
        #expect(state.layout.focus == .prose)
    }

    @Test func manyLanesTakeTheirShareThenScrollWithAMarker() {
        var state = Self.state(lesson: "op-debounce", stop: "search-box", size: ScreenSize(columns: 120, rows: 40))
        let lanes = (1...100).map { RecordedLane(name: "stage\($0)", events: [.next("x", at: $0 * 10), .completed(at: 400)]) }
        state.run.results[state.currentKey!] = Fixtures.result(for: state, output: ActualOutput(lines: [], lanes: lanes))
        var contents = PaneContents.of(state)
        #expect(contents.marbles.count > 100)
        #expect(contents.layout.marbles.height < 38)
        #expect(contents.layout.code.height == contents.code.lines.count + 1, "the cell keeps all its lines")
        var screen = NotebookScreen.render(state, size: state.screenSize).text
        #expect(screen.contains("more lines · Tab, then d/u"))

        Fixtures.send([.key(.tab), .key(.tab)], to: &state)
        #expect(state.layout.focus == .marbles)
        Fixtures.send(Fixtures.keys("d"), to: &state)
        contents = PaneContents.of(state)
        #expect(contents.marbleView(state).first > 0)
        screen = NotebookScreen.render(state, size: state.screenSize).text
        #expect(screen.contains("lines above"))
        #expect(screen.contains("more lines · d/u scroll"))
    }

    @Test func layoutRulesFromContent() {
        let stack: [Pane] = [.prose, .code, .output, .marbles]
        // Code first, the output keeps its headline and a marker, folded marbles keep a title.
        var rows = NotebookLayout.rows(for: stack, total: 22, needs: .init(code: 15, output: 12, marbles: 0), focus: .code)
        #expect(rows == [.prose: 1, .code: 16, .output: 4, .marbles: 1])
        // Many lanes take up to a share, then what is left; the prose takes the rest.
        rows = NotebookLayout.rows(for: stack, total: 48, needs: .init(code: 10, output: 3, marbles: 40), focus: .code)
        #expect(rows[.code] == 11 && rows[.output] == 4 && rows[.marbles]! + rows[.prose]! == 33 && rows[.prose] == 1)
        // A short cell leaves the rest to the prose.
        rows = NotebookLayout.rows(for: stack, total: 28, needs: .init(code: 3, output: 4, marbles: 3), focus: .code)
        #expect(rows == [.prose: 13, .code: 4, .output: 6, .marbles: 4] || rows[.prose]! >= 10)
    }

    @Test func titlesLoseTheirMiddleAndKeepTheirKeys() {
        var buffer = ScreenBuffer(size: ScreenSize(columns: 40, rows: 1))
        buffer.drawTitle("Cell 12 of 14: a-very-long-cell-identifier-indeed · your copy", right: "r run · e edit",
                         in: Rect(row: 0, column: 0, width: 40, height: 1))
        let title = buffer.text(row: 0)
        #expect(title.hasPrefix("─ Cell 12"))
        #expect(title.contains("…"))
        #expect(title.hasSuffix(" r run · e edit ─"))

        // The status line keeps the chapter and the cell's position.
        let state = Self.state(lesson: "op-debounce", stop: "search-box", size: ScreenSize(columns: 80, rows: 24))
        let status = NotebookScreen.render(state, size: state.screenSize).text(row: 23)
        #expect(status.hasPrefix(" 5.1 Operators") && status.contains("cell 1 of 1"), "\(status)")
    }

    @Test func longCodeLinesWrapUnderAContinuationMark() {
        let line = [Span("    .subscribe(onNext: { value in print(\"a long value\", value) }).disposed(by: bag)")]
        let wrapped = CodeWrapping.wrap([line], labels: ["1"], gutter: 1, width: 40)
        #expect(wrapped.lines.count > 1)
        #expect(wrapped.continuations == Set(1..<wrapped.lines.count))
        for (index, shown) in wrapped.lines.enumerated() {
            #expect(DisplayWidth.of(shown.plainText) <= 40)
            #expect(shown.plainText.hasPrefix(index == 0 ? "1 │ " : "  ↪ "))
        }
        let joined = wrapped.lines.map { String($0.plainText.dropFirst(4)) }.joined()
        #expect(Self.squeezed(joined) == Self.squeezed(line[0].text))
    }
}
