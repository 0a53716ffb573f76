import LessonKit
import LessonRunner
import Localization
import Marbles
import Testing
@testable import NotebookCore

/// Predicting what a cell prints: typed one per line (Ctrl-D runs, Ctrl-E hands the lines to the
/// editor, `...` leaves a line open) or chosen among the lesson's lines; judged once against the
/// run, and recorded in progress.
@Suite struct PredictLinesTests {
    /// `just-1` prints `next(1)` then `completed`.
    static func typing(_ lines: [String]) -> [NotebookAction] {
        var keys: [NotebookAction] = [.key(.character("p"))]
        for (index, line) in lines.enumerated() {
            keys += Fixtures.keys(line)
            if index < lines.count - 1 { keys.append(.key(.enter)) }
        }
        return keys
    }

    static func run(_ state: inout NotebookState, effects: [NotebookEffect], printing lines: [String]) {
        guard case .run(let request)? = effects.first(where: { if case .run = $0 { true } else { false } }) else {
            Issue.record("no run: \(effects)")
            return
        }
        let output = ActualOutput(lines: lines.map { PrintedLine($0, time: 0) })
        Fixtures.send([.run(.finished(runID: request.runID, Fixtures.result(for: state, output: output)))], to: &state)
    }

    @Test func typedLinesAreJudgedLineByLineAndRecordedOnce() throws {
        var state = Fixtures.state(lesson: "fx-just")
        Fixtures.send(Self.typing(["next(1)", "...", "extra"]), to: &state)
        let effects = Fixtures.send([.key(.control("d"))], to: &state)
        #expect(state.overlay == nil)
        #expect(state.predict.printed[state.currentKey!]?.lines == [.text("next(1)"), .unknown, .text("extra")])
        Self.run(&state, effects: effects, printing: ["next(1)", "completed"])
        let check = try #require(state.printedPredictionCheck)
        #expect(check.openLines == [2])
        #expect(check.verdict.passed == false)
        #expect(check.verdict.firstDivergence == UIText.Verdicts.missingLine(3, expected: "\"extra\"").text)
        #expect(state.progress.lessons["fx-just"]?.predictions["just-1"] == CellPredictions(made: 1, rightFirstTime: false))
        // Drawn again, or run again without a new prediction: not another prediction.
        let again = Fixtures.send([.key(.character("r"))], to: &state)
        Self.run(&state, effects: again, printing: ["next(1)", "completed"])
        #expect(state.progress.lessons["fx-just"]?.predictions["just-1"]?.made == 1)
        // A second prediction starts from the first, mended here; right this time: two made,
        // and the first one decided "right the first time".
        Fixtures.send([.key(.character("p"))], to: &state)
        guard case .predict(let previous)? = state.overlay else { Issue.record("no input"); return }
        #expect(previous.lines == ["next(1)", "…", "extra"])
        let mend: [NotebookAction] = Array(repeating: .key(.backspace), count: 7) + Fixtures.keys("completed") + [.key(.control("d"))]
        let second = Fixtures.send(mend, to: &state)
        #expect(state.predict.printed[state.currentKey!]?.lines == [.text("next(1)"), .text("completed")])
        Self.run(&state, effects: second, printing: ["next(1)", "completed"])
        #expect(state.progress.lessons["fx-just"]?.predictions["just-1"] == CellPredictions(made: 2, rightFirstTime: false))
    }

    @Test func rightFirstTimeIsKeptForGood() {
        var state = Fixtures.state(lesson: "fx-just")
        Fixtures.send(Self.typing(["next(1)", "completed"]), to: &state)
        let effects = Fixtures.send([.key(.control("d"))], to: &state)
        Self.run(&state, effects: effects, printing: ["next(1)", "completed"])
        #expect(state.printedPredictionCheck?.isRight == true)
        #expect(state.progress.lessons["fx-just"]?.predictions["just-1"] == CellPredictions(made: 1, rightFirstTime: true))
        let screen = NotebookScreen.render(state).text
        #expect(screen.contains("✓ your prediction matches every line"), "\(screen)")
    }

    @Test func anEmptyPredictionIsRefusedWithAWayOut() {
        var state = Fixtures.state(lesson: "fx-just")
        let effects = Fixtures.send([.key(.character("p")), .key(.control("d"))], to: &state)
        #expect(effects.isEmpty)
        guard case .predict(let input)? = state.overlay else { Issue.record("the input closed"); return }
        #expect(input.error == UIText.Notebook.Messages.noLinesPredicted)
    }

    @Test func linesAreChosenByNumber() {
        var input = PredictInput(printedLines: [""], choices: ["a", "b", "c"])
        for key in "2.3" { _ = input.edit(with: .typeCharacter, key: .character(key)) }
        #expect(input.lines == ["b", "…", "c"])
        _ = input.edit(with: .typeCharacter, key: .character("7"))
        #expect(input.lines == ["b", "…", "c"] && input.error == UIText.Notebook.Messages.chooseByNumber(3))
        _ = input.edit(with: .deleteCharacter, key: .backspace)
        #expect(input.lines == ["b", "…"] && input.error == nil)
        #expect(PrintedPrediction(typed: input.lines).lines == [.text("b"), .unknown])
    }

    @Test func theLinesGoToTheEditorAndComeBack() {
        var state = Fixtures.state(lesson: "fx-just")
        let effects = Fixtures.send(Self.typing(["next(1)"]) + [.key(.control("e"))], to: &state)
        #expect(effects == [.editPrediction(state.currentKey!, lines: ["next(1)"])])
        Fixtures.send([.overlays(.predictionEdited(["next(1)", "completed"]))], to: &state)
        #expect(state.overlay == .predict({ var input = PredictInput(printedLines: ["next(1)", "completed"]); input.line = 1; return input }()))
        // Without an editor, Ctrl-E says what to do.
        var bare = Fixtures.state(lesson: "fx-just")
        bare.editorAvailable = false
        let none = Fixtures.send([.key(.character("p")), .key(.control("e"))], to: &bare)
        #expect(none.isEmpty && bare.message?.phrase == UIText.Notebook.Messages.noEditor)
    }

    @Test func tabGoesFromALaneToThePrintedLines() {
        var state = Fixtures.state(lesson: "fx-publish")
        Fixtures.send([.key(.character("p"))], to: &state)
        #expect(state.overlay == .predict(PredictInput(lane: "late")))
        Fixtures.send([.key(.tab)], to: &state)
        #expect(state.overlay == .predict(PredictInput(printedLines: [""])))
        Fixtures.send([.key(.tab)], to: &state)
        #expect(state.overlay == .predict(PredictInput(lane: "late")))
    }

    /// Every key of the help reads differently, and whole, at 80 columns in both languages.
    @Test func theHelpFitsEightyColumnsWithEveryKeyItsOwnWords() {
        for language in [Language.english, .simplifiedChinese] {
            let listed = KeyTable.notebook.filter(\.isListed)
            let summaries = listed.map { $0.summaryPhrase.text(in: language) }
            #expect(Set(summaries).count == summaries.count, "\(language): \(summaries)")
            let labelWidth = listed.map { DisplayWidth.of($0.label) }.max() ?? 0
            let room = Overlays.summaryRoom(columnWidth: (min(80 - 4, 76) - 4) / 2, labelWidth: labelWidth)
            for summary in summaries { #expect(DisplayWidth.of(summary) <= room, "\(language): “\(summary)” is cut at 80 columns") }
        }
    }

    /// At 80×24 the help's first screen holds every key but those of ordering exercises and of a
    /// class, which come last, and says how much is below.
    @Test func theHelpsFirstScreenAtEightyByTwentyFourHoldsTheKeysUsedMost() {
        let size = ScreenSize(columns: 80, rows: 24)
        for language in [Language.english, .simplifiedChinese] {
            var state = NotebookState(course: Fixtures.course, language: language)
            state.screen.size = size
            state.overlays.open = .help(scroll: 0)
            let screen = NotebookScreen.render(state, size: size).text
            let listed = KeyTable.notebook.filter { !$0.label.isEmpty && !$0.onlyOnOperatorLessons }
            let common = listed.filter { !Overlays.isForSomeScreens($0.command) }
            for binding in common {
                #expect(screen.contains(binding.summaryPhrase.text(in: language)), "\(language): \(binding.label) is not on the first screen:\n\(screen)")
            }
            #expect(listed.count > common.count, "some keys are for some screens only")
            let marker = language == .english ? " more lines · " : "↓ 下面还有 "
            #expect(screen.contains(marker), "\(language): the box marks what is below:\n\(screen)")
        }
    }
}
