/// Readers of a lesson's code: ```` ```swift cell id=… ```` and ```` ```swift setup ````.
enum CodeBlocks {
    static func readCell(_ block: ClassifiedFence, into lesson: inout LessonDraft, log: inout DiagnosticLog) {
        let fence = block.fence
        let location = SourceLocation(file: log.file, line: fence.openingLine, column: fence.infoColumn)
        if lesson.openExercise != nil {
            log.error(
                line: fence.openingLine, column: fence.infoColumn, "a cell inside an exercise",
                fix: "an exercise runs until the next `##` or `###` heading: put the cell before the exercise, or after a `###` heading")
        }
        var broken = lesson.openExercise != nil || block.hasAttributeErrors
        var id = ""
        if let token = block.attributes.first("id"), let value = token.value {
            id = value
            if !IDSyntax.isValid(value) {
                log.error(
                    line: fence.openingLine, column: token.valueColumn, "`\(value)` is not a valid cell id",
                    fix: "use letters, digits, `.`, `_` and `-`, starting with a letter or digit")
                broken = true
            } else if !IDSyntax.hasValidLength(value) {
                AttributeValues.reportLongID(value, line: fence.openingLine, column: token.valueColumn, log: &log)
                broken = true
            }
        } else {
            log.error(
                line: fence.openingLine, column: fence.infoColumn, "the cell has no id",
                fix: "write ```swift cell id=NAME, with a name unique in the lesson")
            broken = true
        }
        var cell = CellDraft(id: id, code: block.code(file: log.file), location: location, isBroken: broken)
        if let token = block.attributes.first("timeout") {
            if let limit = AttributeValues.timeLimit(token, line: fence.openingLine, log: &log) { cell.timeLimit = limit } else { cell.isBroken = true }
        }
        if let token = block.attributes.first("lanes") {
            if let draws = AttributeValues.drawsAutomaticLanes(token, line: fence.openingLine, log: &log) {
                cell.drawsAutomaticLanes = draws
            } else {
                cell.isBroken = true
            }
        }
        lesson.flushProse()
        lesson.items.append(.cell(cell))
        lesson.lastCellIsOpen = true
    }

    static func readSetup(_ block: ClassifiedFence, into lesson: inout LessonDraft, log: inout DiagnosticLog) {
        let fence = block.fence
        lesson.lastCellIsOpen = false
        if lesson.openExercise != nil {
            log.error(
                line: fence.openingLine, column: fence.infoColumn, "a setup block inside an exercise",
                fix: "a lesson's setup goes before its exercises; an exercise starts from its ```swift start block")
            lesson.openExercise?.isBroken = true
            return
        }
        guard lesson.setup == nil else {
            log.error(
                line: fence.openingLine, column: fence.infoColumn, "a second setup block in this lesson",
                fix: "a lesson has one ```swift setup block: merge them")
            lesson.isBroken = true
            return
        }
        lesson.setup = block.code(file: log.file)
        // It runs before every cell of the lesson, above it too: a reader should meet it first.
        if lesson.items.contains(where: { if case .cell = $0 { true } else { false } }) {
            log.warning(
                line: fence.openingLine, column: fence.infoColumn, "the setup block comes after cells, but runs before every cell of the lesson",
                fix: "move it to the start of the lesson, where readers meet it before the cells that rely on it")
        }
    }
}
