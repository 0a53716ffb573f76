import Foundation
import Marbles

/// What the command line and the notebook show of a worked solution, read the same way by both.
public enum WorkedSolution {
    /// The code of a learner's exercise file: without the task comment the start file put at its
    /// top (`Exercise.startFile`), and without blank lines at either end.
    public static func answerCode(_ file: String) -> String {
        var lines = file.split(separator: "\n", omittingEmptySubsequences: false)[...]
        while let first = lines.first, first.hasPrefix("//") || first.allSatisfy(\.isWhitespace) { lines = lines.dropFirst() }
        while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines = lines.dropLast() }
        return lines.joined(separator: "\n")
    }

    /// The paragraphs of a ```` ```why ````, each on one line (the lesson file's line breaks
    /// within a paragraph are only where the author wrapped it; Chinese joins without a space).
    public static func paragraphs(_ why: String) -> [String] {
        why.components(separatedBy: "\n\n").map { paragraph in
            LineBreaking.joiningSourceLines(paragraph.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
        }.filter { !$0.isEmpty }
    }

    /// Whether the learner's answer is the reference apart from comments and blank lines.
    public static func answer(_ file: String, isTheSameAs solution: String) -> Bool {
        SwiftComments.sameCode(answerCode(file), solution)
    }
}
