/// Reads the short durations that marbles and lesson attributes use: `10ms`, `2s`, `1.5s`, `1m`.
///
/// The result is in virtual milliseconds, the unit of every time in a lesson.
public enum DurationText {
    /// The duration in milliseconds, or nil when the text is not a number followed by `ms`, `s`
    /// or `m`, or does not come to a whole number of milliseconds.
    public static func milliseconds(_ text: some StringProtocol) -> Int? {
        let units: [(suffix: String, factor: Double)] = [("ms", 1), ("s", 1_000), ("m", 60_000)]
        // "ms" is tried before "m" and "s" so that `10ms` is not read as `10m` followed by junk.
        for unit in units where text.hasSuffix(unit.suffix) {
            let number = text.dropLast(unit.suffix.count)
            guard isDecimal(number), let amount = Double(String(number)) else { return nil }
            let total = amount * unit.factor
            guard total == total.rounded(), total <= Double(Int32.max) else { return nil }
            return Int(total)
        }
        return nil
    }

    /// A duration as marbles write one: `800ms`, `2s`, `4.5s`, `1.25s`; `spaced` puts a space
    /// before the unit (`800 ms`) for a legend read as prose. Minutes are written as seconds so
    /// that the number stays comparable with the ruler's milliseconds.
    public static func written(_ milliseconds: Int, spaced: Bool = false) -> String {
        let space = spaced ? " " : ""
        guard milliseconds.magnitude >= 1_000 else { return "\(milliseconds)\(space)ms" }
        let sign = milliseconds < 0 ? "-" : ""
        let whole = milliseconds.magnitude / 1_000
        var fraction = String(milliseconds.magnitude % 1_000)
        fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
        while fraction.last == "0" { fraction.removeLast() }
        let number = fraction.isEmpty ? "\(whole)" : "\(whole).\(fraction)"
        return "\(sign)\(number)\(space)s"
    }

    /// Digits with at most one decimal point between digits: `10`, `1.5`; not `.5`, `1.`, `1e3`.
    private static func isDecimal(_ text: some StringProtocol) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count) else { return false }
        return parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
    }
}
