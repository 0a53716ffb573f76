import LessonKit
import Marbles
import Localization
import LessonRunner
import Testing
@testable import NotebookCore

@Suite struct NavigationTests {
    @Test func opensAtTheStoredPositionOrTheFirstLesson() {
        #expect(NotebookState(course: Fixtures.course).currentKey == CellKey(lessonID: "fx-just", cellID: "just-1"))
        let progress = LearnerProgress(position: Position(lessonID: "fx-just", cellID: "of-3"))
        #expect(NotebookState(course: Fixtures.course, progress: progress).currentKey == CellKey(lessonID: "fx-just", cellID: "of-3"))
        let gone = LearnerProgress(position: Position(lessonID: "removed-lesson"))
        #expect(NotebookState(course: Fixtures.course, progress: gone).lessonIndex == 0)
    }

    @Test func cellsAndLessonsMoveAndEveryMoveIsSaved() {
        var state = Fixtures.state()
        let effects = Fixtures.send([.key(.down)], to: &state)
        #expect(state.currentKey?.cellID == "of-3")
        #expect(effects == [.saveProgress(.position(lessonID: "fx-just", cellID: "of-3"))])

        Fixtures.send([.key(.character("j"))], to: &state)
        #expect(state.currentKey?.cellID == "of-3", "no cell after the last")
        #expect(state.message != nil)

        Fixtures.send([.key(.right)], to: &state)
        #expect(state.currentLesson?.id == "fx-interval")
        #expect(state.stop == .cell(0))
        #expect(state.progress.lessons["fx-interval"]?.visited == true)
        #expect(state.progress.position == Position(lessonID: "fx-interval", cellID: "emoji-lane"))

        Fixtures.send(Fixtures.keys("[") + [.key(.up)], to: &state)
        #expect(state.currentKey?.cellID == "just-1")
    }

    private static func atExercise() -> NotebookState {
        var state = Fixtures.state(lesson: "fx-publish")
        state.navigation.stop = .exercise(0)
        return state
    }

    @Test func everyKeyInTheHelpDoesSomething() {
        // The help lists the same table the reducer reads; each listed key must change something.
        for binding in KeyTable.notebook {
            for key in binding.keys {
                // A key's meaning at an exercise is pressed at one.
                var state = binding.mode == .atExercise ? Self.atExercise() : Fixtures.state(lesson: "fx-just", cell: 1)
                guard binding.mode != .atExercise else {
                    let before = state
                    let effects = NotebookReducer.reduce(&state, .key(key))
                    #expect(state != before || !effects.isEmpty, "\(binding.label) (\(key)) did nothing at an exercise")
                    continue
                }
                state.step.revealed = binding.mode == .stepping ? 1 : nil
                state.run.results[state.currentKey!] = Fixtures.result(for: state, output: ActualOutput(lines: [PrintedLine("a"), PrintedLine("b")]))
                state.edit.copies[state.currentKey!] = EditedCell(code: "print(1)", lessonCodeAtEdit: "print(1)")
                state.run.running = binding.command == .run(.cancel) ? .init(runID: 1, key: state.currentKey!, queue: [], isRunAll: false) : nil
                let before = state
                let effects = NotebookReducer.reduce(&state, .key(key))
                #expect(state != before || !effects.isEmpty, "\(binding.label) (\(key)) did nothing")
            }
        }
    }
}

/// The windows' keys come from the same table as the notebook's, and the help lists them all.
@Suite struct WindowKeyTests {
    /// A state with `context`'s window open, where each of its keys can do something.
    private func state(with context: KeyContext) -> NotebookState {
        var state = Fixtures.state(lesson: "fx-publish", cell: 0)
        switch context {
        case .notebook: break
        case .help: state.overlays.open = .help(scroll: 3)
        case .contents: state.overlays.open = .tableOfContents(selection: 1)
        case .search: state.overlays.open = .search(SearchState(query: "o", selection: 1))
        case .operators: state.overlays.open = .operators(SearchState(query: "", selection: 1))
        case .hints: state.overlays.open = .hints
        case .predict:
            // A cell whose run recorded two lanes, so that Tab has another lane to go to.
            state = Fixtures.state(lesson: "fx-just", cell: 0)
            let lanes = [RecordedLane(name: "one", events: []), RecordedLane(name: "two", events: [])]
            state.run.results[state.currentKey!] = Fixtures.result(for: state, output: ActualOutput(lanes: lanes))
            state.overlays.open = .predict(PredictInput(lane: "one", text: "-a-|"))
        case .predictLines:
            // A cell with a lane and printed lines, so that Tab has something else to predict;
            // three lines typed, the middle one being typed into, so ↑ and ↓ both move.
            var input = PredictInput(printedLines: ["late: 🐱", "late", "x"])
            input.line = 1
            state.overlays.open = .predict(input)
        case .predictChoice:
            state.overlays.open = .predict(PredictInput(printedLines: ["late: 🐱"], choices: ["late: 🐶", "late: 🐱", "late: 用户"]))
        case .confirmDrop:
            state.edit.copies[state.currentKey!] = EditedCell(code: "print(1)", lessonCodeAtEdit: "print(1)")
            state.overlays.open = .confirmDrop(.editedCell(state.currentKey!))
        case .welcome: state.overlays.open = .welcome
        case .solution: state.overlays.open = .solution(exerciseID: "fx-shout", scroll: 3)
        case .classOffer:
            state.classroom.link = ClassLinkStatus(name: "Ann", reachable: true, queued: 0)
            state.classroom.offer = .followMe(lesson: "fx-interval")
        case .playground, .playgroundEditing: state = PlaygroundFixtures.keyTestState(context)
        case .review: state.review.session = ReviewSession(exerciseIDs: ["fx-shout"], preparingAs: 1)
        }
        return state
    }

    @Test func everyKeyOfEveryWindowDoesSomething() {
        for binding in KeyTable.windows where !binding.keys.isEmpty {
            for key in binding.keys {
                var state = state(with: binding.context)
                let before = state
                let effects = NotebookReducer.reduce(&state, .key(key))
                #expect(state != before || !effects.isEmpty, "\(binding.context) \(key) did nothing")
            }
        }
    }

    @Test func typingGoesToTheWindowsThatTakeText() {
        var search = state(with: .search)
        Fixtures.send([.key(.character("q")), .key(.character("j"))], to: &search)
        #expect(search.overlay == .search(SearchState(query: "oqj", selection: 0)))
        var contents = state(with: .contents)
        Fixtures.send([.key(.character("q"))], to: &contents)
        #expect(contents.overlay == nil && !contents.shouldQuit)
    }

    @Test func theHelpListsEveryWindowsKeysAndScrolls() {
        var state = Fixtures.state(lesson: "fx-just", size: ScreenSize(columns: 80, rows: 24))
        Fixtures.send([.key(.character("?"))], to: &state)
        var seen = ""
        for _ in 0 ..< 12 {
            seen += NotebookScreen.render(state, size: state.screenSize).text
            Fixtures.send([.key(.pageDown)], to: &state)
        }
        for context in KeyContext.allCases where context != .notebook && context != .help {
            #expect(seen.contains(context.title), "\(context.title) is not in the help")
        }
        #expect(seen.contains("y drops it"))
        #expect(state.overlay != nil, "page keys scroll the help, they do not close it")
        Fixtures.send([.key(.character("q"))], to: &state)
        #expect(state.overlay == nil && !state.shouldQuit)
    }
}

@Suite struct RunTests {
    @Test func runningReportsAndAMatchIsSaved() throws {
        var state = Fixtures.state()
        let effects = Fixtures.send([.key(.character("r"))], to: &state)
        guard case .run(let request)? = effects.first else { Issue.record("no run effect"); return }
        #expect(request.key == CellKey(lessonID: "fx-just", cellID: "just-1"))
        #expect(request.code.contains("Observable.just(1)"))
        #expect(state.isRunning)

        Fixtures.send([.tick, .tick], to: &state)
        #expect(state.work.spinnerFrame == 2)

        let passing = Fixtures.result(for: state, output: ActualOutput(lines: [PrintedLine("next(1)"), PrintedLine("completed")]))
        let saved = Fixtures.send([.run(.finished(runID: request.runID, passing))], to: &state)
        #expect(!state.isRunning)
        #expect(saved == [.saveProgress(.cellMatched(lessonID: "fx-just", cellID: "just-1"))])
        #expect(state.matchedCellCount == 1)
    }

    @Test func escapeStopsWaitingAndTheLateResultIsDropped() {
        var state = Fixtures.state()
        Fixtures.send([.key(.enter), .key(.escape)], to: &state)
        #expect(!state.isRunning)
        let late = CellRunResult.ran(Fixtures.report(status: .timedOut))
        #expect(Fixtures.send([.run(.finished(runID: 1, late))], to: &state).isEmpty)
        #expect(state.currentResult == nil)
    }

    @Test func runAllGoesThroughTheLessonsCells() {
        var state = Fixtures.state()
        var effects = Fixtures.send([.key(.character("a"))], to: &state)
        var ran: [String] = []
        while case .run(let request)? = effects.last {
            ran.append(request.key.cellID)
            effects = Fixtures.send([.run(.finished(runID: request.runID, .ran(Fixtures.report())))], to: &state)
        }
        #expect(ran == ["just-1", "of-3"])
        #expect(state.message?.text.contains("2 cells") == true)
    }
}

@Suite struct StepModeTests {
    @Test func stepsForwardAndBackAcrossLanesAndOutput() {
        var state = Fixtures.state(lesson: "fx-interval")
        state.run.results[state.currentKey!] = Fixtures.result(for: state, output: Fixtures.emojiLaneOutput)
        Fixtures.send([.key(.character("s"))], to: &state)
        #expect(state.step.revealed == 0)

        Fixtures.send([.key(.character(" ")), .key(.right), .key(.right)], to: &state)
        #expect(state.step.revealed == 3)
        // In time order, each source taking turns: lane, line, lane …
        let steps = state.currentSteps
        #expect(steps.map(\.time) == [10, 10, 20, 20, 30, 30, 30])
        if case .event(_, _, let event) = steps[2] { #expect(event == .next("用户", at: 20)) } else { Issue.record("step 3 is not an event") }

        Fixtures.send([.key(.left)], to: &state)
        #expect(state.step.revealed == 2)
        Fixtures.send(Array(repeating: .key(.right), count: 10), to: &state)
        #expect(state.step.revealed == 7, "never past the last event")
        Fixtures.send(Array(repeating: .key(.left), count: 10), to: &state)
        #expect(state.step.revealed == 0)

        // Outside step mode the arrows move between lessons again.
        Fixtures.send([.key(.character("s")), .key(.right)], to: &state)
        #expect(state.step.revealed == nil)
        #expect(state.currentLesson?.id == "fx-publish")
    }

    @Test func presentModeStartsInStepMode() {
        #expect(NotebookState(course: Fixtures.course, presentMode: true).step.revealed == 0)
    }

    @Test func theMarblePaneRevealsOnlyWhatWasStepped() {
        var state = Fixtures.state(lesson: "fx-interval")
        state.run.results[state.currentKey!] = Fixtures.result(for: state, output: Fixtures.emojiLaneOutput)
        state.step.revealed = 1
        let lane = { MarblePane.lines(for: state, width: 60).lines[1].plainText }
        #expect(lane().contains("🐶") && !lane().contains("用户"))
        state.step.revealed = 5
        #expect(lane().contains("(🅰️") && !lane().contains("|"))
        state.step.revealed = 7
        #expect(lane().contains("(🅰️,|)"))
    }
}

@Suite struct PredictTests {
    @Test func typedMarblesBecomeAPredictionAndTheCellRuns() {
        var state = Fixtures.state(lesson: "fx-publish")
        Fixtures.send([.key(.character("p"))], to: &state)
        #expect(state.overlay == .predict(PredictInput(lane: "late")))

        Fixtures.send(Fixtures.keys("a=🐱 (a!"), to: &state)
        let refused = Fixtures.send([.key(.enter)], to: &state)
        #expect(refused.isEmpty)
        guard case .predict(let input)? = state.overlay else { Issue.record("the overlay closed"); return }
        #expect(input.error?.text.contains("not a marble symbol") == true)

        Fixtures.send([.key(.backspace)] + Fixtures.keys("|)"), to: &state)
        let effects = Fixtures.send([.key(.enter)], to: &state)
        #expect(state.overlay == nil)
        #expect(state.predict.predictions[state.currentKey!]?.events == [.next("🐱", at: 0), .completed(at: 0)])
        guard case .run(let request)? = effects.first else { Issue.record("no run"); return }

        Fixtures.send([.run(.finished(runID: request.runID, Fixtures.result(for: state, output: Fixtures.publishWrongOutput)))], to: &state)
        guard case .wentWrong(let time, let explanation)? = state.predictionCheck else { Issue.record("the prediction matched"); return }
        #expect(time == 0 && explanation.text == "it did next(🐶) at 0, which you did not predict")
    }

    @Test func aCellThatOnlyPrintsIsPredictedByItsLines() {
        var state = Fixtures.state(lesson: "fx-just")
        Fixtures.send([.key(.character("p"))], to: &state)
        #expect(state.overlay == .predict(PredictInput(printedLines: [""])))
        // Tab has nothing else to go to: the cell draws no lane.
        Fixtures.send([.key(.tab)], to: &state)
        #expect(state.overlay == .predict(PredictInput(printedLines: [""])))
    }

    @Test func aCellThatNeitherPrintsNorRecordsHasNothingToPredict() {
        // A draft cell: no expected output, and not run yet.
        let quiet = ChapterParser.parse(text: """
            # Chapter: Quiet

            ## Lesson: Nothing shown {#quiet}

            ```swift cell id=silent
            _ = Observable.just(1)
            ```
            """, fileName: "4.1-quiet.md").chapter!
        var state = NotebookState(course: Course(chapters: [quiet]))
        Fixtures.send([.key(.character("p"))], to: &state)
        #expect(state.overlay == nil)
        #expect(state.message?.text.contains("nothing to predict") == true)
    }
}

@Suite struct OverlayTests {
    @Test func searchFindsChineseTextAndOpensTheLesson() {
        var state = Fixtures.state()
        Fixtures.send([.key(.character("/"))] + Fixtures.keys("订阅"), to: &state)
        #expect(state.overlay == .search(SearchState(query: "订阅")))
        #expect(SearchIndex.matches(in: state.course, query: "订阅").map(\.lessonIndex) == [2])
        let effects = Fixtures.send([.key(.enter)], to: &state)
        #expect(state.currentLesson?.id == "fx-publish")
        #expect(state.overlay == nil)
        #expect(effects == [.saveProgress(.position(lessonID: "fx-publish", cellID: "publish-1"))])
    }

    /// A match in an exercise's title or text opens the lesson at that exercise, as the contents
    /// and `]` do; a match in the lesson's own text still opens it at its start.
    @Test func searchOpensAnExerciseMatchAtTheExercise() {
        var state = Fixtures.state()
        Fixtures.send([.key(.character("/"))] + Fixtures.keys("upper case"), to: &state)
        #expect(SearchIndex.matches(in: state.course, query: "upper case").map(\.exercise) == [.exercise(0)])
        let effects = Fixtures.send([.key(.enter)], to: &state)
        #expect(state.currentLesson?.id == "fx-publish")
        #expect(state.stop == .exercise(0))
        #expect(state.currentExercise?.id == "fx-shout")
        #expect(state.overlay == nil)
        #expect(effects == [.saveProgress(.position(lessonID: "fx-publish", cellID: "fx-shout"))])

        var lessonText = Fixtures.state()
        Fixtures.send([.key(.character("/"))] + Fixtures.keys("PublishSubject") + [.key(.enter)], to: &lessonText)
        #expect(lessonText.currentLesson?.id == "fx-publish")
        #expect(lessonText.stop == .cell(0), "the lesson's own text opens it at its start")
    }

    @Test func searchWithoutMatchesSaysSo() {
        var state = Fixtures.state()
        Fixtures.send([.key(.character("/"))] + Fixtures.keys("zebra") + [.key(.enter)], to: &state)
        #expect(state.message?.text.contains("zebra") == true)
        Fixtures.send([.key(.escape)], to: &state)
        #expect(state.overlay == nil)
    }

    @Test func tableOfContentsMovesAndOpens() {
        var state = Fixtures.state()
        Fixtures.send(Fixtures.keys("t") + [.key(.down), .key(.down), .key(.down), .key(.up)], to: &state)
        #expect(state.overlay == .tableOfContents(selection: 1))
        Fixtures.send([.key(.enter)], to: &state)
        #expect(state.currentLesson?.id == "fx-interval")
        #expect(state.overlay == nil)
    }

    @Test func hintsComeOneAtATime() {
        var state = Fixtures.state(lesson: "fx-publish")
        Fixtures.send(Fixtures.keys("h"), to: &state)
        #expect(state.hintsShown(for: "fx-shout") == 1)
        Fixtures.send(Fixtures.keys("hh"), to: &state)
        #expect(state.hintsShown(for: "fx-shout") == 2)
        #expect(state.message?.text == "All hints are shown.")
        var noExercise = Fixtures.state()
        Fixtures.send(Fixtures.keys("h"), to: &noExercise)
        #expect(noExercise.overlay == nil)
    }

    @Test func helpClosesOnAnyKeyWithoutActing() {
        var state = Fixtures.state()
        Fixtures.send(Fixtures.keys("?q"), to: &state)
        #expect(state.overlay == nil)
        #expect(!state.shouldQuit)
        #expect(Fixtures.send(Fixtures.keys("q"), to: &state) == [.quit])
    }
}

@Suite struct EditTests {
    @Test func anEditForgetsTheOldRunAndItsPrediction() {
        var state = Fixtures.state(lesson: "fx-publish")
        let key = state.currentKey!
        state.predict.predictions[key] = Prediction(lane: "late", marbles: "(a|)", events: [.next("a", at: 0), .completed(at: 0)])
        state.run.results[key] = Fixtures.result(for: state, output: ActualOutput())
        Fixtures.send([.edit(.editorFinished(key, code: "print(2)", lessonCode: state.currentCell!.code.source))], to: &state)
        #expect(state.predict.predictions[key] == nil)
        #expect(state.run.results[key] == nil)
    }

    @Test func theRunAllSummaryReadsWellForOneCellAndMany() {
        #expect(RunFeature.runAllSummary(cells: 1, matched: 1).text == "Ran the lesson's one cell: it matches.")
        #expect(RunFeature.runAllSummary(cells: 1, matched: 0).text == "Ran the lesson's one cell: it does not match.")
        #expect(RunFeature.runAllSummary(cells: 3, matched: 2).text == "Ran all 3 cells of the lesson: 2 match.")
        #expect(RunFeature.runAllSummary(cells: 3, matched: 3).text == "Ran all 3 cells of the lesson: all match.")
        #expect(RunFeature.runAllSummary(cells: 2, matched: 0).text == "Ran all 2 cells of the lesson: none matches.")
    }

    @Test func withoutAnEditorTheLearnerIsToldWhatToSet() {
        var state = NotebookState(course: Fixtures.course, editorAvailable: false)
        #expect(Fixtures.send(Fixtures.keys("e"), to: &state).isEmpty)
        #expect(state.message?.text.contains("$EDITOR") == true)
    }

    @Test func anEditIsRunAndCanBeResetOrSwitched() {
        var state = Fixtures.state()
        let key = state.currentKey!
        let lessonCode = state.currentCell!.code.source
        #expect(Fixtures.send(Fixtures.keys("e"), to: &state) == [.openEditor(key, code: lessonCode, lessonCode: lessonCode)])
        Fixtures.send([.edit(.editorFinished(key, code: "print(2)", lessonCode: lessonCode))], to: &state)
        #expect(state.currentCode == "print(2)")

        guard case .run(let request)? = Fixtures.send(Fixtures.keys("r"), to: &state).first else { Issue.record("no run"); return }
        #expect(request.code == "print(2)")
        Fixtures.send([.key(.escape)], to: &state)

        Fixtures.send(Fixtures.keys("v"), to: &state)
        #expect(state.currentCode == lessonCode)
        Fixtures.send(Fixtures.keys("v"), to: &state)
        #expect(state.currentCode == "print(2)")

        #expect(Fixtures.send(Fixtures.keys("x"), to: &state).isEmpty)
        #expect(state.overlay == .confirmDrop(.editedCell(key)))
        #expect(NotebookScreen.render(state, size: ScreenSize(columns: 80, rows: 24)).text.contains("y drops it"))
        #expect(Fixtures.send(Fixtures.keys("y"), to: &state) == [.discardEdit(key)])
        #expect(state.currentCode == lessonCode)
    }

    @Test func aChangedLessonCellIsNoticed() {
        var state = Fixtures.state()
        state.edit.copies[state.currentKey!] = EditedCell(code: "print(3)", lessonCodeAtEdit: "the lesson's code of an older rxlearn")
        #expect(state.lessonChangedSinceEdit)
        #expect(NotebookScreen.render(state, size: ScreenSize(columns: 80, rows: 24)).text.contains("changed since you edited"))
    }
}
