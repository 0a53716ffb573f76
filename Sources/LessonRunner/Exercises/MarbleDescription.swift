import Marbles

/// How exercise verdicts write a timeline in a sentence: its marbles, values wider than one column
/// written with a legend's letters and what the letters stand for after — `-a-b-| (a=rx, b=swift)`
/// — and the error's description — `-a-# (a=rx, #=boom)` — or `empty` when there is no event.
///
/// Every lane of one message uses one legend (`LaneLabels`: the result's, `ResultLanes.legend`,
/// which its drawings use too), so a letter means the same value in the input, in yours and in
/// expected. When marbles cannot place every event of every lane at its time (an event closer to
/// a group than the group's width, a value the legend has no letter for), all the lanes are
/// written out event by event instead: a lane that reads as the wrong time, or marbles set
/// against a list, would mislead the learner they are meant to help.
enum MarbleDescription {
    /// One lane with a legend of its own.
    static func of(_ events: [TimedEvent], empty: String, frameDuration: Int = 10) -> String {
        let legend = LaneLabels.symbols(for: [events])
        return lane(events, legend: legend, asEvents: !canDraw([events], legend: legend, frameDuration: frameDuration),
                    empty: empty, frameDuration: frameDuration)
    }

    /// One lane of a message whose lanes share `legend`; `asEvents` writes it as a list.
    static func lane(_ events: [TimedEvent], legend: LaneLabels, asEvents: Bool, empty: String, frameDuration: Int = 10) -> String {
        if events.isEmpty { return empty }
        if asEvents { return events.map(\.description).joined(separator: ", ") }
        // The renderer pads a lane that starts between frames (` 5ms |`) for columns; in a sentence
        // the padding would read as a double space.
        let marbles = String(MarbleLaneRenderer.render(written(events, legend: legend), frameDuration: frameDuration).marbles.drop { $0 == " " })
        var entries: [String] = []
        for event in events where event.kind == .next {
            let text = TimelineLayout.printable(event.value ?? "")
            guard let letter = legend.symbol(for: text) else { continue }
            let entry = "\(letter)=\(text)"
            if !entries.contains(entry) { entries.append(entry) }
        }
        if let error = events.first(where: { $0.kind == .error }), let description = error.value {
            entries.append("#=\(description)")
        }
        return entries.isEmpty ? marbles : marbles + " (" + entries.joined(separator: ", ") + ")"
    }

    /// The inputs of a case, `name: -1-2-|`, in name order, separated by `; `.
    static func inputs(_ exerciseCase: ExerciseCase, legend: LaneLabels, asEvents: Bool = false, empty: String, frameDuration: Int = 10) -> String {
        exerciseCase.inputs.keys.sorted().map { name in
            "\(name): " + lane(exerciseCase.inputs[name] ?? [], legend: legend, asEvents: asEvents,
                               empty: empty, frameDuration: frameDuration)
        }.joined(separator: "; ")
    }

    /// Whether marbles can place every event of every lane at its time, each value written as
    /// itself (a letter or a digit) or as its letter in `legend`.
    static func canDraw(_ lanes: [[TimedEvent]], legend: LaneLabels, frameDuration: Int = 10) -> Bool {
        lanes.allSatisfy { events in
            let marks = written(events, legend: legend)
            return marks.allSatisfy { $0.kind != .next || standsForItself($0.value ?? "") }
                && MarbleLaneRenderer.render(marks, frameDuration: frameDuration).isExact
        }
    }

    /// The events as the marbles write them: each value the legend has a letter for replaced by
    /// the letter.
    private static func written(_ events: [TimedEvent], legend: LaneLabels) -> [TimedEvent] {
        events.map { event in
            guard event.kind == .next, let letter = legend.symbol(for: TimelineLayout.printable(event.value ?? "")) else { return event }
            return .next(String(letter), at: event.time)
        }
    }

    /// A value a marble string can hold as itself: one letter or digit.
    static func standsForItself(_ value: String) -> Bool {
        value.count == 1 && MarbleParser.isValueSymbol(value.first!)
    }
}
