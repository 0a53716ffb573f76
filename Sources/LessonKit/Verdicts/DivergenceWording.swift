/// Says in words what went wrong first, for the line under a failed cell.
enum DivergenceWording {
    static func describe(_ verdict: LineVerdict, expectedLineCount: Int) -> String? {
        switch verdict.outcome {
        case .match:
            return nil
        case .mismatch:
            let expected = quoted(verdict.expected ?? "")
            let actual = quoted(verdict.actual?.text ?? "")
            if verdict.isOrdered {
                return "expected \(expected) on line \(verdict.expectedLineNumber ?? 0), got \(actual)"
            }
            return "expected \(expected) (in any order), got \(actual) on line \(verdict.actualLineNumber ?? 0)"
        case .missing:
            return "missing line \(verdict.expectedLineNumber ?? 0) \(quoted(verdict.expected ?? ""))"
        case .unexpected:
            let text = quoted(verdict.actual?.text ?? "")
            let number = verdict.actualLineNumber ?? 0
            return number > expectedLineCount
                ? "unexpected line \(text) after the last expected line"
                : "unexpected line \(text) on line \(number)"
        }
    }

    static func describe(_ verdict: EventVerdict, lane: String, naming: Bool) -> String? {
        let prefix = naming ? "lane \(lane): " : ""
        switch verdict.outcome {
        case .match:
            return nil
        case .mismatch:
            return prefix + "expected \(verdict.expected!), got \(verdict.actual!)"
        case .missing:
            return prefix + "missing \(verdict.expected!)"
        case .unexpected:
            return prefix + "unexpected \(verdict.actual!)"
        }
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
