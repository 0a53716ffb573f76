import Localization

/// What the learner is predicting, in the output pane while `p` is open: a lane as marbles, or
/// the printed lines, typed one per line or chosen among the lines the lesson offers.
public struct PredictInput: Sendable, Equatable {
    /// What is predicted: one of the lanes, or the printed lines.
    public enum Target: Sendable, Hashable {
        case lane(String)
        case printedLines
    }

    public var target: Target
    /// The marbles typed for a lane.
    public var text: String = ""
    /// The printed lines typed or chosen; the last may still be empty.
    public var lines: [String] = [""]
    /// The line being typed into.
    public var line = 0
    /// The lesson's lines to choose from (a ```` ```choices ```` block); empty: the lines are typed.
    public var choices: [String] = []
    /// Why the last submission was refused (a marble syntax error, no lines), under the input.
    public var error: Phrase?

    public init(lane: String, text: String = "", error: Phrase? = nil) {
        target = .lane(lane)
        self.text = text
        self.error = error
    }

    public init(printedLines lines: [String] = [""], choices: [String] = []) {
        target = .printedLines
        self.lines = lines.isEmpty ? [""] : lines
        self.line = max(0, self.lines.count - 1)
        self.choices = choices
    }

    /// The lane predicted, when a lane is.
    public var lane: String? {
        if case .lane(let name) = target { return name }
        return nil
    }

    /// Lines are chosen with digit keys rather than typed.
    public var isChoosing: Bool { target == .printedLines && !choices.isEmpty }

    /// Which rows of the key table apply: each way of predicting has its own.
    var keyContext: KeyContext {
        switch target {
        case .lane: .predict
        case .printedLines: choices.isEmpty ? .predictLines : .predictChoice
        }
    }

    /// Changes the input for a typing or moving command; false when the command is not one.
    mutating func edit(with command: WindowCommand?, key: Key) -> Bool {
        let refusal = error
        error = nil
        switch (command, target) {
        case (.typeCharacter?, .lane):
            guard case .character(let character) = key else { return false }
            text.append(character)
        case (.deleteCharacter?, .lane):
            if !text.isEmpty { text.removeLast() }
        case (.typeCharacter?, .printedLines):
            guard case .character(let character) = key else { return false }
            if isChoosing { choose(character) } else { lines[line].append(character) }
        case (.deleteCharacter?, .printedLines):
            deleteBackwards()
        case (.newLine?, .printedLines):
            line += 1
            lines.insert("", at: line)
        case (.selectPrevious?, .printedLines):
            line = max(0, line - 1)
        case (.selectNext?, .printedLines):
            line = min(lines.count - 1, line + 1)
        default:
            error = refusal
            return false
        }
        return true
    }

    /// A digit adds the offered line of that number, `.` or `?` a line left open.
    private mutating func choose(_ character: Character) {
        var chosen: String?
        if let number = character.wholeNumberValue, choices.indices.contains(number - 1) { chosen = choices[number - 1] }
        if character == "." || character == "?" { chosen = PredictedLine.unknownMark }
        guard let chosen else {
            error = UIText.Notebook.Messages.chooseByNumber(choices.count)
            return
        }
        if lines.last?.isEmpty == true { lines.removeLast() }
        lines.append(chosen)
        line = lines.count - 1
    }

    /// Backspace: a character, or at the start of a typed line the line itself; the last line
    /// chosen.
    private mutating func deleteBackwards() {
        if isChoosing {
            if !lines.isEmpty { lines.removeLast() }
            if lines.isEmpty { lines = [""] }
            line = lines.count - 1
        } else if !lines[line].isEmpty {
            lines[line].removeLast()
        } else if lines.count > 1 {
            lines.remove(at: line)
            line = max(0, line - 1)
        }
    }
}
