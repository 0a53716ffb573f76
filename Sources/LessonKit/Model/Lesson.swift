/// A lesson: prose interleaved with Swift cells and exercises, mirroring one section of the
/// RxSwift documentation.
public struct Lesson: Sendable, Equatable, Identifiable {
    /// Unique across all chapters, e.g. `4.1.2-just`; progress is stored under it.
    public var id: String
    public var title: String
    /// The documentation section it mirrors, e.g. `4.1.2`; the chapter's id when not given.
    public var section: String
    /// Code run before every cell of the lesson.
    public var setup: SwiftCode?
    /// The lesson's content in reading order.
    public var items: [LessonItem]
    public var location: SourceLocation
    /// Rows of the operator decision tree, from ```` ```choose ```` blocks.
    public var operatorChoices: [OperatorChoice]
    /// In a translation, the stamp of the English lesson it was made from (`source=` on its
    /// heading, see `SourceStamp`); nil in the English course and in an unstamped translation.
    public var sourceStamp: String?

    public init(
        id: String, title: String, section: String, setup: SwiftCode?, items: [LessonItem],
        location: SourceLocation, operatorChoices: [OperatorChoice] = []
    ) {
        self.operatorChoices = operatorChoices
        self.id = id
        self.title = title
        self.section = section
        self.setup = setup
        self.items = items
        self.location = location
    }

    public var cells: [Cell] {
        items.compactMap { if case .cell(let cell) = $0 { cell } else { nil } }
    }

    public var exercises: [Exercise] {
        items.compactMap { if case .exercise(let exercise) = $0 { exercise } else { nil } }
    }

    /// All the lesson's prose, joined; cells and exercises left out.
    public var prose: String {
        items.compactMap { if case .prose(let text) = $0 { text } else { nil } }.joined(separator: "\n")
    }
}

public enum LessonItem: Sendable, Equatable {
    /// Markdown shown as is, including code blocks that are only shown, never run.
    case prose(String)
    case cell(Cell)
    case exercise(Exercise)
}

/// Swift source from a lesson file, with where it starts so compiler messages can point back
/// into the lesson.
public struct SwiftCode: Sendable, Equatable {
    public var source: String
    /// The location of the code's first line (the line after the opening fence).
    public var location: SourceLocation

    public init(source: String, location: SourceLocation) {
        self.source = source
        self.location = location
    }
}
