/// Lines up an expected and an actual sequence so that one extra or missing item shows as one
/// difference instead of shifting everything after it.
///
/// A longest common subsequence gives the matches; between two matches, leftover items are
/// paired in order as mismatches, and what is left after pairing is missing or unexpected.
enum SequenceAlignment {
    enum Step: Equatable {
        case match(expected: Int, actual: Int)
        case mismatch(expected: Int, actual: Int)
        case missing(expected: Int)
        case unexpected(actual: Int)
    }

    /// Above this many cells, the quadratic table is skipped and items are paired by position.
    static let largestTable = 4_000_000

    static func align<E, A>(_ expected: [E], _ actual: [A], equal: (E, A) -> Bool) -> [Step] {
        let matches = expected.count * actual.count <= largestTable
            ? commonSubsequence(expected, actual, equal: equal)
            : []
        var steps: [Step] = []
        var nextExpected = 0
        var nextActual = 0
        for (matchedExpected, matchedActual) in matches + [(expected.count, actual.count)] {
            steps += pairGap(expected: nextExpected..<matchedExpected, actual: nextActual..<matchedActual)
            if matchedExpected < expected.count {
                steps.append(.match(expected: matchedExpected, actual: matchedActual))
            }
            nextExpected = matchedExpected + 1
            nextActual = matchedActual + 1
        }
        // Without the table, position pairing still tells matches from mismatches.
        return steps.map { step in
            if case .mismatch(let e, let a) = step, equal(expected[e], actual[a]) { return .match(expected: e, actual: a) }
            return step
        }
    }

    private static func pairGap(expected: Range<Int>, actual: Range<Int>) -> [Step] {
        let paired = min(expected.count, actual.count)
        var steps: [Step] = (0..<paired).map { .mismatch(expected: expected.lowerBound + $0, actual: actual.lowerBound + $0) }
        steps += expected.dropFirst(paired).map { .missing(expected: $0) }
        steps += actual.dropFirst(paired).map { .unexpected(actual: $0) }
        return steps
    }

    /// Index pairs of a longest common subsequence, in increasing order.
    private static func commonSubsequence<E, A>(_ expected: [E], _ actual: [A], equal: (E, A) -> Bool) -> [(Int, Int)] {
        let rows = expected.count, columns = actual.count
        guard rows > 0, columns > 0 else { return [] }
        // lengths[i][j]: LCS length of expected[i...] and actual[j...].
        var lengths = Array(repeating: Array(repeating: 0, count: columns + 1), count: rows + 1)
        for i in stride(from: rows - 1, through: 0, by: -1) {
            for j in stride(from: columns - 1, through: 0, by: -1) {
                lengths[i][j] = equal(expected[i], actual[j])
                    ? lengths[i + 1][j + 1] + 1
                    : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var pairs: [(Int, Int)] = []
        var i = 0, j = 0
        while i < rows && j < columns {
            if equal(expected[i], actual[j]) && lengths[i][j] == lengths[i + 1][j + 1] + 1 {
                pairs.append((i, j))
                i += 1
                j += 1
            } else if lengths[i + 1][j] >= lengths[i][j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return pairs
    }
}
