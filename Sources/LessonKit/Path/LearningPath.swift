/// The order a newcomer meets the lessons in, read from `Lessons/PATH.md`: stages in teaching
/// order, each with the ids of its lessons. The chapters stay in the documents' order (their
/// section numbers); the path only says which lesson comes next.
public struct LearningPath: Sendable, Equatable {
    public struct Stage: Sendable, Equatable {
        public var title: String
        public var lessons: [Step]
        public var location: SourceLocation
        /// A tour (`## Tour: Title`) shows Rx at work before the course teaches it: its lessons
        /// are read for the idea, so lint does not hold their cells to the path's order.
        public var isTour: Bool

        public init(title: String, lessons: [Step], location: SourceLocation, isTour: Bool = false) {
            self.title = title
            self.lessons = lessons
            self.location = location
            self.isTour = isTour
        }
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

    public var stages: [Stage]

    public init(stages: [Stage]) {
        self.stages = stages
    }

    /// Every step, in path order.
    public var steps: [Step] { stages.flatMap(\.lessons) }
}
