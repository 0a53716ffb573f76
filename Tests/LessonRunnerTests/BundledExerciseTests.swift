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

    static let orderingExercises = exercises.filter { $0.chain != nil }

    /// An order-the-chain exercise as the learner gets it (its lines shuffled, the distractors
    /// in) does not pass, and each distractor is caught: the solution with the chain line most
    /// like it replaced by it fails.
    @Test(arguments: orderingExercises.map(\.id))
    func shuffledFileFailsAndDistractorsAreCaught(id: String) throws {
        let exercise = try #require(Self.orderingExercises.first { $0.id == id })
        let chain = try #require(exercise.chain)
        let file = try #require(ChainFile(start: exercise.start.source))
        let checker = ExerciseChecker(runner: try RunnerEnvironment.runner.get())
        #expect(ChainAnswer.problem(in: exercise.startFile, for: exercise) == nil)
        #expect(try !checker.check(exercise.startFile, for: exercise).passed, "the shuffled file of \(id) already passes")
        for distractor in chain.distractors {
            var lines = chain.lines
            let closest = lines.indices.min { Self.distance(lines[$0], distractor) < Self.distance(lines[$1], distractor) }!
            lines[closest] = distractor
            #expect(try !checker.check(file.code(with: lines), for: exercise).passed, "\(id): `\(distractor)` instead of `\(chain.lines[closest])` passes")
        }
    }

    /// Edit distance between two lines, by characters.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(ChainLines.key(a)), b = Array(ChainLines.key(b))
        var row = Array(0...b.count)
        for i in 1...max(1, a.count) where !a.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let kept = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = kept
            }
        }
        return a.isEmpty ? b.count : row[b.count]
    }
}
