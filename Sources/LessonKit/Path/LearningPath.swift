/// The order a newcomer meets the lessons in, read from `Lessons/PATH.md`: stages in teaching
/// order, each with the ids of its lessons. The chapters stay in the documents' order (their
/// section numbers); the path only says which lesson comes next.
public struct LearningPath: Sendable, Equatable {
    public struct Stage: Sendable, Equatable {
        /// What kind of section of PATH.md the stage is.
        public enum Kind: Sendable, Equatable {
            /// `## Stage: Title`: lessons taught in order, held to it.
            case stage
            /// `## Tour: Title`: Rx at work before the course teaches it. Its lessons are read for
            /// the idea, so lint does not hold their cells to the path's order.
            case tour
            /// `## Reference: Title`: lessons off the path, to look things up in (an operator's
            /// page that a lesson on the path already teaches). They come after the path, in
            /// their own group of the contents; `o` and search reach them like any lesson.
            case reference
        }

        public var title: String
        public var lessons: [Step]
        public var location: SourceLocation
        public var kind: Kind

        public init(title: String, lessons: [Step], location: SourceLocation, kind: Kind = .stage) {
            self.title = title
            self.lessons = lessons
            self.location = location
            self.kind = kind
        }

        public var isTour: Bool { kind == .tour }
        public var isReference: Bool { kind == .reference }
    }

    /// One lesson on the path, and the operators it introduces besides its own (`teaches:`), so
    /// that a lesson which teaches `map` on the way counts as `map`'s place on the path; and the
    /// operators it uses in passing before their own lesson (`previews:`), which its prose must
    /// name so that the learner is told what they are.
    public struct Step: Sendable, Equatable {
        public var lessonID: String
        public var teaches: [String]
        public var previews: [String]
        public var location: SourceLocation

        public init(lessonID: String, teaches: [String] = [], previews: [String] = [], location: SourceLocation) {
            self.lessonID = lessonID
            self.teaches = teaches
            self.previews = previews
            self.location = location
        }
    }

    /// The file the path is read from, beside the chapters.
    public static let fileName = "PATH.md"

    /// The sections as PATH.md lists them: stages, tours and reference sections.
    public var stages: [Stage]

    public init(stages: [Stage]) {
        self.stages = stages
    }

    /// The sections in the order the notebook goes through them: the path's stages and tours as
    /// PATH.md lists them, then the reference sections, wherever PATH.md put them.
    public var sectionsInOrder: [Stage] { stages.filter { !$0.isReference } + stages.filter(\.isReference) }

    /// Every step, in that order (the reference sections' lessons last).
    public var steps: [Step] { sectionsInOrder.flatMap(\.lessons) }

    /// The sections that make up the learning path itself: its stages and tours.
    public var pathStages: [Stage] { stages.filter { !$0.isReference } }

    /// The lessons of the reference sections, off the path.
    public var referenceLessonIDs: Set<String> { Set(stages.filter(\.isReference).flatMap { $0.lessons.map(\.lessonID) }) }
}
