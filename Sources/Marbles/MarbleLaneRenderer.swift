/// Writes recorded events back as a marble string in the grammar `MarbleParser` reads.
public enum MarbleLaneRenderer {
    /// A rendered lane: the marble string, the value map it needs, and whether parsing it back
    /// gives exactly the events it came from.
    public struct Lane: Sendable, Equatable {
        public var marbles: String
        /// Symbols standing for values that are not a single letter or digit, e.g. `a` → `🐶`.
        public var values: [ValueSymbol]
        /// The text of the first error, which `#` cannot show by itself.
        public var errorMessage: String?
        /// False when some events could not be placed at their exact time: two events closer
        /// than a group allows, events before time 0, or more distinct values than symbols.
        public var isExact: Bool

        /// The value map as a lesson writes it: `a=🐶 b=🐱`.
        public var valueMapText: String {
            values.map { "\($0.symbol)=\($0.text)" }.joined(separator: " ")
        }
    }

    public struct ValueSymbol: Sendable, Equatable {
        public var symbol: Character
        public var text: String
    }

    /// - Parameter longestDashRun: gaps longer than this many frames are written as a time
    ///   progression (` 300ms `) instead of dashes.
    public static func render(
        _ events: [TimedEvent], frameDuration: Int = 10, longestDashRun: Int = 40
    ) -> Lane {
        precondition(frameDuration > 0, "a frame lasts at least one virtual millisecond")
        let symbols = SymbolTable(values: events.filter { $0.kind == .next }.compactMap(\.value))
        var isExact = symbols.isComplete
        var marbles = ""
        var cursor = 0

        // Stable grouping by time keeps same-time events in the order they were recorded.
        let frames = Dictionary(grouping: events.enumerated(), by: { $0.element.time })
            .sorted { $0.key < $1.key }
            .map { (time: $0.key, events: $0.value.sorted { $0.offset < $1.offset }.map(\.element)) }

        for frame in frames {
            var gap = frame.time - cursor
            if gap < 0 {
                isExact = false
                gap = 0
            }
            marbles += gapText(gap, frameDuration: frameDuration, longestDashRun: longestDashRun)
            let eventSymbols = frame.events.map { symbols.symbol(for: $0) }
            if eventSymbols.count == 1 {
                marbles += eventSymbols[0]
                cursor = cursor + gap + frameDuration
            } else {
                marbles += "(" + eventSymbols.joined() + ")"
                cursor = cursor + gap + frameDuration * (eventSymbols.count + 2)
            }
        }
        let errorMessage = events.first { $0.kind == .error }?.value
        return Lane(marbles: marbles, values: symbols.assigned, errorMessage: errorMessage, isExact: isExact)
    }

    /// Dashes for whole frames; a time progression for a long gap or a part of a frame.
    private static func gapText(_ gap: Int, frameDuration: Int, longestDashRun: Int) -> String {
        guard gap > 0 else { return "" }
        let frames = gap / frameDuration
        let remainder = gap % frameDuration
        if frames > longestDashRun { return " \(gap)ms " }
        let dashes = String(repeating: "-", count: frames)
        return remainder == 0 ? dashes : dashes + " \(remainder)ms "
    }
}

/// Chooses one symbol per distinct value: the value itself when it is a single letter or
/// digit, otherwise the first unused letter.
private struct SymbolTable {
    private var symbolByValue: [String: Character] = [:]
    private(set) var assigned: [MarbleLaneRenderer.ValueSymbol] = []
    private(set) var isComplete = true

    private static let spareSymbols = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")

    init(values: [String]) {
        // Values that can stand for themselves are reserved first, so a later value cannot take
        // their letter.
        var taken = Set<Character>()
        for value in values where Self.standsForItself(value) {
            symbolByValue[value] = value.first!
            taken.insert(value.first!)
        }
        var spare = Self.spareSymbols.filter { !taken.contains($0) }.makeIterator()
        for value in values where symbolByValue[value] == nil {
            guard let symbol = spare.next() else {
                isComplete = false
                symbolByValue[value] = "?"
                continue
            }
            symbolByValue[value] = symbol
            assigned.append(.init(symbol: symbol, text: value))
        }
    }

    func symbol(for event: TimedEvent) -> String {
        switch event.kind {
        case .next: String(symbolByValue[event.value ?? ""] ?? "?")
        case .error: "#"
        case .completed: "|"
        }
    }

    private static func standsForItself(_ value: String) -> Bool {
        value.count == 1 && MarbleParser.isValueSymbol(value.first!)
    }
}
