/// Readers of the blocks that only an exercise holds: ```` ```swift start ````, ```` ```swift solution ````,
/// ```` ```inputs ```` and ```` ```hint ````.
enum ExerciseBlocks {
    static func readStart(_ block: ClassifiedFence, into lesson: inout LessonDraft, log: inout DiagnosticLog) {
        readPart(block, of: &lesson, log: &log) { exercise, log in
            if isFirst(block, present: exercise.start != nil, in: &exercise, log: &log) { exercise.start = block.code(file: log.file) }
        }
    }

    static func readSolution(_ block: ClassifiedFence, into lesson: inout LessonDraft, log: inout DiagnosticLog) {
        readPart(block, of: &lesson, log: &log) { exercise, log in
            if isFirst(block, present: exercise.solution != nil, in: &exercise, log: &log) { exercise.solution = block.code(file: log.file) }
        }
    }

    static func readHint(_ block: ClassifiedFence, into lesson: inout LessonDraft, log: inout DiagnosticLog) {
        readPart(block, of: &lesson, log: &log) { exercise, log in
            exercise.hints.append(ProseText.join(block.fence.content))
            // The hint's text starts at its first non-blank line, as `ProseText.join` keeps it.
            let leadingBlanks = block.fence.content.prefix { $0.allSatisfy(\.isWhitespace) }.count
            exercise.hintLocations.append(SourceLocation(file: log.file, line: block.fence.openingLine + 1 + leadingBlanks))
        }
    }

    static func readInputs(_ block: ClassifiedFence, into lesson: inout LessonDraft, log: inout DiagnosticLog) {
        readPart(block, of: &lesson, log: &log) { exercise, log in
            guard let lanes = ExpectationReaders.marbles(block, areInputs: true, log: &log) else {
                exercise.isBroken = true
                return
            }
            for lane in lanes {
                if exercise.inputs.contains(where: { $0.name == lane.name }) {
                    log.error(
                        line: lane.location.line, column: lane.location.column, "input `\(lane.name)` is defined twice",
                        fix: "give each input stream its own name")
                    exercise.isBroken = true
                } else {
                    exercise.inputs.append(lane)
                }
            }
        }
    }

    /// Lends the open exercise to `read`; a block outside an exercise is an error.
    private static func readPart(
        _ block: ClassifiedFence, of lesson: inout LessonDraft, log: inout DiagnosticLog,
        _ read: (inout ExerciseDraft, inout DiagnosticLog) -> Void
    ) {
        lesson.lastCellIsOpen = false
        guard var exercise = lesson.openExercise else {
            log.error(
                line: block.fence.openingLine, column: block.fence.infoColumn, "a ```\(block.kind.name) block outside an exercise",
                fix: "put it under a `### Exercise: Title {#id}` heading")
            return
        }
        read(&exercise, &log)
        lesson.openExercise = exercise
    }

    /// False, and the exercise spoilt, when it already has the one block of this kind it may have.
    private static func isFirst(
        _ block: ClassifiedFence, present: Bool, in exercise: inout ExerciseDraft, log: inout DiagnosticLog
    ) -> Bool {
        guard present else { return true }
        log.error(
            line: block.fence.openingLine, column: block.fence.infoColumn, "a second ```\(block.kind.name) block in this exercise",
            fix: "an exercise has one; keep one")
        exercise.isBroken = true
        return false
    }
}
