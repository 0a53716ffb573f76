import ArgumentParser
import Foundation
import LessonKit
import Marbles

/// `rxlearn report`: one learner's exercise results for the teacher; `report merge` builds the
/// class table from several learners' reports.
struct ReportCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "report",
            abstract: HelpText.abstract(CLIText.Help.reportAbstract),
            subcommands: [ReportMergeCommand.self]
        )
    }

    @OptionGroup var options: LessonOptions

    @Option(name: .long, help: HelpText.help(CLIText.Help.reportLearner, valueName: "name"))
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
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "merge",
            abstract: HelpText.abstract(CLIText.Help.reportMergeAbstract)
        )
    }

    @Argument(help: HelpText.help(CLIText.Help.reportMergeFiles, valueName: "file"))
    var files: [String]

    /// Shared with `report`, so `--csv` means the same wherever it is written.
    @OptionGroup var format: ReportFormat

    func validate() throws {
        if files.isEmpty { throw ValidationError(CLIText.Help.reportMergeNeedsFiles.text) }
    }

    /// `rxlearn report merge FILE…` parsed in time linear in the number of files, or nil when
    /// `arguments` are another command's.
    ///
    /// swift-argument-parser collects a repeated positional argument in quadratic time (every
    /// value copies the values so far, and each is then removed from the input one by one):
    /// 10,000 reports took 35 s to parse. So the parser is handed the files up to the first one
    /// (and any options), and the files after it are added to what it parsed, in their order.
    static func parseLinearly(_ arguments: [String]) throws -> ReportMergeCommand? {
        guard !arguments.contains("--"),
              let merge = arguments.indices.dropLast().first(where: { arguments[$0] == "report" && arguments[$0 + 1] == "merge" }),
              let first = arguments[(merge + 2)...].firstIndex(where: { !$0.hasPrefix("-") }) else { return nil }
        let rest = arguments[(first + 1)...]
        let laterFiles = rest.filter { !$0.hasPrefix("-") }
        guard var command = try RxLearn.parseAsRoot(Array(arguments[...first]) + rest.filter { $0.hasPrefix("-") }) as? ReportMergeCommand else {
            return nil
        }
        command.files += laterFiles
        return command
    }

    func run() throws {
        var reports: [ClassTable.Source] = []
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else {
                throw UserFacingFailure(message: CLIText.Failure.cannotRead(file).text, status: ExitStatus.usage)
            }
            do {
                reports.append(ClassTable.Source(file: file, report: try LearnerReport.decode(data)))
            } catch {
                throw UserFacingFailure(message: CLIText.Failure.notAReport(file).text, status: ExitStatus.usage)
            }
        }
        let table = ClassTable(sources: reports)
        table.notes.forEach { Console.errLine("rxlearn: " + VisibleText.of($0.text, keepingLineBreaks: false)) }
        if format.json {
            Console.outLine(try table.json())
        } else {
            Console.out(format.csv ? table.csv() : table.text())
        }
    }
}

/// The output format of `report` and `report merge`.
struct ReportFormat: ParsableArguments {
    @Flag(name: .long, help: HelpText.help(CLIText.Help.reportJSON))
    var json = false

    @Flag(name: .long, help: HelpText.help(CLIText.Help.reportCSV))
    var csv = false

    func validate() throws {
        if json && csv { throw ValidationError(CLIText.Help.reportOneFormat.text) }
    }
}
