import Marbles

/// Attribute values that both headings and blocks take, read and reported the same way wherever
/// they stand.
enum AttributeValues {
    /// `timeout=10s`, `timeout=500ms`; nil (reported) when it is not a positive duration.
    static func timeLimit(_ token: AttributeList.Token, line: Int, log: inout DiagnosticLog) -> Duration? {
        guard let text = token.value, let milliseconds = DurationText.milliseconds(text), milliseconds > 0 else {
            log.error(
                line: line, column: token.valueColumn, "`\(token.value ?? "")` is not a time limit",
                fix: "write a positive duration such as `timeout=10s` or `timeout=500ms`")
            return nil
        }
        return .milliseconds(milliseconds)
    }

    /// `lanes=recorded`: the cell draws only its recorded lanes (false). Any other value is
    /// reported, and nil.
    static func drawsAutomaticLanes(_ token: AttributeList.Token, line: Int, log: inout DiagnosticLog) -> Bool? {
        guard token.value == recordedLanes else {
            log.error(
                line: line, column: token.valueColumn, "`lanes=\(token.value ?? "")` is not a lanes setting",
                fix: "write `lanes=\(recordedLanes)` to draw only the cell's recorded lanes, or leave the attribute out to draw every subscription")
            return nil
        }
        return false
    }

    static let recordedLanes = "recorded"

    /// An id longer than `IDSyntax.maximumLength`, which could not name the learner's files.
    static func reportLongID(_ id: String, line: Int, column: Int, log: inout DiagnosticLog) {
        log.error(
            line: line, column: column, "the id `\(id.prefix(20))…` is \(id.count) characters long",
            fix: "ids name the learner's files: keep them to \(IDSyntax.maximumLength) characters")
    }
}
