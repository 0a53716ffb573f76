import LessonKit
import Marbles

/// The values one input takes in generated cases: its domain (`InputDomain`), the boundaries
/// every run tries, and a way to draw the others at random from a seeded generator.
struct ValuePool: Sendable {
    /// Values tried on every run: the author's `always` values, the domain's ends, and the values
    /// around each limit the reference compares with.
    let boundaries: [String]
    private let draw: @Sendable (inout SplitMix64) -> String
    /// The values of the domain simpler than a given one, for shrinking a failing case.
    let simpler: @Sendable (String) -> [String]
    /// The values of the visible example (for edge cases that want a familiar one).
    let familiar: [String]

    init(boundaries: [String], familiar: [String], simpler: @escaping @Sendable (String) -> [String] = { _ in [] },
         draw: @escaping @Sendable (inout SplitMix64) -> String) {
        var seen = Set<String>()
        self.boundaries = boundaries.filter { seen.insert($0).inserted }
        self.familiar = familiar
        self.simpler = simpler
        self.draw = draw
    }

    /// Of `values`, those simpler than `value`: shorter, or as long and nearer zero.
    static func simplerOnes(of values: [String], than value: String) -> [String] {
        func weight(_ text: String) -> (Int, Double) { (text.count, abs(Double(text) ?? 0)) }
        return values.filter { weight($0) < weight(value) }.sorted { weight($0) < weight($1) }
    }

    func random(using generator: inout SplitMix64) -> String {
        draw(&generator)
    }

    /// A familiar value, or a boundary when the example has none.
    var first: String { familiar.first ?? boundaries.first ?? "1" }

    /// The pool of `domain` for an input whose example sends `example`; `limits` are the numbers
    /// the reference compares with.
    static func of(_ domain: InputDomain, example: [String], limits: ReferenceLimits) -> ValuePool {
        let familiar = example.isEmpty ? ["1", "2", "3"] : example
        switch domain.kind {
        case .example:
            return ValuePool(boundaries: domain.always, familiar: familiar, simpler: { simplerOnes(of: familiar, than: $0) }) {
                familiar[pick(familiar.count, &$0)]
            }
        case .exampleAndNeighbours:
            let numbers = familiar.compactMap { Int($0) }
            let allowsNegative = numbers.contains { $0 < 0 }
            var values = Set(numbers.flatMap { [$0 - 1, $0, $0 + 1] })
            values.formUnion(limits.tried.flatMap { [$0 - 1, $0, $0 + 1] })
            let sorted = values.filter { allowsNegative || $0 >= 0 }.sorted().map(String.init)
            let all = sorted.isEmpty ? familiar : sorted
            let near = limits.tried.flatMap { [$0 - 1, $0, $0 + 1] }.filter { allowsNegative || $0 >= 0 }.map(String.init)
            return ValuePool(boundaries: domain.always + near, familiar: familiar, simpler: { simplerOnes(of: all, than: $0) }) {
                all[pick(all.count, &$0)]
            }
        case .integers(let range):
            let near = limits.tried.flatMap { [$0 - 1, $0, $0 + 1] }.filter(range.contains)
            let ends = [range.lowerBound, range.upperBound] + (range.contains(0) ? [0] : [])
            let inRange = familiar.filter { Int($0).map(range.contains) ?? false }
            let simpler: @Sendable (String) -> [String] = { value in
                guard let number = Int(value) else { return [] }
                let candidates = [0, 1, -1, number / 2, number - number.signum()].filter(range.contains).map(String.init)
                return simplerOnes(of: candidates, than: value)
            }
            return ValuePool(boundaries: domain.always + (ends + near).map(String.init), familiar: inRange.isEmpty ? familiar : inRange,
                             simpler: simpler) { generator in
                String(range.lowerBound + Int(generator.next() % UInt64(range.count)))
            }
        case .decimals(let range, let step):
            let steps = max(0, Int(((range.upperBound - range.lowerBound) / step).rounded(.down)))
            @Sendable func value(_ index: Int) -> Double { range.lowerBound + Double(index) * step }
            // The ends, zero, and the halves around it, where rounding rules differ most.
            let halves = [-2.5, -1.5, -0.5, 0, 0.5, 1.5, 2.5].filter { range.contains($0) && isOnGrid($0, range: range, step: step) }
            let ends = [range.lowerBound, range.upperBound] + halves
            let simpler: @Sendable (String) -> [String] = { value in
                guard let number = Double(value) else { return [] }
                let candidates = [0, 0.5, -0.5, number.rounded(.towardZero)].filter { range.contains($0) && isOnGrid($0, range: range, step: step) }
                return simplerOnes(of: candidates.map(decimalText), than: value)
            }
            return ValuePool(boundaries: domain.always + ends.map(decimalText), familiar: familiar, simpler: simpler) { generator in
                decimalText(value(Int(generator.next() % UInt64(steps + 1))))
            }
        case .texts(let lengths, let alphabet):
            let near = limits.lengths.flatMap { [$0 - 1, $0, $0 + 1] }.filter(lengths.contains)
            let boundaryLengths = [lengths.lowerBound, lengths.upperBound] + near
            // Boundary texts are made of the alphabet's first letters, so they stay readable.
            let boundaryTexts = boundaryLengths.map { length in String((0..<length).map { alphabet[$0 % alphabet.count] }) }
            let simpler: @Sendable (String) -> [String] = { value in
                guard value.count > lengths.lowerBound else { return [] }
                return [String(value.dropLast()), String(value.prefix(lengths.lowerBound))]
            }
            return ValuePool(boundaries: domain.always + boundaryTexts, familiar: familiar, simpler: simpler) { generator in
                let length = lengths.lowerBound + Int(generator.next() % UInt64(lengths.count))
                return String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
            }
        case .oneOf(let values):
            return ValuePool(boundaries: domain.always + values, familiar: familiar, simpler: { simplerOnes(of: values, than: $0) }) {
                values[pick(values.count, &$0)]
            }
        }
    }

    private static func pick(_ count: Int, _ generator: inout SplitMix64) -> Int {
        Int(generator.next() % UInt64(max(1, count)))
    }

    private static func isOnGrid(_ value: Double, range: ClosedRange<Double>, step: Double) -> Bool {
        let steps = (value - range.lowerBound) / step
        return abs(steps - steps.rounded()) < 1e-9
    }

    /// A decimal as `Double(text)` reads it back: `0.5`, `-2.0`.
    static func decimalText(_ value: Double) -> String {
        let rounded = (value * 1_000_000).rounded() / 1_000_000
        return String(rounded == 0 ? 0 : rounded)
    }
}

extension ReferenceLimits {
    /// Every number worth trying values around: limits and equalities.
    var tried: [Int] { Array(Set(values + equalities)).sorted() }
}
