import Foundation
import LessonKit
@testable import LessonRunner
import Localization
import Marbles
import Testing
@testable import NotebookCore

/// Each feature's reducer on its own scope: it is given its own part of the state and the
/// notebook around it, read-only, changes only its part, and asks for everything else in the
/// effects it returns. `NotebookReducer` composes them; these tests call each one directly.
@Suite struct FeatureScopeTests {
    @Test func navigationMovesWithinItsOwnStateAndTellsTheOthers() {
        let notebook = Fixtures.state(lesson: "fx-just")
        var navigation = notebook.navigation
        let next = NavigationFeature.reduce(&navigation, .command(.nextStop), in: notebook)
        #expect(navigation == notebook.navigation, "a command only asks for the move")
        #expect(next == [.send(.navigation(.go(lesson: notebook.lessonIndex, stop: .cell(1))))])

        let moved = NavigationFeature.reduce(&navigation, .go(lesson: notebook.lessonIndex + 1, stop: .cell(0)), in: notebook)
        #expect(navigation.lessonIndex == notebook.lessonIndex + 1 && navigation.stop == .cell(0))
        #expect(moved == [
            .send(.layout(.arrived(Arrival(opensAnotherLesson: true, atFirstStop: true)))), .send(.step(.arrived)), .send(.overlays(.close)),
            .send(.review(.placeChanged)), .record(.position(lessonID: "fx-interval", cellID: "emoji-lane")),
        ])
        var last = notebook.navigation
        last.stop = .cell(1)
        var atLast = notebook
        atLast.navigation = last
        #expect(NavigationFeature.reduce(&last, .command(.nextStop), in: atLast) == [.say(UIText.Notebook.Messages.lastStop)])
    }

    @Test func layoutScrollsWithinTheViewportsOfTheLastFrame() {
        var notebook = Fixtures.state(lesson: "fx-just")
        notebook.screen.viewports.code = PaneViewports.Viewport(total: 40, visible: 10, first: 0)
        var layout = notebook.layout
        #expect(LayoutFeature.reduce(&layout, .command(.scrollDown), in: notebook).isEmpty)
        #expect(layout.codeScroll == 5, "half of the 10 rows the frame showed")
        notebook.screen.viewports.code = PaneViewports.Viewport(total: 8, visible: 8, first: 0)
        #expect(LayoutFeature.reduce(&layout, .command(.scrollDown), in: notebook) == [.say(UIText.Notebook.Messages.wholeCellInView)])

        notebook.screen.viewports.focusable = [.code, .output]
        layout.focus = .output
        _ = LayoutFeature.reduce(&layout, .command(.focusNextPane), in: notebook)
        #expect(layout.focus == .code, "Tab goes round the panes the screen shows")
        _ = LayoutFeature.reduce(&layout, .arrived(Arrival(opensAnotherLesson: true, atFirstStop: true)), in: notebook)
        #expect(layout.codeScroll == 0 && layout.proseScroll == 0)
    }

    @Test func runStartsWorkAndKeepsItsResult() {
        let notebook = Fixtures.state(lesson: "fx-just")
        var run = notebook.run
        var work = notebook.work
        let effects = RunFeature.reduce(&run, .command(.runCell), in: notebook, work: &work)
        #expect(work.nextID == notebook.work.nextID + 1)
        guard case .session(.run(let request))? = effects.first, let running = run.running else { Issue.record("no run asked for"); return }
        #expect(request.runID == running.runID && request.key == notebook.currentKey)

        let passing = Fixtures.result(for: notebook, output: ActualOutput(lines: [PrintedLine("next(1)"), PrintedLine("completed")]))
        let finished = RunFeature.reduce(&run, .finished(runID: running.runID, passing), in: notebook, work: &work)
        #expect(run.running == nil && run.results[notebook.currentKey!] == passing)
        #expect(finished == [.send(.step(.ran(notebook.currentKey!))), .send(.predict(.ran(notebook.currentKey!))),
                             .record(.cellMatched(lessonID: "fx-just", cellID: "just-1"))])
    }

    @Test func stepRevealsWithinTheCurrentRun() {
        var notebook = Fixtures.state(lesson: "fx-interval")
        notebook.run.results[notebook.currentKey!] = Fixtures.result(for: notebook, output: Fixtures.emojiLaneOutput)
        var step = notebook.step
        #expect(StepFeature.reduce(&step, .command(.toggle), in: notebook) == [.say(UIText.Notebook.Messages.stepModeOn)])
        _ = StepFeature.reduce(&step, .command(.forward), in: notebook)
        #expect(step.revealed == 1)
        _ = StepFeature.reduce(&step, .ran(notebook.currentKey!), in: notebook)
        #expect(step.revealed == 0, "a new run of the cell starts again")
    }

    @Test func predictStoresTheLaneAndAsksForARun() {
        let notebook = Fixtures.state(lesson: "fx-publish")
        var predict = notebook.predict
        #expect(PredictFeature.reduce(&predict, .command(.start), in: notebook) == [.send(.overlays(.open(.predict(PredictInput(lane: "late")))))])
        let effects = PredictFeature.reduce(&predict, .submit(PredictInput(lane: "late", text: "(a|) a=🐱")), in: notebook)
        #expect(predict.predictions[notebook.currentKey!]?.events == [.next("🐱", at: 0), .completed(at: 0)])
        #expect(effects == [.send(.overlays(.close)), .send(.run(.command(.runCell)))])
        let refused = PredictFeature.reduce(&predict, .submit(PredictInput(lane: "late", text: "")), in: notebook)
        guard case .send(.overlays(.predictionRefused(let reason)))? = refused.first else { Issue.record("not refused"); return }
        #expect(reason.text(in: .english).contains("no marbles") || reason.text(in: .english).contains("marble"))
    }

    @Test func editKeepsTheCopyAndForgetsTheRunElsewhere() {
        let notebook = Fixtures.state(lesson: "fx-just")
        let key = notebook.currentKey!
        var edit = notebook.edit
        let effects = EditFeature.reduce(&edit, .editorFinished(key, code: "print(2)", lessonCode: "print(1)"), in: notebook)
        #expect(edit.copies[key] == EditedCell(code: "print(2)", lessonCodeAtEdit: "print(1)"))
        #expect(effects == [.send(.run(.forget(key))), .send(.predict(.forget(key))), .say(UIText.Notebook.Messages.copySaved)])
    }

    @Test func exerciseChecksCountAttemptsByTheSharedRule() {
        var notebook = Fixtures.state(lesson: "fx-publish")
        notebook.navigation.stop = .exercise(0)
        var exercise = notebook.exercise
        var work = notebook.work
        #expect(ExerciseFeature.reduce(&exercise, .command(.check), in: notebook, work: &work)
            == [.session(.checkExercise(runID: notebook.work.nextID, exerciseID: "fx-shout"))])
        let date = Date(timeIntervalSince1970: 100)
        let couldNot = ExerciseCheck.couldNotCheck(UIText.Notebook.Messages.couldNotCheck("no swiftc"))
        let effects = ExerciseFeature.reduce(&exercise, .checked(runID: notebook.work.nextID, couldNot, answer: "a", checkedAt: date),
                                             in: notebook, work: &work)
        #expect(effects.isEmpty, "rxlearn could not check: no attempt")
        #expect(exercise.results["fx-shout"] == couldNot && exercise.checking == nil)
    }

    @Test func overlaysOpenAndHandTheirKeysToTheirFeature() {
        let notebook = Fixtures.state(lesson: "fx-just")
        var overlays = notebook.overlays
        _ = OverlayFeature.reduce(&overlays, .command(.contents), in: notebook)
        #expect(overlays.open == .tableOfContents(selection: notebook.lessonIndex))
        let opened = OverlayFeature.reduce(&overlays, .window(.openSelection, .enter), in: notebook)
        #expect(opened == [.send(.navigation(.go(lesson: notebook.lessonIndex, stop: .cell(0))))])
        overlays.open = .confirmDrop(.editedCell(notebook.currentKey!))
        #expect(OverlayFeature.reduce(&overlays, .window(.confirmDrop, .character("y")), in: notebook)
            == [.send(.edit(.resetConfirmed(notebook.currentKey!)))])
        #expect(overlays.open == nil)
    }

    @Test func playgroundOpensAndPlaysUnderTheSharedIDs() {
        let notebook = Fixtures.state(lesson: "fx-just")
        var playground: PlaygroundState?
        var work = notebook.work
        let effects = PlaygroundFeature.reduce(&playground, .open(.operatorNamed("map", from: .notebook)), in: notebook, work: &work)
        #expect(playground?.operatorName == "map")
        #expect(playground?.requested == notebook.work.nextID)
        guard case .session(.playInPlayground(let request))? = effects.last else { Issue.record("no play"); return }
        #expect(request.id == notebook.work.nextID)
        #expect(effects.first == .send(.overlays(.close)))
        #expect(PlaygroundFeature.reduce(&playground, .command(.leave, .escape), in: notebook, work: &work).isEmpty)
        #expect(playground == nil)
    }

    @Test func languageAsksForTheLessonsAndThenSpeaksThem() {
        let notebook = Fixtures.state(lesson: "fx-just")
        var languages = notebook.languages
        #expect(LanguageFeature.reduce(&languages, .command(.switchLanguage), in: notebook) == [.session(.loadCourse(.simplifiedChinese))])
        let loaded = LanguageFeature.reduce(&languages, .courseLoaded(.simplifiedChinese, notebook.course), in: notebook)
        #expect(languages.current == .simplifiedChinese && languages.requested == nil)
        #expect(loaded.contains(.send(.navigation(.replaceCourse(notebook.course)))))
        #expect(loaded.last == .session(.useLanguage(.simplifiedChinese)))
    }
}
