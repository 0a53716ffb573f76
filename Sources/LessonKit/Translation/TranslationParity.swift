/// Proves a translated chapter to be its English chapter in other words: the same lessons,
/// cells and exercises under the same ids and attributes, the same code apart from comments,
/// the same expected output, inputs and number of hints. Then the English course's `verify` and
/// `dev check` hold for the translation too, and the notebook can show the translated lesson.
enum TranslationParity {
    /// What is wrong with one translated lesson, as sentences; empty when it matches.
    static func mismatches(english: Lesson, translated: Lesson) -> [String] {
        var problems: [String] = []
        if english.section != translated.section {
            problems.append("its `section=` is `\(translated.section)`, the English lesson's is `\(english.section)`")
        }
        if !sameCode(english.setup, translated.setup) {
            problems.append("its ```swift setup differs from the English one other than in comments")
        }
        let englishCells = english.cells, translatedCells = translated.cells
        if englishCells.map(\.id) != translatedCells.map(\.id) {
            problems.append("its cells are \(list(translatedCells.map(\.id))), the English lesson's \(list(englishCells.map(\.id)))")
        } else {
            for (original, copy) in zip(englishCells, translatedCells) {
                problems += cellMismatches(original, copy).map { "cell `\(original.id)`: \($0)" }
            }
        }
        let englishExercises = english.exercises, translatedExercises = translated.exercises
        if englishExercises.map(\.id) != translatedExercises.map(\.id) {
            problems.append("its exercises are \(list(translatedExercises.map(\.id))), the English lesson's \(list(englishExercises.map(\.id)))")
        } else {
            for (original, copy) in zip(englishExercises, translatedExercises) {
                problems += exerciseMismatches(original, copy).map { "exercise `\(original.id)`: \($0)" }
            }
        }
        if english.operatorChoices.map(\.operators) != translated.operatorChoices.map(\.operators) {
            problems.append("its ```choose rows do not name the same operators in the same order as the English ones")
        }
        return problems
    }

    private static func cellMismatches(_ english: Cell, _ translated: Cell) -> [String] {
        var problems: [String] = []
        if !SwiftComments.sameCode(english.code.source, translated.code.source) {
            problems.append(codeDifference(english.code.source, translated.code.source))
        }
        if !sameExpectation(english.expected, translated.expected) {
            problems.append("its expected output differs from the English cell's (copy the blocks as they are)")
        }
        if english.lineChoices != translated.lineChoices {
            problems.append("its ```choices differ from the English cell's (they are printed lines: copy the block as it is)")
        }
        if english.timeLimit != translated.timeLimit || english.drawsAutomaticLanes != translated.drawsAutomaticLanes {
            problems.append("its fence's attributes differ from the English cell's")
        }
        return problems
    }

    private static func exerciseMismatches(_ english: Exercise, _ translated: Exercise) -> [String] {
        var problems: [String] = []
        if !SwiftComments.sameCode(english.start.source, translated.start.source) {
            problems.append("```swift start: " + codeDifference(english.start.source, translated.start.source))
        }
        if !sameCode(english.solution, translated.solution) {
            problems.append("```swift solution differs from the English one other than in comments")
        }
        if english.inputs.map(\.name) != translated.inputs.map(\.name) || english.inputs.map(\.marbles) != translated.inputs.map(\.marbles) {
            problems.append("its ```inputs differ from the English exercise's")
        }
        if !sameExpectation(english.expected, translated.expected) {
            problems.append("its goal (expected output) differs from the English exercise's")
        }
        if english.hints.count != translated.hints.count {
            problems.append("it has \(translated.hints.count) hints, the English exercise \(english.hints.count)")
        }
        if english.timeLimit != translated.timeLimit || english.topics != translated.topics || english.level != translated.level {
            problems.append("its heading's attributes differ from the English exercise's")
        }
        return problems
    }

    private static func sameCode(_ english: SwiftCode?, _ translated: SwiftCode?) -> Bool {
        switch (english, translated) {
        case (nil, nil): true
        case (let a?, let b?): SwiftComments.sameCode(a.source, b.source)
        default: false
        }
    }

    /// Expectations compared without where they were written (the files' lines differ).
    private static func sameExpectation(_ english: ExpectedOutput, _ translated: ExpectedOutput) -> Bool {
        english.lineBlocks.map { [$0.lines.description, $0.isOrdered.description] }
            == translated.lineBlocks.map { [$0.lines.description, $0.isOrdered.description] }
            && english.lanes.map { "\($0.name) \($0.events) \($0.marbles ?? "") \($0.frameDuration)" }
            == translated.lanes.map { "\($0.name) \($0.events) \($0.marbles ?? "") \($0.frameDuration)" }
    }

    /// The first code line that differs, quoted, so a translator sees what was changed.
    private static func codeDifference(_ english: String, _ translated: String) -> String {
        let a = SwiftComments.codeLines(of: english), b = SwiftComments.codeLines(of: translated)
        for (index, pair) in zip(a, b).enumerated() where pair.0 != pair.1 {
            return "its code differs from the English cell's other than in comments: code line \(index + 1) is `\(pair.1)`, in English `\(pair.0)`"
        }
        return "its code differs from the English cell's other than in comments: \(b.count) code lines, in English \(a.count)"
    }

    private static func list(_ ids: [String]) -> String {
        ids.isEmpty ? "none" : ids.map { "`\($0)`" }.joined(separator: ", ")
    }
}
