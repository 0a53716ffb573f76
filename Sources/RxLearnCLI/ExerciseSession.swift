import ArgumentParser
import Foundation
import LessonKit
import LessonRunner

/// What `check` and `watch` share: finding the exercise, preparing the learner's file, checking
/// it, telling the learner, and recording the attempt.
struct ExerciseSession {
    let loaded: LoadedLessons
    let workspace: WorkspaceLayout
    let store = ProgressStore()
    let checker: ExerciseChecker

    init(options: LessonOptions, compileOptions: CompileOptions) throws {
        loaded = try options.loadLessons()
        loaded.noteErrorsBriefly()
        workspace = options.workspaceLayout
        checker = ExerciseChecker(runner: try compileOptions.makeRunner())
    }

    var progress: LearnerProgress { store.loadOrEmpty() }

    /// The named exercise, or the next unsolved one.
    func exercise(named name: String?) throws -> Exercise {
        try ExerciseLookup(loaded: loaded).find(name, progress: progress)
    }

    /// The learner's file for `exercise`, created from the start file the first time.
    func file(for exercise: Exercise) throws -> URL {
        guard let start = exercise.start?.source else {
            throw UserFacingFailure(message: "exercise \(exercise.id) has no start file; the lesson file needs a `swift start` block.",
                                    status: ExitStatus.lessonFileError).report()
        }
        return try workspace.prepareExerciseFile(exerciseID: exercise.id, startCode: start)
    }

    /// Checks the learner's file, prints the verdict and records the attempt.
    @discardableResult
    func check(_ exercise: Exercise) throws -> ExerciseVerdict {
        let file = try file(for: exercise)
        guard let answer = try? String(contentsOf: file, encoding: .utf8) else {
            throw UserFacingFailure(message: "cannot read \(file.path).", status: ExitStatus.failure).report()
        }
        Console.errLine("checking \(exercise.id) (\(PathDisplay.relativeToCurrentDirectory(file)))…")
        let verdict: ExerciseVerdict
        do {
            verdict = try checker.check(answer, for: exercise)
        } catch let error as ExerciseCheckError {
            throw UserFacingFailure(message: error.description, status: ExitStatus.lessonFileError).report()
        }
        report(verdict, exercise: exercise, file: file)
        record(verdict, exercise: exercise)
        return verdict
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

    private func record(_ verdict: ExerciseVerdict, exercise: Exercise) {
        do {
            _ = try store.update { $0.recordAttempt(exercise: exercise.id, failure: verdict.failureKind, at: Date()) }
        } catch {
            Console.errLine("rxlearn: progress not saved: \(error)")
        }
    }

    /// Shows the next hint of `exercise`.
    func showNextHint(of exercise: Exercise) {
        HintGiver(store: store).showNextHint(of: exercise, progress: progress)
    }
}

/// Reveals an exercise's hints one at a time and remembers how many were shown.
struct HintGiver {
    let store: ProgressStore

    func showNextHint(of exercise: Exercise, progress: LearnerProgress) {
        guard !exercise.hints.isEmpty else {
            Console.outLine("\(exercise.id) has no hints.")
            return
        }
        let alreadyShown = progress.exercises[exercise.id]?.hintsShown ?? 0
        let shown = min(alreadyShown + 1, exercise.hints.count)
        for (index, hint) in exercise.hints.prefix(shown).enumerated() {
            Console.outLine("hint \(index + 1) of \(exercise.hints.count): \(hint)")
        }
        if shown == alreadyShown { Console.errLine("(that was the last hint)") }
        do {
            _ = try store.update { progress in
                var entry = progress.exercises[exercise.id, default: ExerciseProgress()]
                entry.hintsShown = shown
                progress.exercises[exercise.id] = entry
            }
        } catch {
            Console.errLine("rxlearn: progress not saved: \(error)")
        }
    }
}
