import Foundation
import LessonKit
import Testing
@testable import LessonRunner

/// The memory stage's leak exercises (the lessons `4.5-retain-cycles` and `R1-with-object`):
/// their output is the same with or without the leak, so the live-resource meter must judge them.
/// Each start file, and each wrong answer below, must fail with the leak named and its cure said.
/// (That every reference passes is BundledExerciseTests' job, and `rxlearn dev check`'s.)
@Suite(.serialized) struct MemoryExerciseTests {
    static let exercises = BundledChapters.exercises(in: ["4.5-disposable.md", "R1-whats-new-in-rxswift-5.md"])

    static let droppedOrUnstopped = "a `subscribe` whose disposable is dropped, a timer nothing stops"
    static let weakCapture = "capture the owner weakly in its closures (`[weak self]`, `subscribe(with:)`)"

    static let wrongAnswers: [WrongAnswer] = [
        // The timer's disposable is dropped.
        WrongAnswer(exercise: "4.5-timer-outlives-screen", code: nil, named: droppedOrUnstopped),
        // The bag without the weak capture: a retain cycle.
        WrongAnswer(exercise: "4.5-timer-outlives-screen",
                    code: exercises.reference(of: "4.5-timer-outlives-screen",
                                              replacing: "[weak self] tick in\n                guard let self = self else { return }\n", with: "tick in\n"),
                    named: weakCapture),
        // `map` captures the screen strongly.
        WrongAnswer(exercise: "4.5-map-holds-the-screen", code: nil, named: weakCapture),
        // `subscribe` captures the screen strongly.
        WrongAnswer(exercise: "R1-stopwatch-subscribe-with", code: nil, named: weakCapture),
        // `subscribe(with:)`, with a `self` left in its closure.
        WrongAnswer(exercise: "R1-stopwatch-subscribe-with",
                    code: exercises.reference(of: "R1-stopwatch-subscribe-with", replacing: "screen.label(for: tick)", with: "self.label(for: tick)"),
                    named: weakCapture),
    ]

    @Test(arguments: wrongAnswers)
    func aLeakIsJudgedByTheMeterWithItsCureSaid(_ wrong: WrongAnswer) throws {
        let verdict = try wrong.verdict(among: Self.exercises)
        #expect(!verdict.passed)
        guard case .liveAtEnd? = verdict.difference else {
            Issue.record("expected the meter to judge it, got \(String(describing: verdict.difference)): \(verdict.explanation ?? "passed")")
            return
        }
        let explanation = verdict.explanation ?? ""
        #expect(explanation.contains("live at the end, after every subscriber let go"), "\(explanation)")
        #expect(explanation.contains(wrong.named), "\(explanation)")
    }
}
