import Foundation
import LessonKit
import Testing
@testable import LessonRunner

/// The pitfalls stage's exercises (Lessons/R6-pitfalls.md): each start file has the pitfall its
/// exercise is about, and so has every wrong answer below; each must fail with that pitfall named
/// in the message. (That every reference passes is BundledExerciseTests' job, and `rxlearn dev
/// check`'s.)
@Suite(.serialized) struct PitfallExerciseTests {
    static let exercises = BundledChapters.exercises(in: ["R6-pitfalls.md"])

    static func reference(of exercise: String, replacing original: String, with replacement: String) -> String {
        exercises.reference(of: exercise, replacing: original, with: replacement)
    }

    static let stillLive = "live at the end, after every subscriber let go"
    static let missingShare = "a `share()` is missing where the chain is used twice"
    static let staleResults = "`flatMap` keeps every inner observable running"

    static let wrongAnswers: [WrongAnswer] = [
        WrongAnswer(exercise: "R6-clock-until-close", code: nil, named: stillLive),
        WrongAnswer(exercise: "R6-greeting-lets-go", code: nil, named: "your subscription to `names` is still live at the end"),
        WrongAnswer(exercise: "R6-screen-can-leave", code: nil, named: "your subscription to `names` is still live at the end"),
        WrongAnswer(exercise: "R6-results-on-main", code: nil, named: "on `background`, expected on `main`: wrong thread"),
        WrongAnswer(exercise: "R6-search-off-main", code: nil, named: "on `main`, expected on `background`: wrong thread — the work blocks the main thread"),
        WrongAnswer(exercise: "R6-search-off-main", code: reference(of: "R6-search-off-main", replacing: ".observe(on: main)", with: ""),
                    named: "on `background`, expected on `main`: wrong thread"),
        WrongAnswer(exercise: "R6-debounce-on-main", code: nil, named: "delivers its event at"),
        WrongAnswer(exercise: "R6-lookup-survives", code: nil, named: "Your stream ends at the first error"),
        WrongAnswer(exercise: "R6-lookup-survives", code: reference(of: "R6-lookup-survives", replacing: "lookup($0).catchAndReturn(\"missing\") }", with: "lookup($0) }.catchAndReturn(\"missing\")"),
                    named: "a `catch` on the outer chain replaces the whole rest of the stream"),
        WrongAnswer(exercise: "R6-catch-inside", code: nil, named: "a `catch` on the outer chain replaces the whole rest of the stream"),
        WrongAnswer(exercise: "R6-one-request-per-tap", code: nil, named: missingShare),
        WrongAnswer(exercise: "R6-share-the-request", code: nil, named: missingShare),
        WrongAnswer(exercise: "R6-latest-search", code: nil, named: staleResults),
        WrongAnswer(exercise: "R6-refresh-while-visible", code: nil, named: staleResults),
        WrongAnswer(exercise: "R6-search-screen-capstone", code: nil, named: "yours gives"),
        WrongAnswer(exercise: "R6-search-screen-capstone", code: reference(of: "R6-search-screen-capstone", replacing: ".share()", with: ""), named: missingShare),
        WrongAnswer(exercise: "R6-search-screen-capstone", code: reference(of: "R6-search-screen-capstone", replacing: ".observe(on: main)", with: ""),
                    named: "on `background`, expected on `main`: wrong thread"),
        WrongAnswer(exercise: "R6-search-screen-capstone", code: reference(of: "R6-search-screen-capstone", replacing: ".subscribe(on: background)", with: ""),
                    named: "the work blocks the main thread"),
        WrongAnswer(exercise: "R6-search-screen-capstone", code: reference(of: "R6-search-screen-capstone", replacing: ".flatMapLatest", with: ".flatMap"),
                    named: staleResults),
    ]

    @Test func theStageHasAnExerciseForEveryPitfall() {
        #expect(Self.exercises.count >= 13)
        #expect(Set(Self.wrongAnswers.map(\.exercise)) == Set(Self.exercises.map(\.id)))
    }

    @Test(arguments: wrongAnswers)
    func aWrongAnswerFailsWithItsPitfallNamed(_ wrong: WrongAnswer) throws {
        let verdict = try wrong.verdict(among: Self.exercises)
        #expect(!verdict.passed)
        #expect(verdict.explanation?.contains(wrong.named) == true, "\(verdict.explanation ?? "passed")")
    }

    /// A leaked timer on an input that never ends: the reference is cut at the event limit too,
    /// so the message speaks of the live subscription, not of too many events.
    @Test func aLeakOnAnEndlessInputIsNotCalledTooManyEvents() throws {
        let exercise = try #require(Self.exercises.first { $0.id == "R6-clock-until-close" })
        let verdict = try ExerciseChecker(runner: try RunnerEnvironment.runner.get(), hiddenCases: 20).check(exercise.start.source, for: exercise)
        #expect(!verdict.passed)
        #expect(!verdict.notes.contains { if case .tooManyEvents = $0 { true } else { false } }, "\(verdict.notes)")
    }
}
