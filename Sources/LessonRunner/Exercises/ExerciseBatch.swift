import LessonKit

/// Several versions of one exercise's code — the reference, the start file, the reference's
/// mutants — in one program, so that they cost one compile instead of one each (the compiler's
/// start-up is most of a compile). Each version goes into an `enum` of its own, its top-level
/// declarations made `static`, and the harness runs each under its label.
///
/// Code that cannot live inside a type — an `extension`, a `protocol`, an operator declaration,
/// a top-level statement — is left to a program of its own (`wrap` returns nil).
struct ExerciseBatch {
    struct Member {
        var label: String
        var source: String
    }

    /// The members wrapped into one program, with where each one's lines are.
    let program: ExerciseProgram
    /// Each member's first and last line in the program (1-based), for reading compile errors.
    let lineRanges: [String: ClosedRange<Int>]

    init(members: [Member], inputNames: [String]) {
        var source = ""
        var lineRanges: [String: ClosedRange<Int>] = [:]
        var line = 1
        var calls: [String] = []
        for (number, member) in members.enumerated() {
            let name = "Version\(number)"
            let wrapped = Self.wrap(member.source, as: name) ?? ""
            let count = wrapped.split(separator: "\n", omittingEmptySubsequences: false).count
            lineRanges[member.label] = line...(line + count - 1)
            line += count
            source += wrapped + "\n"
            calls.append(ExerciseProgram.harnessCall(
                inputNames: inputNames, for: member.source, program: member.label, function: "\(name).\(ExerciseChecker.functionName)"))
        }
        program = ExerciseProgram(source: source + calls.joined(separator: "\n") + "\n", labels: members.map(\.label))
        self.lineRanges = lineRanges
    }

    /// The member whose code holds `line` of the program.
    func member(atLine line: Int) -> String? {
        lineRanges.first { $0.value.contains(line) }?.key
    }

    /// `source` inside `enum name { … }`, its top-level functions and variables made `static`;
    /// nil when something in it cannot live inside a type.
    static func wrap(_ source: String, as name: String) -> String? {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let code = SwiftComments.strip(source).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.count == code.count else { return nil }
        var wrapped: [String] = []
        var depth = 0
        var continues = false
        for (line, stripped) in zip(lines, code) {
            let text = ReferenceMutants.blankingStrings(stripped).trimmingCharacters(in: .whitespaces)
            var result = line
            if depth == 0 && !continues && !text.isEmpty {
                let words = text.split(separator: " ").map(String.init)
                let modifiers: Set<String> = ["private", "fileprivate", "internal", "public", "final", "indirect"]
                let keyword = words.first { !modifiers.contains($0) && !$0.hasPrefix("@") } ?? ""
                switch keyword {
                case "func", "var", "let":
                    guard let position = line.range(of: keyword + " ") else { return nil }
                    result = line.replacingCharacters(in: position, with: "static " + keyword + " ")
                case "struct", "enum", "class", "typealias", "actor":
                    break
                case "":
                    break  // attributes on a line of their own
                default:
                    return nil
                }
            }
            for character in text {
                if character == "{" || character == "(" || character == "[" { depth += 1 }
                if character == "}" || character == ")" || character == "]" { depth -= 1 }
            }
            // A declaration that goes on (`func f(a: Int,` then its next line) is not a new one.
            continues = depth == 0 && (text.hasSuffix(",") || text.hasSuffix("->") || text.hasSuffix("="))
            wrapped.append(result)
        }
        guard depth == 0 else { return nil }
        return "enum \(name) {\n" + wrapped.joined(separator: "\n") + "\n}"
    }
}
