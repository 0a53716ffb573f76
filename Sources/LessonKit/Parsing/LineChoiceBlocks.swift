/// Reads ```` ```choices ```` blocks: the lines a learner chooses from when predicting what the
/// cell right before prints — the lines it prints and a few it might be thought to print, one per
/// line, in any order. The notebook numbers them, and the learner builds the prediction by
/// choosing lines in the order they expect them.
enum LineChoiceBlocks {
    /// The most lines a block may offer: the learner chooses one with a single digit key.
    static let mostChoices = 9

    static func read(_ block: ClassifiedFence, into lesson: inout LessonDraft, log: inout DiagnosticLog) {
        let fence = block.fence
        guard lesson.openExercise == nil, lesson.lastCellIsOpen, let index = lesson.lastCellIndex,
              case .cell(var cell) = lesson.items[index] else {
            log.error(
                line: fence.openingLine, column: fence.infoColumn, "a ```choices block that follows no cell",
                fix: "put the lines to choose from right after the ```swift cell whose printed lines they predict (an exercise has no choices)")
            return
        }
        if let earlier = cell.lineChoicesLine {
            log.error(
                line: fence.openingLine, column: fence.infoColumn, "a second ```choices block for cell `\(cell.id)` (the first is on line \(earlier))",
                fix: "list every line to choose from in one block")
            cell.isBroken = true
            lesson.items[index] = .cell(cell)
            return
        }
        var lines: [String] = []
        for (offset, line) in fence.content.enumerated() {
            let text = line.trimmingTrailingWhitespace()
            if text.isEmpty { continue }
            let (lineNumber, _) = fence.position(ofContentLine: offset)
            if lines.contains(text) {
                log.error(line: lineNumber, column: 1, "the line `\(text)` is offered twice",
                          fix: "list each line to choose from once: a prediction may choose it several times")
                cell.isBroken = true
                continue
            }
            lines.append(text)
        }
        if lines.count > mostChoices {
            log.error(
                line: fence.openingLine, column: fence.infoColumn, "a ```choices block of \(lines.count) lines",
                fix: "offer at most \(mostChoices) lines: the learner chooses each with one digit key")
            cell.isBroken = true
        }
        cell.lineChoices = lines
        cell.lineChoicesLine = fence.openingLine
        lesson.items[index] = .cell(cell)
    }

    /// Once the lesson is read: choices need printed lines to predict, in order, and must offer
    /// every line the cell prints, and one more at least, or there is nothing to choose.
    static func check(_ cell: inout CellDraft, log: inout DiagnosticLog) {
        guard let line = cell.lineChoicesLine, !cell.isBroken else { return }
        let expected = cell.expected.lineBlocks
        guard !expected.isEmpty, expected.allSatisfy(\.isOrdered), expected.contains(where: { !$0.lines.isEmpty }) else {
            log.error(
                line: line, column: 1, "cell `\(cell.id)` has ```choices but no ```output block of lines in order",
                fix: "choices predict printed lines: give the cell an ```output block (not unordered), or remove the choices")
            cell.isBroken = true
            return
        }
        let printed = expected.flatMap(\.lines).map { $0.trimmingTrailingWhitespace() }
        if let missing = printed.first(where: { !cell.lineChoices.contains($0) }) {
            log.error(
                line: line, column: 1, "the ```choices of cell `\(cell.id)` do not offer the printed line `\(missing)`",
                fix: "offer every line the ```output block lists, so that the right prediction can be chosen")
            cell.isBroken = true
        } else if Set(cell.lineChoices).isSubset(of: Set(printed)) {
            log.error(
                line: line, column: 1, "the ```choices of cell `\(cell.id)` offer only lines the cell prints",
                fix: "add a line or two the learner might wrongly expect: choosing needs something to choose against")
            cell.isBroken = true
        }
    }
}
