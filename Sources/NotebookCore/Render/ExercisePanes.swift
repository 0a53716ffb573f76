import LessonKit
import Localization
import Marbles

/// The code, check and marble panes when the current stop is an exercise: the learner's answer,
/// the verdict with yours │ expected, and the input, yours and expected lanes.
enum ExercisePanes {
    static func drawCode(_ state: NotebookState, _ exercise: Exercise, _ text: CodeWrapping.Wrapped, in rect: Rect, into buffer: inout ScreenBuffer) {
        // The start file in the other language differs only in its comments: still the start file.
        let untouched = SwiftComments.sameCode(state.answer(to: exercise), exercise.startFile)
        let whose = (untouched ? UIText.Notebook.Panes.startFile : UIText.Notebook.Panes.yourAnswer).text
        let solved = state.progress.exercises[exercise.id]?.passed == true ? " ✓" : ""
        let body = rect.droppingTop(1)
        let view = CodePane.viewOf(text, state: state, height: body.height)
        let right = CodePane.scrollNote(view, of: text) ?? UIText.Notebook.Panes.exerciseKeys.text
        buffer.drawTitle(UIText.Notebook.Panes.exerciseTitle(exercise.title, solved: solved, whose: whose).text, right: right, in: rect)
        buffer.drawScrolled(view, lines: { Array(text.lines[$0..<($0 + $1)]) }, in: body, moreHint: CodePane.moreHint(state))
    }

    // MARK: The check

    static func drawCheck(_ state: NotebookState, _ exercise: Exercise, _ content: ResultPane.Content, in rect: Rect, into buffer: inout ScreenBuffer) {
        var right = ""
        if let checking = state.exercise.checking {
            let frame = ResultPane.spinner[state.work.spinnerFrame % ResultPane.spinner.count]
            right = (checking.exerciseID == exercise.id
                ? UIText.Notebook.Panes.checkingHere(String(frame)) : UIText.Notebook.Panes.checkingOther(String(frame), checking.exerciseID)).text
        } else if let running = state.run.running {
            let frame = ResultPane.spinner[state.work.spinnerFrame % ResultPane.spinner.count]
            right = UIText.Notebook.Panes.runningOther(String(frame), running.key.cellID).text
        }
        buffer.drawTitle(UIText.Notebook.Panes.check.text, right: right, in: rect)
        ResultPane.drawBody(state, content, in: rect.droppingTop(1), into: &buffer)
    }

    static func checkLines(_ state: NotebookState, _ exercise: Exercise, width: Int) -> ResultPane.Content {
        guard let result = state.exercise.results[exercise.id] else {
            let text = state.exercise.checking?.exerciseID == exercise.id
                ? UIText.Notebook.Panes.checkingNow.text
                : UIText.Notebook.Panes.notCheckedYet(exercise.id).text
            var content = ResultPane.Content(lines: [], focus: nil)
            content.addParagraph(text, style: .dim, width: width)
            let goal = exercise.expected.lanes.first?.events ?? []
            content.rows = goal.map { ResultPane.Row(mark: nil, actual: "", expected: "\($0.time) \($0.eventText)") }
            content.rowWidth = width
            return content
        }
        var content = ResultPane.Content(lines: [], focus: nil)
        switch result.outcome {
        case .passed:
            content.addParagraph("✓ " + result.shownSummary, style: .match, width: width)
            return content
        case .lessonFileError:
            content.addParagraph(UIText.Notebook.Panes.exerciseBroken.text + result.summary, style: .warning, width: width)
        case .couldNotRun, .wrongOutput:
            content.addParagraph("✗ " + result.summary, style: .mismatch, width: width)
        }
        for detail in result.details { content.addParagraph(detail, style: .plain, width: width) }
        content.rows = rows(yours: result.yours, expected: result.expected)
        content.rowWidth = width
        content.focus = content.rows.firstIndex(where: \.isFirstDivergence).map { content.lines.count + $0 }
        return content
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

    /// The inputs, yours and expected drawn on one time axis at `width`, and a note for the
    /// pane's title: the axis's scale and which inputs they are.
    static func marbles(_ state: NotebookState, _ exercise: Exercise, width: Int) -> (lines: [StyledLine], note: String) {
        let drawn = lanes(state, exercise)
        let result = state.exercise.results[exercise.id]
        let which = result?.outcome == .wrongOutput && result?.inputs.map(\.events) != exercise.inputs.map(\.diagram.events)
            ? UIText.Notebook.Panes.aHiddenInput.text : UIText.Notebook.Panes.theExample.text
        let frame = exercise.expected.lanes.first?.frameDuration ?? exercise.inputs.first?.diagram.frameDuration ?? MarbleLane.defaultFrameDuration
        let timeline = TimelineDrawing.of(drawn.map(\.lane), frameDuration: frame, width: width)
        let drawing = timeline.lines
        var lines = [StyledLine(drawing[0], .dim)]
        for (index, lane) in drawn.enumerated() {
            if lane.isStage, index == 0 || !drawn[index - 1].isStage { lines.append(StyledLine(stagesHeading, .dim)) }
            lines.append(StyledLine(drawing[index + 1], lane.style))
        }
        if let result, !result.stages.isEmpty, !state.exercise.stagesShown.contains(exercise.id) {
            lines.append(StyledLine(UIText.Notebook.Panes.stagesOfYourAnswer(result.stages.count).text, .dim))
        }
        lines += drawing.dropFirst(drawn.count + 1).map { StyledLine($0, .dim) }
        return (lines, TimelineDrawing.scaleText(timeline.axis) + UIText.Notebook.separator.text + which)
    }

    /// Over the answer's stages: that they are not judged, and what their marks mean.
    static var stagesHeading: String { UIText.Notebook.Panes.stagesHeading.text }

    struct Lane {
        var lane: TimelineLane
        var style: Style
        var isStage = false
    }

    /// The inputs, then (unfolded with `c`) the stages of the answer's chain, then yours (after
    /// a check that got that far), then what is expected.
    static func lanes(_ state: NotebookState, _ exercise: Exercise) -> [Lane] {
        let goal = exercise.expected.lanes.first?.events ?? []
        let example = exercise.inputs.map { Lane(lane: TimelineLane(name: $0.name, events: $0.diagram.events), style: .plain) }
        let stages = state.exercise.stagesShown.contains(exercise.id)
            ? (state.exercise.results[exercise.id]?.stages ?? []).map { Lane(lane: $0, style: .dim, isStage: true) } : []
        guard let result = state.exercise.results[exercise.id], result.outcome == .wrongOutput else {
            let passed = state.exercise.results[exercise.id]?.passed == true
            return example + stages + [Lane(lane: TimelineLane(name: (passed ? UIText.Notebook.Panes.yoursPassed : UIText.Notebook.Panes.expected).text, events: goal), style: passed ? .match : .dim)]
        }
        return result.inputs.map { Lane(lane: $0, style: .plain) } + stages + [
            Lane(lane: TimelineLane(name: UIText.Notebook.Panes.yours.text, events: result.yours), style: .mismatch),
            Lane(lane: TimelineLane(name: UIText.Notebook.Panes.expected.text, events: result.expected), style: .dim),
        ]
    }
}
