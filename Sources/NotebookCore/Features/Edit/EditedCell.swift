/// The learner's own copy of a cell, kept in the workspace.
public struct EditedCell: Sendable, Equatable {
    public var code: String
    /// The lesson's code when the learner first edited it. When the lesson's cell changes later
    /// (a new rxlearn), the two differ and the notebook offers both versions.
    public var lessonCodeAtEdit: String

    public init(code: String, lessonCodeAtEdit: String) {
        self.code = code
        self.lessonCodeAtEdit = lessonCodeAtEdit
    }
}
