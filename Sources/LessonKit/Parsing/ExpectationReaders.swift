import Marbles

/// Reads the bodies of `output`, `events`, `marbles` and `inputs` blocks.
enum ExpectationReaders {
    static func output(_ fence: BlockScanner.Fence, isOrdered: Bool, file: String) -> ExpectedLines {
        ExpectedLines(
            lines: fence.content,
            isOrdered: isOrdered,
            location: SourceLocation(file: file, line: fence.openingLine + 1))
    }

    /// One event per line: `210 next(1)`, `300 completed`, `260 error(boom)`, `260 error`.
    static func events(
        _ fence: BlockScanner.Fence, lane: String, log: inout DiagnosticLog
    ) -> ExpectedLane? {
        var events: [TimedEvent] = []
        var valid = true
        for (index, line) in fence.content.enumerated() {
            let (lineNumber, offset) = fence.position(ofContentLine: index)
            let leading = line.prefix { $0.isWhitespace }.count
            let body = line.dropFirst(leading).trimmingTrailingWhitespace()
            if body.isEmpty { continue }
            let timeText = body.prefix { !$0.isWhitespace }
            let timeColumn = offset + leading + 1
            guard let time = Int(timeText) else {
                log.error(
                    line: lineNumber, column: timeColumn, "`\(timeText)` is not a virtual time",
                    fix: "start the line with a whole number of virtual milliseconds, e.g. `210 next(1)`")
                valid = false
                continue
            }
            let afterTime = body.dropFirst(timeText.count)
            let gap = afterTime.prefix { $0.isWhitespace }.count
            let eventText = String(afterTime.dropFirst(gap))
            let eventColumn = timeColumn + timeText.count + gap
            guard let event = parseEvent(eventText, at: time) else {
                log.error(
                    line: lineNumber, column: eventColumn,
                    eventText.isEmpty ? "the event is missing after the time" : "`\(eventText)` is not an event",
                    fix: "write next(value), completed, error or error(message) after the time")
                valid = false
                continue
            }
            if let previous = events.last {
                if previous.isTerminal {
                    log.error(
                        line: lineNumber, column: eventColumn, "an event after \(previous.eventText)",
                        fix: "a sequence ends at its first completed or error: remove this line or the one that ends it")
                    valid = false
                    continue
                }
                if time < previous.time {
                    log.error(
                        line: lineNumber, column: timeColumn, "time \(time) comes before the previous line's \(previous.time)",
                        fix: "list events in the order of their times")
                    valid = false
                    continue
                }
            }
            events.append(event)
        }
        guard valid else { return nil }
        return ExpectedLane(
            name: lane, events: events,
            location: SourceLocation(file: log.file, line: fence.openingLine, column: fence.infoColumn))
    }

    static func parseEvent(_ text: String, at time: Int) -> TimedEvent? {
        if text == "completed" { return .completed(at: time) }
        if text == "error" { return .error(nil, at: time) }
        if let value = argument(of: "error", in: text) { return .error(value, at: time) }
        if let value = argument(of: "next", in: text) { return .next(value, at: time) }
        return nil
    }

    /// `next(a (b))` → `a (b)`: everything between the first `(` and the last `)`.
    private static func argument(of name: String, in text: String) -> String? {
        guard text.hasPrefix(name + "("), text.hasSuffix(")") else { return nil }
        return String(text.dropFirst(name.count + 1).dropLast())
    }

    /// The lanes of a ```` ```marbles ```` or ```` ```inputs ```` block, with its `frame=` duration.
    static func marbles(_ block: ClassifiedFence, areInputs: Bool = false, log: inout DiagnosticLog) -> [MarbleLane]? {
        var frame = MarbleLane.defaultFrameDuration
        if let token = block.attributes.first("frame") {
            guard let text = token.value, let milliseconds = DurationText.milliseconds(text), milliseconds > 0 else {
                log.error(
                    line: block.fence.openingLine, column: token.valueColumn, "`\(token.value ?? "")` is not a frame duration",
                    fix: "write a positive duration such as `frame=10ms` or `frame=1s`")
                return nil
            }
            frame = milliseconds
        }
        return marbles(block.fence, frameDuration: frame, areInputs: areInputs, log: &log)
    }

    /// Lanes as `name: marbles`, one per line (a lone marble string is the lane `main`), and
    /// value definitions such as `a=🐶 b="two words" #=boom` that apply to every lane of the block.
    ///
    /// An exercise's `inputs` (`areInputs`) are read more strictly: each lane needs a name, since
    /// it is passed to `solve` by name, and digits side by side (`-12-`) are a warning, since
    /// nothing else checks an input (expected output is checked against real output by `verify`).
    static func marbles(
        _ fence: BlockScanner.Fence, frameDuration: Int, areInputs: Bool = false, log: inout DiagnosticLog
    ) -> [MarbleLane]? {
        var values: [Character: String] = [:]
        var errorMessage: String?
        var laneLines: [(name: String, marbles: String, line: Int, nameColumn: Int, marblesColumn: Int)] = []
        var valid = true

        for (index, line) in fence.content.enumerated() {
            let (lineNumber, offset) = fence.position(ofContentLine: index)
            let leading = line.prefix { $0.isWhitespace }.count
            let body = String(line.dropFirst(leading)).trimmingTrailingWhitespace()
            if body.isEmpty { continue }
            let bodyColumn = offset + leading + 1
            if isValueDefinition(body) {
                guard let definitions = valueDefinitions(body, column: bodyColumn, line: lineNumber, log: &log) else {
                    valid = false
                    continue
                }
                for (symbol, text) in definitions {
                    if symbol == "#" { errorMessage = text } else { values[symbol] = text }
                }
            } else if let colon = body.firstIndex(of: ":") {
                let name = body[..<colon].trimmingWhitespace()
                let afterColon = body[body.index(after: colon)...]
                guard isLaneName(name) else {
                    log.error(
                        line: lineNumber, column: bodyColumn, "`\(name)` is not a lane name",
                        fix: "name lanes with letters, digits and `_`, starting with a letter: `xs: -a-|`")
                    valid = false
                    continue
                }
                laneLines.append((name, String(afterColon), lineNumber, bodyColumn,
                                  bodyColumn + body.distance(from: body.startIndex, to: colon) + 1))
            } else if areInputs {
                log.error(
                    line: lineNumber, column: bodyColumn, "this input has no name",
                    fix: "start the line with the name of `solve`'s parameter and a colon, e.g. `numbers: \(body)`")
                valid = false
            } else {
                laneLines.append((MarbleLane.defaultName, body, lineNumber, bodyColumn, bodyColumn))
            }
        }

        var lanes: [MarbleLane] = []
        for lane in laneLines {
            if lanes.contains(where: { $0.name == lane.name }) {
                log.error(
                    line: lane.line, column: lane.nameColumn, "lane `\(lane.name)` is drawn twice in this block",
                    fix: "give each lane its own name")
                valid = false
                continue
            }
            do {
                let diagram = try MarbleParser.parse(
                    lane.marbles, frameDuration: frameDuration, values: values, errorMessage: errorMessage)
                lanes.append(MarbleLane(
                    name: lane.name, marbles: lane.marbles.trimmingWhitespace(), diagram: diagram,
                    location: SourceLocation(file: log.file, line: lane.line, column: lane.nameColumn)))
                for run in areInputs ? MarbleRuns.digitRuns(in: lane.marbles) : [] {
                    let events = run.text.map { "`\($0)`" }.joined(separator: ", ")
                    log.warning(
                        line: lane.line, column: lane.marblesColumn + run.column - 1,
                        "`\(run.text)` is \(run.text.count) events one frame apart (\(events)), not the number \(run.text)",
                        fix: "for the number, map a letter to it (`n=\(run.text)`) and write `n`; for events in one frame, group them: `(\(run.text))`; for separate events, map each to a letter")
                }
            } catch {
                log.error(
                    line: lane.line, column: lane.marblesColumn + error.column - 1,
                    "malformed marbles: \(error.message)", fix: error.fix)
                valid = false
            }
        }
        if lanes.isEmpty && valid {
            log.error(
                line: fence.openingLine, column: fence.infoColumn, "this block draws no lane",
                fix: "add a line such as `xs: -a-b-|`")
            valid = false
        }
        return valid ? lanes : nil
    }

    /// A line of value definitions starts with a value symbol (or `#`) and `=`.
    private static func isValueDefinition(_ body: String) -> Bool {
        let characters = Array(body.prefix(2))
        return characters.count == 2 && characters[1] == "="
            && (MarbleParser.isValueSymbol(characters[0]) || characters[0] == "#")
    }

    private static func valueDefinitions(
        _ body: String, column: Int, line: Int, log: inout DiagnosticLog
    ) -> [(Character, String)]? {
        let list: AttributeList
        do {
            list = try AttributeList.parse(body, startColumn: column)
        } catch {
            log.error(line: line, column: error.column, "a quoted value is not closed", fix: "add the closing `\"`")
            return nil
        }
        var definitions: [(Character, String)] = []
        for token in list.tokens {
            guard token.key.count == 1, let symbol = token.key.first, let value = token.value,
                  MarbleParser.isValueSymbol(symbol) || symbol == "#"
            else {
                log.error(
                    line: line, column: token.column, "`\(token.key)` is not a value definition",
                    fix: "write one letter or digit (or `#` for the error), `=`, and the value: `a=🐶`; quote values with spaces")
                return nil
            }
            definitions.append((symbol, value))
        }
        return definitions
    }

    static func isLaneName(_ name: String) -> Bool {
        guard let first = name.first, first.isLetter || first == "_" else { return false }
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}
