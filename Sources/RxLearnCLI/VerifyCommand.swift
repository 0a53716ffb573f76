import ArgumentParser
import LessonKit
import LessonRunner
import Localization

/// `rxlearn verify [ID…]`: runs the lessons' own cells and checks each against its expected
/// output — the proof that every expectation in the lessons came from running the code.
struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Run every cell of the lessons (or of the given lessons) and compare with the expected output.",
        discussion: "Exits 0 only if every cell matches; 1 if one does not; 2 if a lesson file has an error."
    )

    @OptionGroup var options: LessonOptions
    @OptionGroup var compileOptions: CompileOptions

    @Argument(help: ArgumentHelp("Lesson or chapter ids to verify, e.g. 4.3-relays or 4.3 (default: all).", valueName: "id"))
    var ids: [String] = []

    @Option(name: .long, help: "How many cells to compile at once.")
    var jobs = 2

    func validate() throws {
        guard (1...16).contains(jobs) else { throw ValidationError("--jobs takes a number from 1 to 16.") }
    }

    func run() throws {
        let loaded = try options.loadLessons(language: .source)
        // The diagnostics go first, on standard error: they explain a cell that is missing.
        loaded.reportErrors()
        let lessons = try ids.isEmpty ? loaded.lessons : loaded.lessons(named: ids)
        let jobs = lessons.flatMap { lesson in lesson.cells.map { CellBatch.Job(lesson: lesson, cell: $0) } }

        var outcomes: [CellBatch.Outcome] = []
        if !jobs.isEmpty {
            let runner = try compileOptions.makeRunner()
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
