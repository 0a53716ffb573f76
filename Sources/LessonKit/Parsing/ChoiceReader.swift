import Foundation

/// Reads ```` ```choose ```` blocks: rows of the operator decision tree, one per line,
/// `goal › need → op1, op2`. The rows are kept for the operator index, and shown in the lesson as
/// a list.
enum ChoiceReader {
    static func read(_ block: ClassifiedFence, into lesson: inout LessonDraft, log: inout DiagnosticLog) {
        let choices = rows(of: block.fence, log: &log)
        lesson.choices += choices
        lesson.flushProse()
        if !choices.isEmpty { lesson.items.append(.prose(choices.map(listItem).joined(separator: "\n"))) }
    }

    /// The block's rows; a line that is not a row is reported and left out.
    static func rows(of fence: BlockScanner.Fence, log: inout DiagnosticLog) -> [OperatorChoice] {
        var choices: [OperatorChoice] = []
        for (offset, rawLine) in fence.content.enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            let lineNumber = fence.openingLine + 1 + offset
            let parts = line.components(separatedBy: "→")
            let path = parts[0].components(separatedBy: "›").map { $0.trimmingCharacters(in: .whitespaces) }
            let operators = parts.count == 2
                ? parts[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                : []
            guard parts.count == 2, !operators.isEmpty, !path.contains(where: \.isEmpty) else {
                log.error(
                    line: lineNumber, column: 1, "a ```choose line must be `goal › need → operator, operator`",
                    fix: "write the question, an arrow →, then the operators' names separated by commas")
                continue
            }
            if let bad = operators.first(where: { !ExpectationReaders.isLaneName($0) }) {
                log.error(line: lineNumber, column: 1, "`\(bad)` is not an operator name",
                          fix: "use the name of the operator's lesson id without `op-` (letters and digits)")
                continue
            }
            choices.append(OperatorChoice(path: path, operators: operators, location: SourceLocation(file: log.file, line: lineNumber)))
        }
        return choices
    }

    /// `- goal › need → `op1`, `op2``, as the lesson shows a row.
    private static func listItem(_ choice: OperatorChoice) -> String {
        "- " + choice.question + " → " + choice.operators.map { "`\($0)`" }.joined(separator: ", ")
    }
}
