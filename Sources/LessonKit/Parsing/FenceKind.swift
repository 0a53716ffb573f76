/// What a fenced block is for, read from its info string.
enum FenceKind: Equatable {
    /// ```` ```swift cell id=… ```` — code the learner runs.
    case cell
    /// ```` ```swift setup ```` — code run before each cell of the lesson.
    case setup
    /// ```` ```swift start ```` — an exercise's starting file.
    case start
    /// ```` ```swift solution ```` — an exercise's reference solution.
    case solution
    /// ```` ```output ```` — printed lines the cell should produce.
    case output
    /// ```` ```events ```` — timed events the cell should record.
    case events
    /// ```` ```marbles ```` — expected events drawn as marbles.
    case marbles
    /// ```` ```inputs ```` — an exercise's named input streams, as marbles.
    case inputs
    /// ```` ```hint ```` — one hint for an exercise.
    case hint
    /// ```` ```choose ```` — rows of the operator decision tree: `goal › need → op1, op2`.
    case choose
    /// Any block that is only shown: no info string, `text`, `console`, other languages.
    case shown

    /// The words a fence's info string may start with, other than `swift`.
    static let kindWords: [String: FenceKind] = [
        "output": .output, "events": .events, "marbles": .marbles, "inputs": .inputs, "hint": .hint,
        "choose": .choose,
    ]
    static let swiftRoles: [String: FenceKind] = [
        "cell": .cell, "setup": .setup, "start": .start, "solution": .solution,
    ]
    /// Languages shown as code in the prose and never run.
    static let shownLanguages: Set<String> = [
        "", "text", "txt", "plain", "console", "sh", "bash", "shell", "json", "yaml", "diff", "markdown", "md",
        "objc", "objective-c", "kotlin", "java", "javascript", "js", "typescript", "ts",
    ]

    /// The attributes each kind accepts: key → whether it takes a value (`id=…`) or is a flag.
    var allowedAttributes: [String: Bool] {
        switch self {
        case .cell: ["id": true, "timeout": true]
        case .output: ["unordered": false]
        case .events: ["lane": true]
        case .marbles, .inputs: ["frame": true]
        case .setup, .start, .solution, .hint, .choose, .shown: [:]
        }
    }

    var name: String {
        switch self {
        case .cell: "swift cell"
        case .setup: "swift setup"
        case .start: "swift start"
        case .solution: "swift solution"
        case .output: "output"
        case .events: "events"
        case .marbles: "marbles"
        case .inputs: "inputs"
        case .hint: "hint"
        case .choose: "choose"
        case .shown: "shown code"
        }
    }

    var isExpectation: Bool { self == .output || self == .events || self == .marbles }
}

/// A fence's kind with its attributes, after checking that they are ones the kind accepts.
struct ClassifiedFence {
    var kind: FenceKind
    var attributes: AttributeList
    var fence: BlockScanner.Fence
    /// True when the kind is known but an attribute was wrong (already reported).
    var hasAttributeErrors = false

    /// Reads the info string; reports and returns nil when its kind cannot be understood.
    static func classify(_ fence: BlockScanner.Fence, log: inout DiagnosticLog) -> ClassifiedFence? {
        let line = fence.openingLine
        let attributes: AttributeList
        do {
            attributes = try AttributeList.parse(fence.info, startColumn: fence.infoColumn)
        } catch {
            log.error(line: line, column: error.column, "a quoted value is not closed", fix: "add the closing `\"`")
            return nil
        }
        let words = attributes.tokens
        let firstWord = words.first?.key ?? ""
        let kind: FenceKind
        var rest = Array(words.dropFirst())
        if firstWord == "swift" {
            guard let role = rest.first, role.value == nil, let swiftKind = FenceKind.swiftRoles[role.key] else {
                let column = rest.first?.column ?? fence.infoColumn + fence.info.count
                log.error(
                    line: line, column: column, "a `swift` block must say what it is for",
                    fix: "write ```swift cell id=NAME to run it, ```swift setup, ```swift start or ```swift solution; use ```text for code that is only shown")
                return nil
            }
            kind = swiftKind
            rest.removeFirst()
        } else if let known = FenceKind.kindWords[firstWord] {
            kind = known
        } else if FenceKind.shownLanguages.contains(firstWord.lowercased()) {
            return ClassifiedFence(kind: .shown, attributes: attributes, fence: fence)
        } else {
            let all = Array(FenceKind.kindWords.keys) + ["swift"]
            let advice = Suggestions.closest(to: firstWord, among: all).map { "did you mean `\($0)`? " } ?? ""
            log.error(
                line: line, column: fence.infoColumn, "unknown block kind `\(firstWord)`",
                fix: "\(advice)kinds are swift cell, swift setup, swift start, swift solution, output, events, marbles, inputs, hint and choose; use ```text for anything only shown")
            return nil
        }
        let valid = checkAttributes(rest, of: kind, line: line, log: &log)
        return ClassifiedFence(
            kind: kind, attributes: AttributeList(tokens: rest), fence: fence, hasAttributeErrors: !valid)
    }

    private static func checkAttributes(
        _ tokens: [AttributeList.Token], of kind: FenceKind, line: Int, log: inout DiagnosticLog
    ) -> Bool {
        var valid = true
        var seen = Set<String>()
        let allowed = kind.allowedAttributes
        for token in tokens {
            guard let takesValue = allowed[token.key] else {
                let names = allowed.keys.sorted()
                let advice = Suggestions.closest(to: token.key, among: names).map { "did you mean `\($0)`? " } ?? ""
                let accepted = names.isEmpty ? "it takes no attributes" : "it takes " + names.map { "`\($0)`" }.joined(separator: ", ")
                log.error(line: line, column: token.column, "`\(kind.name)` has no attribute `\(token.key)`", fix: advice + accepted)
                valid = false
                continue
            }
            if takesValue && token.value == nil {
                log.error(line: line, column: token.column, "`\(token.key)` needs a value", fix: "write `\(token.key)=…`")
                valid = false
            } else if !takesValue && token.value != nil {
                log.error(line: line, column: token.column, "`\(token.key)` takes no value", fix: "write just `\(token.key)`")
                valid = false
            } else if !seen.insert(token.key).inserted {
                log.error(line: line, column: token.column, "`\(token.key)` is given twice", fix: "keep one")
                valid = false
            }
        }
        return valid
    }
}
