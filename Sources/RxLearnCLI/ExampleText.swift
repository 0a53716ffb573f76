import LessonKit
import Marbles

/// Marbles as the command line prints them, with what their letters stand for: `-a--b-c--|`
/// then `a=50 b=-20 c=5`, so that an exercise's example (and a cell's expected lanes) can be
/// read without the lesson file. A lane whose letters are its values needs no definitions.
enum ExampleText {
    /// `    -a--b-c--|   a=50 b=-20 c=5`: the lane indented, its definitions after it.
    static func lane(_ marbles: String, events: [TimedEvent]) -> String {
        let definitions = self.definitions(marbles: marbles, events: events)
        return "    " + marbles + (definitions.isEmpty ? "" : "   " + definitions)
    }

    /// `a=50 b=-20 #=boom`: each symbol of `marbles` that stands for another text, in order of
    /// first appearance, read by pairing the symbols with the lane's events in order.
    static func definitions(marbles: String, events: [TimedEvent]) -> String {
        var pending = events[...]
        var seen: Set<Character> = []
        var written: [String] = []
        // A time written in the lane (` 10ms `) holds digits that are not events.
        let symbols = marbles.split(separator: " ").filter { DurationText.milliseconds($0) == nil || $0.allSatisfy(\.isNumber) }
            .joined()
        for symbol in symbols where !"-()^ ".contains(symbol) {
            guard let event = pending.popFirst() else { break }
            let text: String?
            switch event.kind {
            case .next: text = event.value
            case .error: text = event.value
            case .completed: text = nil
            }
            guard let text, text != String(symbol), !seen.contains(symbol) else { continue }
            seen.insert(symbol)
            written.append("\(symbol)=\(text.contains(" ") ? "\"\(text)\"" : text)")
        }
        return written.joined(separator: " ")
    }
}
