import Localization
import Marbles

/// Says in words what went wrong first, for the line under a failed cell (`UIText.Verdicts`).
enum DivergenceWording {
    private typealias Words = UIText.Verdicts

    static func describe(_ verdict: LineVerdict, expectedLineCount: Int) -> Phrase? {
        switch verdict.outcome {
        case .match:
            return nil
        case .mismatch:
            let expected = quoted(verdict.expected ?? "")
            let actual = quoted(verdict.actual?.text ?? "")
            if verdict.isOrdered {
                return Words.lineMismatch(expected: expected, line: verdict.expectedLineNumber ?? 0, actual: actual)
            }
            return Words.unorderedMismatch(expected: expected, actual: actual, line: verdict.actualLineNumber ?? 0)
        case .missing:
            return Words.missingLine(verdict.expectedLineNumber ?? 0, expected: quoted(verdict.expected ?? ""))
        case .unexpected:
            let text = quoted(verdict.actual?.text ?? "")
            let number = verdict.actualLineNumber ?? 0
            return number > expectedLineCount
                ? Words.unexpectedLineAtEnd(text)
                : Words.unexpectedLine(text, line: number)
        }
    }

    static func describe(_ verdict: EventVerdict, lane: String, naming: Bool) -> Phrase? {
        let difference: Phrase
        switch verdict.outcome {
        case .match:
            return nil
        case .mismatch:
            difference = Words.eventMismatch(expected: event(verdict.expected!), actual: event(verdict.actual!))
        case .missing:
            difference = Words.eventMissing(event(verdict.expected!))
        case .unexpected:
            difference = Words.eventUnexpected(event(verdict.actual!))
        }
        return Words.onLane(naming ? lane : nil, difference)
    }

    /// `next(2) at 220`, as `TimedEvent.description` has it in English.
    private static func event(_ event: TimedEvent) -> Phrase {
        Words.event(event.eventText, at: event.time)
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
