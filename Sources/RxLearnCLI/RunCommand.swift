import ArgumentParser
import Foundation

/// `rxlearn run FILE.swift | LESSON-ID`.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a Swift program, or a lesson's cells, against rxlearn's reactive core.",
        discussion: """
        Standard output gets exactly what the code printed. Verdicts, compiler messages and \
        marble lanes go to standard error (or, with --json, everything goes into one JSON object). \
        After the recorded lanes come the automatic ones, one per subscription, never judged: \
        `^` just before the time it was subscribed, `!` at the time it was disposed.
        """
    )

    @OptionGroup var options: LessonOptions
    @OptionGroup var compileOptions: CompileOptions

    @Argument(help: ArgumentHelp("A .swift file, or a lesson id (see `rxlearn list`).", valueName: "id-or-file"))
    var target: String

    @Flag(name: .long, help: "Print one JSON object with the output, verdicts and lanes.")
    var json = false

    @Flag(name: .long, help: "Run on the real clock instead of virtual time.")
    var realTime = false

    @Flag(name: .long, help: "Under each automatic lane, draw the stages of its chain (source first).")
    var stages = false

    // `.unconditional`: `--timeout -5` is refused with the allowed range, not "Missing value".
    @Option(name: .long, parsing: .unconditional,
            help: ArgumentHelp("For a file: stop the program after this many seconds (more than 0, at most 3600). Lesson cells use their own limit.", valueName: "seconds"))
    var timeout: Double = 30

    func validate() throws {
        try SecondsOption.check(timeout, option: "--timeout", maximum: 3600)
    }

    func run() throws {
        switch try RunTarget.resolve(target) {
        case .file(let url):
            try ProgramRun(file: url, realTime: realTime, timeLimit: .milliseconds(Int(timeout * 1000)), json: json,
                           compileOptions: compileOptions, showsStages: stages).execute()
        case .lesson(let id):
            try LessonRun(lessonID: id, options: options, realTime: realTime, json: json, compileOptions: compileOptions,
                          showsStages: stages).execute()
        }
    }
}
