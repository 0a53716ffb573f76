import CellRunner
import Foundation
import LessonKit
import Marbles

/// `rxlearn dev check` of one exercise: the reference passes on the example and the generated
/// inputs, the start file fails, and every mutant of the reference (`ReferenceMutants`) is told
/// apart from it by the checker — or the exercise says why it may pass (`accepts "…": reason`).
/// The reference, the start file and the mutants share one compiled program where they can
/// (`ExerciseBatch`).
public struct MutantCheck: Sendable {
    public let runner: LessonCellRunner
    public var mutants: ReferenceMutants?
    public var hiddenCases = 50

    public init(runner: LessonCellRunner, mutants: ReferenceMutants?) {
        self.runner = runner
        self.mutants = mutants
    }

    public struct Report: Sendable {
        /// What is wrong with the exercise itself: errors.
        public var problems: [String] = []
        /// Mutants that pass the checker, not accepted by the exercise.
        public var survivors: [ReferenceMutant] = []
        /// Mutants tried, and how many the checker told apart.
        public var mutantsTried = 0
        public var mutantsCaught = 0
        /// `accepts` lines that name no mutant that passes (caught, or no longer made).
        public var staleAcceptances: [String] = []
    }

    public func check(_ exercise: Exercise) throws -> Report {
        var report = Report()
        guard let solution = exercise.solution?.source else { return report }
        let checker = ExerciseChecker(runner: runner, hiddenCases: hiddenCases)
        let cases = checker.cases(for: exercise)
        let made = mutants?.mutants(of: solution, start: exercise.start.source) ?? []
        var members = [ExerciseBatch.Member(label: "reference", source: solution), ExerciseBatch.Member(label: "start", source: exercise.start.source)]
        members += made.enumerated().map { ExerciseBatch.Member(label: "mutant\($0.offset)", source: $0.element.source) }

        let twice = CheckSession.twice(count: cases.count, goalFirst: true, checking: exercise.checking)
        let results = try run(members, on: cases, twice: twice, exercise: exercise)

        guard case .ran(let reference)? = results["reference"] else {
            report.problems.append("the solution does not run: \(results["reference"]?.problem ?? "no result")")
            return report
        }
        let goal = exercise.expected.lanes.first?.events
        if let goal, !LaneComparison.meets(reference[0].judged, ExerciseChecker.judged(goal, as: reference[0])) {
            report.problems.append("the solution fails: on the example it gives \(MarbleDescription.of(reference[0].first, empty: "nothing")), expected \(MarbleDescription.of(goal, empty: "nothing"))")
        }
        switch results["start"] {
        case .ran(let start)?:
            if passes(start, reference: reference, goal: goal, cases: cases, checking: exercise.checking) {
                report.problems.append("the start file already passes")
            }
        case .failed(let problem)?:
            report.problems.append("the start file \(problem)")
        case nil:
            report.problems.append("the start file gave no result")
        }

        var passing: [ReferenceMutant] = []
        for (index, mutant) in made.enumerated() {
            report.mutantsTried += 1
            guard case .ran(let mine)? = results["mutant\(index)"],
                  passes(mine, reference: reference, goal: goal, cases: cases, checking: exercise.checking) else {
                report.mutantsCaught += 1
                continue
            }
            passing.append(mutant)
        }
        report.survivors = passing.filter { exercise.checking.acceptedMutants[$0.description] == nil }
        if mutants != nil {
            report.staleAcceptances = exercise.checking.acceptedMutants.keys.sorted().filter { accepted in
                !passing.contains { $0.description == accepted }
            }
        }
        return report
    }

    /// Whether `results` meets the goal on the example and equals the reference everywhere.
    private func passes(
        _ results: [ExerciseCaseResult], reference: [ExerciseCaseResult], goal: [TimedEvent]?, cases: [ExerciseCase], checking: ExerciseChecking
    ) -> Bool {
        if let goal, !LaneComparison.meets(results[0].judged, ExerciseChecker.judged(goal, as: results[0])) { return false }
        return !cases.indices.contains { CaseDifference.between(results[$0], reference[$0], on: cases[$0], checking: checking) != nil }
    }

    enum MemberOutcome: Sendable {
        case ran([ExerciseCaseResult])
        /// It does not compile, crashed or did not end: the problem in words.
        case failed(String)

        var problem: String? {
            if case .failed(let problem) = self { return problem }
            return nil
        }
    }

    /// Runs every member on `cases`: those that can share a program in one batch (compiled
    /// again without the members a compile error points at, run again without one that crashed),
    /// the others alone.
    func run(_ members: [ExerciseBatch.Member], on cases: [ExerciseCase], twice: [Bool], exercise: Exercise) throws -> [String: MemberOutcome] {
        let inputNames = exercise.inputs.map(\.name)
        var outcomes: [String: MemberOutcome] = [:]
        var batchable = members.filter { ExerciseBatch.wrap($0.source, as: "Check") != nil }
        for member in members where ExerciseBatch.wrap(member.source, as: "Check") == nil {
            outcomes[member.label] = try runAlone(member, inputNames: inputNames, on: cases, twice: twice, exercise: exercise)
        }
        var attempts = 0
        while !batchable.isEmpty && attempts < batchable.count + 2 {
            attempts += 1
            let batch = ExerciseBatch(members: batchable, inputNames: inputNames)
            let limit = exercise.timeLimit * max(1, batchable.count)
            let remaining = batchable.map(\.label).filter { outcomes[$0] == nil }
            switch try batch.program.run(on: cases, subscribesTwice: twice, timeLimit: limit, runner: runner, watching: false, only: remaining) {
            case .ran(let run):
                for label in remaining { outcomes[label] = .ran(run.results(count: cases.count, program: label)) }
                return outcomes
            case .failed(let report) where report.status == .compileFailed:
                let culprits = Set(report.compileErrors.compactMap { $0.line.flatMap(batch.member(atLine:)) })
                guard !culprits.isEmpty else {
                    // An error outside any member (the harness calls): run each alone.
                    for member in batchable where outcomes[member.label] == nil {
                        outcomes[member.label] = try runAlone(member, inputNames: inputNames, on: cases, twice: twice, exercise: exercise)
                    }
                    return outcomes
                }
                for label in culprits {
                    let message = report.compileErrors.first { $0.line.flatMap(batch.member(atLine:)) == label }?.message ?? ""
                    outcomes[label] = .failed("does not compile: " + message)
                }
                batchable.removeAll { culprits.contains($0.label) }
            case .failed(let report):
                // Those with every case reported ran to their end; the first without is the one
                // that crashed or hung; the others run again without it.
                let partial = ExerciseCaseResult.results(from: report.recording)
                for label in remaining where (partial[label]?.count ?? 0) == cases.count {
                    outcomes[label] = .ran((0..<cases.count).map { partial[label]![$0]! })
                }
                guard let culprit = remaining.first(where: { outcomes[$0] == nil }) else { return outcomes }
                outcomes[culprit] = .failed(report.problemPhrase?.english ?? "did not run")
            }
        }
        return outcomes
    }

    private func runAlone(
        _ member: ExerciseBatch.Member, inputNames: [String], on cases: [ExerciseCase], twice: [Bool], exercise: Exercise
    ) throws -> MemberOutcome {
        switch try ExerciseProgram(answer: member.source, inputNames: inputNames)
            .run(on: cases, subscribesTwice: twice, timeLimit: exercise.timeLimit, runner: runner, watching: false) {
        case .ran(let run): return .ran(run.results(count: cases.count))
        case .failed(let report): return .failed(report.problemPhrase?.english ?? "did not run")
        }
    }
}

extension MutantCheck {
    /// Checks `exercises` with `concurrency` workers; `onResult` gets each exercise's report (or
    /// the error that stopped its check) in the order of `exercises`, as soon as it and all
    /// before it are done.
    public func checkAll(
        _ exercises: [Exercise], concurrency: Int, onResult: @escaping @Sendable (Int, Result<Report, Error>) -> Void
    ) {
        let delivery = InOrderDelivery<Result<Report, Error>>(count: exercises.count, deliver: onResult)
        DispatchQueue.concurrentPerform(iterations: max(1, min(concurrency, exercises.count))) { _ in
            while let index = delivery.takeNextIndex() {
                delivery.finish(index, with: Result { try check(exercises[index]) })
            }
        }
    }
}
