import Localization
import Marbles
import Playground

/// Reads what the learner typed as a prediction: optional value definitions, then marbles,
/// as in a lesson's `marbles` block: `a=🐶 b=🐱 -a-b-|`.
public enum PredictionParser {
    /// - Throws: the problem in words of the catalog, said in the language shown.
    public static func parse(_ text: String, frameDuration: Int) throws(PredictionProblem) -> [TimedEvent] {
        var values: [Character: String] = [:]
        var errorMessage: String?
        var marbleTokens: [Substring] = []
        for token in text.split(separator: " ") {
            if token.count >= 3, token.dropFirst().first == "=", let symbol = token.first, symbol != "-" {
                let value = String(token.dropFirst(2))
                if symbol == "#" { errorMessage = value } else { values[symbol] = value }
            } else {
                marbleTokens.append(token)
            }
        }
        let marbles = marbleTokens.joined(separator: " ")
        guard !marbles.isEmpty else {
            throw PredictionProblem(phrase: UIText.Marbles.syntaxProblem(
                column: 1, message: UIText.Notebook.Messages.noMarblesYet, fix: UIText.Notebook.Messages.typeTheLane))
        }
        do {
            return try MarbleParser.parse(marbles, frameDuration: frameDuration, values: values, errorMessage: errorMessage).events
        } catch {
            throw PredictionProblem(phrase: error.shownDescription)
        }
    }
}

/// Why a prediction does not parse: the marble grammar's rule it breaks, or that it has no marbles.
public struct PredictionProblem: Error, Sendable, Equatable {
    public var phrase: Phrase
}
