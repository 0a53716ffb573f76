/// A translated lesson proved to be its English lesson in other words: the same cells and
/// exercises under the same ids and attributes, the same code apart from comments
/// (`SwiftComments`, which keeps every literal whole), the same expected output, inputs, values
/// of the inputs and check settings, and number of hints. Then the English course's `verify` and
/// `dev check` hold for the translation too, and the notebook can show the translated lesson.
/// Each part of the model compares itself.
extension Lesson {
    /// What keeps `translated` from being this lesson in other words, as sentences; empty when
    /// it is.
    func translationMismatches(_ translated: Lesson) -> [String] {
        var problems: [String] = []
        if section != translated.section {
            problems.append("its `section=` is `\(translated.section)`, the English lesson's is `\(section)`")
        }
        if !SwiftCode.sameCode(setup, translated.setup) {
            problems.append("its ```swift setup differs from the English one other than in comments")
        }
        if cells.map(\.id) != translated.cells.map(\.id) {
            problems.append("its cells are \(Self.list(translated.cells.map(\.id))), the English lesson's \(Self.list(cells.map(\.id)))")
        } else {
            for (original, copy) in zip(cells, translated.cells) {
                problems += original.translationMismatches(copy).map { "cell `\(original.id)`: \($0)" }
            }
        }
        if exercises.map(\.id) != translated.exercises.map(\.id) {
            problems.append("its exercises are \(Self.list(translated.exercises.map(\.id))), the English lesson's \(Self.list(exercises.map(\.id)))")
        } else {
            for (original, copy) in zip(exercises, translated.exercises) {
                problems += original.translationMismatches(copy).map { "exercise `\(original.id)`: \($0)" }
            }
        }
        if operatorChoices.map(\.operators) != translated.operatorChoices.map(\.operators) {
            problems.append("its ```choose rows do not name the same operators in the same order as the English ones")
        }
        return problems
    }

    private static func list(_ ids: [String]) -> String {
        ids.isEmpty ? "none" : ids.map { "`\($0)`" }.joined(separator: ", ")
    }
}

extension Cell {
    func translationMismatches(_ translated: Cell) -> [String] {
        var problems: [String] = []
        if !SwiftComments.sameCode(code.source, translated.code.source) {
            problems.append(SwiftCode.difference(code.source, translated.code.source))
        }
        if !expected.sameExpectation(as: translated.expected) {
            problems.append("its expected output differs from the English cell's (copy the blocks as they are)")
        }
        if lineChoices != translated.lineChoices {
            problems.append("its ```choices differ from the English cell's (they are printed lines: copy the block as it is)")
        }
        if timeLimit != translated.timeLimit || drawsAutomaticLanes != translated.drawsAutomaticLanes {
            problems.append("its fence's attributes differ from the English cell's")
        }
        return problems
    }
}

extension Exercise {
    func translationMismatches(_ translated: Exercise) -> [String] {
        var problems: [String] = []
        if !SwiftComments.sameCode(start.source, translated.start.source) {
            problems.append("```swift start: " + SwiftCode.difference(start.source, translated.start.source))
        }
        if !SwiftCode.sameCode(solution, translated.solution) {
            problems.append("```swift solution differs from the English one other than in comments")
        }
        if inputs.map(\.name) != translated.inputs.map(\.name) || inputs.map(\.marbles) != translated.inputs.map(\.marbles) {
            problems.append("its ```inputs differ from the English exercise's")
        }
        if checking != translated.checking {
            problems.append("its inputs' values (`NAME in …`) or its ```check block differ from the English exercise's (copy them as they are)")
        }
        if !expected.sameExpectation(as: translated.expected) {
            problems.append("its goal (expected output) differs from the English exercise's")
        }
        if hints.count != translated.hints.count {
            problems.append("it has \(translated.hints.count) hints, the English exercise \(hints.count)")
        }
        if timeLimit != translated.timeLimit || topics != translated.topics || level != translated.level {
            problems.append("its heading's attributes differ from the English exercise's")
        }
        return problems
    }
}

extension ExpectedOutput {
    /// The same expectation, wherever it was written (the files' lines differ).
    func sameExpectation(as other: ExpectedOutput) -> Bool {
        lineBlocks.map { [$0.lines.description, $0.isOrdered.description] }
            == other.lineBlocks.map { [$0.lines.description, $0.isOrdered.description] }
            && lanes.map { "\($0.name) \($0.events) \($0.marbles ?? "") \($0.frameDuration)" }
            == other.lanes.map { "\($0.name) \($0.events) \($0.marbles ?? "") \($0.frameDuration)" }
    }
}

extension SwiftCode {
    /// Two optional blocks of code (a setup, a solution) that differ at most in comments.
    static func sameCode(_ english: SwiftCode?, _ translated: SwiftCode?) -> Bool {
        switch (english, translated) {
        case (nil, nil): true
        case (let a?, let b?): SwiftComments.sameCode(a.source, b.source)
        default: false
        }
    }

    /// The first code line that differs, quoted, so a translator sees what was changed.
    static func difference(_ english: String, _ translated: String) -> String {
        let a = SwiftComments.codeLines(of: english), b = SwiftComments.codeLines(of: translated)
        for (index, pair) in zip(a, b).enumerated() where pair.0 != pair.1 {
            return "its code differs from the English cell's other than in comments: code line \(index + 1) is `\(pair.1)`, in English `\(pair.0)`"
        }
        return "its code differs from the English cell's other than in comments: \(b.count) code lines, in English \(a.count)"
    }
}
