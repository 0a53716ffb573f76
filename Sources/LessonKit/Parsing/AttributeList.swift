/// Words and `key=value` pairs, as in a fence's info string (`swift cell id=just-1 timeout=10s`)
/// or a heading's braces (`{#just section=4.1.2}`). Values may be quoted: `title="two words"`.
struct AttributeList {
    struct Token {
        /// For `key=value`, the key; for a bare word, the word; for `#id`, "id".
        var key: String
        /// Nil for a bare word.
        var value: String?
        var column: Int
        /// Where the value starts, for diagnostics about the value.
        var valueColumn: Int
    }

    var tokens: [Token]

    /// A closing quote is missing at this column.
    struct UnclosedQuote: Error {
        var column: Int
    }

    /// - Parameter startColumn: the column of `text`'s first character on its line.
    static func parse(_ text: String, startColumn: Int) throws(UnclosedQuote) -> AttributeList {
        let characters = Array(text)
        var tokens: [Token] = []
        var index = 0
        while index < characters.count {
            if characters[index].isWhitespace {
                index += 1
                continue
            }
            let tokenStart = index
            var key = ""
            var value: String?
            var valueStart = index
            while index < characters.count, !characters[index].isWhitespace, characters[index] != "=" {
                key.append(characters[index])
                index += 1
            }
            if index < characters.count, characters[index] == "=" {
                index += 1
                valueStart = index
                var text = ""
                if index < characters.count, characters[index] == "\"" {
                    let quote = index
                    index += 1
                    while index < characters.count, characters[index] != "\"" {
                        text.append(characters[index])
                        index += 1
                    }
                    guard index < characters.count else { throw UnclosedQuote(column: startColumn + quote) }
                    index += 1
                    valueStart += 1
                } else {
                    while index < characters.count, !characters[index].isWhitespace {
                        text.append(characters[index])
                        index += 1
                    }
                }
                value = text
            }
            if value == nil, key.hasPrefix("#") {
                value = String(key.dropFirst())
                key = "id"
                valueStart = tokenStart + 1
            }
            tokens.append(Token(
                key: key, value: value, column: startColumn + tokenStart, valueColumn: startColumn + valueStart))
        }
        return AttributeList(tokens: tokens)
    }

    func first(_ key: String) -> Token? {
        tokens.first { $0.key == key && $0.value != nil }
    }
}
