import CellRunner
import Foundation
import LessonKit
import SystemSupport

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
        let state = BatchState(count: jobs.count, deliver: onResult)
        let workers = max(1, min(concurrency, jobs.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = state.takeNextIndex() {
                let job = jobs[index]
                let outcome: Outcome
                do {
                    outcome = .ran(try runner.run(job.cell, of: job.lesson, edited: job.edited, realTime: realTime))
                } catch {
                    outcome = .couldNotRun(String(describing: error))
                }
                state.finish(index, with: outcome)
            }
        }
        return state.outcomes
    }
}

/// The shared state of one batch behind one lock: which job is next, what is finished, and how
/// far the in-order delivery has got.
private final class BatchState: @unchecked Sendable {
    private let lock = Lock()
    private var nextIndex = 0
    private var nextToDeliver = 0
    private var results: [CellBatch.Outcome?]
    private let deliver: @Sendable (Int, CellBatch.Outcome) -> Void

    init(count: Int, deliver: @escaping @Sendable (Int, CellBatch.Outcome) -> Void) {
        results = Array(repeating: nil, count: count)
        self.deliver = deliver
    }

    func takeNextIndex() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard nextIndex < results.count else { return nil }
        nextIndex += 1
        return nextIndex - 1
    }

    /// Stores the outcome and delivers every finished result that is now next in line. Delivery
    /// happens under the lock so that the callback sees results one at a time and in order.
    func finish(_ index: Int, with outcome: CellBatch.Outcome) {
        lock.lock()
        defer { lock.unlock() }
        results[index] = outcome
        while nextToDeliver < results.count, let ready = results[nextToDeliver] {
            deliver(nextToDeliver, ready)
            nextToDeliver += 1
        }
    }

    var outcomes: [CellBatch.Outcome] {
        lock.lock()
        defer { lock.unlock() }
        return results.map { $0 ?? .couldNotRun("not run") }
    }
}
