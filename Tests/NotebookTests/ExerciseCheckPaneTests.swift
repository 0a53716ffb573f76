import LessonKit
@testable import LessonRunner
import Marbles
import Testing
@testable import NotebookCore

/// The check pane of an exercise says what the checker found in the words `rxlearn check` prints,
/// with the letters the marble pane beside it draws, and shows what the answer printed apart
/// from the verdict.
@Suite struct ExerciseCheckPaneTests {
    /// Wrong on a hidden input whose values are too wide for a marble, having printed two lines
    /// (one with an escape sequence) and used a real clock.
    private static func state() -> NotebookState {
        var state = AutomaticLanesTests.exerciseState()
        guard case .judged(var verdict)? = state.exercise.results["fx-shout"] else { return state }
        verdict.printed = ["saw b", "\u{1B}[2Jsaw 用户"]
        verdict.notes = [.realClock("MainScheduler.instance")]
        state.exercise.results["fx-shout"] = .judged(verdict)
        return state
    }

    @Test func theVerdictsLettersAreTheMarblePanesAndItsNotesFollowIt() throws {
        let state = Self.state()
        let exercise = try #require(state.currentExercise)
        let check = ExercisePanes.checkLines(state, exercise, width: 1_000).lines
        let judgement = try #require(check.first?.plainText)
        #expect(judgement.hasPrefix("✗ for `words: -ba# (a=用户, #=boom)` yours gives -BB# (#=boom), expected -Ba# (a=用户, #=boom)"),
                "\(judgement)")
        #expect(judgement.contains("they first differ at 20: yours B, expected 用户"))
        #expect(judgement.contains("Your answer uses `MainScheduler.instance`"))
        let legend = ExercisePanes.lanes(state, exercise).legend.legend.map { "\($0.symbol)=\($0.value)" }
        #expect(legend == ["a=用户"])
    }

    @Test func whatTheAnswerPrintedFollowsTheVerdictDimmedAndMadeVisible() throws {
        let state = Self.state()
        let exercise = try #require(state.currentExercise)
        let check = ExercisePanes.checkLines(state, exercise, width: 1_000).lines
        let heading = try #require(check.firstIndex { $0.plainText == "your answer printed (not judged):" })
        #expect(check[heading].spans.allSatisfy { $0.style == .dim })
        #expect(check[(heading + 1)...].map(\.plainText) == ["  saw b", "  ␛[2Jsaw 用户"])
        #expect(check[0].spans.allSatisfy { $0.style == .mismatch })
        // The command line prints the same words, the printed lines under them.
        let commandLine = try #require(ExercisePanes.lanes(state, exercise).explanation(of: state.exercise.results["fx-shout"]!.verdict!))
        #expect(commandLine.english == String(check[0].plainText.dropFirst(2))
            + "\nyour answer printed (not judged):\n  saw b\n  ␛[2Jsaw 用户")
    }
}
