import Marbles

/// How exercise verdicts write a timeline: its marbles, then what the symbols stand for when they
/// are not the values themselves — `-a-b-| (a=rx, b=swift)` — and the error's description —
/// `-a-# (a=rx, #=boom)` — or `empty` when there is no event. Every lane of one message uses one
/// `MarbleLegend`, so a letter means the same value in the input, in yours and in expected.
/// When marbles cannot place every event of every lane at its time (an event closer to a group
/// than the group's width, too many distinct values), all the lanes are written out event by
/// event instead: a lane that reads as the wrong time, or marbles set against a list, would
/// mislead the learner they are meant to help.
enum MarbleDescription {
    /// One lane with a legend of its own.
    static func of(_ events: [TimedEvent], empty: String, frameDuration: Int = 10) -> String {
        let legend = MarbleLegend(lanes: [events])
        return lane(events, legend: legend, asEvents: !canDraw([events], legend: legend, frameDuration: frameDuration),
                    empty: empty, frameDuration: frameDuration)
    }

    /// One lane of a message whose lanes share `legend`; `asEvents` writes it as a list.
    static func lane(_ events: [TimedEvent], legend: MarbleLegend, asEvents: Bool, empty: String, frameDuration: Int = 10) -> String {
        if events.isEmpty { return empty }
        if asEvents { return events.map(\.description).joined(separator: ", ") }
        let lane = MarbleLaneRenderer.render(legend.symbolized(events), frameDuration: frameDuration)
        var entries = legend.entries(for: events)
        if let error = events.first(where: { $0.kind == .error }), let description = error.value {
            entries.append("#=\(description)")
        }
        return entries.isEmpty ? lane.marbles : lane.marbles + " (" + entries.joined(separator: ", ") + ")"
    }

    /// The inputs of a case, `name: -1-2-|`, in name order, separated by `; `.
    static func inputs(_ exerciseCase: ExerciseCase, legend: MarbleLegend, asEvents: Bool = false, frameDuration: Int = 10) -> String {
        exerciseCase.inputs.keys.sorted().map { name in
            "\(name): " + lane(exerciseCase.inputs[name] ?? [], legend: legend, asEvents: asEvents,
                               empty: "nothing (never emits, never ends)", frameDuration: frameDuration)
        }.joined(separator: "; ")
    }

    /// Whether marbles can place every event of every lane at its time with `legend`'s symbols.
    static func canDraw(_ lanes: [[TimedEvent]], legend: MarbleLegend, frameDuration: Int = 10) -> Bool {
        legend.isComplete && lanes.allSatisfy { MarbleLaneRenderer.render(legend.symbolized($0), frameDuration: frameDuration).isExact }
    }
}

/// One symbol per distinct value across the lanes of a message (`MarbleSymbolTable`): the value
/// itself when it is a single letter or digit, otherwise the first letter no value stands for.
struct MarbleLegend {
    private let table: MarbleSymbolTable

    /// Symbols are chosen in the order the values come, lane after lane.
    init(lanes: [[TimedEvent]]) {
        var values: [String] = []
        for event in lanes.joined() where event.kind == .next {
            if let value = event.value, !values.contains(value) { values.append(value) }
        }
        table = MarbleSymbolTable(values: values)
    }

    var isComplete: Bool { table.isComplete }

    /// The events with each value replaced by its symbol.
    func symbolized(_ events: [TimedEvent]) -> [TimedEvent] {
        events.map { event in
            guard event.kind == .next, let value = event.value, let symbol = table.symbol(forValue: value) else { return event }
            return .next(String(symbol), at: event.time)
        }
    }

    /// `a=rx` for each value of `events` that a symbol stands for, in the order they come.
    func entries(for events: [TimedEvent]) -> [String] {
        var seen: [String] = []
        for event in events where event.kind == .next {
            guard let value = event.value, let symbol = table.symbol(forValue: value), String(symbol) != value else { continue }
            let entry = "\(symbol)=\(value)"
            if !seen.contains(entry) { seen.append(entry) }
        }
        return seen
    }
}
