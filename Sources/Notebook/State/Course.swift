import LessonKit

/// The lessons of every chapter in reading order, which is the order the notebook pages through.
public struct Course: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var chapterID: ChapterID
        public var chapterTitle: String
        public var lesson: Lesson
    }

    public let entries: [Entry]
    /// Made on the first search; not part of the course's value.
    let searchCache = SearchLineCache()

    public init(chapters: [Chapter]) {
        entries = chapters.flatMap { chapter in
            chapter.lessons.map { Entry(chapterID: chapter.id, chapterTitle: chapter.title, lesson: $0) }
        }
    }

    public static func == (lhs: Course, rhs: Course) -> Bool {
        lhs.entries == rhs.entries
    }

    public var isEmpty: Bool { entries.isEmpty }

    public var totalCellCount: Int { entries.reduce(0) { $0 + $1.lesson.cells.count } }

    public func index(ofLesson id: String) -> Int? {
        entries.firstIndex { $0.lesson.id == id }
    }
}

/// Names a cell across the course the way progress and the workspace store it: by ids, so that
/// reordering lessons never mixes results up.
public struct CellKey: Sendable, Hashable, CustomStringConvertible {
    public var lessonID: String
    public var cellID: String

    public init(lessonID: String, cellID: String) {
        self.lessonID = lessonID
        self.cellID = cellID
    }

    public var description: String { "\(lessonID)/\(cellID)" }
}
