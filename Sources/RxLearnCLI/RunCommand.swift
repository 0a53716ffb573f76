import ArgumentParser
import Foundation

/// `rxlearn run FILE.swift | LESSON-ID`.
struct RunCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "run",
            abstract: HelpText.abstract(CLIText.Help.runAbstract),
            discussion: HelpText.discussion(CLIText.Help.runDiscussion)
        )
    }

    @OptionGroup var options: LessonOptions
    @OptionGroup var compileOptions: CompileOptions

    @Argument(help: HelpText.help(CLIText.Help.idOrFileArgument, valueName: "id-or-file"))
    var target: String

    @Flag(name: .long, help: HelpText.help(CLIText.Help.runJSON))
    var json = false

    @Flag(name: .long, help: HelpText.help(CLIText.Help.runRealTime))
    var realTime = false

    @Flag(name: .long, help: HelpText.help(CLIText.Help.stagesOption))
    var stages = false

    // `.unconditional`: `--timeout -5` is refused with the allowed range, not "Missing value".
    @Option(name: .long, parsing: .unconditional,
            help: HelpText.help(CLIText.Help.runTimeout, valueName: "seconds", defaultValue: "30.0"))
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
