import ArgumentParser
import Foundation
import LessonRunner

/// `rxlearn run FILE.swift`: runs a plain RxSwift program against the core. Standard output gets
/// exactly what the program printed; anything worth saying about the run goes to standard error.
struct ProgramRun {
    let file: URL
    let realTime: Bool
    let timeLimit: Duration
    let json: Bool
    let compileOptions: CompileOptions
    /// `--stages`: automatic lanes unfolded into their chains.
    var showsStages = false

    /// Reads and runs the program in `file`; what keeps it from running at all is a sentence
    /// (`rxlearn run FILE` and `rxlearn marbles FILE` share it).
    static func report(of file: URL, options: LessonCellRunner.Options, compileOptions: CompileOptions) throws -> CellReport {
        let program: String
        do {
            program = try String(contentsOf: file, encoding: .utf8)
        } catch {
            throw UserFacingFailure.usage(CLIText.Failure.notUTF8(file.path).text)
        }
        let runner = try compileOptions.makeRunner()
        do {
            return try runner.run(program: program, options: options)
        } catch {
            throw UserFacingFailure(message: CLIText.Failure.couldNotBeRun(file.lastPathComponent, "\(error)").text, status: ExitStatus.failure)
        }
    }

    func execute() throws {
        let report = try Self.report(of: file, options: .init(realTime: realTime, timeLimit: timeLimit), compileOptions: compileOptions)

        let name = PathDisplay.relativeToCurrentDirectory(file)
        if json {
            let cell = CellReportJSON(lessonID: nil, cellID: file.lastPathComponent, report: report, expected: nil)
            Console.outLine(try RunReportJSON(kind: "program", target: name, passed: report.passed, cells: [cell], errors: []).encoded())
        } else {
            Console.echoProgramOutput(stdout: report.stdout, stderr: report.stderr, stdoutBytes: report.stdoutBytes)
            let text = CellReportText(title: name, report: report, locateLine: { "\(name):\($0)" }, showsStages: showsStages,
                                      drawsAutomaticLanes: !realTime)
            // A program that ran cleanly gets no status line: its output is the whole answer. One
            // that the real-time limit stopped has said so itself; that its subscriptions were
            // still live then is no news.
            let leakIsNews = report.leakedSubscriptions > 0 && !report.recording.stoppedAtRealTimeLimit
            let hasLanes = !report.recording.output.lanes.isEmpty || (text.drawsAutomaticLanes && !report.recording.watched.isEmpty)
            let worthSaying = report.problem != nil || hasLanes || leakIsNews
            if worthSaying {
                text.lines().forEach { Console.errLine($0) }
            }
        }
        if !report.passed { throw ExitStatus.failure }
    }
}
