import LessonKit

/// Finds exercises in the loaded lessons: by id, or the next one the learner has not solved.
struct ExerciseLookup {
    let loaded: LoadedLessons

    /// Every exercise, in chapter and lesson order.
    var all: [(lesson: Lesson, exercise: Exercise)] {
        loaded.chapters.flatMap { chapter in
            chapter.lessons.flatMap { lesson in lesson.exercises.map { (lesson, $0) } }
        }
    }

    /// The exercise `id` names and its lesson, or nil when no loaded exercise has that id.
    func entry(withID id: String) -> (lesson: Lesson, exercise: Exercise)? {
        all.first { $0.exercise.id == id }
    }

    /// The exercise named `id`, or (without an id) the first one not yet passed. Progress is
    /// read only in that second case, so naming an exercise never reads the progress file.
    func find(_ id: String?, progress: () -> LearnerProgress) throws -> Exercise {
        let exercises = all.map(\.exercise)
        if let id {
            if let exercise = exercises.first(where: { $0.id == id }) { return exercise }
            throw UserFacingFailure.noSuchExercise(id, known: exercises.map(\.id))
        }
        let progress = progress()
        if let next = exercises.first(where: { progress.exercises[$0.id]?.passed != true }) { return next }
        throw UserFacingFailure.usage((exercises.isEmpty ? CLIText.Failure.noExercisesYet : CLIText.Failure.everyExerciseSolved).text)
    }
}
