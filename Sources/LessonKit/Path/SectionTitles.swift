/// The documents' own (Chinese) section titles, keyed by section (`4.1`, `3.2`, `R3`), read
/// from `Lessons/SECTIONS.md` so that a reader of the documents finds their place. One list item
/// per section: `- 4.1 可监听序列`. A section without an entry simply shows no second title.
public struct SectionTitles: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var section: String
        public var title: String
        public var location: SourceLocation
    }

    public static let fileName = "SECTIONS.md"

    public private(set) var entries: [Entry] = []

    public init(entries: [Entry] = []) {
        self.entries = entries
    }

    /// The documents' title of `section`, if the table has one.
    public subscript(section: String) -> String? {
        entries.first { $0.section == section }?.title
    }

    /// Reads the list items of SECTIONS.md; anything else in it is prose for authors.
    public static func parse(text: String, fileName: String = SectionTitles.fileName) -> (titles: SectionTitles, diagnostics: [Diagnostic]) {
        var entries: [Entry] = []
        var diagnostics: [Diagnostic] = []
        var inFence = false
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            if line.trimmingSpaces().hasPrefix("```") { inFence.toggle(); continue }
            guard !inFence, line.hasPrefix("- ") else { continue }
            let item = line.dropFirst(2).trimmingSpaces()
            let parts = item.split(separator: " ", maxSplits: 1)
            let location = SourceLocation(file: fileName, line: index + 1, column: 3)
            guard parts.count == 2 else {
                diagnostics.append(Diagnostic(
                    file: fileName, line: index + 1, column: 3, severity: .warning,
                    message: "`\(item)` has no title after the section", fix: "write the section, a space and its title: `- 4.1 可监听序列`"))
                continue
            }
            let section = String(parts[0].trimmingCharacters(in: "`"))
            if let first = entries.first(where: { $0.section == section }) {
                diagnostics.append(Diagnostic(
                    file: fileName, line: index + 1, column: 3, severity: .warning,
                    message: "section \(section) already has a title on line \(first.location.line), so this one is ignored",
                    fix: "keep one line per section"))
                continue
            }
            entries.append(Entry(section: section, title: String(parts[1].trimmingSpaces()), location: location))
        }
        return (SectionTitles(entries: entries), diagnostics)
    }

    /// Entries whose section no chapter or lesson has: a typo, or a chapter that went away.
    func unknownSectionWarnings(chapters: [Chapter]) -> [Diagnostic] {
        let known = Set(chapters.map(\.id.description) + chapters.flatMap { $0.lessons.map(\.section) })
        return entries.filter { !known.contains($0.section) }.map { entry in
            Diagnostic(
                file: entry.location.file, line: entry.location.line, column: entry.location.column, severity: .warning,
                message: "no chapter or lesson has the section `\(entry.section)`, so its title “\(entry.title)” is never shown",
                fix: "correct the section, or remove the line")
        }
    }
}
