import LessonKit

/// Every operator the playground can play, and the comparisons that play several on one input.
///
/// The operators are those of the course's op-* lessons (chapter 5), in course order; their data
/// is in `PlaygroundCatalog+Operators.swift`, the comparisons in `PlaygroundCatalog+Comparisons.swift`.
public enum PlaygroundCatalog {
    /// The operator named `name`: its RxSwift 6 name or one of its aliases, ignoring case, with or
    /// without an argument label — "observeOn", "observe(on:)", "observe" and "OBSERVEON" all find
    /// `observe(on:)`.
    public static func find(_ name: String) -> PlaygroundOperator? {
        let wanted = lookupKey(name)
        guard !wanted.isEmpty else { return nil }
        return operators.first { candidate in
            ([candidate.name] + candidate.aliases).contains { lookupKey($0) == wanted }
        } ?? comparisonOnly.first { lookupKey($0.name) == wanted || $0.aliases.contains { lookupKey($0) == wanted } }
    }

    /// The comparison that plays `name` (an operator, as `find` reads it, or the comparison's own name).
    public static func comparison(containing name: String) -> PlaygroundComparison? {
        if let byName = comparisons.first(where: { lookupKey($0.name) == lookupKey(name) }) {
            return byName
        }
        guard let found = find(name) else { return nil }
        return comparisons.first { $0.operators.contains(found.name) }
    }

    /// The names closest to `name`, for "did you mean": names it is part of ("flat" → flatMap,
    /// flatMapLatest), then names within a few edits (`Suggestions`), at most three.
    public static func closestNames(to name: String) -> [String] {
        let wanted = lookupKey(name)
        guard !wanted.isEmpty else { return [] }
        let names = operators.map(\.name) + comparisonOnly.map(\.name)
        let containing = names.filter { lookupKey($0).contains(wanted) }
        let limit = max(2, wanted.count / 3)
        let near = (operators + comparisonOnly)
            .map { entry in (entry.name, ([entry.name] + entry.aliases).map { Suggestions.editDistance(wanted, lookupKey($0)) }.min() ?? .max) }
            .filter { $0.1 <= limit && !containing.contains($0.0) }
            .sorted { $0.1 < $1.1 }
            .map(\.0)
        return Array((containing + near).prefix(3))
    }

    /// `name` reduced to what lookups compare: lower case, letters and digits only, so that
    /// "observe(on:)" and "observeOn" meet.
    static func lookupKey(_ name: String) -> String {
        String(name.lowercased().filter { $0.isLetter || $0.isNumber })
    }
}
