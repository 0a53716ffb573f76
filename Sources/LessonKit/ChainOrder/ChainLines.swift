/// The lines of an order-the-chain exercise (a Parsons problem): the author's ```` ```swift lines ````
/// block, a chain's lines in an order that solves the exercise, and its ```` ```swift distractors ````
/// block, lines that do not belong. The learner gets all of them shuffled inside `solve` and keeps
/// the right ones in a right order; the result is checked like any answer, so every order that
/// behaves right passes, not only the author's.
public struct ChainLines: Sendable, Equatable {
    /// The chain's lines in an order that solves the exercise, as the author wrote them.
    public var lines: [String]
    /// Lines that look plausible but do not belong in the chain.
    public var distractors: [String]
    /// Where the ```` ```swift lines ```` block starts.
    public var location: SourceLocation

    public init(lines: [String], distractors: [String] = [], location: SourceLocation) {
        self.lines = lines
        self.distractors = distractors
        self.location = location
    }

    /// A line as the learner's file is compared with it: without comments and the spaces around.
    public static func key(_ line: String) -> String {
        SwiftComments.strip(line).trimmingWhitespace()
    }

    /// Every line the learner is given (the chain's, then the distractors), as keys.
    public var givenKeys: [String] { (lines + distractors).map(Self.key) }

    /// The indentation the learner's file gives every line: the least of the chain's lines, so
    /// that it does not tell which line closes a closure.
    var indentation: String {
        let indents = lines.map { String($0.prefix { $0 == " " || $0 == "\t" }) }
        return indents.min { $0.count < $1.count } ?? "    "
    }
}
