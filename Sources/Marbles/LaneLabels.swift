/// How a text lane writes its events: `1`, `|`, `#`, and several events in one column as `(ab)`
/// or, with longer values, `(10,20)`.
///
/// Values are written as themselves, unless full values would make the drawing too wide for a
/// scale that keeps them apart: then each value wider than one column is written as a letter,
/// and a legend says what the letters stand for (`f=false  t=true`), as lessons write marbles.
public struct LaneLabels: Sendable, Equatable {
    public struct Symbol: Sendable, Equatable {
        public var symbol: Character
        public var value: String
    }

    /// In order of first appearance; empty when values are written as themselves.
    public private(set) var legend: [Symbol] = []
    private var symbolByValue: [String: Character] = [:]

    /// Every value as itself.
    public static let values = LaneLabels()

    /// A letter for each value of `lanes` wider than one column: its own first letter when
    /// free (never a digit: `9=95` would read as a value), else the first free one of `a`…`z`,
    /// `A`…`Z`, `0`…`9`. One-column values keep themselves and their character. Values left
    /// over when the letters run out stay whole.
    public static func symbols(for lanes: [[TimedEvent]]) -> LaneLabels {
        let values = lanes.flatMap { $0 }.filter { $0.kind == .next }.map { TimelineLayout.printable($0.value ?? "") }
        var taken = Set(values.filter { DisplayWidth.of($0) == 1 }.compactMap(\.first))
        let spare = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        var labels = LaneLabels()
        for value in values where DisplayWidth.of(value) > 1 && labels.symbolByValue[value] == nil {
            let own = value.first.flatMap { $0.isASCII && $0.isLetter ? $0 : nil }
            guard let symbol = own.flatMap({ taken.contains($0) ? nil : $0 }) ?? spare.first(where: { !taken.contains($0) }) else {
                continue
            }
            taken.insert(symbol)
            labels.symbolByValue[value] = symbol
            labels.legend.append(Symbol(symbol: symbol, value: value))
        }
        return labels
    }

    /// The letter written for `value` (as `TimelineLayout.printable` writes it), if it has one.
    public func symbol(for value: String) -> Character? {
        symbolByValue[value]
    }

    /// The label of the events in one column.
    public func label(for events: [TimedEvent]) -> String {
        let labels = events.map(label(for:))
        guard labels.count > 1 else { return labels.first ?? "" }
        return "(" + labels.joined(separator: separator(labels)) + ")"
    }

    /// The events of a column revealed so far, for step mode: `a`, or `(a,b` with the group
    /// left open because more of it is still hidden.
    public func openLabel(for events: [TimedEvent]) -> String {
        let labels = events.map(label(for:))
        guard !labels.isEmpty else { return "" }
        return "(" + labels.joined(separator: separator(labels))
    }

    /// The legend as lines of at most `width` columns: `f=false  t=true`.
    public func legendLines(width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for entry in legend {
            let text = "\(entry.symbol)=\(entry.value)"
            if !line.isEmpty && DisplayWidth.of(line) + 2 + DisplayWidth.of(text) > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : "  ") + text
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    private func label(for event: TimedEvent) -> String {
        switch event.kind {
        case .next:
            let value = TimelineLayout.printable(event.value ?? "")
            return symbolByValue[value].map(String.init) ?? value
        case .error: return "#"
        case .completed: return "|"
        }
    }

    private func separator(_ labels: [String]) -> String {
        labels.allSatisfy { DisplayWidth.of($0) == 1 } ? "" : ","
    }
}
