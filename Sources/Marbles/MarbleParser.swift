/// Reads marble strings in the RxJS grammar.
///
/// | text | meaning |
/// |---|---|
/// | `-` | one frame passes |
/// | `a`, `7` | `next` with that letter or digit (or its entry in the value map) |
/// | `\|` | completed |
/// | `#` | error |
/// | `^` | the subscription point: time 0; earlier events get negative times |
/// | `(ab)` | several events in the same frame |
/// | ` 10ms `, ` 2s `, ` 1m ` | time passes by that much (a space before and after) |
/// | spaces | ignored |
///
/// Every character, `(` and `)` included, takes one frame, so `(ab)` advances time by four
/// frames: the events sit at the group's first frame, as in RxJS.
public enum MarbleParser {
    public static func parse(
        _ marbles: String,
        frameDuration: Int = 10,
        values: [Character: String] = [:],
        errorMessage: String? = nil
    ) throws(MarbleSyntaxError) -> MarbleDiagram {
        var reader = Reader(
            characters: Array(marbles),
            frameDuration: frameDuration,
            values: values,
            errorMessage: errorMessage
        )
        return try reader.read()
    }

    /// True for the characters that stand for a `next` value.
    public static func isValueSymbol(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }
}

/// The parser's state while it walks one marble string.
private struct Reader {
    let characters: [Character]
    let frameDuration: Int
    let values: [Character: String]
    let errorMessage: String?

    var index = 0
    var time = 0
    var events: [TimedEvent] = []
    var group: (startTime: Int, column: Int, eventCount: Int)?
    var subscriptionTime: Int?
    var terminalColumn: Int?

    init(characters: [Character], frameDuration: Int, values: [Character: String], errorMessage: String?) {
        self.characters = characters
        self.frameDuration = frameDuration
        self.values = values
        self.errorMessage = errorMessage
    }

    var column: Int { index + 1 }

    mutating func read() throws(MarbleSyntaxError) -> MarbleDiagram {
        while index < characters.count {
            let character = characters[index]
            if character.isWhitespace {
                index += 1
                continue
            }
            if startsTimeProgression(), let (duration, length) = timeProgression() {
                guard group == nil else {
                    throw MarbleSyntaxError(
                        column: column, message: "a time progression cannot stand inside a group",
                        fix: "close the group with `)` before the time progression", rule: .timeProgressionInGroup)
                }
                time += duration
                index += length
                continue
            }
            try readSymbol(character)
            index += 1
        }
        if let group {
            throw MarbleSyntaxError(
                column: group.column, message: "the group opened here is never closed",
                fix: "add `)` after the group's last event", rule: .groupNeverClosed)
        }
        return diagram()
    }

    private mutating func readSymbol(_ character: Character) throws(MarbleSyntaxError) {
        switch character {
        case "-":
            guard group == nil else {
                throw MarbleSyntaxError(
                    column: column, message: "`-` inside a group",
                    fix: "a group holds only events: `(ab)`; put the `-` outside it", rule: .dashInGroup)
            }
            time += frameDuration
        case "(":
            guard group == nil else {
                throw MarbleSyntaxError(
                    column: column, message: "groups cannot be nested",
                    fix: "close the first group with `)` before opening another", rule: .nestedGroups)
            }
            group = (time, column, 0)
            time += frameDuration
        case ")":
            guard let open = group else {
                throw MarbleSyntaxError(
                    column: column, message: "`)` without a matching `(`",
                    fix: "remove it, or open the group with `(`", rule: .unmatchedClosingParenthesis)
            }
            guard open.eventCount > 0 else {
                throw MarbleSyntaxError(
                    column: column, message: "empty group `()`",
                    fix: "put the events that share the frame between the parentheses, or remove `()`", rule: .emptyGroup)
            }
            group = nil
            time += frameDuration
        case "^":
            guard subscriptionTime == nil else {
                throw MarbleSyntaxError(
                    column: column, message: "a second subscription point `^`",
                    fix: "a marble string subscribes once: keep one `^`", rule: .secondSubscription)
            }
            guard group == nil else {
                throw MarbleSyntaxError(
                    column: column, message: "`^` inside a group",
                    fix: "put the subscription point outside the parentheses", rule: .subscriptionInGroup)
            }
            subscriptionTime = time
            time += frameDuration
        case "|":
            try emit(.completed(at: eventTime))
        case "#":
            try emit(.error(errorMessage, at: eventTime))
        default:
            guard MarbleParser.isValueSymbol(character) else {
                throw MarbleSyntaxError(
                    column: column, message: "`\(character)` is not a marble symbol",
                    fix: "use `-` `|` `#` `^` `(` `)`, a letter or digit as a value, and map it to any text with `a=text`", rule: .notASymbol(character))
            }
            try emit(.next(values[character] ?? String(character), at: eventTime))
        }
    }

    /// Events inside a group share the group's first frame; elsewhere, the current frame.
    private var eventTime: Int { group?.startTime ?? time }

    private mutating func emit(_ event: TimedEvent) throws(MarbleSyntaxError) {
        if let terminalColumn {
            throw MarbleSyntaxError(
                column: column,
                message: "an event after the sequence ended at column \(terminalColumn)",
                fix: "nothing follows `|` or `#` but `-` and spaces; move this event before it", rule: .eventAfterEnd(endColumn: terminalColumn))
        }
        events.append(event)
        if event.isTerminal { terminalColumn = column }
        if group != nil { group!.eventCount += 1 }
        time += frameDuration
    }

    /// A time progression starts with a digit at the start of the string or after a space,
    /// as in RxJS, so that `-1-` stays a value.
    private func startsTimeProgression() -> Bool {
        characters[index].isASCII && characters[index].isNumber
            && (index == 0 || characters[index - 1].isWhitespace)
    }

    /// `10ms` followed by a space or the end: the duration and how many characters it spans.
    private func timeProgression() -> (duration: Int, length: Int)? {
        var end = index
        while end < characters.count, !characters[end].isWhitespace { end += 1 }
        let token = String(characters[index..<end])
        guard let milliseconds = DurationText.milliseconds(token) else { return nil }
        return (milliseconds, end - index)
    }

    private func diagram() -> MarbleDiagram {
        guard let subscriptionTime else {
            return MarbleDiagram(events: events, frameDuration: frameDuration)
        }
        let relative = events.map { event in
            var shifted = event
            shifted.time -= subscriptionTime
            return shifted
        }
        return MarbleDiagram(events: relative, subscriptionOffset: subscriptionTime, frameDuration: frameDuration)
    }
}
