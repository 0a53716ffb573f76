import Foundation
import LessonKit
import Testing
@testable import LessonRunner

/// Every exercise of the bundled lessons is sound: its start file compiles and fails on the
/// example, and its reference solution passes on the example and on the generated inputs.
@Suite(.serialized) struct BundledExerciseTests {
    static let exercises: [Exercise] = {
        let folder = RunnerEnvironment.packageRoot.appendingPathComponent("Lessons")
        return LessonLibrary.load(folder: folder).chapters.flatMap { $0.lessons.flatMap(\.exercises) }
    }()

    @Test func theBundledLessonsHaveExercises() {
        #expect(Self.exercises.count >= 2)
    }

    @Test(arguments: exercises.map(\.id))
    func startFailsAndSolutionPasses(id: String) throws {
        let exercise = try #require(Self.exercises.first { $0.id == id })
        let checker = ExerciseChecker(runner: try RunnerEnvironment.runner.get())
        let start = try checker.check(exercise.start.source, for: exercise)
        #expect(!start.passed, "the start file of \(id) already passes")
        if case .couldNotRun(let report) = start.result {
            Issue.record("the start file of \(id) does not run: \(report.problem ?? "")")
        }
        let solution = try checker.check(try #require(exercise.solution).source, for: exercise)
        #expect(solution.passed, "the solution of \(id): \(solution.explanation ?? "")")
    }
}
