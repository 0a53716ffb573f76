import ArgumentParser
import Foundation

/// `rxlearn run FILE.swift | LESSON-ID`.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a Swift program, or a lesson's cells, against rxlearn's reactive core.",
        discussion: """
        Standard output gets exactly what the code printed. Verdicts, compiler messages and \
        marble lanes go to standard error (or, with --json, everything goes into one JSON object).
        """
    )

    @OptionGroup var options: LessonOptions

    @Argument(help: ArgumentHelp("A .swift file, or a lesson id (see `rxlearn list`).", valueName: "id-or-file"))
    var target: String

    @Flag(name: .long, help: "Print one JSON object with the output, verdicts and lanes.")
    var json = false

    @Flag(name: .long, help: "Run on the real clock instead of virtual time.")
    var realTime = false

    @Option(name: .long, help: ArgumentHelp("For a file: stop the program after this many seconds. Lesson cells use their own limit.", valueName: "seconds"))
    var timeout: Double = 30

    func validate() throws {
        guard timeout > 0, timeout <= 3600 else {
            throw ValidationError("--timeout takes a number of seconds between 0 and 3600.")
        }
    }

    func run() throws {
        switch try RunTarget.resolve(target) {
        case .file(let url):
            try ProgramRun(file: url, realTime: realTime, timeLimit: .milliseconds(Int(timeout * 1000)), json: json).execute()
        case .lesson(let id):
            try LessonRun(lessonID: id, options: options, realTime: realTime, json: json).execute()
        }
    }
}
