import ArgumentParser
import Foundation
import LessonKit
import LessonRunner
import Marbles

/// `rxlearn marbles ID|FILE --svg OUT.svg`: runs a lesson's cells (or a program) and writes the
/// lanes they recorded, then their automatic lanes (one per subscription, with the `^` and `!`
/// marks; with `--stages`, each one's chain), as an SVG picture drawn on the notebook's time
/// axis, for a teacher's slides and handouts.
struct MarblesCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "marbles",
            abstract: HelpText.abstract(CLIText.Help.marblesAbstract),
            discussion: HelpText.discussion(CLIText.Help.marblesDiscussion)
        )
    }

    @OptionGroup var options: LessonOptions
    @OptionGroup var compileOptions: CompileOptions

    @Argument(help: HelpText.help(CLIText.Help.idOrFileArgument, valueName: "id-or-file"))
    var target: String

    @Option(name: .long, help: HelpText.help(CLIText.Help.marblesSVG, valueName: "out.svg"))
    var svg: String

    @Option(name: .long, help: HelpText.help(CLIText.Help.marblesCell, valueName: "cell-id"))
    var cell: String?

    @Flag(name: .long, help: HelpText.help(CLIText.Help.stagesOption))
    var stages = false

    func run() throws {
        let diagrams: [MarbleSVG.Diagram]
        switch try RunTarget.resolve(target) {
        case .file(let url):
            diagrams = try programDiagrams(url)
        case .lesson(let id):
            diagrams = try lessonDiagrams(id)
        }
        let drawn = diagrams.filter { !$0.lanes.isEmpty }
        guard !drawn.isEmpty else {
            throw UserFacingFailure(message: CLIText.Failure.nothingToDraw(target).text, status: ExitStatus.failure)
        }
        let output = URL(fileURLWithPath: svg)
        try WorkspaceLayout.write(MarbleSVG.document(drawn, scaleText: CellReportText.scaleText), to: output)
        let lanes = drawn.map(\.lanes.count).reduce(0, +)
        Console.errLine(CLIText.Run.wroteSVG(PathDisplay.relativeToCurrentDirectory(output), diagrams: drawn.count, lanes: lanes).text)
    }

    private func programDiagrams(_ url: URL) throws -> [MarbleSVG.Diagram] {
        let report = try ProgramRun.report(of: url, options: .init(), compileOptions: compileOptions)
        if let problem = report.problem, report.status != .finished {
            throw UserFacingFailure(message: CLIText.Failure.programProblem(url.lastPathComponent, problem).text, status: ExitStatus.failure)
        }
        return [diagram(title: url.lastPathComponent, of: report)]
    }

    private func lessonDiagrams(_ id: String) throws -> [MarbleSVG.Diagram] {
        let loaded = try options.loadLessons()
        let (_, lesson) = try loaded.lesson(withID: id)
        var cells = lesson.cells
        if let cell {
            cells = cells.filter { $0.id == cell }
            guard !cells.isEmpty else {
                throw UserFacingFailure.usage(CLIText.Failure.noSuchCell(cell, lesson: lesson.id, cells: lesson.cells.map(\.id)).text)
            }
        }
        let jobs = LessonRun.jobs(for: cells, of: lesson, workspace: options.workspaceLayout)
        let outcomes = CellBatch.run(jobs, with: try compileOptions.makeRunner(runningLessonsIn: loaded.folder), concurrency: LessonRun.concurrency)
        return zip(jobs, outcomes).compactMap { job, outcome in
            guard case .ran(let report) = outcome else { return nil }
            let frame = job.cell.expected.lanes.first?.frameDuration ?? MarbleLane.defaultFrameDuration
            return diagram(title: "\(lesson.id) / \(job.cell.id)", of: report, frameDuration: frame)
        }
    }

    /// The recorded lanes, then the automatic ones under the same cap as the notebook's, with
    /// its notes on what was not drawn.
    private func diagram(title: String, of report: CellReport, frameDuration: Int = MarbleLane.defaultFrameDuration) -> MarbleSVG.Diagram {
        let watched = report.recording.watched
        let automatic = watched.automaticLanes(expanded: stages ? Set(watched.subscriptions.map(\.id)) : [])
        let recorded = report.recording.output.lanes.map { TimelineLane(name: $0.name, events: $0.events) }
        let notes = [automatic.notShownText, automatic.eventsCut ? AutomaticLanes.eventsCutText : nil].compactMap { $0 }
        return MarbleSVG.Diagram(title: title, lanes: recorded + automatic.lanes.map(\.lane), frameDuration: frameDuration, notes: notes)
    }
}
