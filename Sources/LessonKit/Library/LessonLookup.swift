/// Finding lessons by id across the loaded chapters, with a suggestion when an id is misspelt.
public enum LessonLookup {
    /// The lesson with `id` and the chapter it belongs to.
    public static func lesson(withID id: String, in chapters: [Chapter]) -> (chapter: Chapter, lesson: Lesson)? {
        for chapter in chapters {
            if let lesson = chapter.lessons.first(where: { $0.id == id }) {
                return (chapter, lesson)
            }
        }
        return nil
    }

    /// The lesson id closest to `id` (within two edits), for "did you mean …?".
    public static func suggestion(for id: String, in chapters: [Chapter]) -> String? {
        let ids = chapters.flatMap { $0.lessons.map(\.id) }
        // A prefix is the likeliest slip: `4.1-create` for `4.1-create-observables`.
        if let extended = ids.first(where: { $0.hasPrefix(id) && !id.isEmpty }) {
            return extended
        }
        return Suggestions.closest(to: id, among: ids)
    }
}
