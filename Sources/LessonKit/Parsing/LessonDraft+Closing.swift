/// What is checked when an exercise or a lesson ends, once all of its blocks are known.
extension LessonDraft {
    /// Closes the open exercise, if any, and adds it to the lesson's items.
    mutating func closeExercise(log: inout DiagnosticLog) {
        guard var exercise = openExercise else { return }
        openExercise = nil
        if !exercise.isBroken && exercise.expected.isUnspecified {
            log.warning(
                line: exercise.location.line, column: 1, "exercise `\(exercise.id)` has no expected output, so it cannot be passed",
                fix: "add an ```output, ```events or ```marbles block inside the exercise")
        }
        if !exercise.isBroken && !ExerciseChecks.run(on: exercise, log: &log) { exercise.isBroken = true }
        // A "why this way" explains the reference solution: without one it explains nothing.
        if let whyLocation = exercise.whyLocation, exercise.solution == nil {
            log.error(
                line: whyLocation.line, column: 1, "a ```why block in an exercise without a ```swift solution",
                fix: "add the reference solution it explains, or remove the block")
            exercise.isBroken = true
        }
        if !exercise.isBroken && !ChainBlocks.check(exercise, log: &log) { exercise.isBroken = true }
        // The learner's file is made from it: without one there is nothing to edit or check.
        if exercise.start == nil {
            log.error(
                line: exercise.location.line, column: 1, "the exercise has no ```swift start block",
                fix: "add one with the code the learner starts from (a `solve` function that does not solve it yet); the exercise is skipped until then")
            exercise.isBroken = true
        }
        items.append(.exercise(exercise))
    }

    /// Closes the open exercise and checks the lesson's cells.
    mutating func finish(log: inout DiagnosticLog) {
        closeExercise(log: &log)
        flushProse()
        var cellIDs: [String: String] = [:]
        for index in items.indices {
            guard case .cell(var cell) = items[index] else { continue }
            // Kept, so that `rxlearn run` shows an author what the new cell prints; it cannot
            // pass `verify` until its expectation is written.
            if !cell.isBroken && cell.expected.isUnspecified {
                log.warning(
                    line: cell.location.line, column: cell.location.column, "cell `\(cell.id)` has no expected output, so it cannot pass",
                    fix: "run it (`rxlearn run \(id)`) and put what it prints in an ```output, ```events or ```marbles block right after it (an empty ```output block expects no output)")
            }
            if !cell.isBroken { ExerciseChecks.warnAboutLateEvents(in: cell, log: &log) }
            LineChoiceBlocks.check(&cell, log: &log)
            // Cell ids name the learner's files, and macOS file systems ignore case.
            if !cell.isBroken, let first = cellIDs[cell.id.lowercased()] {
                log.error(
                    line: cell.location.line, column: cell.location.column,
                    first == cell.id ? "duplicate cell id `\(cell.id)` in lesson `\(id)`"
                        : "cell id `\(cell.id)` differs from `\(first)` in lesson `\(id)` only in case",
                    fix: first == cell.id ? "give each cell of a lesson its own id; this one is skipped until then"
                        : "ids name the learner's files, and macOS ignores case in file names; rename this one (it is skipped until then)")
                cell.isBroken = true
            } else if !cell.isBroken {
                cellIDs[cell.id.lowercased()] = cell.id
            }
            items[index] = .cell(cell)
        }
    }
}
