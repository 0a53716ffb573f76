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
            // `NAME in …` lines say which values an input takes; the rest are marbles.
            let isEdgeCase = block.attributes.tokens.contains { $0.key == "edge" }
            var marbles = block
            for (index, line) in block.fence.content.enumerated() {
                let body = line.trimmingWhitespace()
                guard InputDomainReader.isDomainLine(body) else { continue }
                marbles.fence.content[index] = ""
                let (lineNumber, offset) = block.fence.position(ofContentLine: index)
                let column = offset + line.prefix { $0.isWhitespace }.count + 1
                guard !isEdgeCase else {
                    log.error(line: lineNumber, column: column, "an edge case says no values", fix: "put the `\(body)` line in the exercise's first ```inputs block")
                    exercise.isBroken = true
                    continue
                }
                guard let (name, domain) = InputDomainReader.read(body, line: lineNumber, column: column, log: &log) else {
                    exercise.isBroken = true
                    continue
                }
                if exercise.checking.domains[name] != nil {
                    log.error(line: lineNumber, column: column, "the values of input `\(name)` are given twice", fix: "keep one `\(name) in …` line")
                    exercise.isBroken = true
                }
                exercise.checking.domains[name] = domain
                exercise.domainLocations[name] = SourceLocation(file: log.file, line: lineNumber, column: column)
            }
            guard let lanes = ExpectationReaders.marbles(marbles, areInputs: true, log: &log) else {
                exercise.isBroken = true
                return
            }
            // An `inputs edge` block is one more case the checker always tries.
            if isEdgeCase {
                exercise.checking.edgeCases.append(Dictionary(lanes.map { ($0.name, $0.diagram.events) }, uniquingKeysWith: { first, _ in first }))
                exercise.edgeCaseLanes += lanes
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

    /// The ```` ```check ```` block: what the checker compares beyond the outputs, one setting per
    /// line (`ExerciseCheckSettings` reads them).
    static func readCheck(_ block: ClassifiedFence, into lesson: inout LessonDraft, log: inout DiagnosticLog) {
        readPart(block, of: &lesson, log: &log) { exercise, log in
            if !ExerciseCheckSettings.read(block.fence, into: &exercise.checking, log: &log) { exercise.isBroken = true }
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
