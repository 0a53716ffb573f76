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

    /// `topics=observable,single`: what an exercise practises, from `ExerciseTopic`'s names.
    /// Nil (reported, naming every topic) when one is not a topic or none is given.
    static func topics(_ token: AttributeList.Token, line: Int, log: inout DiagnosticLog) -> [ExerciseTopic]? {
        let names = (token.value ?? "").split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        var topics: [ExerciseTopic] = []
        for name in names {
            guard let topic = ExerciseTopic(rawValue: name) else {
                let known = ExerciseTopic.allCases.map(\.rawValue).joined(separator: ", ")
                log.error(
                    line: line, column: token.valueColumn, "`\(name)` is not an exercise topic",
                    fix: "write topics separated by commas, without spaces, from: \(known)")
                return nil
            }
            if !topics.contains(topic) { topics.append(topic) }
        }
        return topics
    }

    /// `level=warm-up`, `core` or `capstone`; nil (reported) for anything else.
    static func level(_ token: AttributeList.Token, line: Int, log: inout DiagnosticLog) -> ExerciseLevel? {
        guard let level = (token.value).flatMap(ExerciseLevel.init) else {
            log.error(
                line: line, column: token.valueColumn, "`level=\(token.value ?? "")` is not an exercise level",
                fix: "write `level=warm-up`, `level=core` or `level=capstone`")
            return nil
        }
        return level
    }

    /// An id longer than `IDSyntax.maximumLength`, which could not name the learner's files.
    static func reportLongID(_ id: String, line: Int, column: Int, log: inout DiagnosticLog) {
        log.error(
            line: line, column: column, "the id `\(id.prefix(20))…` is \(id.count) characters long",
            fix: "ids name the learner's files: keep them to \(IDSyntax.maximumLength) characters")
    }
}
