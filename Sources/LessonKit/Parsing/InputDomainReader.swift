/// Reads the lines of an ```` ```inputs ```` block that say which values an input may take in the
/// generated cases: `NAME in DOMAIN`, optionally followed by `always V V …`.
///
/// ```text
/// scores in 0...100 always 59 60 61        whole numbers
/// readings in -10.0...10.0 by 0.5          decimals on a grid
/// username in text 0...12 of a-z0-9        texts: lengths, then characters (ranges allowed)
/// buttons in {plus, minus, reset, other}   one of a list (quote a value with spaces or commas)
/// taps in example                          the example's values only
/// ```
enum InputDomainReader {
    /// True for `name in …`: a lane line has a colon after its name, a definition line an `=`.
    static func isDomainLine(_ body: String) -> Bool {
        let words = body.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
        return words.count >= 2 && words[1] == "in" && ExpectationReaders.isLaneName(String(words[0]))
    }

    /// The input's name and its domain; nil, with an error logged, when the line cannot be read.
    static func read(_ body: String, line: Int, column: Int, log: inout DiagnosticLog) -> (name: String, domain: InputDomain)? {
        let words = body.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
        let name = String(words[0])
        let rest = words.count > 2 ? String(words[2]) : ""
        func fail(_ message: String) -> (name: String, domain: InputDomain)? {
            log.error(
                line: line, column: column, "`\(body)`: \(message)",
                fix: "write `\(name) in 0...100`, `in -1.0...1.0 by 0.1`, `in text 0...8 of a-z`, `in {a, b}` or `in example`, then optionally `always` and values")
            return nil
        }
        var specificationText = rest
        var listed: [String]?
        if rest.hasPrefix("{") {
            guard let (values, after) = list(rest) else { return fail("a `{…}` list is not closed, or a quoted value in it") }
            listed = values
            specificationText = after
        }
        guard let tokens = tokens(of: specificationText) else { return fail("a quoted value is not closed") }
        let (specification, always) = split(tokens, at: "always")
        if always?.isEmpty == true { return fail("`always` lists no value") }
        if let listed {
            guard specification.isEmpty, !listed.isEmpty else { return fail("only `always` may follow a `{…}` list") }
            return (name, InputDomain(.oneOf(listed), always: always ?? []))
        }
        guard let kind = kind(of: specification.map(\.text)) else { return fail("this is not a domain of values") }
        return (name, InputDomain(kind, always: always ?? []))
    }

    private static func kind(of plain: [String]) -> InputDomain.Kind? {
        if plain == ["example"] { return .example }
        if plain.first == "text", plain.count == 4, plain[2] == "of", let lengths = integerRange(plain[1]), lengths.lowerBound >= 0,
           let alphabet = alphabet(plain[3]), !alphabet.isEmpty {
            return .texts(lengths: lengths, alphabet: alphabet)
        }
        if plain.count == 1, let range = integerRange(plain[0]) { return .integers(range) }
        if plain.count == 1 || (plain.count == 3 && plain[1] == "by"), let range = decimalRange(plain[0]) {
            let step = plain.count == 3 ? Double(plain[2]) : 0.1
            guard let step, step > 0 else { return nil }
            return .decimals(range, step: step)
        }
        return nil
    }

    /// `{plus, minus, "two words", ""}` at the start of `text`: the values between the braces,
    /// split at commas outside quotes, trimmed, a quoted one unquoted; and what follows the `}`.
    private static func list(_ text: String) -> (values: [String], after: String)? {
        var values: [String] = []
        var current = ""
        var inQuotes = false
        for (offset, character) in text.dropFirst().enumerated() {
            if character == "\"" { inQuotes.toggle() }
            guard !inQuotes, character == "," || character == "}" else {
                current.append(character)
                continue
            }
            let value = current.trimmingWhitespace()
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
                values.append(String(value.dropFirst().dropLast()))
            } else if !value.isEmpty {
                values.append(value)
            }
            current = ""
            if character == "}" { return (values, String(text.dropFirst(offset + 2))) }
        }
        return nil
    }

    /// `-20...20`.
    private static func integerRange(_ text: String) -> ClosedRange<Int>? {
        let ends = text.components(separatedBy: "...")
        guard ends.count == 2, let low = Int(ends[0]), let high = Int(ends[1]), low <= high else { return nil }
        return low...high
    }

    /// `-10.0...10.0`.
    private static func decimalRange(_ text: String) -> ClosedRange<Double>? {
        let ends = text.components(separatedBy: "...")
        guard ends.count == 2, let low = Double(ends[0]), let high = Double(ends[1]), low <= high else { return nil }
        return low...high
    }

    /// `a-z0-9_`: characters, with `x-y` for a range (a `-` first or last stands for itself).
    private static func alphabet(_ text: String) -> [Character]? {
        let characters = Array(text)
        var result: [Character] = []
        var index = 0
        while index < characters.count {
            if index + 2 < characters.count, characters[index + 1] == "-",
               let low = characters[index].unicodeScalars.first?.value, let high = characters[index + 2].unicodeScalars.first?.value {
                guard low <= high else { return nil }
                result += (low...high).compactMap { Unicode.Scalar($0).map(Character.init) }
                index += 3
            } else {
                result.append(characters[index])
                index += 1
            }
        }
        var seen = Set<Character>()
        return result.filter { seen.insert($0).inserted }
    }

    struct Token {
        var text: String
        var quoted: Bool
    }

    /// Words separated by spaces; `"two words"` is one word, `""` an empty one.
    static func tokens(of text: String) -> [Token]? {
        var result: [Token] = []
        var current = ""
        var inQuotes = false
        var quoted = false
        for character in text {
            if character == "\"" {
                inQuotes.toggle()
                quoted = true
            } else if character == " " && !inQuotes {
                if !current.isEmpty || quoted { result.append(Token(text: current, quoted: quoted)) }
                current = ""
                quoted = false
            } else {
                current.append(character)
            }
        }
        guard !inQuotes else { return nil }
        if !current.isEmpty || quoted { result.append(Token(text: current, quoted: quoted)) }
        return result
    }

    /// The words before `keyword` and, when it is there, the words after it.
    private static func split(_ tokens: [Token], at keyword: String) -> ([Token], [String]?) {
        guard let index = tokens.firstIndex(where: { !$0.quoted && $0.text == keyword }) else { return (tokens, nil) }
        return (Array(tokens[..<index]), tokens[(index + 1)...].map(\.text))
    }
}
