import ArgumentParser
import LessonKit
import LessonRunner
import Localization

/// `rxlearn verify [ID…]`: runs the lessons' own cells and checks each against its expected
/// output — the proof that every expectation in the lessons came from running the code.
struct VerifyCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "verify",
            abstract: HelpText.abstract(CLIText.Help.verifyAbstract),
            discussion: HelpText.discussion(CLIText.Help.verifyDiscussion)
        )
    }

    @OptionGroup var options: LessonOptions
    @OptionGroup var compileOptions: CompileOptions

    @Argument(help: HelpText.help(CLIText.Help.verifyIDs, valueName: "id"))
    var ids: [String] = []

    @Option(name: .long, help: HelpText.help(CLIText.Help.verifyJobs, defaultValue: "2"))
    var jobs = 2

    func validate() throws {
        guard (1...16).contains(jobs) else { throw ValidationError(CLIText.Help.verifyJobsRange.text) }
    }

    func run() throws {
        let loaded = try options.loadLessons(language: .source)
        // The diagnostics go first, on standard error: they explain a cell that is missing.
        loaded.reportErrors()
        let lessons = try ids.isEmpty ? loaded.lessons : loaded.lessons(named: ids)
        let jobs = lessons.flatMap { lesson in lesson.cells.map { CellBatch.Job(lesson: lesson, cell: $0) } }

        var outcomes: [CellBatch.Outcome] = []
        if !jobs.isEmpty {
            let runner = try compileOptions.makeRunner(runningLessonsIn: loaded.folder)
            let report = VerifyReport(jobs: jobs, loaded: loaded)
            outcomes = CellBatch.run(jobs, with: runner, concurrency: self.jobs) { index, outcome in
                Console.outLine(report.line(for: outcome, of: jobs[index]))
            }
        }
        Console.outLine(VerifyReport.summary(of: outcomes))

        if loaded.hasErrors { throw ExitStatus.lessonFileError }
        if !outcomes.allSatisfy(\.passed) { throw ExitStatus.failure }
    }
}
