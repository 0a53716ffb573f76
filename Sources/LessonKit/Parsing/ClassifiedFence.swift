/// A fence's kind with its attributes, after checking that they are ones the kind accepts.
struct ClassifiedFence {
    /// What a fence's info string says it is.
    enum Classification {
        /// Code that is only shown: no info string, `text`, `console`, other languages.
        case shown
        /// A block the lesson reads.
        case block(ClassifiedFence)
    }

    var kind: FenceKind
    var attributes: AttributeList
    var fence: BlockScanner.Fence
    /// True when the kind is known but an attribute was wrong (already reported).
    var hasAttributeErrors = false

    /// The block's lines as Swift code, located on the line after the opening fence.
    func code(file: String) -> SwiftCode {
        SwiftCode(source: fence.content.joined(separator: "\n"), location: SourceLocation(file: file, line: fence.openingLine + 1))
    }

    /// Reads the info string; reports and returns nil when its kind cannot be understood.
    static func classify(_ fence: BlockScanner.Fence, log: inout DiagnosticLog) -> Classification? {
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
            guard let role = rest.first, role.value == nil, let swiftKind = FenceKind.named(.swiftRole(role.key)) else {
                let column = rest.first?.column ?? fence.infoColumn + fence.info.count
                log.error(
                    line: line, column: column, "a `swift` block must say what it is for",
                    fix: "write \(FenceKind.swiftRolesInProse); use ```text for code that is only shown")
                return nil
            }
            kind = swiftKind
            rest.removeFirst()
        } else if let known = FenceKind.named(.word(firstWord)) {
            kind = known
        } else if FenceKind.shownLanguages.contains(firstWord.lowercased()) {
            return .shown
        } else {
            let advice = Suggestions.closest(to: firstWord, among: FenceKind.firstWords).map { "did you mean `\($0)`? " } ?? ""
            log.error(
                line: line, column: fence.infoColumn, "unknown block kind `\(firstWord)`",
                fix: "\(advice)kinds are \(FenceKind.namesInProse); use ```text for anything only shown")
            return nil
        }
        let valid = checkAttributes(rest, of: kind, line: line, log: &log)
        return .block(ClassifiedFence(
            kind: kind, attributes: AttributeList(tokens: rest), fence: fence, hasAttributeErrors: !valid))
    }

    private static func checkAttributes(
        _ tokens: [AttributeList.Token], of kind: FenceKind, line: Int, log: inout DiagnosticLog
    ) -> Bool {
        var valid = true
        var seen = Set<String>()
        let allowed = kind.attributes
        for token in tokens {
            guard let form = allowed[token.key] else {
                let names = allowed.keys.sorted()
                let advice = Suggestions.closest(to: token.key, among: names).map { "did you mean `\($0)`? " } ?? ""
                let accepted = names.isEmpty ? "it takes no attributes" : "it takes " + names.map { "`\($0)`" }.joined(separator: ", ")
                log.error(line: line, column: token.column, "`\(kind.name)` has no attribute `\(token.key)`", fix: advice + accepted)
                valid = false
                continue
            }
            if form == .value && token.value == nil {
                log.error(line: line, column: token.column, "`\(token.key)` needs a value", fix: "write `\(token.key)=…`")
                valid = false
            } else if form == .flag && token.value != nil {
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
