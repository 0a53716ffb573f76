import ArgumentParser
import Foundation
import LessonKit
import LessonRunner
import Localization

/// `rxlearn dev …`: tools for lesson authors.
struct DevCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "dev",
            abstract: HelpText.abstract(CLIText.Help.devAbstract),
            subcommands: [DevCheckCommand.self, StampTranslationsCommand.self]
        )
    }
}

/// `rxlearn dev check`: every exercise is sound — ids unique, the start file compiles and fails
/// on the example as shipped, the reference solution passes on the example and on the generated
/// inputs.
struct DevCheckCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "check",
            abstract: HelpText.abstract(CLIText.Help.devCheckAbstract)
        )
    }

    @OptionGroup var options: LessonOptions
    @OptionGroup var compileOptions: CompileOptions

    func run() throws {
        let loaded = try options.loadLessons(language: .source)
        loaded.reportErrors()
        let exercises = ExerciseLookup(loaded: loaded).all.map(\.exercise)
        let checker = ExerciseChecker(runner: try compileOptions.makeRunner(runningLessonsIn: loaded.folder))
        var problems = 0
        for exercise in exercises {
            let found = problemsWith(exercise, checker: checker)
            problems += found.count
            if found.isEmpty {
                Console.outLine("ok    \(exercise.id)")
            } else {
                found.forEach { Console.outLine("FAIL  \(exercise.id): \($0)") }
            }
        }
        Console.outLine("\(exercises.count - Set(exercises.map(\.id)).count == 0 ? "" : "duplicate exercise ids; ")\(exercises.count) exercises, \(problems) problem\(problems == 1 ? "" : "s")")
        if !loaded.diagnostics.filter({ $0.severity == .error }).isEmpty { throw ExitStatus.lessonFileError }
        if problems > 0 { throw ExitStatus.failure }
    }

    /// In English, as every author's diagnostic.
    private func problemsWith(_ exercise: Exercise, checker: ExerciseChecker) -> [String] {
        var problems: [String] = []
        if exercise.inputs.isEmpty { problems.append("no `inputs` block") }
        if exercise.expected.lanes.isEmpty { problems.append("no goal (`marbles` or `events` block)") }
        guard let solution = exercise.solution?.source else { return problems + ["no `swift solution` block"] }
        guard problems.isEmpty else { return problems }
        do {
            let shipped = try checker.check(exercise.start.source, for: exercise)
            if shipped.passed { problems.append("the start file already passes") }
            if case .couldNotRun(let report) = shipped.result {
                problems.append("the start file \(report.problemPhrase?.english ?? "does not run")")
            }
            let reference = try checker.check(solution, for: exercise)
            if !reference.passed { problems.append("the solution fails: \(reference.explanationPhrase?.english ?? "")") }
        } catch {
            problems.append("\(error)")
        }
        return problems
    }
}
