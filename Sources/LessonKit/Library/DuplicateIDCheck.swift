/// Lesson ids and exercise ids key the learner's progress, so each must be unique across all
/// chapters. The first definition (in chapter order) wins; later ones are reported and left out.
enum DuplicateIDCheck {
    static func run(on chapters: [Chapter]) -> (chapters: [Chapter], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var lessonIDs: [String: SourceLocation] = [:]
        var exerciseIDs: [String: SourceLocation] = [:]
        var result: [Chapter] = []

        for var chapter in chapters {
            var lessons: [Lesson] = []
            for var lesson in chapter.lessons {
                if let first = lessonIDs[lesson.id] {
                    diagnostics += duplicate("lesson id", lesson.id, at: lesson.location, first: first)
                    continue
                }
                lessonIDs[lesson.id] = lesson.location
                lesson.items = lesson.items.filter { item in
                    guard case .exercise(let exercise) = item else { return true }
                    if let first = exerciseIDs[exercise.id] {
                        diagnostics += duplicate("exercise id", exercise.id, at: exercise.location, first: first)
                        return false
                    }
                    exerciseIDs[exercise.id] = exercise.location
                    return true
                }
                lessons.append(lesson)
            }
            chapter.lessons = lessons
            result.append(chapter)
        }
        return (result, diagnostics)
    }

    private static func duplicate(_ what: String, _ id: String, at location: SourceLocation, first: SourceLocation) -> [Diagnostic] {
        [
            Diagnostic(
                file: location.file, line: location.line, column: location.column, severity: .error,
                message: "duplicate \(what) `\(id)`",
                fix: "ids must be unique across all lessons; rename this one (it is skipped until then)"),
            Diagnostic(
                file: first.file, line: first.line, column: first.column, severity: .note,
                message: "`\(id)` is first defined here", fix: ""),
        ]
    }
}
