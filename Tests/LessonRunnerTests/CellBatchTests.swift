import Foundation
import LessonKit
@testable import LessonRunner
import SystemSupport
import Testing

@Suite(.serialized) struct CellBatchTests {
    @Test func resultsComeBackInTheOrderGivenWhateverOrderTheyFinish() throws {
        let runner = try RunnerEnvironment.runner.get()
        // The first cell is the slowest, so the others finish before it.
        let codes = [
            "Thread.sleep(forTimeInterval: 0.5)\nprint(\"first\")",
            "print(\"second\")",
            "print(\"third\") \(RunnerEnvironment.uniqueMarker())",
            "print(\"fourth\")",
        ]
        let jobs = codes.enumerated().map { index, code in
            let (lesson, cell) = RunnerEnvironment.lesson(cellID: "c\(index)", code: code, expectedLines: [["first", "second", "third", "fourth"][index]])
            return CellBatch.Job(lesson: lesson, cell: cell)
        }
        let delivered = DeliveryLog()
        let outcomes = CellBatch.run(jobs, with: runner, concurrency: 2) { index, _ in
            delivered.append(index)
        }
        #expect(delivered.indices == [0, 1, 2, 3])
        #expect(outcomes.count == 4)
        #expect(outcomes.allSatisfy { $0.passed })
        let printed = outcomes.map { outcome -> String in
            if case .ran(let report) = outcome { return report.stdout }
            return ""
        }
        #expect(printed == ["first\n", "second\n", "third\n", "fourth\n"])
    }

    @Test func aFailingCellDoesNotStopTheOthers() throws {
        let runner = try RunnerEnvironment.runner.get()
        let (goodLesson, good) = RunnerEnvironment.lesson(cellID: "good", code: "print(1)", expectedLines: ["1"])
        let (badLesson, bad) = RunnerEnvironment.lesson(cellID: "bad", code: "fatalError(\"no\")", expectedLines: ["1"])
        let outcomes = CellBatch.run([.init(lesson: badLesson, cell: bad), .init(lesson: goodLesson, cell: good)],
                                     with: runner, concurrency: 2)
        #expect(outcomes.map(\.passed) == [false, true])
    }

    @Test func theLearnersCodeReplacesTheCellsOwn() throws {
        let runner = try RunnerEnvironment.runner.get()
        let (lesson, cell) = RunnerEnvironment.lesson(code: "print(\"bundled\")", expectedLines: ["edited"])
        let outcomes = CellBatch.run([.init(lesson: lesson, cell: cell, edited: .code("print(\"edited\")"))], with: runner, concurrency: 1)
        #expect(outcomes.map(\.passed) == [true])
    }

    /// An edited copy that cannot be read (not UTF-8) runs nothing, not the lesson's own code —
    /// which here would match.
    @Test func anUnreadableEditRunsNothingInItsPlace() throws {
        let runner = try RunnerEnvironment.runner.get()
        let (lesson, cell) = RunnerEnvironment.lesson(code: "print(\"bundled\")", expectedLines: ["bundled"])
        let error = WorkspaceFileError(path: "/workspace/cells/fixture-lesson/cell.swift", problem: "is not UTF-8 text (it looks like Latin-1)",
                                       fix: "save it as UTF-8 in your editor")
        let outcomes = CellBatch.run([.init(lesson: lesson, cell: cell, edited: .unreadable(error))], with: runner, concurrency: 1)
        guard case .ran(let report) = try #require(outcomes.first) else {
            Issue.record("expected a report")
            return
        }
        #expect(!report.passed)
        #expect(report.status == .editedCopyUnreadable(error))
        #expect(report.executable == nil && report.stdout.isEmpty)
        #expect(report.problemPhrase?.english == "your edited copy /workspace/cells/fixture-lesson/cell.swift is not UTF-8 text (it looks like Latin-1): "
            + "save it as UTF-8 in your editor (the lesson's own code was not run in its place)")
    }

    @Test func anEmptyBatchReturnsAtOnce() throws {
        #expect(CellBatch.run([], with: try RunnerEnvironment.runner.get(), concurrency: 2).isEmpty)
    }
}

/// The indices a batch delivered, in order; written from the batch's worker threads.
private final class DeliveryLog: @unchecked Sendable {
    private let lock = Lock()
    private var values: [Int] = []

    func append(_ index: Int) {
        lock.lock()
        values.append(index)
        lock.unlock()
    }

    var indices: [Int] {
        lock.lock()
        defer { lock.unlock() }
        return values
    }
}
