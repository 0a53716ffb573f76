import Foundation

/// The column headings of the class table: a learner's name, and for learners who share a name
/// a tag that tells them apart — the start of their learner id, long enough to differ (four hex
/// digits, more for ids that begin alike: a lab of shared accounts has many `student`s), or the
/// report's file name for reports without an id. Every heading is different: one that would
/// repeat another (two `report.json` files, a learner named like another's tag) gets `#2`, `#3`,
/// in the order of the reports. The same reports always get the same headings.
enum ClassTableHeadings {
    /// The shortest id prefix a tag uses.
    static let shortestTag = 4

    static func of(_ sources: [ClassTable.Source]) -> [String] {
        var headings = sources.map(\.report.learner)
        let byName = Dictionary(grouping: sources.indices, by: { sources[$0].report.learner })
        for (name, members) in byName where members.count > 1 {
            let tags = distinguishingPrefixes(of: members.compactMap { sources[$0].report.learnerID })
            for member in members {
                let source = sources[member]
                let tag = source.report.learnerID.flatMap { tags[$0] }
                    ?? URL(fileURLWithPath: source.file).deletingPathExtension().lastPathComponent
                headings[member] = "\(name)·\(tag)"
            }
        }
        return numberingRepeats(headings)
    }

    /// Each id's shortest prefix (at least `shortestTag` long) that no other id begins with: one
    /// character longer than the most it shares with another, which is what it shares with a
    /// neighbour in sorted order.
    static func distinguishingPrefixes(of ids: [String]) -> [String: String] {
        let sorted = Set(ids).map { Array($0) }.sorted { $0.lexicographicallyPrecedes($1) }
        func shared(_ left: Int, _ right: Int) -> Int {
            guard left >= 0, right < sorted.count else { return 0 }
            return zip(sorted[left], sorted[right]).prefix { $0 == $1 }.count
        }
        var prefixes: [String: String] = [:]
        for (index, id) in sorted.enumerated() {
            let length = max(shortestTag, max(shared(index - 1, index), shared(index, index + 1)) + 1)
            prefixes[String(id)] = String(id.prefix(length))
        }
        return prefixes
    }

    /// `x`, `x#2`, `x#3` for a heading that repeats, skipping any that is taken already.
    private static func numberingRepeats(_ headings: [String]) -> [String] {
        var used = Set(headings)
        guard used.count < headings.count else { return headings }
        var seen: Set<String> = []
        var nextNumber: [String: Int] = [:]
        return headings.map { heading in
            guard seen.contains(heading) else {
                seen.insert(heading)
                return heading
            }
            var number = nextNumber[heading, default: 2]
            while used.contains("\(heading)#\(number)") { number += 1 }
            nextNumber[heading] = number + 1
            used.insert("\(heading)#\(number)")
            return "\(heading)#\(number)"
        }
    }
}
