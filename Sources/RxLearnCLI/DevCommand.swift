import ArgumentParser
import Foundation
import LessonKit
import LessonRunner
import Localization
import Playground
import SystemSupport

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
/// inputs — and its checker tells the reference's mutants apart from it (a mutant that passes is
/// a warning, unless the exercise accepts it with a reason).
struct DevCheckCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "check",
            abstract: HelpText.abstract(CLIText.Help.devCheckAbstract)
        )
    }

    @OptionGroup var options: LessonOptions
    @OptionGroup var compileOptions: CompileOptions
    @Flag(name: .customLong("no-mutants"), help: HelpText.help(CLIText.Help.devCheckNoMutants))
    var skipsMutants = false

    func run() throws {
        let loaded = try options.loadLessons(language: .source)
        loaded.reportErrors()
        let exercises = ExerciseLookup(loaded: loaded).all.map(\.exercise)
        let families = PlaygroundCatalog.comparisons.map(\.operators)
        let check = MutantCheck(runner: try compileOptions.makeRunner(runningLessonsIn: loaded.folder), mutants: skipsMutants ? nil : ReferenceMutants(families: families))
        let tally = DevCheckTally()
        // Two at a time: the compiler is the slow part, and it uses one core.
        check.checkAll(exercises, concurrency: 2) { index, outcome in
            tally.add(DevCheckLines(exercise: exercises[index], outcome: outcome))
        }
        let counts = tally.counts
        let warnings = counts.warnings == 0 ? "" : ", \(counts.warnings) warning\(counts.warnings == 1 ? "" : "s")"
        Console.outLine("\(exercises.count - Set(exercises.map(\.id)).count == 0 ? "" : "duplicate exercise ids; ")\(exercises.count) exercises, \(counts.problems) problem\(counts.problems == 1 ? "" : "s")\(warnings)")
        if !skipsMutants { Console.errLine("mutants of the reference solutions: \(counts.mutantsCaught) of \(counts.mutantsTried) caught") }
        if !loaded.diagnostics.filter({ $0.severity == .error }).isEmpty { throw ExitStatus.lessonFileError }
        if counts.problems > 0 { throw ExitStatus.failure }
    }
}

/// What `dev check` says about one exercise, in English as every author's diagnostic: `ok`,
/// a `FAIL` line per problem, a `WARN` line per mutant that passes unaccepted.
struct DevCheckLines {
    var lines: [String] = []
    var problems = 0
    var warnings = 0
    var mutantsTried = 0
    var mutantsCaught = 0

    init(exercise: Exercise, outcome: Result<MutantCheck.Report, Error>) {
        var problems: [String] = []
        if exercise.inputs.isEmpty { problems.append("no `inputs` block") }
        if exercise.expected.lanes.isEmpty { problems.append("no goal (`marbles` or `events` block)") }
        if exercise.solution == nil { problems.append("no `swift solution` block") }
        var warnings: [String] = []
        if problems.isEmpty {
            switch outcome {
            case .success(let report):
                problems = report.problems
                mutantsTried = report.mutantsTried
                mutantsCaught = report.mutantsCaught
                warnings = report.survivors.map { mutant in
                    "mutant \"\(mutant.description)\" passes the checker: give the inputs values that tell it apart, or say why it is right: `accepts \"\(mutant.description)\": REASON` in the exercise's ```check block"
                } + report.staleAcceptances.map { accepted in
                    "the exercise accepts the mutant \"\(accepted)\", but no such mutant passes: remove the `accepts` line"
                }
            case .failure(let error):
                problems.append("\(error)")
            }
        }
        self.problems = problems.count
        self.warnings = warnings.count
        if problems.isEmpty && warnings.isEmpty { lines.append("ok    \(exercise.id)") }
        lines += problems.map { "FAIL  \(exercise.id): \($0)" }
        lines += warnings.map { "WARN  \(exercise.id): \($0)" }
    }
}

/// The running totals of `dev check`; exercises come in order, printed as they come.
final class DevCheckTally: @unchecked Sendable {
    private let lock = Lock()
    private var totals = (problems: 0, warnings: 0, mutantsTried: 0, mutantsCaught: 0)

    func add(_ exercise: DevCheckLines) {
        lock.lock()
        defer { lock.unlock() }
        exercise.lines.forEach(Console.outLine)
        totals.problems += exercise.problems
        totals.warnings += exercise.warnings
        totals.mutantsTried += exercise.mutantsTried
        totals.mutantsCaught += exercise.mutantsCaught
    }

    var counts: (problems: Int, warnings: Int, mutantsTried: Int, mutantsCaught: Int) {
        lock.lock()
        defer { lock.unlock() }
        return totals
    }
}
