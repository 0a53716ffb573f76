/// "Did you mean …?" for misspelt block kinds, attributes, lesson ids and playground operators.
public enum Suggestions {
    /// The candidate closest to `word`, if it is within two edits (one for short words).
    public static func closest(to word: String, among candidates: [String]) -> String? {
        let limit = word.count <= 3 ? 1 : 2
        let scored = candidates.map { (candidate: $0, distance: editDistance(word.lowercased(), $0)) }
        guard let best = scored.min(by: { $0.distance < $1.distance }), best.distance <= limit else { return nil }
        return best.candidate
    }

    /// Levenshtein distance: insertions, deletions and substitutions.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            previous = current
        }
        return previous[b.count]
    }
}
