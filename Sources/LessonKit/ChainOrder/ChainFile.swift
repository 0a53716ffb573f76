import Localization
import Marbles
import SystemSupport

/// How an order-the-chain exercise's start code and lines make the learner's file: the start
/// code's lines up to its last one (`solve`'s head and the chain's source), the given lines, then
/// the start's last line (the brace that closes `solve`). The reference solution is the same with
/// the chain's lines in the author's order, which lint checks.
public struct ChainFile: Sendable, Equatable {
    /// The start code's lines before the chain, and its last line after it.
    public var head: [String]
    public var tail: [String]

    /// Nil when the start code's last line (blank lines aside) is not a lone `}` (lint reports it).
    public init?(start: String) {
        var lines = start.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while let last = lines.last, last.trimmingWhitespace().isEmpty { lines.removeLast() }
        guard lines.count >= 2, ChainLines.key(lines[lines.count - 1]) == "}" else { return nil }
        head = Array(lines.dropLast())
        tail = [lines[lines.count - 1]]
    }

    /// The code with `lines` in place, in the order given.
    public func code(with lines: [String]) -> String {
        (head + lines + tail).joined(separator: "\n")
    }
}

extension ChainLines {
    /// Every given line in the order the learner's file starts with: shuffled the same way for
    /// everyone (seeded by the exercise's id, as the hidden inputs are), distractors mixed in, and
    /// never with the chain's lines in the author's order.
    public func shuffled(seed id: String) -> [String] {
        var hash = FNV1a()
        hash.add(id)
        var random = ShuffleRandom(seed: hash.value)
        let given = lines + distractors
        var order = Array(given.indices)
        for index in order.indices.reversed() where index > 0 {
            order.swapAt(index, Int(random.next() % UInt64(index + 1)))
        }
        // The chain's lines as they come in the shuffle: if they came in the author's order, two
        // neighbours that differ swap places (lint makes sure the chain has two lines that differ).
        let chainPlaces = order.indices.filter { order[$0] < lines.count }
        if chainPlaces.map({ Self.key(given[order[$0]]) }) == lines.map(Self.key) {
            for (first, second) in zip(chainPlaces, chainPlaces.dropFirst())
            where Self.key(given[order[first]]) != Self.key(given[order[second]]) {
                order.swapAt(first, second)
                break
            }
        }
        return order.map { indentation + Self.key(given[$0]) }
    }
}

/// xorshift64*: small and the same on every platform, for a shuffle nobody can tell from random.
private struct ShuffleRandom {
    var state: UInt64

    init(seed: UInt64) { state = seed == 0 ? 0x9E37_79B9_7F4A_7C15 : seed }

    mutating func next() -> UInt64 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 0x2545_F491_4F6C_DD1D
    }
}

extension Exercise {
    /// The code the learner starts from: the start code, with an order-the-chain exercise's
    /// given lines shuffled into `solve`.
    public var startCode: String {
        guard let chain, let file = ChainFile(start: start.source) else { return start.source }
        return file.code(with: chain.shuffled(seed: id))
    }

    /// The learner's file of an order-the-chain exercise: the task, how to order the lines and
    /// drop one, then the start code with every given line shuffled into `solve`.
    func chainStartFile(task: [String]) -> String {
        let how = TextWrapping.lines(UIText.ChainOrder.instructions(exerciseID: id).text, width: 60).map { "// " + $0 }
        return (task + ["//"] + how).joined(separator: "\n") + "\n\n" + startCode + "\n"
    }
}
