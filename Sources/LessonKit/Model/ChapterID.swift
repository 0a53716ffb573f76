/// A chapter's id, taken from the start of its file name: `0`, `4.1`, `4.10`, `R3`.
///
/// Ids follow the RxSwift documentation's section numbers, so sorting them numerically puts the
/// chapters in the documentation's order; recipe chapters (`R1`, `R2` …) come after all
/// numbered ones.
public struct ChapterID: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// `4.10` → [4, 10].
    public let numbers: [Int]
    public let isRecipe: Bool

    /// Reads `4.1`, `R3`, `R3.2`; nil for anything else.
    public init?(_ text: some StringProtocol) {
        var digits = Substring(text)
        isRecipe = digits.first == "R"
        if isRecipe { digits = digits.dropFirst() }
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        var numbers: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.count <= 6, part.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(part)
            else { return nil }
            numbers.append(number)
        }
        self.numbers = numbers
    }

    /// The id a chapter file's name starts with: `4.1` from `4.1-observable.md`.
    public init?(fileName: String) {
        guard fileName.hasSuffix(".md") else { return nil }
        let stem = fileName.dropLast(3)
        let idPart = stem.prefix { $0 != "-" }
        guard idPart.count < stem.count else { return nil }  // a name after the dash is required
        self.init(idPart)
        if stem.count == idPart.count + 1 { return nil }  // `4.1-.md`
    }

    public var description: String {
        (isRecipe ? "R" : "") + numbers.map(String.init).joined(separator: ".")
    }

    public static func < (lhs: ChapterID, rhs: ChapterID) -> Bool {
        if lhs.isRecipe != rhs.isRecipe { return !lhs.isRecipe }
        return lhs.numbers.lexicographicallyPrecedes(rhs.numbers)
    }
}

public enum ChapterOrdering {
    /// Sorts chapter file names in document order: `0-…`, `1-…`, `4.1-…`, `4.2-…`, `4.10-…`,
    /// then `R1-…`, `R2-…`; names without a chapter id go last, alphabetically.
    public static func areInIncreasingOrder(_ lhs: String, _ rhs: String) -> Bool {
        switch (ChapterID(fileName: lhs), ChapterID(fileName: rhs)) {
        case let (left?, right?):
            return left == right ? lhs < rhs : left < right
        case (.some, nil):
            return true
        case (nil, .some):
            return false
        case (nil, nil):
            return lhs < rhs
        }
    }

    public static func sorted(_ fileNames: [String]) -> [String] {
        fileNames.sorted(by: areInIncreasingOrder)
    }
}
