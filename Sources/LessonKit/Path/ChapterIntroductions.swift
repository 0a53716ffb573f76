import Foundation

/// A chapter's introduction (the prose between its title and its first lesson), as a reader
/// meets it: above the first of the chapter's lessons in the course's order.
public struct ChapterIntroduction: Sendable, Equatable {
    public var chapterID: ChapterID
    public var chapterTitle: String
    public var text: String
}

extension ChapterIntroduction {
    /// Each chapter's introduction, keyed by the id of the lesson it stands above: the first of
    /// the chapter's lessons in `groups` (the path's order, its reference sections last, or the
    /// documents' order). On the path a chapter's lessons are spread over several stages, and
    /// the introduction belongs where the learner first enters the chapter, not above its
    /// first lesson in the file. Chapters without an introduction have no entry.
    public static func byOpeningLesson(of chapters: [Chapter], in groups: [LessonGroup]) -> [String: ChapterIntroduction] {
        var introductions: [ChapterID: ChapterIntroduction] = [:]
        for chapter in chapters where introductions[chapter.id] == nil {
            let text = chapter.introduction.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !text.isEmpty else { continue }
            introductions[chapter.id] = ChapterIntroduction(chapterID: chapter.id, chapterTitle: chapter.title, text: text)
        }
        var opened: Set<ChapterID> = []
        var byLesson: [String: ChapterIntroduction] = [:]
        for member in groups.flatMap(\.lessons) where opened.insert(member.chapterID).inserted {
            byLesson[member.lesson.id] = introductions[member.chapterID]
        }
        return byLesson
    }
}
