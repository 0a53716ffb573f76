import LessonKit
import Marbles

/// The code, check and marble panes when the current stop is an exercise: the learner's answer,
/// the verdict with yours │ expected, and the input, yours and expected lanes.
enum ExercisePanes {
    static func drawCode(_ state: NotebookState, _ exercise: Exercise, in rect: Rect, into buffer: inout ScreenBuffer) {
        let whose = state.exercise.answers[exercise.id] == nil ? "start file" : "your answer"
        let solved = state.progress.exercises[exercise.id]?.passed == true ? " ✓" : ""
        let lines = CodePane.codeLines(state.answer(to: exercise))
        let body = rect.droppingTop(1)
        let first = CodePane.scrolledFirstLine(state, total: lines.count, visible: body.height)
        let right = CodePane.scrollNote(first: first, total: lines.count, visible: body.height) ?? "r check · e edit · h hint"
        buffer.drawTitle("Exercise: \(exercise.title)\(solved) · \(whose)", right: right, in: rect)
        buffer.drawLines(lines, in: body, from: first)
    }

    // MARK: The check

    static func drawCheck(_ state: NotebookState, _ exercise: Exercise, in rect: Rect, into buffer: inout ScreenBuffer) {
        var right = ""
        if let checking = state.exercise.checking {
            let frame = ResultPane.spinner[state.run.spinnerFrame % ResultPane.spinner.count]
            right = checking.exerciseID == exercise.id ? "\(frame) checking · Esc stops waiting" : "\(frame) checking \(checking.exerciseID)"
        } else if let running = state.run.running {
            right = "\(ResultPane.spinner[state.run.spinnerFrame % ResultPane.spinner.count]) running \(running.key.cellID)"
        }
        buffer.drawTitle("Check: yours │ expected", right: right, in: rect)
        let body = rect.droppingTop(1)
        let content = checkLines(state, exercise, width: body.width)
        let first = content.focus.map { Scrolling.firstLine(toShow: $0, total: content.count, visible: body.height) } ?? 0
        buffer.drawLines(content.lines(from: first, count: body.height), in: body)
    }

    static func checkLines(_ state: NotebookState, _ exercise: Exercise, width: Int) -> ResultPane.Content {
        guard let result = state.exercise.results[exercise.id] else {
            let text = state.exercise.checking?.exerciseID == exercise.id
                ? "checking on the example and on the hidden inputs…"
                : "Not checked yet: e edits your answer (exercises/\(exercise.id).swift in your workspace), r checks it on the example and on hidden inputs."
            let lines = StyledWrapping.wrap(text, style: .dim, width: width)
            let goal = exercise.expected.lanes.first?.events ?? []
            let rows = goal.map { ResultPane.Row(mark: nil, actual: "", expected: "\($0.time) \($0.eventText)") }
            return ResultPane.Content(lines: lines, rows: rows, rowWidth: width, focus: nil)
        }
        var lines: [StyledLine]
        switch result.outcome {
        case .passed:
            return ResultPane.Content(lines: StyledWrapping.wrap("✓ " + result.summary, style: .match, width: width), focus: nil)
        case .lessonFileError:
            lines = StyledWrapping.wrap("The exercise itself is broken, not your answer: " + result.summary, style: .warning, width: width)
        case .couldNotRun, .wrongOutput:
            lines = StyledWrapping.wrap("✗ " + result.summary, style: .mismatch, width: width)
        }
        lines += result.details.flatMap { StyledWrapping.wrap($0, style: .plain, width: width) }
        let rows = rows(yours: result.yours, expected: result.expected)
        let focus = rows.firstIndex(where: \.isFirstDivergence).map { lines.count + $0 }
        return ResultPane.Content(lines: lines, rows: rows, rowWidth: width, focus: focus)
    }

    /// Yours and expected, event by event, the first difference marked.
    static func rows(yours: [TimedEvent], expected: [TimedEvent]) -> [ResultPane.Row] {
        var rows: [ResultPane.Row] = []
        var sawDivergence = false
        for index in 0..<max(yours.count, expected.count) {
            let mine = yours.indices.contains(index) ? yours[index] : nil
            let theirs = expected.indices.contains(index) ? expected[index] : nil
            let matches = mine == theirs
            var row = ResultPane.Row(
                mark: matches ? .match : .mismatch,
                actual: mine.map { "\($0.time) \($0.eventText)" } ?? "",
                expected: theirs.map { "\($0.time) \($0.eventText)" } ?? "")
            if !matches && !sawDivergence {
                row.isFirstDivergence = true
                sawDivergence = true
            }
            rows.append(row)
        }
        return rows
    }

    // MARK: Marbles

    static func drawMarbles(_ state: NotebookState, _ exercise: Exercise, in rect: Rect, into buffer: inout ScreenBuffer) {
        let drawn = lanes(state, exercise)
        let result = state.exercise.results[exercise.id]
        let note = result?.outcome == .wrongOutput && result?.inputs.map(\.events) != exercise.inputs.map(\.diagram.events)
            ? "a hidden input" : "the example"
        let frame = exercise.expected.lanes.first?.frameDuration ?? exercise.inputs.first?.diagram.frameDuration ?? MarbleLane.defaultFrameDuration
        let timeline = TimelineDrawing.of(drawn.map(\.lane), frameDuration: frame, width: rect.width)
        buffer.drawTitle("Marbles", right: timeline.axis.scaleText + " · " + note, in: rect)
        let drawing = timeline.lines
        var lines = [StyledLine(drawing[0], .dim)]
        for (index, lane) in drawn.enumerated() { lines.append(StyledLine(drawing[index + 1], lane.style)) }
        lines += drawing.dropFirst(drawn.count + 1).map { StyledLine($0, .dim) }
        buffer.drawLines(lines, in: rect.droppingTop(1))
    }

    struct Lane {
        var lane: TimelineLane
        var style: Style
    }

    /// The inputs, then yours (after a check that got that far), then what is expected.
    static func lanes(_ state: NotebookState, _ exercise: Exercise) -> [Lane] {
        let goal = exercise.expected.lanes.first?.events ?? []
        let example = exercise.inputs.map { Lane(lane: TimelineLane(name: $0.name, events: $0.diagram.events), style: .plain) }
        guard let result = state.exercise.results[exercise.id], result.outcome == .wrongOutput else {
            let passed = state.exercise.results[exercise.id]?.passed == true
            return example + [Lane(lane: TimelineLane(name: passed ? "yours ✓" : "expected", events: goal), style: passed ? .match : .dim)]
        }
        return result.inputs.map { Lane(lane: $0, style: .plain) } + [
            Lane(lane: TimelineLane(name: "yours", events: result.yours), style: .mismatch),
            Lane(lane: TimelineLane(name: "expected", events: result.expected), style: .dim),
        ]
    }
}
