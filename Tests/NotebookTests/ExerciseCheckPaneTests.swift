import LessonKit
@testable import LessonRunner
import Marbles
import Testing
@testable import NotebookCore

/// The check pane of an exercise says what the checker found in the words `rxlearn check` prints,
/// with the letters the marble pane beside it draws, and shows what the answer printed apart
/// from the verdict, under its rows.
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

    @Test func whatTheAnswerPrintedFollowsTheRowsDimmedAndMadeVisible() throws {
        let state = Self.state()
        let exercise = try #require(state.currentExercise)
        let content = ExercisePanes.checkLines(state, exercise, width: 1_000)
        // The verdict and its rows come first, so that the first divergence shows beside the verdict.
        #expect(content.lines.count == 1 && content.rows.count == 3)
        let all = content.lines(from: 0, count: content.count).map(\.plainText)
        #expect(Array(all.suffix(3)) == ["your answer printed (not judged):", "  saw b", "  ␛[2Jsaw 用户"], "\(all)")
        #expect(content.trailing.first?.spans.allSatisfy { $0.style == .dim } == true)
        #expect(content.lines[0].spans.allSatisfy { $0.style == .mismatch })
        // The command line prints the same words, the printed lines under them.
        let verdict = try #require(state.exercise.results["fx-shout"]?.verdict)
        let commandLine = try #require(ExercisePanes.lanes(state, exercise).explanation(of: verdict))
        #expect(commandLine.english == String(all[0].dropFirst(2)) + "\nyour answer printed (not judged):\n  saw b\n  ␛[2Jsaw 用户")
    }
}
