import Marbles

/// Digits written side by side outside a group, such as `12` in `-12-`: the marble grammar
/// reads them as two events one frame apart (`1`, then `2`), which an author who writes a number
/// does not mean.
enum MarbleRuns {
    /// Each run of two or more ASCII digits outside parentheses, with its 1-based column in
    /// `marbles`. Time progressions (` 10ms `) are skipped as `MarbleParser` skips them: a digit
    /// at the start or after a space that begins a duration up to the next space.
    static func digitRuns(in marbles: String) -> [(column: Int, text: String)] {
        let characters = Array(marbles)
        var runs: [(column: Int, text: String)] = []
        var inGroup = false
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character.isASCII && character.isNumber && (index == 0 || characters[index - 1].isWhitespace) {
                var end = index
                while end < characters.count, !characters[end].isWhitespace { end += 1 }
                if DurationText.milliseconds(String(characters[index..<end])) != nil {
                    index = end
                    continue
                }
            }
            if character == "(" { inGroup = true }
            if character == ")" { inGroup = false }
            guard !inGroup, isDigit(character) else {
                index += 1
                continue
            }
            var end = index + 1
            while end < characters.count, isDigit(characters[end]) { end += 1 }
            if end - index > 1 { runs.append((index + 1, String(characters[index..<end]))) }
            index = end
        }
        return runs
    }

    private static func isDigit(_ character: Character) -> Bool {
        character.isASCII && character.isNumber
    }
}
