/// Readers of an order-the-chain exercise's blocks, ```` ```swift lines ```` (the chain's lines in
/// an order that solves it) and ```` ```swift distractors ```` (lines that do not belong), and the
/// checks made when the exercise closes.
enum ChainBlocks {
    static func readLines(_ block: ClassifiedFence, into lesson: inout LessonDraft, log: inout DiagnosticLog) {
        ExerciseBlocks.readPart(block, of: &lesson, log: &log) { exercise, log in
            if ExerciseBlocks.isFirst(block, present: exercise.chainLines != nil, in: &exercise, log: &log) {
                exercise.chainLines = block.code(file: log.file)
            }
        }
    }

    static func readDistractors(_ block: ClassifiedFence, into lesson: inout LessonDraft, log: inout DiagnosticLog) {
        ExerciseBlocks.readPart(block, of: &lesson, log: &log) { exercise, log in
            if ExerciseBlocks.isFirst(block, present: exercise.chainDistractors != nil, in: &exercise, log: &log) {
                exercise.chainDistractors = block.code(file: log.file)
            }
        }
    }

    /// The lines of a block that hold code, each with its line in the lesson file.
    static func numberedLines(of code: SwiftCode) -> [(line: Int, text: String)] {
        code.source.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .map { (line: code.location.line + $0.offset, text: String($0.element)) }
            .filter { !$0.text.trimmingWhitespace().isEmpty }
    }

    /// False, with the errors reported, when the blocks cannot make an order-the-chain exercise.
    static func check(_ exercise: ExerciseDraft, log: inout DiagnosticLog) -> Bool {
        guard let linesBlock = exercise.chainLines else {
            if let distractors = exercise.chainDistractors {
                log.error(line: distractors.location.line - 1, column: 1, "```swift distractors without ```swift lines",
                          fix: "give the chain's lines in a ```swift lines block, or drop the distractors")
                return false
            }
            return true
        }
        var fine = true
        let lines = numberedLines(of: linesBlock)
        let distractors = exercise.chainDistractors.map(numberedLines(of:)) ?? []
        for line in lines + distractors where ChainLines.key(line.text).isEmpty {
            log.error(line: line.line, column: 1, "a line of the chain's blocks holds only a comment",
                      fix: "each line is code the learner orders; put explanations in the exercise's prose")
            fine = false
        }
        if Set(lines.map { ChainLines.key($0.text) }).count < 2 {
            log.error(line: linesBlock.location.line - 1, column: 1, "```swift lines needs at least two different lines",
                      fix: "an order-the-chain exercise gives the lines of a chain to put in order")
            fine = false
        }
        let chainKeys = Set(lines.map { ChainLines.key($0.text) })
        for line in distractors where chainKeys.contains(ChainLines.key(line.text)) {
            log.error(line: line.line, column: 1, "distractor `\(ChainLines.key(line.text))` is also a line of the chain",
                      fix: "a distractor is a line that does not belong; drop it from ```swift distractors")
            fine = false
        }
        guard let start = exercise.start, let file = ChainFile(start: start.source) else {
            log.error(line: exercise.location.line, column: 1, "the ```swift start of an order-the-chain exercise does not end with a line `}`",
                      fix: "end the start code with the brace that closes `solve`: the chain's lines go just before it")
            return false
        }
        if let solution = exercise.solution, !SwiftComments.sameCode(solution.source, file.code(with: lines.map(\.text))) {
            log.error(line: solution.location.line - 1, column: 1,
                      "the ```swift solution is not the ```swift start with the ```swift lines put before its last line",
                      fix: "write the solution as the start code with the chain's lines in place, so that the lines are known to solve it")
            fine = false
        }
        return fine
    }
}

extension ExerciseDraft {
    /// The order-the-chain lines, when the exercise gives them.
    var chain: ChainLines? {
        guard let linesBlock = chainLines else { return nil }
        return ChainLines(
            lines: ChainBlocks.numberedLines(of: linesBlock).map(\.text),
            distractors: chainDistractors.map { ChainBlocks.numberedLines(of: $0).map(\.text) } ?? [],
            location: SourceLocation(file: linesBlock.location.file, line: linesBlock.location.line - 1))
    }
}
