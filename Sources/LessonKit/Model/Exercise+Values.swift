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
    /// can tell of them).
    public var referenceLimits: ReferenceLimits {
        ReferenceLimits(in: solution?.source ?? "")
    }
}

/// The whole numbers a reference solution compares an element or its length with: `$0 < 60`,
/// `score >= 60`, `(0...100).contains($0)`, `$0.count >= 5`. The checker always tries values
/// just below, at and just above each (in an input that takes whole numbers), and lint warns
/// when no input's values reach across one.
///
/// Finding them is a plain reading of the code, and so deliberately narrow: only a comparison
/// (`<`, `<=`, `>`, `>=`, `==`, `!=`) or a range's `contains` between a literal and `$0`, `$1`
/// or a closure's parameter (`{ score in … }`), or the `count` of one of them. A limit hidden
/// behind a constant or a function of another file is not found.
public struct ReferenceLimits: Sendable, Equatable {
    /// Limits on an element's value.
    public var values: [Int] = []
    /// Limits on an element's length (`count`).
    public var lengths: [Int] = []

    public init(values: [Int] = [], lengths: [Int] = []) {
        self.values = values
        self.lengths = lengths
    }

    public init(in source: String) {
        let code = SwiftComments.strip(source)
        let parameters = Self.closureParameters(in: code)
        let subject = "(?:\\$[0-9]|" + (parameters.isEmpty ? "\\$0" : parameters.joined(separator: "|")) + ")"
        let comparison = "(?:<=|>=|==|!=|<|>)"
        let number = "(-?[0-9]+)"
        var values = Set<Int>(), lengths = Set<Int>()
        func collect(_ pattern: String, into set: inout Set<Int>, group: Int = 1) {
            guard let expression = try? NSRegularExpression(pattern: pattern) else { return }
            let range = NSRange(code.startIndex..., in: code)
            for match in expression.matches(in: code, range: range) {
                for index in 1...max(1, match.numberOfRanges - 1) {
                    guard let found = Range(match.range(at: index), in: code), let value = Int(code[found]) else { continue }
                    set.insert(value)
                }
            }
        }
        collect(subject + "\\.count\\s*" + comparison + "\\s*" + number + "\\b", into: &lengths)
        collect(number + "\\s*" + comparison + "\\s*" + subject + "\\.count\\b", into: &lengths)
        collect("(?<![.\\w])" + subject + "\\s*" + comparison + "\\s*" + number + "\\b", into: &values)
        collect("(?<![\\w.])" + number + "\\s*" + comparison + "\\s*" + subject + "(?![.\\w])", into: &values)
        collect("\\(\\s*" + number + "\\s*(?:\\.\\.\\.|\\.\\.<)\\s*" + number + "\\s*\\)\\.contains\\(\\s*" + subject + "\\s*\\)", into: &values)
        self.values = values.sorted()
        self.lengths = lengths.sorted()
    }

    /// The names closures give their parameters: `{ score in`, `{ (name, password) in`,
    /// `{ count, _ in`.
    static func closureParameters(in code: String) -> [String] {
        guard let expression = try? NSRegularExpression(pattern: "\\{\\s*\\(?\\s*([A-Za-z_][A-Za-z0-9_]*(?:\\s*,\\s*[A-Za-z_][A-Za-z0-9_]*)*)\\s*\\)?\\s*(?:->\\s*[^{}]*?)?\\s+in\\b") else { return [] }
        var names = Set<String>()
        for match in expression.matches(in: code, range: NSRange(code.startIndex..., in: code)) {
            guard let found = Range(match.range(at: 1), in: code) else { continue }
            for name in code[found].split(separator: ",") {
                let trimmed = name.trimmingCharacters(in: .whitespaces)
                if trimmed != "_" { names.insert(trimmed) }
            }
        }
        return names.sorted()
    }
}
