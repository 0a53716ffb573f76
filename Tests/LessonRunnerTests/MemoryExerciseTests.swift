import Foundation
import LessonKit
import Testing
@testable import LessonRunner

/// The memory stage's leak exercises (the lessons `4.5-retain-cycles` and `R1-with-object`):
/// their output is the same with or without the leak, so the live-resource meter must judge them.
/// Each start file, and each wrong answer below, must fail with the leak named and its cure said.
/// (That every reference passes is BundledExerciseTests' job, and `rxlearn dev check`'s.)
@Suite(.serialized) struct MemoryExerciseTests {
    static let exercises: [Exercise] = ["4.5-disposable.md", "R1-whats-new-in-rxswift-5.md"].flatMap { name -> [Exercise] in
        let file = RunnerEnvironment.packageRoot.appendingPathComponent("Lessons/\(name)")
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        return ChapterParser.parse(text: text, fileName: name).chapter?.lessons.flatMap(\.exercises) ?? []
    }

    /// A wrong answer: nil stands for the exercise's own start file.
    struct WrongAnswer: Sendable, CustomTestStringConvertible {
        let exercise: String
        let code: String?
        let why: String

        var testDescription: String { "\(exercise): \(why)" }
    }

    /// The reference of `exercise` with `original` replaced by `replacement`.
    static func reference(of exercise: String, replacing original: String, with replacement: String) -> String {
        let source = exercises.first { $0.id == exercise }?.solution?.source ?? ""
        precondition(source.contains(original), "\(exercise)'s reference has no `\(original)`")
        return source.replacingOccurrences(of: original, with: replacement)
    }

    static let wrongAnswers: [WrongAnswer] = [
        WrongAnswer(exercise: "4.5-timer-outlives-screen", code: nil, why: "a timer whose disposable is dropped"),
        WrongAnswer(exercise: "4.5-timer-outlives-screen",
                    code: reference(of: "4.5-timer-outlives-screen", replacing: "[weak self] tick in\n                guard let self = self else { return }\n", with: "tick in\n"),
                    why: "the bag without the weak capture: a retain cycle"),
        WrongAnswer(exercise: "4.5-map-holds-the-screen", code: nil, why: "`map` captures the screen strongly"),
        WrongAnswer(exercise: "R1-stopwatch-subscribe-with", code: nil, why: "`subscribe` captures the screen strongly"),
        WrongAnswer(exercise: "R1-stopwatch-subscribe-with",
                    code: reference(of: "R1-stopwatch-subscribe-with", replacing: "screen.label(for: tick)", with: "self.label(for: tick)"),
                    why: "`subscribe(with:)` with a `self` left in its closure"),
    ]

    @Test(arguments: wrongAnswers)
    func aLeakIsNamedByTheMeterWithItsCure(_ wrong: WrongAnswer) throws {
        let exercise = try #require(Self.exercises.first { $0.id == wrong.exercise })
        let verdict = try ExerciseChecker(runner: try RunnerEnvironment.runner.get(), hiddenCases: 20)
            .check(wrong.code ?? exercise.start.source, for: exercise)
        #expect(!verdict.passed)
        guard case .liveAtEnd? = verdict.difference else {
            Issue.record("expected the meter to judge it, got \(String(describing: verdict.difference)): \(verdict.explanation ?? "passed")")
            return
        }
        let explanation = verdict.explanation ?? ""
        #expect(explanation.contains("live at the end, after every subscriber let go"), "\(explanation)")
        #expect(explanation.contains("capture the owner weakly in its closures (`[weak self]`, `subscribe(with:)`)"), "\(explanation)")
    }
}
