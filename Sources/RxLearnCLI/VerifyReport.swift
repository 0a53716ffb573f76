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
        let mark = DisplayWidth.padded((outcome.passed ? CLIText.Run.ok : CLIText.Run.fail).text, to: 4)
        let prefix = "\(mark)  " + DisplayWidth.padded(title(of: job), to: titleWidth + 2)
            + DisplayWidth.padded(location(of: job), to: locationWidth + 2)
        // A problem may quote what the cell printed: shown visibly, on this one line, always.
        switch outcome {
        case .couldNotRun(let reason):
            return prefix + CLIText.Run.verifyCouldNotRun(VisibleText.of(reason, keepingLineBreaks: false)).text
        case .ran(let report):
            if let problem = report.problem {
                return prefix + VisibleText.of(problem, keepingLineBreaks: false)
            }
            return prefix + CLIText.Run.verifyTiming(milliseconds: CellReportText.milliseconds(report.wallTime), compiled: !report.wasCached,
                                                     leaked: report.leakedSubscriptions).text
        }
    }

    static func summary(of outcomes: [CellBatch.Outcome]) -> String {
        let passed = outcomes.filter(\.passed).count
        return CLIText.Run.summary(passed: passed, failed: outcomes.count - passed).text
    }

    private func title(of job: CellBatch.Job) -> String {
        "\(job.lesson.id)/\(job.cell.id)"
    }

    private func location(of job: CellBatch.Job) -> String {
        loaded.describe(job.cell.location)
    }
}
