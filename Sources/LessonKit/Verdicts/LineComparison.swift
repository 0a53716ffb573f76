/// Compares printed lines with the expected `output` blocks.
///
/// Blocks are matched in turn: each takes as many printed lines as it expects, the last takes
/// all that remain. An ordered block is aligned line by line; an unordered block is compared as
/// a multiset. Trailing spaces are ignored on both sides.
enum LineComparison {
    static func compare(_ blocks: [ExpectedLines], with printed: [PrintedLine]) -> [LineVerdict] {
        var verdicts: [LineVerdict] = []
        var nextPrinted = 0
        var expectedNumber = 1
        for (index, block) in blocks.enumerated() {
            let isLast = index == blocks.count - 1
            let end = isLast ? printed.count : min(printed.count, nextPrinted + block.lines.count)
            let slice = Array(printed[nextPrinted..<end])
            let context = Context(firstExpected: expectedNumber, firstActual: nextPrinted + 1, isOrdered: block.isOrdered)
            verdicts += block.isOrdered
                ? ordered(block.lines, slice, context)
                : unordered(block.lines, slice, context)
            nextPrinted = end
            expectedNumber += block.lines.count
        }
        return verdicts
    }

    static func same(_ expected: String, _ actual: String) -> Bool {
        expected.trimmingTrailingWhitespace() == actual.trimmingTrailingWhitespace()
    }

    private struct Context {
        var firstExpected: Int
        var firstActual: Int
        var isOrdered: Bool

        func verdict(_ outcome: Outcome, expected: (Int, String)?, actual: (Int, PrintedLine)?) -> LineVerdict {
            LineVerdict(
                outcome: outcome, expected: expected?.1, actual: actual?.1,
                expectedLineNumber: expected.map { firstExpected + $0.0 },
                actualLineNumber: actual.map { firstActual + $0.0 }, isOrdered: isOrdered)
        }
    }

    private static func ordered(_ expected: [String], _ actual: [PrintedLine], _ context: Context) -> [LineVerdict] {
        SequenceAlignment.align(expected, actual, equal: { same($0, $1.text) }).map { step in
            switch step {
            case .match(let e, let a): context.verdict(.match, expected: (e, expected[e]), actual: (a, actual[a]))
            case .mismatch(let e, let a): context.verdict(.mismatch, expected: (e, expected[e]), actual: (a, actual[a]))
            case .missing(let e): context.verdict(.missing, expected: (e, expected[e]), actual: nil)
            case .unexpected(let a): context.verdict(.unexpected, expected: nil, actual: (a, actual[a]))
            }
        }
    }

    private static func unordered(_ expected: [String], _ actual: [PrintedLine], _ context: Context) -> [LineVerdict] {
        var unusedExpected = Array(expected.indices)
        var verdicts: [LineVerdict] = []
        var strayActual: [Int] = []
        for (a, line) in actual.enumerated() {
            if let position = unusedExpected.firstIndex(where: { same(expected[$0], line.text) }) {
                let e = unusedExpected.remove(at: position)
                verdicts.append(context.verdict(.match, expected: (e, expected[e]), actual: (a, line)))
            } else {
                strayActual.append(a)
            }
        }
        let paired = min(unusedExpected.count, strayActual.count)
        for k in 0..<paired {
            let e = unusedExpected[k], a = strayActual[k]
            verdicts.append(context.verdict(.mismatch, expected: (e, expected[e]), actual: (a, actual[a])))
        }
        for e in unusedExpected.dropFirst(paired) {
            verdicts.append(context.verdict(.missing, expected: (e, expected[e]), actual: nil))
        }
        for a in strayActual.dropFirst(paired) {
            verdicts.append(context.verdict(.unexpected, expected: nil, actual: (a, actual[a])))
        }
        return verdicts
    }
}
