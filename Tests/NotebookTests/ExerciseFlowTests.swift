import Foundation
import LessonKit
import Marbles
import Localization
@testable import LessonRunner
import Testing
@testable import NotebookCore

/// Exercises in the notebook: a stop after the lesson's cells, checked with `r`, edited with `e`,
/// started afresh with `x`, hints with `h` — and progress recorded like `rxlearn check` does.
@Suite struct ExerciseFlowTests {
    /// The fixture lesson `fx-publish` has one cell, then the exercise `fx-shout`.
    private func onExercise() -> NotebookState {
        var state = Fixtures.state(lesson: "fx-publish")
        Fixtures.send(Fixtures.keys("j"), to: &state)
        return state
    }

    private let wrong = Fixtures.checked(.wrongOnExample(
        yours: [.next("a", at: 10), .next("b", at: 30), .completed(at: 50)],
        expected: [.next("A", at: 10), .next("B", at: 30), .completed(at: 50)]))
    private let answer = "func solve(words: Observable<String>) -> Observable<String> { words }"

    @Test func theExerciseIsTheStopAfterTheLastCell() {
        var state = Fixtures.state(lesson: "fx-publish")
        #expect(state.currentExercise == nil)
        let effects = Fixtures.send(Fixtures.keys("j"), to: &state)
        #expect(state.currentExercise?.id == "fx-shout")
        #expect(state.currentCell == nil)
        #expect(effects == [.saveProgress(.position(lessonID: "fx-publish", cellID: "fx-shout"))])
        Fixtures.send(Fixtures.keys("j"), to: &state)
        #expect(state.message?.text.contains("last stop") == true)
        Fixtures.send(Fixtures.keys("k"), to: &state)
        #expect(state.currentCell?.id == "publish-1")
    }

    @Test func theLearnerComesBackToTheExerciseTheyLeft() {
        var progress = LearnerProgress()
        progress.position = Position(lessonID: "fx-publish", cellID: "fx-shout")
        progress.exercises["fx-shout"] = ExerciseProgress(hintsShown: 1)
        let state = NotebookState(course: Fixtures.course, progress: progress)
        #expect(state.currentExercise?.id == "fx-shout")
        #expect(state.hintsShown(for: "fx-shout") == 1)
    }

    @Test func rChecksAndTheVerdictIsRecorded() {
        var state = onExercise()
        let effects = Fixtures.send(Fixtures.keys("r"), to: &state)
        guard case .checkExercise(let runID, "fx-shout")? = effects.first else {
            Issue.record("expected a check, got \(effects)")
            return
        }
        #expect(state.isRunning)
        // A second r waits for the first.
        #expect(Fixtures.send(Fixtures.keys("r"), to: &state).isEmpty)
        #expect(state.message?.text.contains("already running") == true)

        let date = Date(timeIntervalSince1970: 1_000)
        #expect(Fixtures.send([.exercise(.checked(runID: runID + 100, wrong, answer: answer, checkedAt: date))], to: &state).isEmpty)
        #expect(state.exercise.checking != nil, "a verdict for another check is ignored")
        let saved = Fixtures.send([.exercise(.checked(runID: runID, wrong, answer: answer, checkedAt: date))], to: &state)
        #expect(saved == [.saveProgress(.exerciseAttempt(exerciseID: "fx-shout", failure: .wrongOutput, answerStamp: ExerciseAttempt.stamp(of: answer), at: date))])
        #expect(state.exercise.results["fx-shout"] == wrong)
        #expect(state.progress.exercises["fx-shout"]?.attempts == 1)
        #expect(state.progress.exercises["fx-shout"]?.passed == false)

        Fixtures.send(Fixtures.keys("r"), to: &state)
        let pass = Fixtures.checked(.passed)
        Fixtures.send([.exercise(.checked(runID: state.exercise.checking!.runID, pass, answer: answer + "\n// fixed", checkedAt: date))], to: &state)
        #expect(state.progress.exercises["fx-shout"]?.passed == true)
        #expect(state.progress.exercises["fx-shout"]?.attempts == 2)
        #expect(state.message?.text.hasPrefix("Solved!") == true)
    }

    /// The rule `rxlearn check` follows too (`ExerciseAttempt`): a check rxlearn could not make
    /// is no attempt, and the same answer checked again is not another.
    @Test func onlyAChangedAnswerThatWasJudgedIsAnAttempt() {
        var state = onExercise()
        let date = Date(timeIntervalSince1970: 1_000)
        func check(_ result: ExerciseCheck, answer: String) -> [NotebookEffect] {
            Fixtures.send(Fixtures.keys("r"), to: &state)
            return Fixtures.send([.exercise(.checked(runID: state.exercise.checking!.runID, result, answer: answer, checkedAt: date))], to: &state)
        }
        let unreadable = ExerciseCheck.couldNotCheck(UIText.Notebook.Messages.cannotReadAnswer(path: Phrase("exercises/fx-shout.swift"), problem: Phrase("cannot be read (permission denied)"), fix: Phrase("give yourself access")))
        #expect(check(unreadable, answer: "").isEmpty)
        #expect(state.progress.exercises["fx-shout"] == nil, "rxlearn could not check: nothing recorded")
        #expect(NotebookScreen.render(state).text.contains("Your answer file exercises/fx-shout.swift cannot be read"))

        #expect(check(wrong, answer: answer).count == 1)
        #expect(check(wrong, answer: answer).isEmpty, "the same answer again")
        #expect(check(wrong, answer: answer + "  \n\n").isEmpty, "whitespace at the ends is no change")
        #expect(state.progress.exercises["fx-shout"]?.attempts == 1)
        #expect(check(wrong, answer: answer + "\n// another try").count == 1)
        #expect(state.progress.exercises["fx-shout"]?.attempts == 2)
    }

    /// Reopened after a pass in an earlier session: the header's ✓ and the check pane agree.
    @Test func aSolvedExerciseReopenedSaysSoInItsHeaderAndItsPane() {
        var progress = LearnerProgress()
        progress.apply(.exerciseAttempt(exerciseID: "fx-shout", failure: nil, at: Date(timeIntervalSince1970: 0)))
        var state = NotebookState(course: Fixtures.course, progress: progress)
        state.navigation.lessonIndex = Fixtures.course.index(ofLesson: "fx-publish")!
        state.navigation.stop = .exercise(0)
        let screen = NotebookScreen.render(state).text
        #expect(screen.contains("Exercise: \(state.currentExercise!.title) ✓"), "the header's mark")
        #expect(screen.contains("✓ Solved."))
        #expect(!screen.contains("Not checked yet"))
        // Unsolved, the pane still says how to begin.
        state.progress = LearnerProgress()
        #expect(NotebookScreen.render(state).text.contains("Not checked yet"))
    }

    @Test func aBrokenExerciseIsNotCountedAsAnAttempt() {
        var state = onExercise()
        Fixtures.send(Fixtures.keys("r"), to: &state)
        let broken = ExerciseCheck.exerciseBroken(reason: "the reference solution of exercise fx-shout does not run")
        let effects = Fixtures.send([.exercise(.checked(runID: state.exercise.checking!.runID, broken, answer: answer, checkedAt: Date()))], to: &state)
        #expect(effects.isEmpty)
        #expect(state.progress.exercises["fx-shout"] == nil)
    }

    @Test func escStopsWaitingForACheck() {
        var state = onExercise()
        Fixtures.send(Fixtures.keys("r"), to: &state)
        let runID = state.exercise.checking!.runID
        Fixtures.send([.key(.escape)], to: &state)
        #expect(!state.isRunning)
        #expect(Fixtures.send([.exercise(.checked(runID: runID, wrong, answer: answer, checkedAt: Date()))], to: &state).isEmpty)
        #expect(state.exercise.results["fx-shout"] == nil)
    }

    @Test func editingOpensTheLearnersFileAndANewAnswerForgetsTheOldVerdict() {
        var state = onExercise()
        #expect(Fixtures.send(Fixtures.keys("e"), to: &state) == [.openExerciseEditor(exerciseID: "fx-shout")])
        state.exercise.results["fx-shout"] = wrong
        Fixtures.send([.exercise(.answerRead(exerciseID: "fx-shout", code: "func solve() {}"))], to: &state)
        #expect(state.shownCode == "func solve() {}")
        #expect(state.exercise.results["fx-shout"] == nil)

        var noEditor = onExercise()
        noEditor.editorAvailable = false
        #expect(Fixtures.send(Fixtures.keys("e"), to: &noEditor).isEmpty)
        #expect(noEditor.message?.text.contains("exercises/fx-shout.swift") == true)
    }

    @Test func xPutsTheStartFileBackOnlyWhenThereIsSomethingToReset() {
        var state = onExercise()
        #expect(Fixtures.send(Fixtures.keys("x"), to: &state).isEmpty)
        #expect(state.message?.text == "Your file is the start file already.")
        let answer = "func solve(words: Observable<String>) -> Observable<String> { words }"
        state.exercise.answers["fx-shout"] = answer
        // x asks first; any key but y keeps the answer.
        #expect(Fixtures.send(Fixtures.keys("x"), to: &state).isEmpty)
        #expect(state.overlay == .confirmDrop(.exerciseAnswer(exerciseID: "fx-shout")))
        #expect(Fixtures.send(Fixtures.keys("n"), to: &state).isEmpty)
        #expect(state.overlay == nil && state.shownCode == answer)
        #expect(state.message?.text == "Kept your version.")

        Fixtures.send(Fixtures.keys("x"), to: &state)
        #expect(Fixtures.send(Fixtures.keys("y"), to: &state) == [.resetExercise(exerciseID: "fx-shout")])
        #expect(state.shownCode == state.currentExercise?.startFile)
        // The session says where the answer went once it has moved it.
        Fixtures.send([.edit(.droppedCopyKept(keptAs: Phrase("~/rxlearn-workspace/exercises/fx-shout.swift.bak.2")))], to: &state)
        #expect(state.message?.text == "Back to the start file. Your version is kept as ~/rxlearn-workspace/exercises/fx-shout.swift.bak.2.")
    }

    @Test func aDropThatCouldNotKeepTheAnswerGivesItBack() {
        var state = onExercise()
        let answer = "func solve(words: Observable<String>) -> Observable<String> { words }"
        state.exercise.answers["fx-shout"] = answer
        Fixtures.send(Fixtures.keys("xy"), to: &state)
        Fixtures.send([.exercise(.startAfreshFailed(exerciseID: "fx-shout", reason: "the folder is read-only", restoring: answer))], to: &state)
        #expect(state.shownCode == answer)
        #expect(state.message?.text == "Nothing was dropped: the folder is read-only")
    }

    @Test func hintsAreSavedWithProgress() {
        var state = onExercise()
        let effects = Fixtures.send(Fixtures.keys("h"), to: &state)
        #expect(effects == [.saveProgress(.hintRevealed(exerciseID: "fx-shout", available: 2))])
        #expect(state.progress.exercises["fx-shout"]?.hintsShown == 1)
        #expect(state.overlay == .hints)
    }

    @Test func cellOnlyKeysExplainThemselvesOnAnExercise() {
        for key in ["s", "p", "v"] {
            var state = onExercise()
            #expect(Fixtures.send(Fixtures.keys(key), to: &state).isEmpty)
            #expect(state.message?.text.hasPrefix("On an exercise") == true, "key \(key)")
            #expect(state.step.revealed == nil && state.overlay == nil)
        }
    }
}
