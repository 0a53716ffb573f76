/// One lesson file: a chapter of the course, e.g. `4.1-observable.md`.
public struct Chapter: Sendable, Equatable, Identifiable {
    /// The section id from the file name: `4.1`, `R3`.
    public var id: ChapterID
    /// The file name it was read from, e.g. `4.1-observable.md`.
    public var fileName: String
    public var title: String
    /// Markdown between the chapter heading and the first lesson.
    public var introduction: String
    public var lessons: [Lesson]
    public var location: SourceLocation
    /// In a translation, the stamp of the English title and introduction it was made from.
    public var sourceStamp: String?

    public init(
        id: ChapterID, fileName: String, title: String, introduction: String, lessons: [Lesson],
        location: SourceLocation
    ) {
        self.id = id
        self.fileName = fileName
        self.title = title
        self.introduction = introduction
        self.lessons = lessons
        self.location = location
    }
}
