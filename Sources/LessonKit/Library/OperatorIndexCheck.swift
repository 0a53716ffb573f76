/// Which operators named by the decision tree have their lesson (`op-<name>`) in a library.
public struct OperatorLessons: Sendable {
    private let lessonIDs: Set<String>

    public init(chapters: [Chapter]) {
        lessonIDs = Set(chapters.flatMap { $0.lessons.map(\.id) })
    }

    /// The id of the lesson that teaches `name`, or nil when the library has none.
    public func lessonID(forOperator name: String) -> String? {
        let id = OperatorChoice.lessonID(forOperator: name)
        return lessonIDs.contains(id) ? id : nil
    }
}

/// The decision tree must lead somewhere: every operator named in a ```` ```choose ```` block
/// needs its lesson (`op-<name>`) in the library. A missing one is a warning — the tree still
/// loads, that row just cannot open a lesson.
enum OperatorIndexCheck {
    static func run(on chapters: [Chapter]) -> [Diagnostic] {
        let lessons = OperatorLessons(chapters: chapters)
        return chapters.operatorChoices.flatMap { choice in
            choice.operators.filter { lessons.lessonID(forOperator: $0) == nil }.map { name in
                Diagnostic(
                    file: choice.location.file, line: choice.location.line, column: 1, severity: .warning,
                    message: "the decision tree names `\(name)`, but no lesson has the id `\(OperatorChoice.lessonID(forOperator: name))`",
                    fix: "write that lesson, or correct the operator's name")
            }
        }
    }
}

extension Array where Element == Chapter {
    /// Every row of the decision tree, in reading order.
    public var operatorChoices: [OperatorChoice] {
        flatMap { $0.lessons.flatMap(\.operatorChoices) }
    }
}
