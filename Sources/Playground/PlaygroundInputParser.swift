import Localization
import Marbles

/// Reads the learner's input lanes: a marble string in the course's grammar (`MarbleParser`),
/// optionally followed by value definitions as a ```` ```marbles ```` block writes them on lines
/// of their own: `-a-b-| a=🐶 b="two words"`, and `#=message` for the error's text.
enum PlaygroundInputParser {
    /// The lane, or the sentence that says what is wrong with it and what to write.
    static func lane(named name: String, marbles text: String, frameMilliseconds: Int) -> Result<TimelineLane, LaneProblem> {
        let (marbles, definitions) = split(text)
        var values: [Character: String] = [:]
        // Unnamed, an input's error draws as `#` with no footnote (the player calls it "error").
        var errorMessage: String?
        for definition in definitions {
            guard let (symbol, value) = valueDefinition(definition) else {
                return .failure(LaneProblem(sentence: UIText.CommandLine.Play.notADefinition(lane: name, definition).text))
            }
            if symbol == "#" {
                errorMessage = value
            } else {
                values[symbol] = value
            }
        }
        do {
            let diagram = try MarbleParser.parse(marbles, frameDuration: frameMilliseconds, values: values, errorMessage: errorMessage)
            if let negative = diagram.events.first(where: { $0.time < 0 }) {
                return .failure(LaneProblem(sentence: UIText.CommandLine.Play.beforeSubscription(lane: name, event: negative.eventText, time: negative.time).text))
            }
            return .success(TimelineLane(name: name, events: diagram.events))
        } catch {
            return .failure(LaneProblem(sentence: UIText.CommandLine.Play.marbleProblem(lane: name, column: error.column, message: error.shownMessage, fix: error.shownFix).text))
        }
    }

    /// The marble part and the value definitions after it. A definition is the first
    /// whitespace-separated word holding `=`; everything from there on is definitions (a lane
    /// itself never holds `=`).
    static func split(_ text: String) -> (marbles: String, definitions: [String]) {
        let words = words(of: text)
        guard let first = words.firstIndex(where: { $0.word.contains("=") }) else {
            return (text, [])
        }
        let marbles = String(text[..<words[first].start])
        return (marbles, words[first...].map(\.word))
    }

    /// `a=42` → ("a", "42"); `b="two words"` → ("b", "two words"); `#=timeout` names the error.
    private static func valueDefinition(_ word: String) -> (Character, String)? {
        let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 1, let symbol = parts[0].first,
              MarbleParser.isValueSymbol(symbol) || symbol == "#" else { return nil }
        var value = String(parts[1])
        if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
            value = String(value.dropFirst().dropLast())
        }
        return (symbol, value)
    }

    /// Whitespace-separated words, a double-quoted stretch counting as part of its word.
    private static func words(of text: String) -> [(word: String, start: String.Index)] {
        var result: [(String, String.Index)] = []
        var current = ""
        var start = text.startIndex
        var quoted = false
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "\"" { quoted.toggle() }
            if character.isWhitespace, !quoted {
                if !current.isEmpty { result.append((current, start)) }
                current = ""
            } else {
                if current.isEmpty { start = index }
                current.append(character)
            }
            index = text.index(after: index)
        }
        if !current.isEmpty { result.append((current, start)) }
        return result
    }
}

/// One sentence about a lane that cannot be played.
struct LaneProblem: Error, Equatable {
    let sentence: String
}
