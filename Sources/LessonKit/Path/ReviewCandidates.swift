import Foundation

extension ReviewSchedule {
    /// Every exercise of `groups` as a review candidate, interleaved by its group (a stage of the
    /// path, or a chapter without one). `rxlearn review` and the notebook's count both use it.
    public static func candidates(in groups: [LessonGroup]) -> [Candidate] {
        groups.flatMap { group in
            group.lessons.flatMap { member in
                member.lesson.exercises.map { Candidate(exerciseID: $0.id, group: group.headingText) }
            }
        }
    }

    /// How many reviews are due at `now` among the exercises of `groups`.
    public static func dueCount(in groups: [LessonGroup], progress: LearnerProgress, now: Date) -> Int {
        due(candidates(in: groups), progress: progress, now: now).count
    }
}
