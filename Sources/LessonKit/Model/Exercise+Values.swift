import Foundation

extension Exercise {
    /// The element type `solve` declares for each input, read from the reference (or the start
    /// file): `["numbers": "Int"]` for `func solve(numbers: Observable<Int>)`.
    public var inputTypes: [String: String] {
        SolveSignature.inputTypes(in: (solution ?? start).source)
    }

    /// The values `input` takes in the generated cases: the author's `NAME in …` line, else the
    /// example's whole numbers and their neighbours for an integer input, else the example's
    /// values.
    public func valueDomain(of input: String) -> InputDomain {
        if let declared = checking.domains[input] { return declared }
        let integer = inputTypes[input].map { InputValueType.isInteger($0) } ?? false
        return InputDomain(integer ? .exampleAndNeighbours : .example)
    }

    /// The numbers the reference solution compares its elements with (`FORMAT.md`: what lint
    /// can tell of them). With `throughFunctions`, also those it compares a function's
    /// parameters with: more limits, some of them about something else than an input, which the
    /// generator may as well try but lint must not warn about.
    public func referenceLimits(throughFunctions: Bool = false) -> ReferenceLimits {
        ReferenceLimits(in: solution?.source ?? "", throughFunctions: throughFunctions)
    }
}

/// The whole numbers a reference solution compares an element or its length with: `$0 < 60`,
/// `score >= 60`, `(0...100).contains($0)`, `$0.count >= 5`. The checker always tries values
/// just below, at and just above each (in an input that takes whole numbers), and lint warns
/// when no input's values reach across one.
///
/// Finding them is a plain reading of the code, and so deliberately narrow: only a comparison
/// (`<`, `<=`, `>`, `>=`, `==`, `!=`) or a range's `contains` between a literal and `$0`, `$1`
/// or a closure's parameter (`{ score in … }`) — elements flow through closures —, or the
/// `count` of one of them; optionally a function's parameters too. A limit hidden behind a
/// constant is not found.
public struct ReferenceLimits: Sendable, Equatable {
    /// Limits on an element's value, from an ordering (`<`, `<=`, `>`, `>=`) or a range.
    public var values: [Int] = []
    /// Values an element is compared with for equality (`==`, `!=`): tried as well, but no
    /// limit to cross.
    public var equalities: [Int] = []
    /// Limits on an element's length (`count`).
    public var lengths: [Int] = []

    public init(values: [Int] = [], equalities: [Int] = [], lengths: [Int] = []) {
        self.values = values
        self.equalities = equalities
        self.lengths = lengths
    }

    public init(in source: String, throughFunctions: Bool = false) {
        let code = SwiftComments.strip(source)
        let parameters = Self.parameters(in: code, ofFunctions: throughFunctions)
        let subject = "(?:\\$[0-9]|" + (parameters.isEmpty ? "\\$0" : parameters.joined(separator: "|")) + ")"
        let number = "(-?[0-9]+)"
        func numbers(comparedBy operators: String, with compared: String) -> [Int] {
            (Self.captures(of: "(?<![.\\w])" + compared + "\\s*" + operators + "\\s*" + number + "\\b", in: code)
                + Self.captures(of: "(?<![\\w.])" + number + "\\s*" + operators + "\\s*" + compared + "(?![.\\w])", in: code))
                .compactMap { Int($0) }
        }
        let anyComparison = "(?:<=|>=|==|!=|<|>)"
        lengths = Array(Set(numbers(comparedBy: anyComparison, with: subject + "\\.count"))).sorted()
        let ranges = Self.captures(of: "\\(\\s*" + number + "\\s*(?:\\.\\.\\.|\\.\\.<)\\s*" + number + "\\s*\\)\\.contains\\(\\s*" + subject + "\\s*\\)", in: code)
        values = Array(Set(numbers(comparedBy: "(?:<=|>=|<|>)", with: subject) + ranges.compactMap { Int($0) })).sorted()
        equalities = Array(Set(numbers(comparedBy: "(?:==|!=)", with: subject))).sorted()
    }

    /// The names closures and functions give their parameters: `{ score in`,
    /// `{ (name, password) in`, `{ count, _ in`, `func label(email: String, password: String)`.
    static func parameters(in code: String, ofFunctions: Bool) -> [String] {
        var names = Set<String>()
        let closure = "\\{\\s*\\(?\\s*([A-Za-z_][A-Za-z0-9_]*(?:\\s*,\\s*[A-Za-z_][A-Za-z0-9_]*)*)\\s*\\)?\\s*(?:->\\s*[^{}]*?)?\\s+in\\b"
        for list in captures(of: closure, in: code) {
            for name in list.split(separator: ",") {
                let trimmed = name.trimmingCharacters(in: .whitespaces)
                if trimmed != "_" { names.insert(trimmed) }
            }
        }
        // A function's parameter is its internal name: the second word when there are two.
        for list in ofFunctions ? captures(of: "\\bfunc\\s+[A-Za-z_][A-Za-z0-9_]*\\s*\\(([^)]*)\\)", in: code) : [] {
            for parameter in list.split(separator: ",") {
                guard let colon = parameter.firstIndex(of: ":") else { continue }
                let words = parameter[..<colon].split(whereSeparator: \.isWhitespace)
                if let name = words.last, name != "_" { names.insert(String(name)) }
            }
        }
        return names.sorted()
    }

    /// Every group every match of `pattern` captured in `code`, in order.
    private static func captures(of pattern: String, in code: String) -> [String] {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        return expression.matches(in: code, range: NSRange(code.startIndex..., in: code)).flatMap { match in
            (1..<max(1, match.numberOfRanges)).compactMap { Range(match.range(at: $0), in: code).map { String(code[$0]) } }
        }
    }
}
