import ArgumentParser
import Foundation
import LessonKit
import LessonRunner
import Marbles

/// `rxlearn review`: spaced review of solved exercises in Leitner boxes (`ReviewSchedule`). Without
/// `--check` it gives the next due review — the task on a fresh example (`ExerciseReview`) and a
/// file to answer in from memory — and starts its clock; with `--check` it judges that file on
/// the example and on hidden inputs of its own, and moves the exercise up a box or back to the
/// first. The time is `ReviewClock`'s, which tests set.
struct ReviewCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "review",
            abstract: HelpText.abstract(CLIText.Review.abstract),
            discussion: HelpText.discussion(CLIText.Review.discussion)
        )
    }

    @OptionGroup var options: LessonOptions
    @OptionGroup var compileOptions: CompileOptions

    @Flag(name: .long, help: HelpText.help(CLIText.Review.checkHelp))
    var check = false

    func run() throws {
        let folder = try LessonFolder.locate(explicit: options.lessons)
        let loaded = try options.loadLessons()
        loaded.noteErrorsBriefly()
        let access = ProgressAccess()
        let now = ReviewClock.now()
        let candidates = ReviewSchedule.candidates(in: LessonGroup.groups(of: loaded.chapters, path: loaded.path, order: .path))
        let progress = access.read()
        let lookup = ExerciseLookup(loaded: loaded)
        let open = ReviewSchedule.underWay(candidates, progress: progress)
        if check {
            guard let open, let exercise = lookup.entry(withID: open.exerciseID)?.exercise else {
                throw UserFacingFailure.usage(CLIText.Review.noneUnderWay.text)
            }
            let runner = try compileOptions.makeRunner(runningLessonsIn: folder)
            try judge(exercise, progress: progress, access: access, runner: runner, candidates: candidates, now: now)
            return
        }
        let due = ReviewSchedule.due(candidates, progress: progress, now: now)
        guard let next = ReviewSchedule.toTake(candidates, progress: progress, now: now).first,
              let exercise = lookup.entry(withID: next.exerciseID)?.exercise else {
            let date = ReviewSchedule.nextDue(candidates, progress: progress, after: now)
            Console.outLine(CLIText.Review.noneDue(next: date.map(ReviewDates.text)).text)
            return
        }
        let runner = try compileOptions.makeRunner(runningLessonsIn: folder)
        let entry = progress.exercises[exercise.id]
        let review = try Self.review(of: exercise, entry: entry, runner: runner)
        let file = try options.workspaceLayout.prepareReviewFile(for: review.exercise, underWay: open != nil)
        let position = (due.firstIndex(of: next) ?? 0) + 1
        present(review, position: position, of: max(due.count, position), box: entry.flatMap(ReviewSchedule.box(of:)) ?? 1, file: file)
        if open == nil { try access.update([.reviewStarted(exerciseID: exercise.id, at: now)]) }
    }

    /// The review of `exercise` that comes next: its number counts the reviews done.
    private static func review(of exercise: Exercise, entry: ExerciseProgress?, runner: LessonCellRunner) throws -> ExerciseReview {
        do {
            return try ExerciseReview.next(of: exercise, after: entry, runner: runner)
        } catch let error as ExerciseCheckError {
            throw UserFacingFailure(message: error.description, status: ExitStatus.lessonFileError)
        }
    }

    private func present(_ review: ExerciseReview, position: Int, of count: Int, box: Int, file: URL) {
        let exercise = review.exercise
        let title = VisibleText.of(exercise.title, keepingLineBreaks: false)
        Console.outLine(CLIText.Review.heading(position, of: count, id: exercise.id, title: title, box: box).text)
        for line in TextWrapping.lines(VisibleText.of(exercise.prose.trimmingCharacters(in: .whitespacesAndNewlines)), width: 78) {
            Console.outLine(line.isEmpty ? "" : "  " + line)
        }
        Console.outLine()
        let lines = review.exampleLines
        Console.outLine(CLIText.Review.freshExample.text)
        lines.inputs.forEach { Console.outLine("    " + $0) }
        Console.outLine(CLIText.Review.goal.text)
        Console.outLine("    " + lines.goal)
        Console.outLine()
        Console.outLine(CLIText.Review.answerIn(PathDisplay.relativeToCurrentDirectory(file)).text)
    }

    /// Checks the review's file. An answer that does not compile leaves the review open (a typo
    /// is not forgetting); any other verdict decides it.
    private func judge(
        _ exercise: Exercise, progress: LearnerProgress, access: ProgressAccess, runner: LessonCellRunner,
        candidates: [ReviewSchedule.Candidate], now: Date
    ) throws {
        let review = try Self.review(of: exercise, entry: progress.exercises[exercise.id], runner: runner)
        let file = options.workspaceLayout.reviewURL(exerciseID: exercise.id)
        let answer = try WorkspaceLayout.read(file)
        let verdict: ExerciseVerdict
        do {
            verdict = try review.check(answer, runner: runner)
        } catch let error as ExerciseCheckError {
            throw UserFacingFailure(message: error.description, status: ExitStatus.lessonFileError)
        }
        guard let change = review.change(for: verdict, at: now) else {
            Console.outLine(CLIText.Check.failed(exercise.id, explanation: verdict.explanation ?? "").text)
            if case .couldNotRun(let report) = verdict.result {
                for error in report.compileErrors {
                    Console.errLine("\(PathDisplay.relativeToCurrentDirectory(file)):\(error.line ?? 0):\(error.column ?? 0): \(error.severity): \(error.message)")
                }
            }
            Console.errLine(CLIText.Review.compileFirst(exercise.id).text)
            throw ExitStatus.failure
        }
        if let explanation = verdict.explanation {
            Console.outLine(CLIText.Check.failed(exercise.id, explanation: explanation).text)
        } else {
            Console.outLine(CLIText.Check.passed(exercise.id, otherInputs: verdict.casesChecked - 1).text)
        }
        let saved = try access.update([change])
        ClassHook.reviewed(exercise.id, remembered: verdict.passed)
        let record = saved.exercises[exercise.id]?.review
        let next = record.map { ReviewDates.text($0.dueAt) } ?? ""
        Console.outLine(verdict.passed
            ? CLIText.Review.passed(box: record?.box ?? 1, next: next, seconds: record?.lastSeconds).text
            : CLIText.Review.failed(exercise.id, next: next, seconds: record?.lastSeconds).text)
        let remaining = ReviewSchedule.due(candidates, progress: saved, now: now).count
        Console.outLine(remaining > 0 ? CLIText.Review.moreDue(remaining).text : CLIText.Review.allDoneForNow.text)
        if !verdict.passed { throw ExitStatus.failure }
    }
}
