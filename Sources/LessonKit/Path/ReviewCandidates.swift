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

    /// The review under way among `candidates`: given (`rxlearn review`, the notebook's review
    /// key) and not yet judged. It comes before any other, and keeps its file.
    public static func underWay(_ candidates: [Candidate], progress: LearnerProgress) -> Candidate? {
        candidates.first { progress.exercises[$0.exerciseID]?.review?.startedAt != nil }
    }

    /// The reviews to take at `now`, in order: the one under way first, then the due ones
    /// (`due`). `rxlearn review` gives the first; the notebook takes them one after another.
    public static func toTake(_ candidates: [Candidate], progress: LearnerProgress, now: Date, calendar: Calendar = .current) -> [Candidate] {
        let open = underWay(candidates, progress: progress)
        return (open.map { [$0] } ?? []) + due(candidates, progress: progress, now: now, calendar: calendar).filter { $0 != open }
    }

    /// How many reviews are due at `now` among the exercises of `groups`.
    public static func dueCount(in groups: [LessonGroup], progress: LearnerProgress, now: Date) -> Int {
        due(candidates(in: groups), progress: progress, now: now).count
    }
}
