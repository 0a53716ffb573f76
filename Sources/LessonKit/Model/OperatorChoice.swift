/// One row of the operator decision tree ("I want to … → these operators"), written in a
/// ```` ```choose ```` block: `combine sequences › as soon as any has a new element → combineLatest`.
public struct OperatorChoice: Sendable, Equatable {
    /// The question, from the broad goal to the precise need: `["combine sequences", "as soon as any has a new element"]`.
    public var path: [String]
    /// The operators that answer it, by the names of their lessons' ids (`op-<name>`).
    public var operators: [String]
    public var location: SourceLocation

    public init(path: [String], operators: [String], location: SourceLocation) {
        self.path = path
        self.operators = operators
        self.location = location
    }

    /// The id of the lesson that teaches `name`.
    public static func lessonID(forOperator name: String) -> String { "op-\(name)" }

    /// The question as one line: `combine sequences › as soon as any has a new element`.
    public var question: String { path.joined(separator: " › ") }
}
