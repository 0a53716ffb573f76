import LessonKit

/// Whether an answer's code puts a `catch` on the outer chain of a `flatMap`: after the call, at
/// the depth of the call itself, rather than inside its closure on each inner observable. Only
/// then is "move the `catch` inside the `flatMap`" the right advice for a stream that completed
/// too early; an answer that already catches inside and completes early for another reason
/// (it ends with its input, a `take`) must not be told so.
///
/// A reading of the code's brackets, not of Swift's grammar: good enough for the short chains of an
/// exercise, and silent (no note) when it cannot tell.
enum OuterCatch {
    /// The calls that flatten inner observables (`.flatMap` also starts `flatMapLatest` and
    /// `flatMapFirst`); `ExerciseNotes` reads them too, to tell whether an answer flattens.
    static let flattenCalls = [".flatMap", ".concatMap"]
    /// `.catch` also starts `.catchAndReturn` and the deprecated `.catchError…` names.
    static let catchCall = ".catch"

    static func isPresent(in code: String) -> Bool {
        let characters = Array(SwiftComments.strip(code))
        var depth = 0
        // The depths of the flattening calls whose enclosing bracket is still open.
        var flattenDepths: [Int] = []
        var insideString = false
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if insideString {
                if character == "\\" { index += 2; continue }
                if character == "\"" { insideString = false }
                index += 1
                continue
            }
            switch character {
            case "\"":
                insideString = true
            case "(", "{", "[":
                depth += 1
            case ")", "}", "]":
                depth -= 1
                flattenDepths.removeAll { $0 > depth }
            case ".":
                if flattenCalls.contains(where: { starts(characters, at: index, with: $0) }) {
                    flattenDepths.append(depth)
                } else if starts(characters, at: index, with: catchCall), flattenDepths.contains(depth) {
                    return true
                }
            default:
                break
            }
            index += 1
        }
        return false
    }

    private static func starts(_ characters: [Character], at index: Int, with word: String) -> Bool {
        let word = Array(word)
        guard index + word.count <= characters.count else { return false }
        return Array(characters[index..<(index + word.count)]) == word
    }
}
