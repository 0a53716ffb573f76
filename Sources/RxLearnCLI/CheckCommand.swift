import ArgumentParser
import Foundation
import LessonKit
import LessonRunner
import Marbles

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

    @Argument(help: ArgumentHelp("The exercise (see `rxlearn list`).", valueName: "name"))
    var name: String?

    func run() throws {
        let loaded = try options.loadLessons()
        loaded.noteErrorsBriefly()
        let store = ProgressStore()
        let progress = (try? store.load().progress) ?? LearnerProgress()
        let exercise = try ExerciseLookup(loaded: loaded).find(name, progress: progress)
        guard let start = exercise.start?.source else {
            throw UserFacingFailure(message: "exercise \(exercise.id) has no start file; the lesson file needs a `swift start` block.",
                                    status: ExitStatus.lessonFileError).report()
        }
        let file = try options.workspaceLayout.prepareExerciseFile(exerciseID: exercise.id, startCode: start)
        guard let answer = try? String(contentsOf: file, encoding: .utf8) else {
            throw UserFacingFailure(message: "cannot read \(file.path).", status: ExitStatus.failure).report()
        }

        Console.errLine("checking \(exercise.id) (\(PathDisplay.relativeToCurrentDirectory(file)))…")
        let checker = ExerciseChecker(runner: try RunnerSetup.makeRunner())
        let verdict: ExerciseVerdict
        do {
            verdict = try checker.check(answer, for: exercise)
        } catch let error as ExerciseCheckError {
            throw UserFacingFailure(message: error.description, status: ExitStatus.lessonFileError).report()
        }
        report(verdict, exercise: exercise, file: file)
        record(verdict, exercise: exercise, store: store)
        if !verdict.passed { throw ExitStatus.failure }
    }

    private func report(_ verdict: ExerciseVerdict, exercise: Exercise, file: URL) {
        guard let explanation = verdict.explanation else {
            Console.outLine("✓ \(exercise.id): passed on the example and on \(verdict.casesChecked - 1) other inputs")
            return
        }
        Console.outLine("✗ \(exercise.id): \(explanation)")
        if case .couldNotRun(let report) = verdict.result {
            for error in report.compileErrors {
                Console.errLine("\(PathDisplay.relativeToCurrentDirectory(file)):\(error.line ?? 0):\(error.column ?? 0): \(error.severity): \(error.message)")
            }
        }
        let hints = exercise.hints.count
        if hints > 0 { Console.errLine("stuck? `rxlearn hint \(exercise.id)` (\(hints) hint\(hints == 1 ? "" : "s"))") }
    }

    private func record(_ verdict: ExerciseVerdict, exercise: Exercise, store: ProgressStore) {
        let failure: FailureKind?
        switch verdict.result {
        case .passed: failure = nil
        case .wrongOnExample, .wrongOnHiddenInput: failure = .wrongOutput
        case .couldNotRun(let report):
            switch report.status {
            case .compileFailed: failure = .compileError
            case .timedOut: failure = .timeout
            default: failure = .runtimeError
            }
        }
        do {
            _ = try store.update { $0.recordAttempt(exercise: exercise.id, failure: failure, at: Date()) }
        } catch {
            Console.errLine("rxlearn: progress not saved: \(error)")
        }
    }
}
