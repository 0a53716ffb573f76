/// Reads `Lesson: Title {#id section=4.1}` style headings.
struct SpecialHeading {
    enum Role: String {
        case chapter = "Chapter"
        case lesson = "Lesson"
        case exercise = "Exercise"
    }

    var role: Role
    var title: String
    var attributes: AttributeList
    var titleColumn: Int
    var attributesColumn: Int

    /// Nil when the heading does not start with `Role:`.
    static func read(_ heading: BlockScanner.Heading, as role: Role) throws(AttributeList.UnclosedQuote) -> SpecialHeading? {
        let prefix = role.rawValue + ":"
        guard heading.text.hasPrefix(prefix) else { return nil }
        var rest = Substring(heading.text.dropFirst(prefix.count))
        let space = rest.prefix { $0.isWhitespace }.count
        rest = rest.dropFirst(space)
        let titleColumn = heading.textColumn + prefix.count + space
        var attributes = AttributeList(tokens: [])
        var attributesColumn = titleColumn + rest.count
        if rest.hasSuffix("}"), let open = rest.lastIndex(of: "{") {
            let offset = rest.distance(from: rest.startIndex, to: open)
            attributesColumn = titleColumn + offset
            let inside = String(rest[rest.index(after: open)..<rest.index(before: rest.endIndex)])
            attributes = try AttributeList.parse(inside, startColumn: attributesColumn + 1)
            rest = rest[..<open]
        }
        return SpecialHeading(
            role: role, title: rest.trimmingWhitespace(), attributes: attributes,
            titleColumn: titleColumn, attributesColumn: attributesColumn)
    }
}

enum IDSyntax {
    /// Ids are letters, digits, `.`, `_` and `-`, starting with a letter or digit, so they work
    /// as file names and JSON keys: `4.1.2-just`, `double-numbers`.
    static func isValid(_ id: String) -> Bool {
        guard let first = id.first, first.isASCII, first.isLetter || first.isNumber else { return false }
        return id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "_" || $0 == "-") }
    }

    /// Ids become file and folder names in the learner's workspace; this keeps them well inside
    /// every file system's limit on a name.
    static let maximumLength = 100

    static func hasValidLength(_ id: String) -> Bool {
        id.count <= maximumLength
    }

    /// A suggested id for a title: `Just one value` → `just-one-value`.
    static func slug(for title: String) -> String {
        var slug = ""
        for character in title.lowercased() {
            if character.isASCII && (character.isLetter || character.isNumber) {
                slug.append(character)
            } else if !slug.isEmpty && slug.last != "-" {
                slug.append("-")
            }
        }
        while slug.last == "-" { slug.removeLast() }
        return slug.isEmpty ? "lesson" : slug
    }

    /// Section numbers as in the RxSwift documentation: `4.1`, `4.1.2`, `R3`.
    static func isSection(_ text: String) -> Bool {
        ChapterID(text) != nil
    }
}
