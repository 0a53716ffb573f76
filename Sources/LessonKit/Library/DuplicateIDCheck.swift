/// Lesson ids and exercise ids key the learner's progress, so each must be unique across all
/// chapters. They also name the learner's files, and macOS file systems ignore case, so ids that
/// differ only in case collide too. The first definition (in chapter order) wins; later ones are
/// reported and left out.
enum DuplicateIDCheck {
    static func run(on chapters: [Chapter]) -> (chapters: [Chapter], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        // Keyed by the lower-cased id; the value is the first id as written, and where.
        var lessonIDs: [String: (id: String, location: SourceLocation)] = [:]
        var exerciseIDs: [String: (id: String, location: SourceLocation)] = [:]
        var result: [Chapter] = []

        for var chapter in chapters {
            var lessons: [Lesson] = []
            for var lesson in chapter.lessons {
                if let first = lessonIDs[lesson.id.lowercased()] {
                    diagnostics += duplicate("lesson id", lesson.id, at: lesson.location, first: first)
                    continue
                }
                lessonIDs[lesson.id.lowercased()] = (lesson.id, lesson.location)
                lesson.items = lesson.items.filter { item in
                    guard case .exercise(let exercise) = item else { return true }
                    if let first = exerciseIDs[exercise.id.lowercased()] {
                        diagnostics += duplicate("exercise id", exercise.id, at: exercise.location, first: first)
                        return false
                    }
                    exerciseIDs[exercise.id.lowercased()] = (exercise.id, exercise.location)
                    return true
                }
                lessons.append(lesson)
            }
            chapter.lessons = lessons
            result.append(chapter)
        }
        return (result, diagnostics)
    }

    private static func duplicate(
        _ what: String, _ id: String, at location: SourceLocation, first: (id: String, location: SourceLocation)
    ) -> [Diagnostic] {
        let sameCase = first.id == id
        return [
            Diagnostic(
                file: location.file, line: location.line, column: location.column, severity: .error,
                message: sameCase ? "duplicate \(what) `\(id)`" : "\(what) `\(id)` differs from `\(first.id)` only in case",
                fix: sameCase ? "ids must be unique across all lessons; rename this one (it is skipped until then)"
                    : "ids name the learner's files, and macOS ignores case in file names; rename this one (it is skipped until then)"),
            Diagnostic(
                file: first.location.file, line: first.location.line, column: first.location.column, severity: .note,
                message: "`\(first.id)` is first defined here", fix: ""),
        ]
    }
}
