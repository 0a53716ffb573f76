/// The translation's terms (`zh-Hans/GLOSSARY.md`): one Chinese term for each English one, and
/// the renderings to avoid, so that a term is not translated two ways across the course.
public struct Glossary: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var english: String
        public var term: String
        public var avoid: [String]

        /// The term's accepted forms: `可监听序列（序列）` accepts 可监听序列 and 序列,
        /// `热 / 冷` each of 热 and 冷.
        public var forms: [String] {
            term.split(whereSeparator: { "（）()，,/".contains($0) }).map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
        }
    }

    public static let fileName = "GLOSSARY.md"

    public var entries: [Entry] = []

    public init(entries: [Entry] = []) { self.entries = entries }

    /// Reads the rows of the file's table, `| English | term | avoid, avoid |`; the header row,
    /// the `|---|` row and everything outside the table are ignored.
    public static func parse(text: String) -> Glossary {
        var entries: [Entry] = []
        var sawHeader = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingWhitespace()
            guard trimmed.hasPrefix("|") else { continue }
            let cells = trimmed.dropFirst().split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingWhitespace() }
            guard cells.count >= 3 else { continue }
            if !sawHeader { sawHeader = true; continue }
            if cells[0].allSatisfy({ $0 == "-" || $0 == ":" }) { continue }
            let avoid = cells[2].split(whereSeparator: { $0 == "," || $0 == "，" }).map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
            entries.append(Entry(english: cells[0], term: cells[1], avoid: avoid))
        }
        return Glossary(entries: entries)
    }
}
