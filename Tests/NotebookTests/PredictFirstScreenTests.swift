import Foundation
import LessonKit
@testable import LessonRunner
import Localization
import Marbles
import Testing
@testable import NotebookCore

/// The bundled course as a learner meets it, in English and in Chinese, at 80×24, 100×30 and
/// 120×40: a lesson's first screen shows its title and first lines, what the lesson expects is
/// folded until the cell is run or predicted, printed lines are predicted line by line (`…` for
/// a line left open), step mode shows only what has happened, a wrong lane prediction keeps the
/// marble pane whole at 120 and 200 columns, and present mode gives the code and lanes the room.
@Suite struct PredictFirstScreenTests {
    static let sizes = [ScreenSize(columns: 80, rows: 24), ScreenSize(columns: 100, rows: 30), ScreenSize(columns: 120, rows: 40)]

    static let lessonsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Lessons")
    static let courses: [Language: Course] = [
        .english: Course(readingFolder: lessonsFolder, language: .english),
        .simplifiedChinese: Course(readingFolder: lessonsFolder, language: .simplifiedChinese),
    ]

    /// The lesson `id` opened in `language` at `size`, at `stop` (the lesson's title in view when
    /// it is the first stop, as opening a lesson does).
    static func state(_ id: String, stop: String? = nil, language: Language, size: ScreenSize, presentMode: Bool = false) -> NotebookState {
        var state = NotebookState(course: courses[language]!, presentMode: presentMode, language: language)
        state.screen.size = size
        state.open(at: .item(id: id))
        if let stop { state.navigation.stop = state.currentLesson!.stop(withID: stop)! }
        return state
    }

    /// Draws `make`'s state in both languages at every size, compares each with its snapshot
    /// (`<name>-en-80x24`, `<name>-zh-120x40` …) and hands the screen to `check`.
    static func check(_ name: String, sizes: [ScreenSize] = sizes, _ make: (Language, ScreenSize) -> NotebookState,
                      _ check: (ScreenBuffer, Language, ScreenSize) -> Void = { _, _, _ in }) throws {
        for language in [Language.english, .simplifiedChinese] {
            for size in sizes {
                let buffer = NotebookScreen.render(make(language, size), size: size)
                let tag = language == .english ? "en" : "zh"
                try Snapshot.assertMatches(buffer, named: "\(name)-\(tag)-\(size.columns)x\(size.rows)")
                check(buffer, language, size)
            }
        }
    }

    /// The rows of the pane titled `title`, cut to its columns, down to the next pane's title
    /// or the key line.
    static func pane(_ title: String, in buffer: ScreenBuffer) -> [String] {
        let rows = (0..<buffer.size.rows).map(buffer.text(row:))
        guard let start = rows.firstIndex(where: { $0.contains("─ " + title + " ") }),
              let range = rows[start].range(of: "─ " + title + " ") else { return [] }
        let column = DisplayWidth.of(String(rows[start][..<range.lowerBound]))
        var body: [String] = []
        for row in rows[(start + 1)..<(rows.count - 2)] {
            let part = ColumnSlice.slice(row, from: column, width: buffer.size.columns - column)
            if part.hasPrefix("─ ") { break }
            body.append(part)
        }
        return body
    }

    // MARK: First screens

    @Test func everyLessonOpensWithItsTitleAndFirstLines() throws {
        for id in ["2-all-valid", "1-target-action", "op-debounce"] {
            try Self.check("first-screen-\(id)", { Self.state(id, language: $0, size: $1) }) { buffer, language, size in
                let screen = buffer.text
                let lesson = Self.courses[language]!.entries.first { $0.lesson.id == id }!.lesson
                let rows = screen.components(separatedBy: "\n")
                #expect(rows[1].contains(lesson.title), "\(id) at \(size) in \(language): \(rows[1])")
                // Below the title and a blank line, the prose's first line; then what is left.
                let prose = DisplayWidth.prefix(of: rows[3], fitting: size.columns >= NotebookLayout.sideBySideWidth ? size.columns * 2 / 5 : size.columns)
                    .trimmingCharacters(in: .whitespaces)
                #expect(!prose.isEmpty && !prose.hasPrefix("…") && !prose.hasPrefix("↓"), "\(id) at \(size): \(rows[3])")
                if size.columns < NotebookLayout.sideBySideWidth {
                    #expect(screen.contains("J/K"), "the prose says how much more it has at \(size)")
                }
            }
        }
    }

    @Test func everyLessonOfTheCourseOpensWithItsTitleAndProseAt80Columns() {
        let size = ScreenSize(columns: 80, rows: 24)
        for language in [Language.english, .simplifiedChinese] {
            for entry in Self.courses[language]!.entries {
                let lesson = entry.lesson
                let rows = NotebookScreen.render(Self.state(lesson.id, language: language, size: size)).text.components(separatedBy: "\n")
                let cell = rows.firstIndex { $0.hasPrefix("─ ") && $0 != rows[0] } ?? rows.count
                let prose = rows[1..<cell].map { $0.trimmingCharacters(in: .whitespaces) }
                #expect(Self.squeezed(prose.joined()).contains(Self.squeezed(lesson.title)), "\(lesson.id) in \(language): \(rows[0...3])")
                // Under the title, some of the lesson's own words before the "more" line.
                let words = prose.drop { !$0.isEmpty }.dropFirst().prefix { !$0.hasPrefix("…") && !$0.hasPrefix("↓") }
                #expect(words.contains { !$0.isEmpty }, "\(lesson.id) in \(language): \(prose)")
                #expect(prose.last.map { $0.hasPrefix("…") || $0.hasPrefix("↓") } == true, "what is not shown is marked: \(lesson.id) \(prose)")
            }
        }
    }

    @Test func theDocumentsChineseTitleIsNeverOverwritten() {
        for language in [Language.english, .simplifiedChinese] {
            var state = Self.state("2-all-valid", language: language, size: ScreenSize(columns: 80, rows: 24))
            Self.passedRun(&state)
            let top = NotebookScreen.render(state).text.components(separatedBy: "\n")[0]
            #expect(top.contains("你好 RxSwift！") || language == .simplifiedChinese, "\(top)")
            #expect(top.contains(UIText.Notebook.Panes.tabReadsIt.text(in: language)), "\(top)")
        }
    }

    // MARK: Nothing spoiled

    @Test func theExpectedColumnIsFoldedBeforeARunAndShownAfter() throws {
        try Self.check("expected-folded", { Self.state("4.3-publish-subject", language: $0, size: $1) }) { buffer, _, _ in
            #expect(!buffer.text.contains("Ada hears news"))
        }
        try Self.check("expected-shown", { language, size in
            var state = Self.state("4.3-publish-subject", language: language, size: size)
            Self.passedRun(&state)
            return state
        }) { buffer, _, _ in
            #expect(buffer.text.contains("✓ Ada hears news") && buffer.text.contains("│ Ada hears news"))
        }
    }

    @Test func theSettingShowsWhatTheLessonExpectsBeforeARun() {
        var state = Self.state("4.3-publish-subject", language: .english, size: ScreenSize(columns: 80, rows: 24))
        #expect(!NotebookScreen.render(state).text.contains("Ada hears news"))
        Fixtures.send([.key(.character("E"))], to: &state)
        #expect(state.predict.showsExpected)
        #expect(NotebookScreen.render(state).text.contains("│ Ada hears news"))
        // A cell matched in an earlier session is no secret either.
        var returning = Self.state("4.3-publish-subject", language: .english, size: ScreenSize(columns: 80, rows: 24))
        returning.progress.apply(.cellMatched(lessonID: "4.3-publish-subject", cellID: "late-listener"))
        #expect(NotebookScreen.render(returning).text.contains("│ Ada hears news"))
        // On a projector the teacher's progress gives nothing away to the class.
        var present = Self.state("4.3-publish-subject", language: .english, size: ScreenSize(columns: 80, rows: 24), presentMode: true)
        present.progress = returning.progress
        #expect(!NotebookScreen.render(present).text.contains("Ada hears news"))
    }

    @Test func predictingOnACellAlreadyRunHidesItsOutputAndVerdict() {
        var state = Self.state("4.3-publish-subject", language: .english, size: ScreenSize(columns: 80, rows: 24))
        Self.passedRun(&state)
        Fixtures.send([.key(.character("p"))], to: &state)
        let screen = NotebookScreen.render(state).text
        #expect(!screen.contains("✓ Ada hears news") && !screen.contains("│ Ada hears news") && !screen.contains("matches the lesson"), "\(screen)")
        #expect(screen.contains("1 Ada hears news"), "the lesson's lines to choose from: \(screen)")
    }

    // MARK: Predicting printed lines

    /// The lesson's cell `late-listener` prints Ada's three lines, then Bob's one.
    static func predicted(_ lines: [PredictedLine], language: Language, size: ScreenSize) -> NotebookState {
        var state = state("4.3-publish-subject", language: language, size: size)
        state.predict.printed[state.currentKey!] = PrintedPrediction(lines: lines)
        passedRun(&state)
        return state
    }

    @Test func aPrintedPredictionRightWrongAndPartlyOpen() throws {
        let right: [PredictedLine] = ["Ada hears news", "Ada hears weather", "Ada hears music", "Bob hears music"].map(PredictedLine.text)
        try Self.check("predicted-lines-right", { Self.predicted(right, language: $0, size: $1) }) { buffer, language, _ in
            #expect(buffer.text.contains("✓ " + UIText.Notebook.Panes.predictionLinesMatch.text(in: language)))
        }
        let wrong: [PredictedLine] = ["Ada hears news", "Ada hears weather", "Bob hears news", "Bob hears music"].map(PredictedLine.text)
        try Self.check("predicted-lines-wrong", { Self.predicted(wrong, language: $0, size: $1) }) { buffer, language, _ in
            let divergence = UIText.Verdicts.lineMismatch(expected: "\"Bob hears news\"", line: 3, actual: "\"Ada hears music\"")
            let said = "✗ " + UIText.Notebook.Panes.predictionLinesWrong(divergence.text(in: language)).text(in: language)
            let output = Self.pane(UIText.Notebook.Panes.outputBesidePrediction.text(in: language), in: buffer)
            #expect(Self.squeezed(output.joined()).contains(Self.squeezed(said)), "\(output)")
            #expect(buffer.text.contains("✗ Ada hears music"))
        }
        let open: [PredictedLine] = [.text("Ada hears news"), .unknown, .unknown, .text("Bob hears music")]
        try Self.check("predicted-lines-open", { Self.predicted(open, language: $0, size: $1) }) { buffer, language, _ in
            let output = Self.pane(UIText.Notebook.Panes.outputBesidePrediction.text(in: language), in: buffer)
            #expect(Self.squeezed(output.joined()).contains(Self.squeezed(UIText.Notebook.Panes.predictionLinesMatchOpen(2).text(in: language))))
            #expect(buffer.text.contains("? Ada hears weather"))
        }
    }

    @Test func theTypedPredictionScrollsWithItsCursorInView() {
        var state = Self.state("4.3-publish-subject", language: .english, size: ScreenSize(columns: 80, rows: 24))
        state.navigation.stop = .cell(1)
        Fixtures.send([.key(.character("p"))], to: &state)
        guard case .predict(let input)? = state.overlay, !input.isChoosing else { Issue.record("not typing: \(String(describing: state.overlay))"); return }
        // Twelve lines, the last far wider than the pane.
        for line in 1...12 {
            Fixtures.send(Fixtures.keys("line \(line)" + (line == 12 ? String(repeating: " and more", count: 12) : "")), to: &state)
            if line < 12 { Fixtures.send([.key(.enter)], to: &state) }
        }
        let screen = NotebookScreen.render(state).text
        #expect(screen.contains("12 › …") && screen.contains("and more▏"), "\(screen)")
        #expect(screen.contains("↑"), "the lines above are marked: \(screen)")
    }

    // MARK: Step mode

    /// A passed run of the debounce cell as the runtime reports it: its lines printed when the
    /// search goes out, its two subscriptions and the five the setup's `at` helper makes.
    static func debounceRun(_ state: inout NotebookState) {
        let typed = state.currentCell!.expected.lanes[0].events
        let searched = state.currentCell!.expected.lanes[1].events
        let printed = zip(state.currentCell!.expected.lineBlocks.flatMap(\.lines), searched).map { PrintedLine($0, time: $1.time) }
        state.run.results[state.currentKey!] = Fixtures.result(for: state, output: ActualOutput(
            lines: printed, lanes: [RecordedLane(name: "typed", events: typed), RecordedLane(name: "searched", events: searched)]))
        guard case .ran(var report)? = state.currentResult else { return }
        var subscriptions = [
            WatchedStream(id: 1, role: .subscription(call: "subscribe()", line: 2, drawn: true), events: typed, subscribedAt: 0, disposedAt: 1000, ordinal: 1),
            WatchedStream(id: 2, role: .subscription(call: "subscribe(_:)", line: 7, drawn: true), events: searched, subscribedAt: 0, disposedAt: 1000, ordinal: 2),
        ]
        for (offset, time) in [100, 200, 300, 800, 1000].enumerated() {
            subscriptions.append(WatchedStream(
                id: 3 + offset, role: .subscription(call: "subscribe(onNext:)" + WatchedStream.madeInSetupSuffix, line: 5, drawn: true),
                events: [.next("0", at: time), .completed(at: time)], subscribedAt: 0, disposedAt: time, ordinal: 3 + offset))
        }
        report.recording.watched = WatchedStreams(subscriptions: subscriptions)
        state.run.results[state.currentKey!] = .ran(report)
    }

    @Test func stepModeShowsOnlyWhatHasHappened() throws {
        for revealed in [0, 3] {
            try Self.check("debounce-step-\(revealed)", { language, size in
                var state = Self.state("op-debounce", language: language, size: size)
                Self.debounceRun(&state)
                state.layout.focus = .marbles
                state.step.revealed = revealed
                return state
            }) { buffer, language, _ in
                let marbles = Self.pane(UIText.Notebook.Panes.marbles.text(in: language), in: buffer)
                let lanes = marbles.filter { $0.hasPrefix("typed") || $0.hasPrefix("searched") || $0.contains("subscribe(") }
                #expect(lanes.count == 4, "\(marbles)")
                for lane in lanes {
                    // Step 3 is rxs typed at 300: nothing of rxsw (800), of the search at 600, of the end.
                    #expect(!lane.contains("rxsw") && !lane.hasSuffix("c") && !lane.contains("|") && !lane.contains("!"),
                            "step \(revealed): \(lane)")
                    if revealed == 0 { #expect(!lane.contains("-") && !lane.contains("^"), "step 0: \(lane)") }
                }
                let searched = lanes.first { $0.hasPrefix("searched") } ?? ""
                #expect(!searched.dropFirst("searched".count).contains { $0.isLetter }, "nothing searched yet: \(searched)")
                #expect(marbles.contains { $0.contains("+ 5") || $0.contains("另有") }, "the setup's subscriptions fold into one line: \(marbles)")
                // The output column beside them stops at the same time: the lesson's lines too.
                let output = Self.pane(UIText.Notebook.Panes.output.text(in: language), in: buffer)
                #expect(!output.isEmpty && !output.joined().contains("rxsw") && !output.joined().contains("searched 600"), "\(output)")
                // Before the first step the verdict would tell the end first: the pane says how to begin.
                let verdict = UIText.Notebook.Messages.matchesTheLesson.text(in: language)
                if revealed == 0 { #expect(!output.joined().contains(verdict), "\(output)") }
                #expect(Self.squeezed(output.joined()).contains(Self.squeezed(UIText.Notebook.Panes.stepZero.text(in: language))) == (revealed == 0),
                        "\(output)")
            }
        }
    }

    @Test func steppingAWrongPredictionSaysWhereItWentWrongOnlyOnceItHappened() {
        var state = Self.state("op-debounce", language: .english, size: ScreenSize(columns: 120, rows: 40))
        state.predict.predictions[state.currentKey!] = Prediction(
            lane: "searched", marbles: "a=rxs -----------a---|", events: [.next("rxs", at: 1100), .completed(at: 1500)])
        Self.debounceRun(&state)
        let explanation = Self.squeezed(UIText.Notebook.Messages.youSaidItCameAt("next(rxs)", at: 1100, came: 600).text)
        func marbles(steppedTo revealed: Int) -> String {
            state.step.revealed = revealed
            return Self.squeezed(Self.pane(UIText.Notebook.Panes.marbles.text, in: NotebookScreen.render(state)).joined())
        }
        let wentWrong = state.currentSteps.firstIndex { $0.time >= 600 }!
        #expect(!marbles(steppedTo: 0).contains(explanation))
        #expect(!marbles(steppedTo: wentWrong).contains(explanation), "the step before 600")
        #expect(marbles(steppedTo: wentWrong + 1).contains(explanation))
        state.step.revealed = nil
        #expect(Self.squeezed(NotebookScreen.render(state).text).contains(explanation), "not stepping: at once")
    }

    // MARK: A wrong lane prediction on wide screens

    @Test func aWrongLanePredictionKeepsTheMarblePaneWhole() throws {
        let sizes = [ScreenSize(columns: 120, rows: 40), ScreenSize(columns: 200, rows: 50)]
        try Self.check("debounce-predicted-wrong", sizes: sizes, { language, size in
            var state = Self.state("op-debounce", language: language, size: size)
            state.predict.predictions[state.currentKey!] = Prediction(
                lane: "searched", marbles: "a=rxs -----------a---|", events: [.next("rxs", at: 1100), .completed(at: 1500)])
            Self.debounceRun(&state)
            return state
        }) { buffer, language, _ in
            let marbles = Self.pane(UIText.Notebook.Panes.marbles.text(in: language), in: buffer)
            let ruler = marbles.first
            // The axis starts at 0, right where the lanes' tracks start.
            #expect(ruler?.hasPrefix(UIText.Marbles.rulerTitle.text(in: language)) == true, "\(marbles)")
            let zero = ruler.map { DisplayWidth.of(String($0.prefix { $0 != "0" })) }
            let searched = marbles.first { $0.hasPrefix("searched ") }
            #expect(searched.map { DisplayWidth.of(String($0.prefix { $0 != "-" })) } == zero, "lanes aligned with 0: \(marbles)")
            #expect(marbles.contains { $0.hasPrefix(UIText.Notebook.Panes.automaticHeading.text(in: language)) }, "heading whole")
            let explanation = UIText.Notebook.Messages.youSaidItCameAt("next(rxs)", at: 1100, came: 600).text(in: language)
            #expect(Self.squeezed(marbles.joined()).contains(Self.squeezed(explanation)), "the reason whole: \(marbles)")
        }
    }

    // MARK: Present mode

    @Test func presentModeGivesTheCodeAndLanesTheRoom() throws {
        try Self.check("present-debounce-step-3", { language, size in
            var state = Self.state("op-debounce", language: language, size: size, presentMode: true)
            state.progress.apply(.cellMatched(lessonID: "op-debounce", cellID: "search-box"))
            Self.debounceRun(&state)
            state.step.revealed = 3
            return state
        }) { buffer, language, size in
            let status = buffer.text(row: buffer.size.rows - 1)
            #expect(!status.contains("✓"), "no learner progress: \(status)")
            let marbles = Self.pane(UIText.Notebook.Panes.marbles.text(in: language), in: buffer)
            #expect(marbles.count >= 4, "the lanes have rows at \(size): \(marbles)")
            // The output, squeezed or not, marks what it does not show.
            let title = UIText.Notebook.Panes.output.text(in: language)
            let output = Self.pane(title, in: buffer)
            let titleRow = (0..<buffer.size.rows).map(buffer.text(row:)).first { $0.contains("─ " + title + " ") } ?? ""
            #expect(!output.isEmpty || titleRow.contains("Tab"), "\(titleRow)")
        }
    }

    /// Before the run a projector asks the class: the rows under the code hold the question
    /// (the lanes by name and the printed lines), the keys that ask it and the lesson's words
    /// leading to the cell — never what the lesson expects.
    @Test func presentModeAsksTheClassBeforeTheRun() throws {
        try Self.check("present-debounce-before-run", { language, size in
            Self.state("op-debounce", language: language, size: size, presentMode: true)
        }) { buffer, language, size in
            typealias Words = UIText.Notebook.Panes
            let output = Self.pane(UIText.Notebook.Panes.output.text(in: language), in: buffer).joined(separator: "\n")
            #expect(output.contains(Words.notRunYetAskTheClass.text(in: language)), "\(output)")
            #expect(output.contains(Words.whatWillItPrint.text(in: language)), "\(output)")
            #expect(output.contains(Words.whatComesOnLanes(["typed", "searched"]).text(in: language)), "\(output)")
            // Nothing the lesson expects: not its printed lines, not its lanes' events.
            #expect(!output.contains("next(") && !output.contains("searched 600") && !output.contains("-----"), "\(output)")
            #expect(!buffer.text.contains("a=rx"), "no value legend before the run")
            if size.rows >= 40 {
                #expect(output.contains(Words.presentPollKey.text(in: language)), "\(output)")
                let leadIn = PresentQuestion.proseBefore(Self.state("op-debounce", language: language, size: size).currentCell!,
                                                         in: Self.courses[language]!.entries.first { $0.lesson.id == "op-debounce" }!.lesson)
                #expect(leadIn != nil, "the cell follows the lesson's words")
                let firstWords = String((leadIn ?? "?").replacingOccurrences(of: "`", with: "").prefix(12))
                #expect(output.contains(firstWords), "the lesson's words lead to the cell: \(output)")
            }
        }
    }

    /// A printing cell asks what it prints, and a cell that expects nothing asks nothing; with
    /// the expected output shown on purpose, the pane shows it instead.
    @Test func presentModeQuestionFollowsWhatTheCellExpects() throws {
        typealias Words = UIText.Notebook.Panes
        let size = ScreenSize(columns: 120, rows: 40)
        var printing = Self.state("4.3-publish-subject", language: .english, size: size, presentMode: true)
        let printed = ResultPane.lines(for: printing, width: 100).lines(from: 0, count: 50).map(\.plainText).joined(separator: "\n")
        #expect(printed.contains(Words.whatWillItPrint.text) && !printed.contains("What comes on"), "\(printed)")
        #expect(!printed.contains("Ada hears"), "the printed lines stay folded: \(printed)")

        printing.predict.showsExpected = true
        let shown = ResultPane.lines(for: printing, width: 100).lines(from: 0, count: 50).map(\.plainText).joined(separator: "\n")
        #expect(shown.contains("Ada hears news") && !shown.contains(Words.whatWillItPrint.text), "\(shown)")

        var silent = try #require(Fixtures.state(lesson: "fx-just").currentCell)
        silent.expected = ExpectedOutput()
        let lines = PresentQuestion.lines(for: silent, in: nil, width: 100).map(\.plainText)
        #expect(lines == [Words.notRunYet.text], "nothing to predict, nothing asked: \(lines)")
    }

    static func passedRun(_ state: inout NotebookState) {
        ContentLayoutTests.passedRun(&state)
    }

    /// Text without spaces and line breaks: a sentence wrapped over rows still reads as one.
    static func squeezed(_ text: String) -> String {
        text.filter { $0 != " " && $0 != "\n" }
    }
}
