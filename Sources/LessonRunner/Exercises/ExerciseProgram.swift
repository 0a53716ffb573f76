import CellProtocol
import CellRunner
import Foundation
import LessonKit
import Marbles

/// An exercise's code (a learner's answer, the reference solution, a batch of mutants) made into
/// a program with the harness call appended, and run on a list of cases in one process.
struct ExerciseProgram: Sendable {
    /// The code and the harness call(s) that run it.
    let source: String
    /// The labels of the programs the harness runs (one empty label for a lone answer).
    let labels: [String]

    /// `code` plus one harness call of its `solve`.
    init(answer code: String, inputNames: [String]) {
        source = code + "\n" + ExerciseProgram.harnessCall(inputNames: inputNames, passingScheduler: ExerciseProgram.solveTakesScheduler(code)) + "\n"
        labels = [""]
    }

    init(source: String, labels: [String]) {
        self.source = source
        self.labels = labels
    }

    /// The call the harness appends: `solve(numbers: inputs.stream("numbers"))`, plus
    /// `scheduler: inputs.scheduler` when `solve` asks for the clock (time-based exercises).
    static func harnessCall(inputNames: [String], passingScheduler: Bool = false, program: String? = nil, function: String = ExerciseChecker.functionName) -> String {
        var arguments = inputNames.map { "\($0): inputs.stream(\"\($0)\")" }
        if passingScheduler { arguments.append("scheduler: inputs.scheduler") }
        let label = program.map { "(program: \"\($0)\")" } ?? ""
        return "ExerciseHarness.run\(label) { inputs in \(function)(\(arguments.joined(separator: ", "))) }"
    }

    /// Whether `code` declares `func solve(…, scheduler: …)`: time-based exercises take the
    /// case's test clock that way, so `debounce`, `delay` or `retry(when:)` run on virtual time.
    static func solveTakesScheduler(_ code: String) -> Bool {
        guard let start = code.range(of: "func \(ExerciseChecker.functionName)(") else { return false }
        var depth = 1
        var parameters = ""
        for character in code[start.upperBound...] {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1; if depth == 0 { break } }
            parameters.append(character)
        }
        return parameters.range(of: #"(^|[\s,(])scheduler\s*:"#, options: .regularExpression) != nil
    }

    /// What a run gave: each program's results by case, and the streams the runtime watched.
    struct Run: Sendable {
        var results: [String: [Int: ExerciseCaseResult]]
        var watched: WatchedStreams
        var report: CellReport

        /// The lone program's results in case order; a case without a report gave nothing.
        func results(count: Int, program: String = "") -> [ExerciseCaseResult] {
            (0..<count).map { results[program]?[$0] ?? ExerciseCaseResult(outputs: [[]]) }
        }
    }

    enum Outcome: Sendable {
        case ran(Run)
        /// It did not compile, crashed, or did not end in time.
        case failed(CellReport)
    }

    /// Runs the program on `cases`; `watching` off saves the work of naming every stage.
    func run(
        on cases: [ExerciseCase], subscribesTwice: [Bool], timeLimit: Duration, runner: LessonCellRunner, watching: Bool = true,
        only programs: [String]? = nil
    ) throws -> Outcome {
        var environment = [
            CellProtocol.Variable.exerciseCases: ExerciseCase.environmentValue(for: cases, subscribesTwice: subscribesTwice, programs: programs)
        ]
        if !watching { environment[CellProtocol.Variable.watchStreams] = CellProtocol.Variable.watchStreamsOff }
        let report = try runner.run(program: source, options: LessonCellRunner.Options(timeLimit: timeLimit, environment: environment))
        guard report.status == .finished else { return .failed(report) }
        return .ran(Run(results: ExerciseCaseResult.results(from: report.recording), watched: report.recording.watched, report: report))
    }
}

extension ExerciseProgram {
    /// The labels of `solve`'s input parameters in `code`, in order (`scheduler` left out): what
    /// the harness call passes. Nil when `code` declares no `solve` with inputs.
    static func inputLabels(in code: String) -> [String]? {
        let labels = SolveSignature.inputs(in: code).map(\.label)
        return labels.isEmpty ? nil : labels
    }
}
