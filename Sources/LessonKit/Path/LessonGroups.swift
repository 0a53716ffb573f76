/// The lessons as a learner goes through them, in groups with a heading: the stages of the
/// learning path, or the chapters in the documents' order. `list` and the notebook both show
/// the course this way, so both follow the same order.
public struct LessonGroup: Sendable, Equatable {
    public enum Heading: Sendable, Equatable {
        /// A stage of the learning path (or a tour), by its title.
        case stage(String)
        /// A reference section of PATH.md: lessons off the path, after it.
        case reference(String)
        /// A chapter, in the documents' order.
        case chapter(ChapterID, title: String)
        /// Lessons the path leaves out (a lint error), kept so that no lesson goes missing.
        case notOnPath
    }

    public struct Member: Sendable, Equatable {
        public var chapterID: ChapterID
        public var chapterTitle: String
        public var lesson: Lesson
    }

    public var heading: Heading
    public var lessons: [Member]

    /// The heading as a line of text: `Stage title`, `4.1  Observable`.
    public var headingText: String {
        switch heading {
        case .stage(let title), .reference(let title): title
        case .chapter(let id, let title): "\(id)  \(title)"
        case .notOnPath: "Not on the learning path yet"
        }
    }
}

public enum LessonOrder: Sendable, Equatable {
    /// The learning path's order (the documents' order when there is no path).
    case path
    /// The chapters' order, as the documents have them.
    case documents
}

extension LessonGroup {
    /// The lessons of `chapters` grouped in `order`. With a path, every lesson it lists comes in
    /// its stage (ids that name no lesson are skipped), the reference sections come after the
    /// stages, and lessons PATH.md leaves out come last.
    public static func groups(of chapters: [Chapter], path: LearningPath?, order: LessonOrder) -> [LessonGroup] {
        let byChapter = chapters.filter { !$0.lessons.isEmpty }.map { chapter in
            LessonGroup(heading: .chapter(chapter.id, title: chapter.title), lessons: chapter.lessons.map {
                Member(chapterID: chapter.id, chapterTitle: chapter.title, lesson: $0)
            })
        }
        guard order == .path, let path else { return byChapter }
        let members = Dictionary(byChapter.flatMap(\.lessons).map { ($0.lesson.id, $0) }, uniquingKeysWith: { first, _ in first })
        var placed: Set<String> = []
        var groups: [LessonGroup] = []
        for stage in path.sectionsInOrder {
            var lessons: [Member] = []
            for step in stage.lessons {
                guard let member = members[step.lessonID], !placed.contains(step.lessonID) else { continue }
                placed.insert(step.lessonID)
                lessons.append(member)
            }
            if !lessons.isEmpty {
                groups.append(LessonGroup(heading: stage.isReference ? .reference(stage.title) : .stage(stage.title), lessons: lessons))
            }
        }
        let left = byChapter.flatMap(\.lessons).filter { !placed.contains($0.lesson.id) }
        if !left.isEmpty { groups.append(LessonGroup(heading: .notOnPath, lessons: left)) }
        return groups
    }
}
