/// Lessons, cells and exercises while their file is being read. A draft marked broken had an
/// error and is left out of the result; it is still read to the end so that every problem in
/// it is reported at once.
struct LessonDraft {
    var id: String
    var title: String
    var section: String
    var location: SourceLocation
    var isBroken: Bool
    /// `source=` on a translation's lesson heading.
    var sourceStamp: String?
    var setup: SwiftCode?
    var items: [DraftItem] = []
    var choices: [OperatorChoice] = []
    /// Prose lines not yet turned into an item.
    var pendingProse: [String] = []
    /// The exercise whose `###` heading was the last one, until a heading closes it.
    var openExercise: ExerciseDraft?
    /// Whether an expectation block may attach to the lesson's last cell: true from a cell to the
    /// next block that is not its expected output.
    var lastCellIsOpen = false

    mutating func flushProse() {
        let text = ProseText.join(pendingProse)
        pendingProse = []
        if !text.isEmpty { items.append(.prose(text)) }
    }

    var lastCellIndex: Int? {
        guard case .cell = items.last else { return nil }
        return items.count - 1
    }

    /// Prose goes to the open exercise, or else waits to become an item of the lesson.
    mutating func addProse(_ lines: [String]) {
        if openExercise != nil {
            openExercise?.prose += lines
        } else {
            pendingProse += lines
        }
    }

    /// The exercise the blocks that follow belong to (the previous one is closed already).
    mutating func open(_ exercise: ExerciseDraft) {
        flushProse()
        openExercise = exercise
        lastCellIsOpen = false
    }

    /// A block that could not be read spoils what it belongs to, so that a misspelt expectation
    /// does not leave a cell checked against less than the author wrote.
    mutating func markTargetBroken() {
        if openExercise != nil {
            openExercise?.isBroken = true
        } else {
            markOpenCellBroken()
        }
    }

    /// Leaves out the last cell, if expected output could still attach to it.
    mutating func markOpenCellBroken() {
        guard lastCellIsOpen, let index = lastCellIndex, case .cell(var cell) = items[index] else { return }
        cell.isBroken = true
        items[index] = .cell(cell)
    }
}

enum DraftItem {
    case prose(String)
    case cell(CellDraft)
    case exercise(ExerciseDraft)
}

struct CellDraft {
    var id: String
    var code: SwiftCode
    var expected = ExpectedOutput()
    var timeLimit: Duration = Cell.defaultTimeLimit
    var drawsAutomaticLanes = true
    var lineChoices: [String] = []
    /// Where the ```` ```choices ```` block opened, once there is one.
    var lineChoicesLine: Int?
    var location: SourceLocation
    var isBroken: Bool

    var cell: Cell {
        Cell(id: id, code: code, expected: expected, timeLimit: timeLimit, drawsAutomaticLanes: drawsAutomaticLanes,
             lineChoices: lineChoices, location: location)
    }
}

struct ExerciseDraft {
    var id: String
    var title: String
    var prose: [String] = []
    var start: SwiftCode?
    var inputs: [MarbleLane] = []
    var hints: [String] = []
    var hintLocations: [SourceLocation] = []
    var solution: SwiftCode?
    var expected = ExpectedOutput()
    var timeLimit: Duration = Cell.defaultTimeLimit
    var topics: [ExerciseTopic] = []
    var level: ExerciseLevel?
    var checking = ExerciseChecking()
    /// Where each `NAME in …` line of the inputs stands, for diagnostics.
    var domainLocations: [String: SourceLocation] = [:]
    /// The lanes of the `inputs edge` blocks, for diagnostics.
    var edgeCaseLanes: [MarbleLane] = []
    var location: SourceLocation
    var isBroken: Bool

    /// The exercise, once it has what an exercise needs: nil without a start block (an error
    /// reported when the exercise closed).
    var exercise: Exercise? {
        guard let start else { return nil }
        return Exercise(
            id: id, title: title, prose: ProseText.join(prose), start: start, inputs: inputs, hints: hints,
            solution: solution, expected: expected, timeLimit: timeLimit, topics: topics, level: level,
            hintLocations: hintLocations, checking: checking, location: location)
    }
}

enum ProseText {
    /// Lines joined, without the blank lines at either end.
    static func join(_ lines: [String]) -> String {
        var lines = lines[...]
        while let first = lines.first, first.allSatisfy(\.isWhitespace) { lines = lines.dropFirst() }
        while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines = lines.dropLast() }
        return lines.joined(separator: "\n")
    }
}
