import ArgumentParser
import Foundation
import LessonRunner

/// `rxlearn run FILE.swift`: runs a plain RxSwift program against the core and prints exactly
/// what its `print` calls printed.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a Swift program (or a lesson's cells) against rxlearn's reactive core."
    )

    @Argument(help: ArgumentHelp("A .swift file to run.", valueName: "file"))
    var target: String

    @Flag(name: .long, help: "Run on the real clock instead of virtual time.")
    var realTime = false

    @Option(name: .long, help: ArgumentHelp("Stop the program after this many seconds.", valueName: "seconds"))
    var timeout: Double = 30

    func run() throws {
        let url = URL(fileURLWithPath: target)
        guard let program = try? String(contentsOf: url, encoding: .utf8) else {
            throw ValidationError("Cannot read \(target). Give the path of a .swift file.")
        }
        let runner = try LessonCellRunner.locatingEverything()
        let report = try runner.run(program: program, options: .init(realTime: realTime, timeLimit: .milliseconds(Int(timeout * 1000))))
        FileHandle.standardOutput.write(Data(report.stdout.utf8))
        if !report.stderr.isEmpty { FileHandle.standardError.write(Data(report.stderr.utf8)) }
        if let problem = report.problem {
            for error in report.compileErrors {
                FileHandle.standardError.write(Data("\(url.lastPathComponent):\(error.line ?? 0):\(error.column ?? 0): \(error.severity): \(error.message)\n".utf8))
            }
            FileHandle.standardError.write(Data("rxlearn: \(url.lastPathComponent) \(problem)\n".utf8))
            throw ExitCode(1)
        }
    }
}
