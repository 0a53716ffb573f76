import ClassProtocol
import Foundation
import LessonKit
@testable import LessonRunner
import Localization
import Testing
@testable import NotebookCore

/// The notebook in a live class, through the reducer: what the status bar says, the teacher's
/// offers and polls, what the class is told, and the projector's keys.
@Suite struct ClassroomTests {
    static let ann = ClassLinkStatus(name: "Ann", reachable: true, queued: 0)

    /// A learner's notebook in a class, at `lesson`'s stop `cell`.
    static func inClass(lesson: String = "fx-just", cell: Int = 0) -> NotebookState {
        var state = Fixtures.state(lesson: lesson, cell: cell)
        // As the notebook's opening recorded it.
        state.progress.position = Position(lessonID: lesson, cellID: nil)
        Fixtures.send([.classroom(.linkChanged(ann))], to: &state)
        return state
    }

    static func push(_ seq: Int, _ kind: TeacherPush.Kind, lesson: String? = nil, poll: PollView? = nil) -> NotebookAction {
        .classroom(.heard([TeacherPush(seq: seq, at: 0, kind: kind, lesson: lesson, poll: poll)], openPoll: poll?.state == .open ? poll : nil))
    }

    static let lanePoll = PollView(id: "p1", lesson: "fx-interval", cell: "emoji-lane", lane: "values", state: .open, expected: nil)

    static func told(_ effects: [NotebookEffect]) -> [ClassActivity] {
        effects.flatMap { effect -> [ClassActivity] in
            if case .tellClass(let activities) = effect { return activities }
            return []
        }
    }

    // MARK: The status bar

    @Test func theStatusBarSaysTheClassAndWhenItIsOfflineInBothLanguages() {
        var state = Fixtures.state()
        #expect(!NotebookScreen.render(state).text.contains("class"), "outside a class nothing is said")
        Fixtures.send([.classroom(.linkChanged(Self.ann))], to: &state)
        #expect(NotebookScreen.render(state).text.contains("in class · lesson 1/"))
        Fixtures.send([.classroom(.linkChanged(ClassLinkStatus(name: "Ann", reachable: false, queued: 3)))], to: &state)
        #expect(NotebookScreen.render(state).text.contains("class offline, 3 queued · lesson 1/"))
        var chinese = state
        chinese.languages.current = .simplifiedChinese
        #expect(NotebookScreen.render(chinese).text.contains("课堂离线，3 条待发  第 1/"))
        Fixtures.send([.classroom(.linkChanged(nil))], to: &state)
        #expect(!NotebookScreen.render(state).text.contains("class"), "the learner left the class")
    }

    // MARK: Follow me

    @Test func followMeIsOfferedAndAnyOtherKeyStaysPut() {
        var state = Self.inClass()
        let lesson = state.lessonIndex
        Fixtures.send([Self.push(1, .followMe, lesson: "fx-interval")], to: &state)
        #expect(state.lessonIndex == lesson, "the notebook never moves on its own")
        #expect(NotebookScreen.render(state).text.contains("The teacher asks you to open fx-interval: y opens it"))
        Fixtures.send([.key(.character("j"))], to: &state)
        #expect(state.lessonIndex == lesson && state.stop == .cell(0), "j declined the offer and did nothing else")
        #expect(state.classroom.offer == nil && state.message?.phrase == UIText.Notebook.Class.offerDeclined)

        Fixtures.send([Self.push(2, .followMe, lesson: "fx-interval"), .key(.character("y"))], to: &state)
        #expect(state.currentLesson?.id == "fx-interval")
        #expect(state.classroom.offer == nil)
    }

    @Test func followMeToWhereTheLearnerIsOrToAnUnknownLessonOffersNothing() {
        var state = Self.inClass()
        Fixtures.send([Self.push(1, .followMe, lesson: "fx-just")], to: &state)
        #expect(state.classroom.offer == nil)
        Fixtures.send([Self.push(2, .followMe, lesson: "no-such-lesson")], to: &state)
        #expect(state.classroom.offer == nil && state.message?.phrase == UIText.Notebook.Class.followMissing("no-such-lesson"))
    }

    // MARK: Polls

    @Test func aPollOpensThePredictionBoxOnItsCellAndTheAnswerGoesToThePollNotToARun() {
        var state = Self.inClass()
        Fixtures.send([Self.push(1, .pollOpened, poll: Self.lanePoll)], to: &state)
        #expect(state.currentKey == CellKey(lessonID: "fx-interval", cellID: "emoji-lane"))
        guard case .predict(let input)? = state.overlay else { Issue.record("no prediction box"); return }
        #expect(input.target == .lane("values"))

        let effects = Fixtures.send(Fixtures.keys("-a-|") + [.key(.enter)], to: &state)
        #expect(effects.contains(.answerPoll(pollID: "p1", answer: "-a-|")))
        #expect(!effects.contains { if case .run = $0 { true } else { false } }, "a run would give the answer away")
        #expect(state.overlay == nil && state.classroom.answers["p1"] == "-a-|")
        #expect(state.message?.phrase == UIText.Notebook.Class.answerSent)
        #expect(!state.revealsExpected, "the expected lanes stay the teacher's to reveal")

        // The reveal: said, and the cell runs, which judges the prediction as any other.
        var revealed = Self.lanePoll
        revealed = PollView(id: revealed.id, lesson: revealed.lesson, cell: revealed.cell, lane: revealed.lane, state: .revealed,
                            expected: "a=🐶 b=用户 c=🅰️ -ab(c|)")
        let reveal = Fixtures.send([Self.push(2, .pollRevealed, poll: revealed)], to: &state)
        #expect(reveal.contains { if case .run = $0 { true } else { false } })
        #expect(state.message?.phrase == UIText.Notebook.Class.revealedWrong("a=🐶 b=用户 c=🅰️ -ab(c|)"))
        guard let running = state.run.running else { Issue.record("the cell did not run"); return }
        let result = Fixtures.result(for: state, output: Fixtures.emojiLaneOutput)
        let ran = Fixtures.send([.run(.finished(runID: running.runID, result))], to: &state)
        #expect(Self.told(ran) == [.prediction(lesson: "fx-interval", cell: "emoji-lane", right: false),
                                   .cellRun(lesson: "fx-interval", cell: "emoji-lane", matched: true)])
    }

    @Test func aRightAnswerIsSaidRightAtTheReveal() {
        var state = Self.inClass(lesson: "fx-interval")
        Fixtures.send([Self.push(1, .pollOpened, poll: Self.lanePoll)] + Fixtures.keys("a=🐶 b=用户 c=🅰️ -ab(c|)") + [.key(.enter)], to: &state)
        let revealed = PollView(id: "p1", lesson: "fx-interval", cell: "emoji-lane", lane: "values", state: .revealed, expected: "-ab(c|)")
        Fixtures.send([.key(.character("[")), Self.push(2, .pollRevealed, poll: revealed)], to: &state)
        #expect(state.message?.phrase == UIText.Notebook.Class.revealedRight("-ab(c|)"))
        #expect(state.run.running == nil, "away from the poll's cell nothing runs")
    }

    @Test func aPollThatComesWhileAWindowIsOpenIsOfferedAndClosingItWithdrawsTheOffer() {
        var state = Self.inClass()
        Fixtures.send([.key(.character("t")), Self.push(1, .pollOpened, poll: Self.lanePoll)], to: &state)
        #expect(state.classroom.offer == .poll("p1") && state.currentLesson?.id == "fx-just", "the contents keep the keys")
        Fixtures.send([.key(.escape)], to: &state)
        #expect(NotebookScreen.render(state).text.contains("The teacher asks the class to predict fx-interval / emoji-lane"))
        Fixtures.send([.key(.character("y"))], to: &state)
        guard case .predict? = state.overlay else { Issue.record("y did not open the poll"); return }
        #expect(state.currentKey?.cellID == "emoji-lane")

        var other = Self.inClass()
        Fixtures.send([.key(.character("t")), Self.push(1, .pollOpened, poll: Self.lanePoll)], to: &other)
        let closed = PollView(id: "p1", lesson: "fx-interval", cell: "emoji-lane", lane: "values", state: .closed, expected: nil)
        Fixtures.send([Self.push(2, .pollClosed, poll: closed)], to: &other)
        #expect(other.classroom.offer == nil && other.message?.phrase == UIText.Notebook.Class.pollClosed)
    }

    @Test func aNewPollOnTheCellBeingPredictedTakesTheAnswerAndPrintedLinesAreRevealedOnOneLine() {
        var state = Self.inClass()
        let printed = PollView(id: "p1", lesson: "fx-just", cell: "just-1", lane: nil, state: .open, expected: nil)
        Fixtures.send([Self.push(1, .pollOpened, poll: printed)], to: &state)
        let again = PollView(id: "p2", lesson: "fx-just", cell: "just-1", lane: nil, state: .open, expected: nil)
        Fixtures.send([Self.push(2, .pollOpened, poll: again)], to: &state)
        #expect(state.classroom.offer == nil && state.isPredicting)
        let effects = Fixtures.send(Fixtures.keys("next(1)") + [.key(.enter)] + Fixtures.keys("completed") + [.key(.control("d"))], to: &state)
        #expect(effects.contains(.answerPoll(pollID: "p2", answer: "next(1)\ncompleted")))
        let revealed = PollView(id: "p2", lesson: "fx-just", cell: "just-1", lane: nil, state: .revealed, expected: "next(1)\ncompleted")
        Fixtures.send([Self.push(3, .pollRevealed, poll: revealed)], to: &state)
        #expect(state.message?.phrase == UIText.Notebook.Class.revealedRight("next(1) / completed"))
    }

    @Test func aPollOpenWhenTheNotebookStartsIsAskedOnceAndAPredictionOfAnotherLaneRunsAsUsual() {
        var state = Self.inClass()
        Fixtures.send([.classroom(.heard([], openPoll: Self.lanePoll))], to: &state)
        #expect(state.isPredicting)
        Fixtures.send([.key(.escape), .classroom(.heard([], openPoll: Self.lanePoll))], to: &state)
        #expect(!state.isPredicting, "the same poll is not asked again")

        // Outside a class a prediction of the same cell runs it.
        var alone = Fixtures.state(lesson: "fx-interval")
        alone.classroom.poll = Self.lanePoll
        let effects = Fixtures.send([.key(.character("p"))] + Fixtures.keys("-a|") + [.key(.enter)], to: &alone)
        #expect(effects.contains { if case .run = $0 { true } else { false } })
    }

    // MARK: What the class is told

    @Test func theClassHearsRunsChecksLessonsHintsAndPredictionsAndNeverCode() {
        var state = Self.inClass()
        var effects = Fixtures.send([.key(.character("r"))], to: &state)
        let running = try! #require(state.run.running)
        let wrong = Fixtures.result(for: state, output: ActualOutput(lines: [PrintedLine("next(2)")]))
        effects = Fixtures.send([.run(.finished(runID: running.runID, wrong))], to: &state)
        #expect(Self.told(effects) == [.cellRun(lesson: "fx-just", cell: "just-1", matched: false)])
        #expect(effects.last == .tellClass([.cellRun(lesson: "fx-just", cell: "just-1", matched: false)]), "after the progress it follows")

        effects = Fixtures.send([.key(.character("j"))], to: &state)
        #expect(Self.told(effects).isEmpty, "another cell of the same lesson is no lesson reached")
        effects = Fixtures.send([.key(.character("]"))], to: &state)
        #expect(Self.told(effects) == [.lessonReached(lesson: "fx-interval")])

        var exercise = Self.inClass(lesson: "fx-publish", cell: 1)
        effects = Fixtures.send([.key(.character("h"))], to: &exercise)
        #expect(Self.told(effects) == [.hintTaken(exercise: "fx-shout", shown: 1)])
        Fixtures.send([.key(.escape), .key(.character("r"))], to: &exercise)
        let check = try! #require(exercise.exercise.checking)
        var verdict = ExerciseVerdict(result: .wrongOnExample(yours: [], expected: [.next("A", at: 10)]), casesChecked: 51)
        verdict.credit(agreeing: 20, of: 51)
        effects = Fixtures.send([.exercise(.checked(runID: check.runID, .judged(verdict), answer: "secret code", checkedAt: Date()))], to: &exercise)
        #expect(Self.told(effects) == [.check(exercise: "fx-shout", verdict: verdict.failureKind!.rawValue, casesPassed: 20, casesTotal: 51)])
        #expect(!"\(Self.told(effects))".contains("secret code"), "the answer's code stays on the machine")

        var outside = Fixtures.state()
        effects = Fixtures.send([.key(.character("]"))], to: &outside)
        #expect(Self.told(effects).isEmpty, "outside a class nothing is told")
    }

    @Test func sharingAnAnswerAsksFirstAndNeedsAClass() {
        var alone = Fixtures.state(lesson: "fx-publish", cell: 1)
        Fixtures.send([.key(.character("S"))], to: &alone)
        #expect(alone.message?.phrase == UIText.Notebook.Class.shareNeedsClass)

        var state = Self.inClass(lesson: "fx-publish", cell: 1)
        Fixtures.send([.key(.character("S"))], to: &state)
        #expect(NotebookScreen.render(state).text.contains("Send your answer to fx-shout"))
        #expect(Fixtures.send([.key(.character("n"))], to: &state).isEmpty, "no: nothing is sent")
        let effects = Fixtures.send([.key(.character("S")), .key(.character("y"))], to: &state)
        #expect(effects == [.shareAnswer(exerciseID: "fx-shout")])

        var atCell = Self.inClass()
        Fixtures.send([.key(.character("S"))], to: &atCell)
        #expect(atCell.message?.phrase == UIText.Notebook.Class.shareAtExercise)
    }

    // MARK: The projector

    @Test func theProjectorPollsTheCellThenRevealsItAndOffersTheLesson() throws {
        var state = Fixtures.state(lesson: "fx-just", presentMode: true)
        #expect(state.classroom.teaching == .looking)
        #expect(Fixtures.send([.key(.character("P"))], to: &state).isEmpty && state.message?.phrase == UIText.Notebook.Class.stillLooking)
        Fixtures.send([.classroom(.teacherFound(true))], to: &state)
        #expect(NotebookScreen.render(state).text.contains("class on · "))

        let effects = Fixtures.send([.key(.character("P"))], to: &state)
        #expect(effects == [.teachClass(.openPoll(OpenPollRequest(lesson: "fx-just", cell: "just-1", lane: nil, expected: "next(1)\ncompleted")))])
        let open = PollView(id: "p7", lesson: "fx-just", cell: "just-1", lane: nil, state: .open, expected: nil)
        Fixtures.send([.classroom(.teacherReplied(.poll(open)))], to: &state)
        #expect(state.message?.phrase == UIText.Notebook.Class.teacherPollOpened("just-1"))
        #expect(Fixtures.send([.key(.character("P"))], to: &state) == [.teachClass(.reveal(pollID: "p7"))])
        #expect(Fixtures.send([.key(.character("F"))], to: &state) == [.teachClass(.follow(lesson: "fx-just"))])
        Fixtures.send([.classroom(.teacherReplied(.failed("The class server refused.")))], to: &state)
        #expect(state.message?.kind == .warning)
    }

    @Test func theTeachersKeysNeedAProjectorAndAClass() {
        var learner = Fixtures.state()
        #expect(Fixtures.send([.key(.character("P"))], to: &learner).isEmpty)
        #expect(learner.message?.phrase == UIText.Notebook.Class.teacherKeysNeedPresent)

        var projector = Fixtures.state(presentMode: true)
        Fixtures.send([.classroom(.teacherFound(false))], to: &projector)
        #expect(Fixtures.send([.key(.character("F"))], to: &projector) == [.teachClass(.find)], "no class yet: it looks again")
        #expect(projector.message?.phrase == UIText.Notebook.Class.noClassRunning)
    }

    @Test func aPollOnACellWithALaneAsksForTheLaneAndNamesAnUnknownOne() throws {
        let course = Fixtures.course
        let lesson = course.entries[course.index(ofLesson: "fx-interval")!].lesson
        let cell = lesson.cells[0]
        let lane = try PollQuestion.request(lessonID: lesson.id, cell: cell, lane: "values").get()
        #expect(lane.lane == "values" && lane.expected.contains("-ab(c|)"))
        #expect(PollQuestion.request(lessonID: lesson.id, cell: cell, lane: "nope") == .failure(.noSuchLane("nope", known: ["values"])))
    }
}
