/// The order a newcomer meets the lessons in, read from `Lessons/PATH.md`: stages in teaching
/// order, each with the ids of its lessons. The chapters stay in the documents' order (their
/// section numbers); the path only says which lesson comes next.
public struct LearningPath: Sendable, Equatable {
    public struct Stage: Sendable, Equatable {
        public var title: String
        public var lessons: [Step]
        public var location: SourceLocation

        public init(title: String, lessons: [Step], location: SourceLocation) {
            self.title = title
            self.lessons = lessons
            self.location = location
        }
    }

    /// One lesson on the path, and the operators it introduces besides its own (`teaches:`), so
    /// that a lesson which teaches `map` on the way counts as `map`'s place on the path.
    public struct Step: Sendable, Equatable {
        public var lessonID: String
        public var teaches: [String]
        public var location: SourceLocation

        public init(lessonID: String, teaches: [String] = [], location: SourceLocation) {
            self.lessonID = lessonID
            self.teaches = teaches
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
