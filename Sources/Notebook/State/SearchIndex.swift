import Foundation

/// Finds lessons by text: titles, prose and code, ignoring case.
public enum SearchIndex {
    public struct Match: Sendable, Equatable {
        public var lessonIndex: Int
        /// The line the text was found on, trimmed.
        public var snippet: String
    }

    public static func matches(in course: Course, query: String) -> [Match] {
        let needle = query.trimmingCharacters(in: .whitespaces)
        guard !needle.isEmpty else { return [] }
        return course.entries.enumerated().compactMap { index, entry in
            let lesson = entry.lesson
            let texts = [lesson.title, entry.chapterTitle, lesson.prose] + lesson.cells.map(\.code.source)
                + lesson.exercises.map { $0.title + "\n" + $0.prose }
            for text in texts {
                for line in text.split(separator: "\n") where line.localizedCaseInsensitiveContains(needle) {
                    return Match(lessonIndex: index, snippet: line.trimmingCharacters(in: .whitespaces))
                }
            }
            return nil
        }
    }
}
