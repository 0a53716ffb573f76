/// Finds, in one pass over a line, every word that the glossary says to avoid: a trie of the
/// words, walked from each character of the line. Lint reads every line of the translation, and
/// a glossary grows with the course; looking for each entry's words in each line took time in
/// lines × entries (25 s for a glossary of 1,000 rows), this takes time in the line's length
/// (times the longest word's) whatever the number of rows.
struct AvoidedWords: Sendable {
    /// One word to avoid: the entry it belongs to and its place among the entry's words, so
    /// that warnings come in the glossary's order.
    struct Word: Sendable, Hashable, Comparable {
        let entry: Int
        let position: Int

        static func < (left: Word, right: Word) -> Bool {
            (left.entry, left.position) < (right.entry, right.position)
        }
    }

    private struct Node: Sendable {
        var next: [Character: Int] = [:]
        var words: [Word] = []
    }

    private var nodes = [Node()]

    init(_ glossary: Glossary) {
        for (entryIndex, entry) in glossary.entries.enumerated() {
            for (position, word) in entry.avoid.enumerated() where !word.isEmpty {
                var node = 0
                for character in word {
                    if let next = nodes[node].next[character] {
                        node = next
                    } else {
                        nodes.append(Node())
                        nodes[node].next[character] = nodes.count - 1
                        node = nodes.count - 1
                    }
                }
                nodes[node].words.append(Word(entry: entryIndex, position: position))
            }
        }
    }

    /// The words to avoid that occur in `text`, each once, in the glossary's order.
    func occurrences(in text: String) -> [Word] {
        guard nodes.count > 1 else { return [] }
        let characters = Array(text)
        var found: Set<Word> = []
        for start in characters.indices {
            var node = 0
            var index = start
            while index < characters.count, let next = nodes[node].next[characters[index]] {
                node = next
                found.formUnion(nodes[node].words)
                index += 1
            }
        }
        return found.sorted()
    }
}
