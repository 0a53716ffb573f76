import Foundation
import LessonKit
import Localization
import Marbles

/// A spaced review of a solved exercise: the same task on a fresh example. The example keeps the
/// lesson's timeline — its times, its errors, its end, which are often the point of the task —
/// and draws every value anew from the input's domain (`ValuePool`), so the learner cannot answer
/// from the picture they remember; its goal is what the reference solution makes of it. Each
/// review of an exercise (counted in progress) gets its own example and its own hidden inputs.
public struct ExerciseReview: Sendable, Equatable {
    /// The exercise as the review asks it: its inputs are the fresh example, its goal the
    /// reference's result on it.
    public let exercise: Exercise
    /// The review's number for this exercise, from 1: it seeds the example and the hidden inputs.
    public let number: Int

    /// The fresh example of review `number`: the lesson's example with new values. A draw that
    /// gives the lesson's example back is drawn again (an input whose domain holds one value
    /// can only give it back).
    public static func freshExample(for exercise: Exercise, number: Int) -> ExerciseCase {
        let example = ExerciseChecker.example(of: exercise)
        let pools = ExerciseCaseGenerator.pools(for: exercise)
        var generator = SplitMix64(seed: ExerciseCaseGenerator.forExercise(exercise).seed ^ (0x5245_5649_4557 &* UInt64(max(1, number))))
        var fresh = example
        for _ in 0..<8 {
            fresh = ExerciseCase(inputs: example.inputs.mapValues { _ in [] })
            for name in example.inputs.keys.sorted() {
                guard let pool = pools[name] else { continue }
                fresh.inputs[name] = example.inputs[name]?.map { event in
                    event.kind == .next ? .next(pool.random(using: &generator), at: event.time) : event
                }
            }
            if fresh != example { break }
        }
        return fresh
    }

    /// The next review of `exercise`, whose progress is `entry`: its number counts the reviews
    /// done, so each one is drawn anew.
    public static func next(of exercise: Exercise, after entry: ExerciseProgress?, runner: LessonCellRunner) throws -> ExerciseReview {
        try make(for: exercise, number: (entry?.review?.reviews ?? 0) + 1, runner: runner)
    }

    /// The review version of `exercise`: its goal comes from running the reference solution on
    /// the fresh example. An exercise without a reference is reviewed on its own example.
    public static func make(for exercise: Exercise, number: Int, runner: LessonCellRunner) throws -> ExerciseReview {
        guard let solution = exercise.solution, let goalLane = exercise.expected.lanes.first else {
            return ExerciseReview(exercise: exercise, number: number)
        }
        let example = freshExample(for: exercise, number: number)
        let inputNames = exercise.inputs.map(\.name)
        let reference = ExerciseProgram(answer: solution.source, inputNames: inputNames)
        let outcome = try reference.run(on: [example], subscribesTwice: [false], timeLimit: exercise.timeLimit, runner: runner, watching: false)
        guard case .ran(let run) = outcome else { throw ExerciseCheckError.referenceSolutionFailed(exercise.id) }
        var review = exercise
        review.inputs = exercise.inputs.map { lane in
            let events = example.inputs[lane.name] ?? []
            return MarbleLane(name: lane.name, marbles: MarbleDescription.of(events, empty: ""),
                              diagram: MarbleDiagram(events: events, frameDuration: lane.diagram.frameDuration), location: lane.location)
        }
        // The goal is what the review shows and judges first; the author's edge cases stay.
        review.expected = ExpectedOutput(lanes: [ExpectedLane(
            name: goalLane.name, events: run.results(count: 1)[0].first, frameDuration: goalLane.frameDuration, location: goalLane.location)])
        return ExerciseReview(exercise: review, number: number)
    }

    /// The same review as `exercise` words it (the exercise in another language): its task and
    /// hints from `exercise`, its fresh example and goal kept.
    public func worded(as exercise: Exercise) -> ExerciseReview {
        var worded = exercise
        worded.inputs = self.exercise.inputs
        worded.expected = self.exercise.expected
        return ExerciseReview(exercise: worded, number: number)
    }

    /// The review's example and goal as lines `name: marbles (a=…)`, inputs first, with one
    /// legend, so a letter means the same value on every line.
    public var exampleLines: (inputs: [String], goal: String) {
        let goal = exercise.expected.lanes.first?.events ?? []
        let lanes = exercise.inputs.map(\.diagram.events)
        let legend = LaneLabels.symbols(for: lanes + [goal])
        let asEvents = !MarbleDescription.canDraw(lanes + [goal], legend: legend)
        let inputs = exercise.inputs.map { lane in
            "\(lane.name): " + MarbleDescription.lane(lane.diagram.events, legend: legend, asEvents: asEvents, empty: UIText.Verdicts.neverEmitsNeverEnds.text)
        }
        let goalName = exercise.expected.lanes.first?.name ?? "goal"
        return (inputs, "\(goalName): " + MarbleDescription.lane(goal, legend: legend, asEvents: asEvents, empty: UIText.Verdicts.noEventAtAll.text))
    }

    /// Judges `answer` to this review as `rxlearn review --check` and the notebook both do: on
    /// the fresh example and hidden inputs of its own. A review is not unfolded into stages.
    public func check(_ answer: String, runner: LessonCellRunner) throws -> ExerciseVerdict {
        var checker = checker(runner: runner)
        checker.collectsStages = false
        return try checker.check(answer, for: exercise)
    }

    /// The progress change a verdict on this review makes: it decides the review, up a box or
    /// back to the first, except an answer that does not compile, which leaves it open (a typo
    /// is not forgetting): nil.
    public func change(for verdict: ExerciseVerdict, at date: Date) -> ProgressChange? {
        if case .couldNotRun(let report) = verdict.result, report.status == .compileFailed { return nil }
        return .reviewed(exerciseID: exercise.id, passed: verdict.passed, at: date)
    }

    /// The checker of this review: hidden inputs of its own, drawn from the review's number.
    public func checker(runner: LessonCellRunner) -> ExerciseChecker {
        var generator = ExerciseCaseGenerator.forExercise(exercise)
        generator.seed ^= UInt64(number) &* 0x9E37_79B9
        return ExerciseChecker(runner: runner, generator: generator)
    }
}
