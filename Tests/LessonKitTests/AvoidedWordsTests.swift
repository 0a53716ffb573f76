import Testing
@testable import LessonKit

/// The one-pass search for a glossary's words to avoid finds what a search for each word finds.
@Suite struct AvoidedWordsTests {
    private func glossary(_ rows: [(String, [String])]) -> Glossary {
        Glossary(entries: rows.map { Glossary.Entry(english: $0.0, term: "T", avoid: $0.1) })
    }

    /// What searching the line for every word of every entry finds, in the glossary's order.
    private func bruteForce(_ glossary: Glossary, _ text: String) -> [AvoidedWords.Word] {
        glossary.entries.enumerated().flatMap { entryIndex, entry in
            entry.avoid.enumerated().compactMap { position, word in
                text.contains(word) ? AvoidedWords.Word(entry: entryIndex, position: position) : nil
            }
        }
    }

    @Test func overlappingAndNestedWordsAreAllFound() {
        let words = glossary([("a", ["可观察序列", "观察"]), ("b", ["序列号"]), ("c", ["察"]), ("d", ["没有"])])
        let finder = AvoidedWords(words)
        for text in ["这是可观察序列号。", "观察", "", "序列", "可观察对象和序列号", "没有没有"] {
            #expect(finder.occurrences(in: text) == bruteForce(words, text), "\(text)")
        }
        #expect(finder.occurrences(in: "这是可观察序列号。").map(\.entry) == [0, 0, 1, 2])
    }

    @Test func aGlossaryOfFortyThousandRowsFindsTheSameAsAWordByWordSearch() {
        let rows = (0 ..< 40_000).map { ("term\($0)", ["词\($0)甲", "词\($0)乙"]) }
        let words = glossary(rows)
        let finder = AvoidedWords(words)
        let text = "这里有词17甲，也有词39999乙和词4乙；词400000甲不是一个词。"
        let found = finder.occurrences(in: text)
        #expect(found == bruteForce(words, text))
        #expect(found.map { words.entries[$0.entry].avoid[$0.position] } == ["词4乙", "词17甲", "词39999乙"])
    }
}
