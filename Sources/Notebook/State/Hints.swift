import LessonKit

/// `h`: the lesson's exercise hints, one more each time.
extension NotebookState {
    mutating func revealHint() {
        let exercises = currentLesson?.exercises ?? []
        guard !exercises.isEmpty else {
            message = .init("This lesson has no exercise, so there are no hints.")
            return
        }
        guard exercises.contains(where: { !$0.hints.isEmpty }) else {
            message = .init("The exercise has no hints.")
            overlay = .hints
            return
        }
        if let exercise = exercises.first(where: { hintsShown[$0.id, default: 0] < $0.hints.count }) {
            hintsShown[exercise.id, default: 0] += 1
        } else {
            message = .init("All hints are shown.")
        }
        overlay = .hints
    }
}
