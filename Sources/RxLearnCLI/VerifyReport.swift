import LessonKit
import LessonRunner
import Marbles

/// The lines `rxlearn verify` prints: one per cell, then the summary alone on the last line.
///
///     ok    4.1-create/digits     Lessons/4.1-observable.md:52   310 ms
///     FAIL  4.1-create/broken     Lessons/4.1-observable.md:80   expected "2" on line 2, printed "3"
///     41 passed, 1 failed
struct VerifyReport {
    let jobs: [CellBatch.Job]
    let loaded: LoadedLessons

    private var titleWidth: Int {
        jobs.map { DisplayWidth.of(title(of: $0)) }.max() ?? 0
    }

    private var locationWidth: Int {
        jobs.map { DisplayWidth.of(location(of: $0)) }.max() ?? 0
    }

    func line(for outcome: CellBatch.Outcome, of job: CellBatch.Job) -> String {
        let mark = outcome.passed ? "ok  " : "FAIL"
        let prefix = "\(mark)  " + DisplayWidth.padded(title(of: job), to: titleWidth + 2)
            + DisplayWidth.padded(location(of: job), to: locationWidth + 2)
        // A problem may quote what the cell printed: shown visibly, on this one line, always.
        switch outcome {
        case .couldNotRun(let reason):
            return prefix + "could not be run: " + VisibleText.of(reason, keepingLineBreaks: false)
        case .ran(let report):
            if let problem = report.problem {
                return prefix + VisibleText.of(problem, keepingLineBreaks: false)
            }
            var detail = "\(CellReportText.milliseconds(report.wallTime)) ms"
            if !report.wasCached { detail += ", compiled" }
            if report.leakedSubscriptions > 0 { detail += ", \(report.leakedSubscriptions) subscription(s) left live" }
            return prefix + detail
        }
    }

    static func summary(of outcomes: [CellBatch.Outcome]) -> String {
        let passed = outcomes.filter(\.passed).count
        return "\(passed) passed, \(outcomes.count - passed) failed"
    }

    private func title(of job: CellBatch.Job) -> String {
        "\(job.lesson.id)/\(job.cell.id)"
    }

    private func location(of job: CellBatch.Job) -> String {
        loaded.describe(job.cell.location)
    }
}
