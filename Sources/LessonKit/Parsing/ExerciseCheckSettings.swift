/// Reads an exercise's ```` ```check ```` block: what the checker compares beyond the outputs,
/// one setting per line, each with the reason an author gives for it.
///
/// ```text
/// effects: request                         count the `recordSideEffect("request")` calls
/// once: the screen binds the view model once          no second subscription
/// any error: the statement only says that it fails    an error, whatever its description
/// subscriptions: the statement leaves it open          the inputs' subscriptions are not compared
/// count subscriptions: each one is a request           each subscription compared, their number too
/// accepts "flatMapLatest → flatMap": no tap comes while a request runs   a mutant that may pass
/// ```
enum ExerciseCheckSettings {
    /// Adds the block's settings to `checking`; false when a line could not be read.
    static func read(_ fence: BlockScanner.Fence, into checking: inout ExerciseChecking, log: inout DiagnosticLog) -> Bool {
        var valid = true
        for (index, line) in fence.content.enumerated() {
            let body = line.trimmingWhitespace()
            guard !body.isEmpty else { continue }
            let (lineNumber, offset) = fence.position(ofContentLine: index)
            let column = offset + line.prefix { $0.isWhitespace }.count + 1
            if !read(body, into: &checking, line: lineNumber, column: column, log: &log) { valid = false }
        }
        return valid
    }

    private static func read(_ body: String, into checking: inout ExerciseChecking, line: Int, column: Int, log: inout DiagnosticLog) -> Bool {
        func fail(_ message: String) -> Bool {
            log.error(
                line: line, column: column, "`\(body)`: \(message)",
                fix: "write `effects: NAME`, `once: REASON`, `any error: REASON`, `subscriptions: REASON`, `count subscriptions: REASON` or `accepts \"MUTANT\": REASON`")
            return false
        }
        if body.hasPrefix("accepts ") {
            let rest = body.dropFirst("accepts ".count).trimmingWhitespace()
            guard rest.hasPrefix("\""), let close = rest.dropFirst().firstIndex(of: "\"") else {
                return fail("the mutant is not quoted as `rxlearn dev check` writes it")
            }
            let mutant = String(rest[rest.index(after: rest.startIndex)..<close])
            let after = rest[rest.index(after: close)...]
            guard after.hasPrefix(":"), case let reason = after.dropFirst().trimmingWhitespace(), !reason.isEmpty, !mutant.isEmpty else {
                return fail("say why the mutant is right after a colon")
            }
            checking.acceptedMutants[mutant] = reason
            return true
        }
        guard let colon = body.firstIndex(of: ":") else { return fail("a setting is `NAME: VALUE`") }
        let key = body[..<colon].trimmingWhitespace()
        let value = body[body.index(after: colon)...].trimmingWhitespace()
        guard !value.isEmpty else { return fail("`\(key):` needs \(key == "effects" ? "a name" : "a reason")") }
        switch key {
        case "effects":
            let names = value.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
            checking.effects += names
        case "once":
            checking.subscribedOnceBecause = value
        case "any error":
            checking.anyErrorBecause = value
        case "subscriptions":
            checking.subscriptionsUnjudgedBecause = value
        case "count subscriptions":
            checking.countsSubscriptionsBecause = value
        default:
            return fail("`\(key)` is not a setting")
        }
        return true
    }
}
