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
        source = code + "\n" + ExerciseProgram.harnessCall(inputNames: inputNames, for: code) + "\n"
        labels = [""]
    }

    init(source: String, labels: [String]) {
        self.source = source
        self.labels = labels
    }

    /// The call the harness appends: `solve(numbers: inputs.stream("numbers"))`, plus the
    /// schedulers `solve` asks for by name (`schedulerParameters`): `scheduler: inputs.scheduler`
    /// for the case's test clock, `main: inputs.main` and `background: inputs.background`.
    static func harnessCall(inputNames: [String], schedulers: [String] = [], program: String? = nil, function: String = ExerciseChecker.functionName) -> String {
        "ExerciseHarness.run\(programLabel(program)) { inputs in \(function)(\(arguments(inputNames, schedulers))) }"
    }

    /// The harness call for `code`'s `solve`: for an `async` one, awaited
    /// (`await ExerciseHarness.runAwaiting { inputs in try await solve(…) }`), which makes the
    /// program an awaiting cell; otherwise `harnessCall`.
    static func harnessCall(inputNames: [String], for code: String, program: String? = nil, function: String = ExerciseChecker.functionName) -> String {
        let schedulers = schedulerParameters(code)
        guard SolveSignature.isAsync(in: code) else {
            return harnessCall(inputNames: inputNames, schedulers: schedulers, program: program, function: function)
        }
        let call = (SolveSignature.isThrowing(in: code) ? "try await " : "await ") + function
        return "await ExerciseHarness.runAwaiting\(programLabel(program)) { inputs in \(call)(\(arguments(inputNames, schedulers))) }"
    }

    private static func programLabel(_ program: String?) -> String {
        program.map { "(program: \"\($0)\")" } ?? ""
    }

    private static func arguments(_ inputNames: [String], _ schedulers: [String]) -> String {
        (inputNames.map { "\($0): inputs.stream(\"\($0)\")" } + schedulers.map { "\($0): inputs.\($0)" }).joined(separator: ", ")
    }

    /// The schedulers the harness can hand to `solve`, in the order they are passed: the case's
    /// test clock, then the main thread and a background queue on that clock, whose deliveries
    /// are checked (see `NamedScheduler` in RxCellRuntime).
    static let schedulerNames = ["scheduler", "main", "background"]

    /// Which of `schedulerNames` `code`'s `func solve(…)` declares as parameters, in that order:
    /// time-based exercises take the case's test clock as `scheduler:`, so `debounce`, `delay` or
    /// `retry(when:)` run on virtual time; exercises about threads take `main:` and `background:`.
    static func schedulerParameters(_ code: String) -> [String] {
        guard let start = code.range(of: "func \(ExerciseChecker.functionName)(") else { return [] }
        var depth = 1
        var parameters = ""
        for character in code[start.upperBound...] {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1; if depth == 0 { break } }
            parameters.append(character)
        }
        return schedulerNames.filter { parameters.range(of: "(^|[\\s,(])\($0)\\s*:", options: .regularExpression) != nil }
    }

    /// Whether `code` declares `func solve(…, scheduler: …)`.
    static func solveTakesScheduler(_ code: String) -> Bool {
        schedulerParameters(code).contains("scheduler")
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
