import ArgumentParser
import Foundation

/// `rxlearn check [NAME]`: checks the learner's answer to an exercise, on the visible example and
/// on generated inputs, and records the attempt.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check your answer to an exercise (by default the next one you have not solved).",
        discussion: """
        Your file is <workspace>/exercises/<name>.swift; it is created from the exercise's start \
        file the first time. Exit status: 0 passed, 1 not yet, 2 a lesson-file error, 64 a usage error.
        """
    )

    @OptionGroup var options: LessonOptions
    @OptionGroup var compileOptions: CompileOptions

    @Argument(help: ArgumentHelp("The exercise (see `rxlearn list`).", valueName: "name"))
    var name: String?

    @Flag(name: .long, help: "After the verdict, draw the stages of your answer's chain on the input it shows (never judged).")
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
