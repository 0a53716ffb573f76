import Foundation
import LessonKit

/// What counts as an attempt at an exercise — one rule, for the notebook, `rxlearn check` and
/// `rxlearn watch` alike, and what the learner's progress (and `rxlearn progress`, and the class
/// report) counts:
///
/// - a check that judged the answer is an attempt: a pass, a wrong output, an answer that does
///   not compile, crashes or never ends;
/// - a check that could not judge it is none: the exercise itself is broken, or rxlearn could not
///   compile or run anything (no toolchain, the compile service gone, the answer file unreadable);
/// - checking an answer unchanged since the last attempt is not another one (the progress file
///   keeps the answer's stamp, so this holds across commands and the notebook).
public enum ExerciseAttempt {
    /// The progress change a check of `answer` makes, or nil when it is no attempt; `recorded` is
    /// the exercise's progress as the caller knows it. (Applying the change under the progress
    /// file's lock checks the stamp again, so two commands checking at once count once too.)
    public static func change(for check: ExerciseCheck, exerciseID: String, answer: String, recorded: ExerciseProgress?,
                              at date: Date) -> ProgressChange? {
        guard let verdict = check.verdict else { return nil }
        return change(judgedAs: verdict.failureKind, exerciseID: exerciseID, answer: answer, recorded: recorded, at: date)
    }

    /// The same rule for a judged check known by its outcome alone: `rxlearn check` showing again
    /// what it printed for an unchanged answer (`CheckReplay`) judged nothing new, and counts only
    /// when the progress file does not have this answer's attempt yet.
    public static func change(judgedAs failure: FailureKind?, exerciseID: String, answer: String, recorded: ExerciseProgress?,
                              at date: Date) -> ProgressChange? {
        let stamp = stamp(of: answer)
        guard recorded?.lastAnswerStamp != stamp else { return nil }
        return .exerciseAttempt(exerciseID: exerciseID, failure: failure, answerStamp: stamp, at: date)
    }

    /// Names an answer by its code: whitespace at line ends and blank lines at the end do not
    /// make it another answer.
    static func stamp(of answer: String) -> String {
        SourceStamp.stamp(of: answer.components(separatedBy: "\n"))
    }
}
