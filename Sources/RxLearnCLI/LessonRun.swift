import ArgumentParser
import Foundation
import LessonKit
import LessonRunner
import Marbles

/// `rxlearn run LESSON-ID`: runs every cell of a lesson — the learner's edited copy from the
/// workspace when there is one — and judges each against the lesson's expected output.
/// Standard output gets what the cells printed, in order; verdicts and marbles go to standard
/// error. Matching cells are recorded in the learner's progress.
struct LessonRun {
    let lessonID: String
    let options: LessonOptions
    let realTime: Bool
    let json: Bool
    let compileOptions: CompileOptions
    /// `--stages`: automatic lanes unfolded into their chains.
    var showsStages = false

    /// Cells compile two at a time: enough to keep two cores busy.
    static let concurrency = 2

    /// A job per cell, each running the learner's edited copy from the workspace when there is one.
    static func jobs(for cells: [Cell], of lesson: Lesson, workspace: WorkspaceLayout) -> [CellBatch.Job] {
        cells.map { cell in
            CellBatch.Job(lesson: lesson, cell: cell, edited: workspace.editedCell(lessonID: lesson.id, cellID: cell.id))
        }
    }

    func execute() throws {
        let loaded = try options.loadLessons(definingLesson: lessonID)
        let (_, lesson) = try loaded.lesson(withID: lessonID)
        loaded.noteErrorsBriefly()
        let workspace = options.workspaceLayout
        let jobs = Self.jobs(for: lesson.cells, of: lesson, workspace: workspace)
        guard !jobs.isEmpty else {
            if json {
                Console.outLine(try RunReportJSON(kind: "lesson", target: lesson.id, passed: true, cells: [], errors: []).encoded())
            } else {
                Console.errLine(CLIText.Run.noCells(lesson.id).text)
            }
            return
        }

        let runner = try compileOptions.makeRunner(runningLessonsIn: loaded.folder)
        let json = self.json
        let (showsStages, realTime) = (self.showsStages, self.realTime)
        let outcomes = CellBatch.run(jobs, with: runner, concurrency: Self.concurrency, realTime: realTime) { index, outcome in
            if !json {
                Self.printAsText(outcome, job: jobs[index], loaded: loaded, workspace: workspace, showsStages: showsStages, realTime: realTime)
            }
        }

        var matches: [ProgressChange] = []
        var cellsJSON: [CellReportJSON] = []
        var errors: [String] = []
        for (job, outcome) in zip(jobs, outcomes) {
            switch outcome {
            case .ran(let report):
                if report.passed { matches.append(.cellMatched(lessonID: lesson.id, cellID: job.cell.id)) }
                cellsJSON.append(CellReportJSON(lessonID: lesson.id, cellID: job.cell.id, report: report, expected: job.cell.expected))
            case .couldNotRun(let reason):
                errors.append("\(lesson.id)/\(job.cell.id): \(reason)")
            }
        }
        let passed = outcomes.allSatisfy(\.passed)
        if json {
            Console.outLine(try RunReportJSON(kind: "lesson", target: lesson.id, passed: passed, cells: cellsJSON, errors: errors).encoded())
        } else {
            let failed = outcomes.filter { !$0.passed }.count
            Console.errLine(CLIText.Run.summary(passed: outcomes.count - failed, failed: failed).text)
        }
        // After the verdicts, so that a progress file that cannot be written costs the learner
        // nothing but a message and the exit status.
        if !matches.isEmpty {
            try ProgressAccess().update(matches)
        }
        ClassHook.ran(lesson: lesson.id, cells: zip(jobs, outcomes).map { ($0.cell.id, $1.passed) })
        if !passed { throw ExitStatus.failure }
    }

    private static func printAsText(_ outcome: CellBatch.Outcome, job: CellBatch.Job, loaded: LoadedLessons, workspace: WorkspaceLayout,
                                    showsStages: Bool, realTime: Bool) {
        let title = "\(job.lesson.id)/\(job.cell.id)"
        switch outcome {
        case .couldNotRun(let reason):
            Console.errLine(CLIText.Run.couldNotRun(title: title, reason: VisibleText.of(reason, keepingLineBreaks: false)).text)
        case .ran(let report):
            Console.echoProgramOutput(stdout: report.stdout, stderr: report.stderr, stdoutBytes: report.stdoutBytes)
            let editedFile = workspace.editedCellURL(lessonID: job.lesson.id, cellID: job.cell.id)
            let locate: (Int) -> String = job.edited == .absent
                ? { line in
                    let start = job.cell.code.location
                    return loaded.describe(SourceLocation(file: start.file, line: start.line + line - 1))
                }
                : { line in "\(PathDisplay.relativeToCurrentDirectory(editedFile)):\(line)" }
            let text = CellReportText(title: title, report: report, locateLine: locate, expected: job.cell.expected, showsStages: showsStages,
                                      drawsAutomaticLanes: !realTime)
            text.lines().forEach { Console.errLine($0) }
            if job.edited.code != nil {
                Console.errLine(CLIText.Run.ranEditedCopy(PathDisplay.relativeToCurrentDirectory(editedFile)).text)
            }
        }
    }
}
