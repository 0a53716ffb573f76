import Localization

import Marbles

/// Reads what the learner typed as a prediction: optional value definitions, then marbles,
/// as in a lesson's `marbles` block: `a=🐶 b=🐱 -a-b-|`.
public enum PredictionParser {
    public static func parse(_ text: String, frameDuration: Int) throws(MarbleSyntaxError) -> [TimedEvent] {
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
            throw MarbleSyntaxError(column: 1, message: UIText.Notebook.Messages.noMarblesYet.text, fix: UIText.Notebook.Messages.typeTheLane.text)
        }
        return try MarbleParser.parse(marbles, frameDuration: frameDuration, values: values, errorMessage: errorMessage).events
    }
}
