import CellProtocol
import CellRunner
import Foundation
import LessonKit
import Localization
import Marbles

/// The verdict on a learner's answer to an exercise.
public struct ExerciseVerdict: Sendable {
    public enum Result: Sendable {
        case passed
        /// The answer did not compile, crashed or never ended; the report says how.
        case couldNotRun(CellReport)
        /// On the exercise's visible example, the output differs from the goal.
        case wrongOnExample(yours: [TimedEvent], expected: [TimedEvent])
        /// On a generated input (the smallest of those that differ), the answer and the reference
        /// solution disagree.
        case wrongOnHiddenInput(ExerciseCase, yours: [TimedEvent], expected: [TimedEvent])
    }

    public var result: Result
    /// How many input timelines the answer was checked on, the visible example included.
    public var casesChecked: Int
    /// The stages of the answer's chain on the input the verdict shows (the example, or the
    /// hidden input it went wrong on), source first: for seeing, never judged.
    public var stages: [WatchedStream] = []
    /// Partial credit, for a class's export: of the `casesTotal` inputs a check would judge on
    /// (the example and the hidden inputs), how many the answer got right. A check stops at an
    /// answer that cannot run or misses the example's goal, so those pass none.
    public var casesPassed = 0
    public var casesTotal = 0

    public var passed: Bool {
        if case .passed = result { return true }
        return false
    }

    /// What went wrong, in words and marbles, in the learner's language; nil when it passed.
    public var explanation: String? { explanationPhrase?.text }

    /// What went wrong, in each language.
    public var explanationPhrase: Phrase? {
        typealias Words = UIText.Verdicts
        func marbles(_ events: [TimedEvent]) -> Phrase {
            events.isEmpty ? Words.noEventAtAll : Phrase(MarbleDescription.of(events, empty: ""))
        }
        switch result {
        case .passed:
            return nil
        case .couldNotRun(let report):
            return Words.yourAnswer(report.problemPhrase)
        case .wrongOnExample(let yours, let expected):
            return Words.wrongOnExample(yours: marbles(yours), expected: marbles(expected))
        case .wrongOnHiddenInput(let input, let yours, let expected):
            return Words.wrongOnInput(input.marbleText(), yours: marbles(yours), expected: marbles(expected))
        }
    }
}

/// Checks an exercise answer: the learner's file defines `func solve(<input>: Observable<…>, …)`
/// returning an observable; rxlearn calls it on the visible example (against the goal) and on
/// generated inputs (against the reference solution), on virtual time.
public struct ExerciseChecker: Sendable {
    public let runner: LessonCellRunner
    public var hiddenCases: Int
    public var generator: ExerciseCaseGenerator

    public init(runner: LessonCellRunner, hiddenCases: Int = 50, generator: ExerciseCaseGenerator = ExerciseCaseGenerator()) {
        self.runner = runner
        self.hiddenCases = hiddenCases
        self.generator = generator
    }

    /// The name of the function an exercise's start file and solution define.
    public static let functionName = "solve"

    /// The call the harness appends: `solve(numbers: inputs.stream("numbers"))`, plus
    /// `scheduler: inputs.scheduler` when `solve` asks for the clock (time-based exercises).
    static func harnessCall(inputNames: [String], passingScheduler: Bool = false) -> String {
        var arguments = inputNames.map { "\($0): inputs.stream(\"\($0)\")" }
        if passingScheduler { arguments.append("scheduler: inputs.scheduler") }
        return "ExerciseHarness.run { inputs in \(functionName)(\(arguments.joined(separator: ", "))) }"
    }

    /// Whether `code` declares `func solve(…, scheduler: …)`: time-based exercises take the
    /// case's test clock that way, so `debounce`, `delay` or `retry(when:)` run on virtual time.
    static func solveTakesScheduler(_ code: String) -> Bool {
        guard let start = code.range(of: "func \(functionName)(") else { return false }
        var depth = 1
        var parameters = ""
        for character in code[start.upperBound...] {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1; if depth == 0 { break } }
            parameters.append(character)
        }
        return parameters.range(of: #"(^|[\s,(])scheduler\s*:"#, options: .regularExpression) != nil
    }

    /// The visible example: the exercise's `inputs` block.
    static func example(of exercise: Exercise) -> ExerciseCase {
        ExerciseCase(inputs: Dictionary(uniqueKeysWithValues: exercise.inputs.map { ($0.name, $0.diagram.events) }))
    }

    /// Checks `answer` (the learner's file) for `exercise`.
    public func check(_ answer: String, for exercise: Exercise) throws -> ExerciseVerdict {
        var verdict = try judge(answer, for: exercise)
        verdict.casesTotal = exercise.solution == nil ? 1 : hiddenCases + 1
        return verdict
    }

    private func judge(_ answer: String, for exercise: Exercise) throws -> ExerciseVerdict {
        let example = Self.example(of: exercise)
        let cases = [example] + generator.cases(like: example, count: hiddenCases)
        let inputNames = exercise.inputs.map(\.name)

        let yourOutputs: [[TimedEvent]]
        let yourStreams: WatchedStreams
        switch try run(answer, inputNames: inputNames, cases: cases, timeLimit: exercise.timeLimit) {
        case .failure(let report): return ExerciseVerdict(result: .couldNotRun(report), casesChecked: 0)
        case .success(let outputs, let watched): (yourOutputs, yourStreams) = (outputs, watched)
        }
        let exampleStages = Self.stages(ofCase: 0, in: yourStreams)
        // The goal is judged as a cell's lanes are: a bare `#` accepts any error.
        if let goal = exercise.expected.lanes.first?.events, !LaneComparison.meets(yourOutputs[0], goal) {
            return ExerciseVerdict(result: .wrongOnExample(yours: yourOutputs[0], expected: goal), casesChecked: 1, stages: exampleStages)
        }
        guard let solution = exercise.solution?.source else {
            var verdict = ExerciseVerdict(result: .passed, casesChecked: 1, stages: exampleStages)
            verdict.casesPassed = 1
            return verdict
        }
        let referenceOutputs: [[TimedEvent]]
        switch try run(solution, inputNames: inputNames, cases: cases, timeLimit: exercise.timeLimit) {
        case .failure: throw ExerciseCheckError.referenceSolutionFailed(exercise.id)
        case .success(let outputs, _): referenceOutputs = outputs
        }
        if let goal = exercise.expected.lanes.first?.events, !LaneComparison.meets(referenceOutputs[0], goal) {
            throw ExerciseCheckError.referenceSolutionMissesGoal(exercise.id)
        }
        let differing = cases.indices.dropFirst().filter { yourOutputs[$0] != referenceOutputs[$0] }
        var verdict = ExerciseVerdict(result: .passed, casesChecked: cases.count, stages: exampleStages)
        if let smallest = differing.min(by: { cases[$0].size < cases[$1].size }) {
            verdict = ExerciseVerdict(result: .wrongOnHiddenInput(cases[smallest], yours: yourOutputs[smallest], expected: referenceOutputs[smallest]),
                                      casesChecked: cases.count, stages: Self.stages(ofCase: smallest, in: yourStreams))
        }
        verdict.casesPassed = cases.count - differing.count
        return verdict
    }

    private enum Outputs {
        /// Each case's output events, and the streams the runtime watched.
        case success([[TimedEvent]], WatchedStreams)
        case failure(CellReport)
    }

    /// The stages of case `index`: the harness subscribes to the answer once per case, as a test
    /// scheduler's observer, so the case's chain is that observer's.
    static func stages(ofCase index: Int, in watched: WatchedStreams) -> [WatchedStream] {
        let observers = watched.subscriptions.filter { !$0.isDrawn }
        guard observers.indices.contains(index) else { return [] }
        return watched.stages[observers[index].id] ?? []
    }

    /// Runs `code` plus the harness on every case; returns each case's output events.
    private func run(_ code: String, inputNames: [String], cases: [ExerciseCase], timeLimit: Duration) throws -> Outputs {
        let call = Self.harnessCall(inputNames: inputNames, passingScheduler: Self.solveTakesScheduler(code))
        let program = code + "\n" + call + "\n"
        let options = LessonCellRunner.Options(
            timeLimit: timeLimit,
            environment: [CellProtocol.Variable.exerciseCases: ExerciseCase.environmentValue(for: cases)]
        )
        let report = try runner.run(program: program, options: options)
        guard report.status == .finished else { return .failure(report) }
        let lanes = Dictionary(report.recording.output.lanes.map { ($0.name, $0.events) }, uniquingKeysWith: { first, _ in first })
        return .success(cases.indices.map { lanes["case-\($0)"] ?? [] }, report.recording.watched)
    }
}

/// A problem with the exercise itself, not with the learner's answer.
public enum ExerciseCheckError: Error, CustomStringConvertible {
    case referenceSolutionFailed(String)
    case referenceSolutionMissesGoal(String)

    public var description: String {
        switch self {
        case .referenceSolutionFailed(let id):
            return "the reference solution of exercise \(id) does not run; check the lesson file"
        case .referenceSolutionMissesGoal(let id):
            return "the reference solution of exercise \(id) does not produce the exercise's goal on its example; fix the goal or the solution in the lesson file"
        }
    }
}
