import LessonKit
import Marbles
import Playground
import Localization
import Testing
@testable import NotebookCore

/// A marble string field: a cursor counted in characters, so an emoji is one step.
@Suite struct MarbleFieldTests {
    @Test func insertsAndDeletesAtTheCursor() {
        var field = MarbleField(name: "source", text: "-a-|")
        #expect(field.cursor == 4)
        field.moveCursor(by: -1)
        field.insert("b")
        #expect(field.text == "-a-b|" && field.cursor == 4)
        field.moveCursorToStart()
        let deletedAtStart = field.deleteBackward()
        #expect(!deletedAtStart, "nothing before the start")
        field.insert("🐶")
        #expect(field.text == "🐶-a-b|" && field.cursor == 1)
        field.moveCursor(by: 1)
        let deleted = field.deleteBackward()
        #expect(deleted)
        #expect(field.text == "🐶a-b|" && field.cursor == 1)
        field.moveCursor(by: 99)
        #expect(field.cursor == 5)
        #expect(field.isChanged)
        field.reset()
        #expect(field.text == "-a-|" && field.cursor == 4 && !field.isChanged)
    }
}

/// The playground's state machine: opening, editing, answers, compare mode, leaving.
@Suite struct PlaygroundReducerTests {
    @Test func mOnAnOperatorLessonOpensItsPlaygroundAndPlaysTheExample() throws {
        var state = PlaygroundFixtures.state(lesson: "op-map")
        #expect(state.lessonPlaygroundOperator == "map")
        let effects = Fixtures.send(Fixtures.keys("m"), to: &state)
        let playground = try #require(state.playground)
        let map = try #require(PlaygroundCatalog.find("map"))
        #expect(playground.subject == .single(operatorName: "map"))
        #expect(playground.fields.map(\.name) == map.inputs.map(\.name))
        #expect(playground.frameDuration == map.frameMilliseconds)
        #expect(playground.youChange == map.youChange)
        let request = try #require(PlaygroundFixtures.request(in: effects))
        #expect(request == PlaygroundRequest(id: 1, operators: ["map"], inputs: Dictionary(uniqueKeysWithValues: map.inputs.map { ($0.name, $0.marbles) })))
        #expect(playground.isStarting)
    }

    @Test func anOperatorLessonIsFoundThroughItsRxSwift5Name() {
        // op-catchError teaches `catch`, whose RxSwift 5 spelling names the lesson.
        var state = PlaygroundFixtures.state(lesson: "op-catchError")
        Fixtures.send(Fixtures.keys("m"), to: &state)
        #expect(state.playground?.operatorName == "catch")
    }

    @Test func mOnALessonComparingOperatorsOpensTheirComparison() throws {
        var state = PlaygroundFixtures.state(lesson: "compare-combining")
        #expect(state.lessonPlaygroundOperator == nil)
        #expect(state.lessonHasPlayground)
        Fixtures.send(Fixtures.keys("m"), to: &state)
        let playground = try #require(state.playground)
        #expect(playground.isComparison)
        #expect(playground.operators == ["combineLatest", "zip", "withLatestFrom"])
    }

    @Test func mElsewhereSaysWhereThePlaygroundsAre() {
        var state = PlaygroundFixtures.state(lesson: "fx-schedulers")
        #expect(state.lessonPlaygroundOperator == nil)
        let effects = Fixtures.send(Fixtures.keys("m"), to: &state)
        #expect(state.playground == nil && effects.isEmpty)
        #expect(state.message?.text.contains("operator index (o)") == true)
    }

    @Test func lettersAreKeysUntilEnterThenTheyAreMarbles() throws {
        var state = PlaygroundFixtures.playground("map")
        let original = try #require(state.playground?.fields.first?.text)
        // Not editing: `r` resets (nothing to reset yet), nothing is typed.
        var effects = Fixtures.send(Fixtures.keys("r"), to: &state)
        #expect(effects.isEmpty && state.playground?.fields.first?.text == original)
        #expect(state.message?.text == "The inputs are the example's already.")

        // Enter edits the lane: letters go into it, and every change is played.
        Fixtures.send([.key(.enter)], to: &state)
        #expect(state.playground?.isEditing == true)
        effects = Fixtures.send(Fixtures.keys("q"), to: &state)
        #expect(!state.shouldQuit && state.playground?.fields.first?.text == original + "q")
        #expect(PlaygroundFixtures.request(in: effects)?.inputs["typed"] == original + "q")
        #expect(PlaygroundFixtures.request(in: effects)?.id == 2)

        // Cursor keys move without playing; Backspace deletes before the cursor and plays.
        effects = Fixtures.send([.key(.home), .key(.right), .key(.left), .key(.end), .key(.left)], to: &state)
        #expect(effects.isEmpty)
        #expect(state.playground?.fields.first?.cursor == original.count)
        effects = Fixtures.send([.key(.backspace)], to: &state)
        #expect(state.playground?.fields.first?.text == String(original.dropLast()) + "q")
        #expect(PlaygroundFixtures.request(in: effects)?.id == 3)

        // Esc ends the editing, not the playground; then `r` puts the example back and plays it.
        Fixtures.send([.key(.escape)], to: &state)
        #expect(state.playground?.isEditing == false)
        effects = Fixtures.send(Fixtures.keys("r"), to: &state)
        #expect(state.playground?.fields.first?.text == original)
        #expect(PlaygroundFixtures.request(in: effects)?.inputs["typed"] == original)
    }

    @Test func tabAndArrowsGoRoundTheLanes() throws {
        var state = PlaygroundFixtures.playground("catch")
        #expect(state.playground?.fields.count == 2)
        Fixtures.send([.key(.tab)], to: &state)
        #expect(state.playground?.focus == 1)
        Fixtures.send([.key(.down)], to: &state)
        #expect(state.playground?.focus == 0, "past the last lane comes the first")
        Fixtures.send([.key(.up)], to: &state)
        #expect(state.playground?.focus == 1)
        // While editing too; the typing goes to the lane moved to.
        Fixtures.send([.key(.enter), .key(.up)] + Fixtures.keys("z"), to: &state)
        let fields = try #require(state.playground?.fields)
        #expect(fields[0].text.hasSuffix("z") && !fields[1].text.hasSuffix("z"))
    }

    @Test func answersOlderThanTheDrawnOneAreDroppedAndAProblemKeepsTheDrawing() throws {
        var state = PlaygroundFixtures.playground("map")
        Fixtures.send([.key(.enter)] + Fixtures.keys("ab"), to: &state)
        #expect(state.playground?.requested == 3)
        let first = TimelineLane(name: "typed", events: [.next("a", at: 100)])
        let output = TimelineLane(name: "map", events: [.next("A", at: 100)])
        Fixtures.send([.playground(.played(id: 3, PlaygroundFixtures.answer(inputs: [first], outputs: [output])))], to: &state)
        #expect(state.playground?.drawn?.outputs == [output])
        #expect(state.playground?.isStarting == false && state.playground?.isPlaying == false)

        // The answer to request 2 comes late: the newer drawing stays.
        Fixtures.send([.playground(.played(id: 2, PlaygroundFixtures.answer(inputs: [], outputs: [])))], to: &state)
        #expect(state.playground?.drawn?.outputs == [output])

        // A string that does not parse: the problem is said, the last drawing stays. While its
        // play is due the player is running, not starting (the session then reads keys briefly).
        Fixtures.send(Fixtures.keys("("), to: &state)
        #expect(state.playground?.isPlaying == true && state.playground?.isStarting == false)
        Fixtures.send([.playground(.played(id: 4, .refused(Phrase("Lane `typed`, column 9: a group is not closed — close it with )."))))], to: &state)
        #expect(state.playground?.problem?.text.hasPrefix("Lane `typed`") == true)
        #expect(state.playground?.drawn?.outputs == [output])

        // Fixing it draws again and the problem goes.
        Fixtures.send([.key(.backspace)], to: &state)
        Fixtures.send([.playground(.played(id: 5, PlaygroundFixtures.answer(inputs: [first], outputs: [output])))], to: &state)
        #expect(state.playground?.problem == nil)

        // An answer for a request never made (a closed and reopened playground) is ignored.
        let before = state
        Fixtures.send([.playground(.played(id: 9, .refused(Phrase("stale"))))], to: &state)
        #expect(state == before)
    }

    @Test func anAnswerForTheScreenBeforeIsNotTakenByTheNextOne() throws {
        // The example of one operator is still being played when the learner switches to its
        // comparison, then leaves and opens another playground: neither takes the late answer.
        let comparison = try #require(PlaygroundCatalog.comparisons.first)
        var state = PlaygroundFixtures.playground(comparison.operators[0])
        let first = try #require(PlaygroundFixtures.request(in: state.openPlayground(ofOperator: comparison.operators[0], from: .notebook)))
        let second = try #require(PlaygroundFixtures.request(in: Fixtures.send(Fixtures.keys("c"), to: &state)))
        #expect(second.id > first.id)
        let late = PlaygroundFixtures.answer(inputs: [], outputs: [TimelineLane(name: "late", events: [])])
        Fixtures.send([.playground(.played(id: first.id, late))], to: &state)
        #expect(state.playground?.drawn == nil)
        Fixtures.send(Fixtures.keys("q"), to: &state)
        let third = try #require(PlaygroundFixtures.request(in: state.openPlayground(ofOperator: "map", from: .notebook)))
        Fixtures.send([.playground(.played(id: second.id, late))], to: &state)
        #expect(state.playground?.drawn == nil)
        Fixtures.send([.playground(.played(id: third.id, late))], to: &state)
        #expect(state.playground?.drawn?.outputs.map(\.name) == ["late"])
    }

    @Test func escapeGoesBackToTheLesson() {
        var state = PlaygroundFixtures.state(lesson: "op-map")
        Fixtures.send(Fixtures.keys("m"), to: &state)
        Fixtures.send([.key(.escape)], to: &state)
        #expect(state.playground == nil && state.overlay == nil && !state.shouldQuit)
        #expect(state.currentLesson?.id == "op-map")
        // q too, without quitting the notebook.
        Fixtures.send(Fixtures.keys("mq"), to: &state)
        #expect(state.playground == nil && !state.shouldQuit)
    }

    @Test func tabInTheOperatorIndexOpensThePlaygroundAndEscapeComesBackToIt() throws {
        var state = PlaygroundFixtures.state(lesson: "fx-schedulers")
        Fixtures.send(Fixtures.keys("o") + Fixtures.keys("recover"), to: &state)
        let search = SearchState(query: "recover", selection: 0)
        #expect(state.overlay == .operators(search))
        #expect(KeyTable.summary(of: .operators).contains("Tab its playground"))
        let effects = Fixtures.send([.key(.tab)], to: &state)
        #expect(state.overlay == nil)
        #expect(state.playground?.operatorName == "catch")
        #expect(PlaygroundFixtures.request(in: effects)?.operators == ["catch"])
        Fixtures.send([.key(.escape)], to: &state)
        #expect(state.playground == nil)
        #expect(state.overlay == .operators(search), "back in the index, as it was left")
    }

    @Test func fromTheCommandLineLeavingQuits() {
        var state = PlaygroundFixtures.playground("map", from: .commandLine)
        let effects = Fixtures.send(Fixtures.keys("q"), to: &state)
        #expect(state.shouldQuit && effects == [.quit])
    }

    @Test func anUnknownOperatorHasNoPlayground() {
        var state = PlaygroundFixtures.state()
        let effects = state.openPlayground(ofOperator: "flatMapSideways", from: .notebook)
        #expect(effects.isEmpty && state.playground == nil)
        #expect(state.message?.text == "`flatMapSideways` has no marble playground.")
    }

    @Test func compareSwitchesToTheComparisonKeepingTypedInputsAndBack() throws {
        // An operator whose example and comparison share an input by name (throttle's `typed`).
        let pairs = PlaygroundCatalog.comparisons.flatMap { comparison in comparison.operators.map { (comparison, $0) } }
        let (comparison, name) = try #require(pairs.first { comparison, name in
            PlaygroundCatalog.find(name)!.inputs.contains { input in comparison.inputs.contains { $0.name == input.name } }
        }, "no comparison shares an input name with one of its operators")
        var state = PlaygroundFixtures.playground(name)
        let shared = try #require(state.playground?.fields.first { field in comparison.inputs.contains { $0.name == field.name } })
        while state.playground?.fields[state.playground!.focus].name != shared.name { Fixtures.send([.key(.tab)], to: &state) }
        Fixtures.send([.key(.enter)] + Fixtures.keys("z") + [.key(.escape)], to: &state)
        let effects = Fixtures.send(Fixtures.keys("c"), to: &state)
        let compared = try #require(state.playground)
        #expect(compared.isComparison && compared.operators == comparison.operators)
        #expect(compared.frameDuration == comparison.frameMilliseconds)
        #expect(compared.fields.map(\.name) == comparison.inputs.map(\.name))
        #expect(compared.fields.first { $0.name == shared.name }?.text == shared.text + "z", "what was typed stays")
        for field in compared.fields where field.name != shared.name {
            #expect(field.text == comparison.inputs.first { $0.name == field.name }?.marbles, "the comparison's own lane \(field.name)")
        }
        #expect(PlaygroundFixtures.request(in: effects)?.operators == comparison.operators)
        #expect(PlaygroundScreen.keys(compared).contains("c compare"))

        Fixtures.send(Fixtures.keys("c"), to: &state)
        #expect(state.playground?.subject == .single(operatorName: name))
        #expect(state.playground?.fields.first { $0.name == shared.name }?.text == shared.text + "z")
    }

    @Test func playingSeveralOperatorsOpensThemSideBySideWithTheInputsGiven() throws {
        let comparison = try #require(PlaygroundCatalog.comparisons.first)
        let lane = try #require(comparison.inputs.first)
        var state = PlaygroundFixtures.state()
        let names = Array(comparison.operators.prefix(2))
        let effects = state.openPlayground(operators: names, inputs: [lane.name: "-x-|"], from: .commandLine)
        let playground = try #require(state.playground)
        #expect(playground.isComparison && playground.operators == names)
        #expect(playground.fields.first?.text == "-x-|")
        #expect(PlaygroundFixtures.request(in: effects) == PlaygroundRequest(id: 1, operators: names, inputs: playground.inputs))
    }

    @Test func compareWhereThereIsNoComparisonSaysSo() throws {
        let lonely = try #require(PlaygroundCatalog.operators.first { PlaygroundCatalog.comparison(containing: $0.name) == nil })
        var state = PlaygroundFixtures.playground(lonely.name)
        #expect(!PlaygroundScreen.keys(state.playground!).contains("c compare"), "c is not offered")
        let effects = Fixtures.send(Fixtures.keys("c"), to: &state)
        #expect(effects.isEmpty && state.playground?.isComparison == false)
        #expect(state.message?.text.contains("is in no comparison") == true)
    }

    @Test func theHelpAndTheStatusBarOfferMOnlyOnOperatorLessons() {
        for (lesson, offered) in [("op-map", true), ("fx-schedulers", false)] {
            var state = PlaygroundFixtures.state(lesson: lesson, size: ScreenSize(columns: 100, rows: 30))
            let status = NotebookScreen.render(state, size: state.screenSize).text
            #expect(status.contains("? help  m play") == offered, "status bar on \(lesson)")
            Fixtures.send(Fixtures.keys("?"), to: &state)
            let help = NotebookScreen.render(state, size: state.screenSize).text
            #expect(help.contains("the operator's playground") == offered, "help on \(lesson):\n\(help)")
        }
    }
}
