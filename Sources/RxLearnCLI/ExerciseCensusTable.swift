import LessonKit

/// The exercise counts `rxlearn lint` prints after its diagnostics: every topic with its count
/// (three to a line, within 80 columns; `!` marks a thin topic), then the levels and the total.
struct ExerciseCensusTable {
    let census: ExerciseCensus

    var lines: [String] {
        let thin = Set(census.thinTopics)
        let cells = ExerciseTopic.allCases.map { topic in
            let count = String(census.byTopic[topic, default: 0])
            let name = topic.rawValue.padding(toLength: Self.nameWidth, withPad: " ", startingAt: 0)
            let number = String(repeating: " ", count: max(0, 3 - count.count)) + count
            return name + " " + number + (thin.contains(topic) ? " !" : "  ")
        }
        var rows = stride(from: 0, to: cells.count, by: 3).map { start in
            "  " + cells[start..<min(start + 3, cells.count)].joined(separator: " ")
        }.map { $0.replacingTrailingSpaces() }
        rows.insert("Exercises by topic (! fewer than \(ExerciseCensus.fewestPerTopic)):", at: 0)
        let levels = ExerciseLevel.allCases.map { "\($0.rawValue) \(census.byLevel[$0, default: 0])" }
        rows.append("Exercises by level: " + (levels + ["untagged \(census.withoutLevel)"]).joined(separator: ", "))
        rows.append("Exercises in all: \(census.total) (\(census.withoutTopics) without topics)")
        return rows
    }

    /// Wide enough for the longest topic name.
    static let nameWidth = ExerciseTopic.allCases.map(\.rawValue.count).max() ?? 0
}

private extension String {
    func replacingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
