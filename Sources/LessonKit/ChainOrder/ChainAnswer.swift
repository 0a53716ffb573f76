import Localization

/// The learner's file of an order-the-chain exercise, read as the lines they kept: `rxlearn check`
/// and the notebook read it before the checker judges it, and the notebook's keys edit it.
///
/// A line counts as dropped when it is blank or a comment (`// .map { … }`); the others must be
/// the start code's lines, in their places, around lines the exercise gave, each used at most as
/// often as it was given. Then the file itself is what is judged, so a compiler error points at
/// the learner's own line.
public struct ChainAnswer: Sendable, Equatable {
    /// The file's lines.
    public private(set) var lines: [String]
    /// Which of `lines` hold a given line, kept or commented out, in the file's order: the lines
    /// the learner orders.
    public private(set) var slots: [Int]

    /// Nil when the file no longer has the start code's lines around the chain.
    public init?(_ answer: String, for exercise: Exercise) {
        guard let chain = exercise.chain, let file = ChainFile(start: exercise.start.source) else { return nil }
        lines = answer.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let head = file.head.map(ChainLines.key).filter { !$0.isEmpty }
        // The first line after the start code's head, and the start code's last line.
        var index = 0
        for key in head {
            while index < lines.count && Self.codeKey(lines[index]) != key { index += 1 }
            guard index < lines.count else { return nil }
            index += 1
        }
        guard let closing = lines.lastIndex(where: { Self.codeKey($0) == ChainLines.key(file.tail[0]) }), closing >= index else { return nil }
        let given = Set(chain.givenKeys)
        slots = (index..<closing).filter { [lines] in given.contains(Self.codeKey(lines[$0])) || given.contains(Self.droppedKey(lines[$0])) }
    }

    public var text: String { lines.joined(separator: "\n") }

    /// Whether the slot's line is commented out (dropped from the chain).
    public func isDropped(slot: Int) -> Bool { Self.codeKey(lines[slots[slot]]).isEmpty }

    /// The slot's line moved one place up (`by: -1`) or down among the slots; nil at the end.
    public func moving(slot: Int, by step: Int) -> ChainAnswer? {
        let other = slot + step
        guard slots.indices.contains(slot), slots.indices.contains(other) else { return nil }
        var moved = self
        moved.lines.swapAt(slots[slot], slots[other])
        return moved
    }

    /// The slot's line taken out of the chain (commented out) or put back.
    public func toggling(slot: Int) -> ChainAnswer? {
        guard slots.indices.contains(slot) else { return nil }
        var toggled = self
        let line = lines[slots[slot]]
        let indent = String(line.prefix { $0 == " " || $0 == "\t" })
        let body = line.dropFirst(indent.count)
        if isDropped(slot: slot) {
            toggled.lines[slots[slot]] = indent + body.dropFirst(2).drop { $0 == " " }
        } else {
            toggled.lines[slots[slot]] = indent + "// " + body
        }
        return toggled
    }

    /// Why the file cannot be judged as an ordering of the given lines; nil when it can.
    public static func problem(in answer: String, for exercise: Exercise) -> ChainAnswerProblem? {
        guard let chain = exercise.chain, let file = ChainFile(start: exercise.start.source) else { return nil }
        let numbered = answer.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .map { (number: $0.offset + 1, key: codeKey(String($0.element))) }.filter { !$0.key.isEmpty }
        let head = file.head.map(ChainLines.key).filter { !$0.isEmpty }
        let closing = ChainLines.key(file.tail[0])
        guard numbered.count > head.count, numbered.prefix(head.count).map(\.key) == head, numbered.last?.key == closing else {
            return .startCodeChanged(exerciseID: exercise.id)
        }
        var left = chain.givenKeys
        for line in numbered.dropFirst(head.count).dropLast() {
            guard let place = left.firstIndex(of: line.key) else {
                return chain.givenKeys.contains(line.key) ? .usedTwice(line: line.number, text: line.key) : .notGiven(line: line.number, text: line.key)
            }
            left.remove(at: place)
        }
        return nil
    }

    /// A line's code without comments or the spaces around; empty for a blank or comment line.
    static func codeKey(_ line: String) -> String { ChainLines.key(line) }

    /// A commented-out line's code: `// .map { … }` gives `.map { … }`.
    static func droppedKey(_ line: String) -> String {
        let trimmed = line.trimmingWhitespace()
        guard trimmed.hasPrefix("//") else { return "" }
        return ChainLines.key(String(trimmed.dropFirst(2)))
    }
}

/// Why an order-the-chain answer cannot be judged, in one sentence that says what to do.
public enum ChainAnswerProblem: Sendable, Equatable {
    /// The lines around the chain (`solve`'s head, its source, the closing brace) changed.
    case startCodeChanged(exerciseID: String)
    /// A line the exercise did not give.
    case notGiven(line: Int, text: String)
    /// A given line kept more often than it was given.
    case usedTwice(line: Int, text: String)

    public var phrase: Phrase {
        switch self {
        case .startCodeChanged(let id): UIText.ChainOrder.startCodeChanged(exerciseID: id)
        case .notGiven(let line, let text): UIText.ChainOrder.notGiven(line: line, text: text)
        case .usedTwice(let line, let text): UIText.ChainOrder.usedTwice(line: line, text: text)
        }
    }
}
