import ClassLink
import ClassProtocol
import Foundation
import LessonKit
import LessonRunner
import Synchronization

/// Where the other commands tell the class what the learner did: one call each from `check`
/// (and `watch`), `run`, `hint` and `open`, and `afterCommand()` once as any command ends.
/// Outside a class each call is one `access(2)` and returns; nothing here ever touches the
/// learner's progress, which the command saved before.
enum ClassHook {
    /// Set by the `class` commands, which talk to the class themselves.
    private static let handledByCommand = Atomic<Bool>(false)

    static func commandTalksToClassItself() { handledByCommand.store(true, ordering: .relaxed) }

    /// An exercise was checked: its lesson was reached too (the dashboard places the learner there).
    static func checked(_ exercise: Exercise, _ verdict: ExerciseVerdict, in loaded: LoadedLessons) {
        guard ClassLink.shared.isInClass else { return }
        let kind = verdict.passed ? ClassActivity.passedVerdict : (verdict.failureKind?.rawValue ?? "failed")
        let lesson = loaded.lessons.first { $0.exercises.contains { $0.id == exercise.id } }
        ClassLink.shared.record((lesson.map { [.lessonReached(lesson: $0.id)] } ?? [])
            + [.check(exercise: exercise.id, verdict: kind, casesPassed: verdict.casesPassed, casesTotal: verdict.casesTotal)])
    }

    /// A lesson's cells ran: the lesson was reached, and each cell matched or not.
    static func ran(lesson: String, cells: [(cell: String, matched: Bool)]) {
        ClassLink.shared.record([.lessonReached(lesson: lesson)] + cells.map { .cellRun(lesson: lesson, cell: $0.cell, matched: $0.matched) })
    }

    /// A review was judged: the exercise was remembered or not.
    static func reviewed(_ exercise: String, remembered: Bool) {
        ClassLink.shared.record(.review(item: exercise, remembered: remembered))
    }

    static func hintTaken(_ exercise: String, shown: Int) {
        ClassLink.shared.record(.hintTaken(exercise: exercise, shown: shown))
    }

    /// `open ID`: the lesson the learner opened, or the lesson of the exercise they opened.
    static func opened(_ id: String?, in loaded: LoadedLessons) {
        guard let id, ClassLink.shared.isInClass else { return }
        let lesson = loaded.lessons.first { lesson in lesson.id == id || lesson.exercises.contains { $0.id == id } }
        if let lesson { ClassLink.shared.record(.lessonReached(lesson: lesson.id)) }
    }

    /// Sends what the command queued and shows what the teacher pushed since the last command:
    /// a "follow me", a poll. On standard error, so a command's output stays its own.
    static func afterCommand() {
        guard !handledByCommand.load(ordering: .relaxed), ClassLink.shared.isInClass else { return }
        switch ClassLink.shared.sync() {
        case .success(let sync):
            show(sync.newPushes)
        case .failure(.refused(let refusal)) where refusal.reason == .wrongToken || refusal.reason == .leftClass:
            Console.errLine("rxlearn: " + CLIText.Class.forgotten.text)
        case .failure:
            let queued = ClassLink.shared.queuedCount
            if queued > 0, let server = ClassLink.shared.membership?.server {
                Console.errLine("rxlearn: " + CLIText.Class.stillQueued(queued, server: server).text)
            }
        }
    }

    /// The teacher's pushes, as lines for the learner.
    static func show(_ pushes: [TeacherPush]) {
        for push in pushes {
            switch push.kind {
            case .followMe:
                if let lesson = push.lesson { Console.errLine("rxlearn: " + CLIText.Class.followOffer(lesson).text) }
            case .pollOpened:
                if let poll = push.poll, poll.state == .open {
                    Console.errLine("rxlearn: " + CLIText.Class.openPoll(poll.lesson, poll.cell, lane: poll.lane).text)
                }
            case .pollClosed:
                Console.errLine("rxlearn: " + CLIText.Class.pollClosed.text)
            case .pollRevealed:
                if let expected = push.poll?.expected { Console.errLine("rxlearn: " + CLIText.Class.pollRevealed(expected).text) }
            }
        }
    }
}
