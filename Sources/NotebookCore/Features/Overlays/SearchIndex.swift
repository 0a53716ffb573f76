import Foundation
import SystemSupport

/// Finds lessons by text: titles, prose and code, ignoring case.
public enum SearchIndex {
    public struct Match: Sendable, Equatable {
        public var lessonIndex: Int
        /// The line the text was found on, trimmed.
        public var snippet: String
        /// The exercise the line belongs to (Enter opens the lesson there); nil for the lesson's
        /// own text, which opens it at its start.
        public var exercise: Stop?
    }

    public static func matches(in course: Course, query: String) -> [Match] {
        let needle = query.trimmingCharacters(in: .whitespaces).lowercased()
        guard !needle.isEmpty else { return [] }
        return course.searchCache.matches(for: needle) { previous in
            // Typing one more letter can only narrow the lessons found: look in those alone.
            let candidates = previous.map { Set($0.map(\.lessonIndex)) }
            var matches: [Match] = []
            var lastLesson = -1
            for line in course.searchLines where line.lessonIndex != lastLesson && line.folded.contains(needle) {
                if let candidates, !candidates.contains(line.lessonIndex) { continue }
                // The first matching line of each lesson is its snippet.
                matches.append(Match(lessonIndex: line.lessonIndex, snippet: line.text, exercise: line.exercise))
                lastLesson = line.lessonIndex
            }
            return matches
        }
    }
}

/// One searchable line of the course, with its lower-cased form made once.
struct SearchLine {
    var lessonIndex: Int
    var text: String
    var folded: String
    /// The exercise whose title or text the line is; nil for the lesson's own text.
    var exercise: Stop?
}

/// The course's searchable lines, built on the first search and kept: typing in the search box
/// then costs one pass over ready lines per key, not lower-casing the whole course each time.
/// The last search's matches are kept too: the reducer and the renderer ask for the same query
/// at each key, and the next letter typed only narrows them.
final class SearchLineCache: @unchecked Sendable {
    private let lock = Lock()
    private var lines: [SearchLine]?
    private var last: (needle: String, matches: [SearchIndex.Match])?

    /// The matches for `needle`: the kept ones when it is the last needle again, else `search`'s,
    /// which is given the last matches when `needle` extends the last needle (nil otherwise).
    func matches(for needle: String, search: (_ narrowing: [SearchIndex.Match]?) -> [SearchIndex.Match]) -> [SearchIndex.Match] {
        lock.lock()
        let kept = last
        lock.unlock()
        if let kept, kept.needle == needle { return kept.matches }
        let found = search(kept.flatMap { needle.hasPrefix($0.needle) ? $0.matches : nil })
        lock.lock()
        last = (needle, found)
        lock.unlock()
        return found
    }

    func lines(building build: () -> [SearchLine]) -> [SearchLine] {
        lock.lock()
        defer { lock.unlock() }
        if let lines { return lines }
        let built = build()
        lines = built
        return built
    }
}

extension Course {
    /// Makes the search lines now, so that the learner's first `/` does not wait for them: the
    /// session calls it off the main thread right after the first frame.
    public func prepareSearch() {
        _ = searchLines
    }

    /// Titles, prose, code and exercises of every lesson, line by line, in course order, each
    /// exercise's lines marked with its stop.
    var searchLines: [SearchLine] {
        searchCache.lines {
            entries.enumerated().flatMap { index, entry -> [SearchLine] in
                let lesson = entry.lesson
                let lessonTexts = ([lesson.title, entry.chapterTitle, lesson.prose] + lesson.cells.map(\.code.source)).map { ($0, nil as Stop?) }
                let exerciseTexts = lesson.exercises.enumerated().map { ($1.title + "\n" + $1.prose, Stop.exercise($0) as Stop?) }
                return (lessonTexts + exerciseTexts).flatMap { text, exercise in
                    text.split(separator: "\n").map { line in
                        let text = line.trimmingCharacters(in: .whitespaces)
                        return SearchLine(lessonIndex: index, text: text, folded: text.lowercased(), exercise: exercise)
                    }
                }
            }
        }
    }
}
