import LessonKit

/// The lessons in the order the notebook pages through them: the learning path's (PATH.md),
/// or the documents' when there is none. The contents shows either order, grouped.
public struct Course: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var chapterID: ChapterID
        public var chapterTitle: String
        public var lesson: Lesson
        /// The documents' (Chinese) titles of the chapter's and of the lesson's section.
        public var chapterDocumentsTitle: String?
        public var documentsTitle: String?
        /// The chapter's introduction when this lesson is where the course enters its chapter.
        public var chapterIntroduction: ChapterIntroduction?
    }

    /// A heading of the contents and the entries under it (indices into `entries`).
    public struct Group: Sendable, Equatable {
        public var heading: String
        public var documentsTitle: String?
        public var entryIndices: [Int]
    }

    /// In path order: `]` and `[` move through them one by one.
    public let entries: [Entry]
    /// The path's stages (or the chapters when there is no path), and the chapters in the
    /// documents' order: the two ways the contents lists the same entries.
    public let pathGroups: [Group]
    public let documentsGroups: [Group]
    /// Made on the first search; not part of the course's value.
    let searchCache = SearchLineCache()

    public init(chapters: [Chapter], path: LearningPath? = nil, sectionTitles: SectionTitles = SectionTitles()) {
        let pathOrder = LessonGroup.groups(of: chapters, path: path, order: .path)
        let introductions = ChapterIntroduction.byOpeningLesson(of: chapters, in: pathOrder)
        entries = pathOrder.flatMap(\.lessons).map { member in
            Entry(chapterID: member.chapterID, chapterTitle: member.chapterTitle, lesson: member.lesson,
                  chapterDocumentsTitle: sectionTitles[member.chapterID.description],
                  documentsTitle: sectionTitles[member.lesson.section],
                  chapterIntroduction: introductions[member.lesson.id])
        }
        var indexOfLesson: [String: Int] = [:]
        for (index, entry) in entries.enumerated() where indexOfLesson[entry.lesson.id] == nil { indexOfLesson[entry.lesson.id] = index }
        func grouped(_ groups: [LessonGroup]) -> [Group] {
            groups.map { group in
                var documents: String?
                var heading = group.headingText
                if case .chapter(let id, let title) = group.heading {
                    documents = sectionTitles[id.description]
                    heading = "\(id) \(title)"
                }
                return Group(heading: heading, documentsTitle: documents,
                             entryIndices: group.lessons.compactMap { indexOfLesson[$0.lesson.id] })
            }
        }
        pathGroups = grouped(pathOrder)
        reviewCandidates = ReviewSchedule.candidates(in: pathOrder)
        stageCount = pathOrder.filter { if case .stage = $0.heading { true } else { false } }.count
        documentsGroups = grouped(LessonGroup.groups(of: chapters, path: path, order: .documents))
    }

    /// Every exercise as a candidate for spaced review, interleaved by its stage.
    public let reviewCandidates: [ReviewSchedule.Candidate]

    /// How many stages the learning path has (its reference sections are not stages).
    public let stageCount: Int

    /// Whether a learning path orders the lessons (else the path groups are the chapters).
    public var followsPath: Bool { pathGroups != documentsGroups }

    public func groups(in order: LessonOrder) -> [Group] {
        order == .path ? pathGroups : documentsGroups
    }

    /// The entries as the contents lists them in `order`.
    public func rows(in order: LessonOrder) -> [Int] {
        groups(in: order).flatMap(\.entryIndices)
    }

    public static func == (lhs: Course, rhs: Course) -> Bool {
        lhs.entries == rhs.entries && lhs.pathGroups == rhs.pathGroups
    }

    public var isEmpty: Bool { entries.isEmpty }

    public var totalCellCount: Int { entries.reduce(0) { $0 + $1.lesson.cells.count } }

    public func index(ofLesson id: String) -> Int? {
        entries.firstIndex { $0.lesson.id == id }
    }

    /// Exercise `id` and the entry of the lesson that holds it; nil when no lesson has it.
    public func exercise(withID id: String) -> (entry: Entry, exercise: Exercise)? {
        for entry in entries {
            if let exercise = entry.lesson.exercises.first(where: { $0.id == id }) { return (entry, exercise) }
        }
        return nil
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
