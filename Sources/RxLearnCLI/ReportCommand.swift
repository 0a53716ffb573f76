import ArgumentParser
import Foundation
import LessonKit

/// `rxlearn report`: one learner's exercise results for the teacher; `report merge` builds the
/// class table from several learners' reports.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Export your exercise results (text, --json or --csv) for a teacher.",
        subcommands: [ReportMergeCommand.self]
    )

    @OptionGroup var options: LessonOptions

    @Option(name: .long, help: ArgumentHelp("The learner's name in the report (default: $USER).", valueName: "name"))
    var learner: String?

    @OptionGroup var format: ReportFormat

    func run() throws {
        let loaded = try options.loadLessons()
        let progress = ProgressAccess().readWithLearnerID()
        let name = learner ?? ProcessInfo.processInfo.environment["USER"] ?? "learner"
        let report = LearnerReport(learner: name, exercises: ExerciseLookup(loaded: loaded).all.map(\.exercise), progress: progress)
        if format.json {
            Console.outLine(try report.json())
        } else if format.csv {
            Console.out(report.csv())
        } else {
            Console.out(report.text())
        }
    }
}

/// `rxlearn report merge FILE…`: the class table, exercise × learner.
struct ReportMergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge learners' JSON reports into one table: exercise × learner."
    )

    @Argument(help: ArgumentHelp("Reports written by `rxlearn report --json`.", valueName: "file"))
    var files: [String]

    /// Shared with `report`, so `--csv` means the same wherever it is written.
    @OptionGroup var format: ReportFormat

    func validate() throws {
        if files.isEmpty { throw ValidationError("Give at least one report file (from `rxlearn report --json`).") }
    }

    func run() throws {
        var reports: [ClassTable.Source] = []
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else {
                throw UserFacingFailure(message: "cannot read \(file).", status: ExitStatus.usage)
            }
            do {
                reports.append(ClassTable.Source(file: file, report: try LearnerReport.decode(data)))
            } catch {
                throw UserFacingFailure(message: "\(file) is not a report from `rxlearn report --json`.", status: ExitStatus.usage)
            }
        }
        let table = ClassTable(sources: reports)
        table.notes.forEach { Console.errLine("rxlearn: \($0)") }
        if format.json {
            Console.outLine(try table.json())
        } else {
            Console.out(format.csv ? table.csv() : table.text())
        }
    }
}

/// The output format of `report` and `report merge`.
struct ReportFormat: ParsableArguments {
    @Flag(name: .long, help: "Print JSON: for `report`, what `report merge` reads; for `report merge`, the class table.")
    var json = false

    @Flag(name: .long, help: "Print CSV.")
    var csv = false

    func validate() throws {
        if json && csv { throw ValidationError("Choose one of --json and --csv.") }
    }
}
