import ArgumentParser
import Foundation

/// `rxlearn check [NAME]`: checks the learner's answer to an exercise, on the visible example and
/// on generated inputs, and records the attempt.
struct CheckCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "check",
            abstract: HelpText.abstract(CLIText.Help.checkAbstract),
            discussion: HelpText.discussion(CLIText.Help.checkDiscussion)
        )
    }

    @OptionGroup var options: LessonOptions
    @OptionGroup var compileOptions: CompileOptions

    @Argument(help: HelpText.help(CLIText.Help.checkName, valueName: "name"))
    var name: String?

    @Flag(name: .long, help: HelpText.help(CLIText.Help.checkStages))
    var stages = false

    func run() throws {
        var session = try ExerciseSession(options: options, compileOptions: compileOptions)
        session.showsStages = stages
        let exercise = try session.exercise(named: name)
        session.printTask(of: exercise)
        let verdict = try session.check(exercise)
        if !verdict.passed { throw ExitStatus.failure }
    }
}
