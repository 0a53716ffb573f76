import Foundation
import LessonKit
import Testing
@testable import LessonRunner

/// The example chapter of Lessons/FORMAT.md is what lesson authors copy: its cells must pass and
/// its exercise must check, not just parse. `just-2` and `just-3` rely on test-scheduler
/// observers being drawn as the lane `observer`.
@Suite(.serialized) struct FormatExampleRunTests {
    static func exampleChapter() throws -> Chapter {
        let document = try String(contentsOf: RunnerEnvironment.packageRoot.appendingPathComponent("Lessons/FORMAT.md"), encoding: .utf8)
        let begin = try #require(document.range(of: "<!-- example-chapter:begin -->\n````markdown\n"))
        let end = try #require(document.range(of: "````\n<!-- example-chapter:end -->"))
        let text = String(document[begin.upperBound..<end.lowerBound])
        return try #require(ChapterParser.parse(text: text, fileName: "4.1-observable.md").chapter)
    }

    @Test func everyExampleCellPasses() throws {
        let lesson = try Self.exampleChapter().lessons[0]
        let runner = try RunnerEnvironment.runner.get()
        for cell in lesson.cells {
            let report = try runner.run(cell, of: lesson)
            #expect(report.passed, "\(cell.id): \(report.problem ?? "")")
        }
    }

    @Test func aTestSchedulerObserverIsDrawnOnItsOwnTicks() throws {
        let lesson = try Self.exampleChapter().lessons[0]
        let cell = try #require(lesson.cells.first { $0.id == "just-2" })
        let report = try RunnerEnvironment.runner.get().run(cell, of: lesson)
        let lane = try #require(report.recording.output.lanes.first)
        #expect(lane.name == "observer")
        #expect(lane.events.map(\.time) == [200, 200])
    }

    @Test func theExampleExerciseChecks() throws {
        let exercise = try #require(try Self.exampleChapter().lessons[0].exercises.first)
        let checker = ExerciseChecker(runner: try RunnerEnvironment.runner.get(), hiddenCases: 10)
        #expect(try checker.check(exercise.solution!.source, for: exercise).passed)
        #expect(try !checker.check(exercise.start.source, for: exercise).passed)
    }
}
