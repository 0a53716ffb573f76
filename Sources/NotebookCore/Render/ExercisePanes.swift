import LessonKit
import LessonRunner
import Localization
import Marbles

/// The code, check and marble panes when an exercise is on the screen (`ExerciseOnScreen`: the
/// current stop's, or a review's): the learner's answer, the verdict with yours │ expected, and
/// the input, yours and expected lanes.
enum ExercisePanes {
    static func drawCode(_ state: NotebookState, _ shown: ExerciseOnScreen, _ text: CodeWrapping.Wrapped, in rect: Rect, into buffer: inout ScreenBuffer) {
        let exercise = shown.exercise
        // The start file in the other language differs only in its comments: still the start file.
        let untouched = SwiftComments.sameCode(shown.answer, exercise.startFile)
        let whose = (untouched ? UIText.Notebook.Panes.startFile : UIText.Notebook.Panes.yourAnswer).text
        let body = rect.droppingTop(1)
        let view = CodePane.viewOf(text, state: state, height: body.height)
        // A review's keys are in the status bar: its title, where the learner is, needs the room.
        let keys = shown.review != nil ? "" : (exercise.chain == nil ? UIText.Notebook.Panes.exerciseKeys : UIText.ChainOrder.paneKeys).text
        let right = CodePane.scrollNote(view, of: text) ?? keys
        let title = shown.review.map { UIText.Notebook.Review.paneTitle($0.index + 1, of: $0.exerciseIDs.count, title: exercise.title, whose: whose) }
            ?? UIText.Notebook.Panes.exerciseTitle(exercise.title, solved: shown.solvedBefore ? " ✓" : "", whose: whose)
        buffer.drawTitle(title.text, right: right, in: rect)
        buffer.drawScrolled(view, lines: { Array(text.lines[$0..<($0 + $1)]) }, in: body, moreHint: CodePane.moreHint(state))
    }

    // MARK: The check

    static func drawCheck(_ state: NotebookState, _ shown: ExerciseOnScreen, _ content: ResultPane.Content, in rect: Rect, into buffer: inout ScreenBuffer) {
        var right = ""
        let frame = ResultPane.spinnerFrame(state)
        if shown.isChecking {
            right = UIText.Notebook.Panes.checkingHere(frame).text
        } else if let checking = state.exercise.checking {
            // Another check runs in the background: another exercise's, or, under a review, the
            // lesson's check of this same exercise, which is not the review's and which Esc here
            // does not stop.
            right = UIText.Notebook.Panes.checkingOther(frame, checking.exerciseID).text
        } else if let running = state.run.running {
            right = UIText.Notebook.Panes.runningOther(frame, running.key.cellID).text
        }
        buffer.drawTitle(UIText.Notebook.Panes.check.text, right: right, in: rect)
        ResultPane.drawBody(state, content, in: rect.droppingTop(1), into: &buffer)
    }

    static func checkLines(_ state: NotebookState, _ exercise: Exercise, width: Int) -> ResultPane.Content {
        checkLines(state, ExerciseOnScreen(exercise, in: state), width: width)
    }

    static func checkLines(_ state: NotebookState, _ shown: ExerciseOnScreen, width: Int) -> ResultPane.Content {
        let exercise = shown.exercise
        var content = ResultPane.Content(lines: [], focus: nil)
        guard let check = shown.check else {
            // Solved in an earlier session: the header's ✓ and this pane say the same.
            let solved = shown.solvedBefore
            let text = shown.isChecking
                ? UIText.Notebook.Panes.checkingNow
                : shown.review != nil ? UIText.Notebook.Review.notCheckedYet(exercise.id)
                : solved ? UIText.Notebook.Panes.solvedBefore(exercise.id) : UIText.Notebook.Panes.notCheckedYet(exercise.id)
            content.addParagraph(text.text, style: solved ? .match : .dim, width: width)
            let goal = exercise.expected.lanes.first?.events ?? []
            content.rows = goal.map { ResultPane.Row(mark: nil, actual: "", expected: "\($0.time) \($0.eventText)") }
            content.rowWidth = width
            return content
        }
        switch check {
        case .judged(let verdict) where verdict.passed:
            content.addParagraph("✓ " + UIText.Notebook.Messages.passedOn(otherInputs: verdict.casesChecked - 1).text, style: .match, width: width)
            return content
        case .judged(let verdict):
            let judgement = lanes(shown).judgement(of: verdict) ?? UIText.Notebook.Messages.answerDidNotRun
            content.addParagraph("✗ " + judgement.text, style: .mismatch, width: width)
            if case .couldNotRun(let report) = verdict.result {
                for detail in report.problemDetailPhrases { content.addParagraph(detail.text, style: .plain, width: width) }
            }
            // What the answer printed: beside the verdict, not part of it, under its rows.
            if let printed = ResultLanes.printed(by: verdict) {
                content.addTrailingParagraph(printed.heading.text, style: .dim, width: width)
                for line in printed.lines { content.addTrailingParagraph("  " + line, style: .plain, width: width) }
            }
            if let wrong = verdict.wrongOutputs {
                content.rows = rows(yours: wrong.yours, expected: wrong.expected)
            }
        case .exerciseBroken(let reason):
            content.addParagraph(UIText.Notebook.Panes.exerciseBroken.text + reason, style: .warning, width: width)
        case .couldNotCheck(let reason):
            content.addParagraph("✗ " + reason.text, style: .mismatch, width: width)
        }
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
        marbles(ExerciseOnScreen(exercise, in: state), width: width)
    }

    static func marbles(_ shown: ExerciseOnScreen, width: Int) -> (lines: [StyledLine], note: String) {
        let exercise = shown.exercise
        let result = lanes(shown)
        let drawn = result.lanes
        let check = shown.check
        let inputs = drawn.filter { $0.role == .input }.map(\.events)
        let which = ResultLanes.isHiddenInput(check) && inputs != exercise.inputs.map(\.diagram.events)
            ? UIText.Notebook.Panes.aHiddenInput.text : (shown.review != nil ? UIText.Notebook.Review.aNewExample : UIText.Notebook.Panes.theExample).text
        let frame = exercise.expected.lanes.first?.frameDuration ?? exercise.inputs.first?.diagram.frameDuration ?? MarbleLane.defaultFrameDuration
        let timeline = TimelineDrawing.of(result.timelineLanes(named: name(of:)), frameDuration: frame, width: width, symbols: result.legend)
        let drawing = timeline.lines
        var lines = [StyledLine(drawing[0], .dim)]
        for (index, lane) in drawn.enumerated() {
            if lane.role == .stage, index == 0 || drawn[index - 1].role != .stage { lines.append(StyledLine(stagesHeading, .dim)) }
            lines.append(StyledLine(drawing[index + 1], style(of: lane)))
        }
        if let stages = check?.verdict?.stages, !stages.isEmpty, !shown.showsStages {
            lines.append(StyledLine(UIText.Notebook.Panes.stagesOfYourAnswer(stages.count).text, .dim))
        }
        lines += drawing.dropFirst(drawn.count + 1).map { StyledLine($0, .dim) }
        return (lines, TimelineDrawing.scaleText(timeline.axis) + UIText.Notebook.separator.text + which)
    }

    /// Over the answer's stages: that they are not judged, and what their marks mean.
    static var stagesHeading: String { UIText.Notebook.Panes.stagesHeading.text }

    /// The inputs, then (unfolded with `c`) the stages of the answer's chain, then yours (after
    /// a check that got that far), then what is expected: one legend for them and the verdict.
    static func lanes(_ state: NotebookState, _ exercise: Exercise) -> ResultLanes {
        lanes(ExerciseOnScreen(exercise, in: state))
    }

    static func lanes(_ shown: ExerciseOnScreen) -> ResultLanes {
        ResultLanes.exercise(shown.exercise, check: shown.check, showingStages: shown.showsStages)
    }

    private static func name(of lane: ResultLanes.Lane) -> String {
        switch lane.role {
        case .yours: UIText.Notebook.Panes.yours.text
        case .stage: AutomaticLanes.stageName(lane.name)
        case .goal(let solved): (solved ? UIText.Notebook.Panes.yoursPassed : UIText.Notebook.Panes.expected).text
        default: lane.name
        }
    }

    private static func style(of lane: ResultLanes.Lane) -> Style {
        switch lane.role {
        case .yours: .mismatch
        case .goal(let solved): solved ? .match : .dim
        case .stage: .dim
        default: .plain
        }
    }
}
