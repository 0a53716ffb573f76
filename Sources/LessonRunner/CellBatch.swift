import CellRunner
import Foundation
import LessonKit

/// Runs many lesson cells a few at a time and hands the results back in the order given.
///
/// Each cell is still compiled into its own program: a batch only overlaps the compiles (the
/// slow part, mostly single-threaded) of different cells. One binary per cell keeps a crash or
/// an endless loop in one cell from taking the others down.
public enum CellBatch {
    public struct Job: Sendable {
        public let lesson: Lesson
        public let cell: Cell
        /// The learner's edited copy, run instead of the cell's own code when there is one.
        public let edited: EditedCellFile

        public init(lesson: Lesson, cell: Cell, edited: EditedCellFile = .absent) {
            self.lesson = lesson
            self.cell = cell
            self.edited = edited
        }
    }

    public enum Outcome: Sendable {
        case ran(CellReport)
        /// The cell could not be compiled or started at all, for a reason outside the cell
        /// (the compiler was stopped, a process could not be spawned).
        case couldNotRun(String)

        public var passed: Bool {
            if case .ran(let report) = self { return report.passed }
            return false
        }
    }

    /// Runs `jobs` with `concurrency` workers. `onResult` is called once per job, in the order of
    /// `jobs`, as soon as that job and all before it are done (never twice at the same time).
    @discardableResult
    public static func run(
        _ jobs: [Job], with runner: LessonCellRunner, concurrency: Int, realTime: Bool = false,
        onResult: @escaping @Sendable (Int, Outcome) -> Void = { _, _ in }
    ) -> [Outcome] {
        guard !jobs.isEmpty else { return [] }
        let delivery = InOrderDelivery<Outcome>(count: jobs.count, deliver: onResult)
        let workers = max(1, min(concurrency, jobs.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = delivery.takeNextIndex() {
                let job = jobs[index]
                let outcome: Outcome
                do {
                    outcome = .ran(try runner.run(job.cell, of: job.lesson, edited: job.edited, realTime: realTime))
                } catch {
                    outcome = .couldNotRun(String(describing: error))
                }
                delivery.finish(index, with: outcome)
            }
        }
        return delivery.values.map { $0 ?? .couldNotRun("not run") }
    }
}
