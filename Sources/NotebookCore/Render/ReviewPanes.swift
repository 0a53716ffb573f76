import LessonKit
import LessonRunner
import Localization

/// What a review session shows beside the exercise panes (`ExercisePanes` draws a prepared
/// review as it draws an exercise): the task and its new example in the prose pane, where the
/// learner is in the status bar, and the panes while a review is prepared or could not be.
enum ReviewPanes {
    /// The exercise being reviewed, as the course has it (its title, its lesson's chapter).
    static func courseExercise(_ session: ReviewSession, in state: NotebookState) -> (entry: Course.Entry, exercise: Exercise)? {
        state.course.exercise(withID: session.exerciseID)
    }

    /// The prose pane in a review: the task, then the new example and its goal in words, as
    /// `rxlearn review` prints them — not the lesson around it: a review is answered from memory.
    static func proseLines(_ session: ReviewSession, in state: NotebookState, width: Int) -> [StyledLine] {
        let exercise = session.review?.exercise ?? courseExercise(session, in: state)?.exercise
        guard let exercise else { return [] }
        var lines = StyledWrapping.wrap(UIText.Notebook.Panes.exerciseHeading(exercise.title).text, style: .heading, width: width)
        lines += ProseFormatter.lines(exercise.prose, width: width)
        guard let review = session.review else { return lines }
        let example = review.exampleLines
        lines.append(StyledLine())
        lines += StyledWrapping.wrap(UIText.CommandLine.Review.freshExample.text, style: .strong, width: width)
        for line in example.inputs { lines += StyledWrapping.wrap("  " + line, width: width) }
        lines += StyledWrapping.wrap(UIText.CommandLine.Review.goal.text, style: .strong, width: width)
        lines += StyledWrapping.wrap("  " + example.goal, width: width)
        return lines
    }

    /// The status bar's place: `Review 2 of 5 due — 4.1-shout: Shout it (box 2)`.
    static func position(_ session: ReviewSession, in state: NotebookState) -> String {
        let title = session.review?.exercise.title ?? courseExercise(session, in: state)?.exercise.title ?? ""
        let box = state.progress.exercises[session.exerciseID].flatMap(ReviewSchedule.box(of:)) ?? 1
        return UIText.CommandLine.Review.heading(session.index + 1, of: session.exerciseIDs.count, id: session.exerciseID,
                                                 title: title, box: box).text
    }

    /// The check pane while the review is prepared, or why it could not be.
    static func waitingLines(_ session: ReviewSession, width: Int) -> ResultPane.Content {
        var content = ResultPane.Content(lines: [], focus: nil)
        switch session.step {
        case .couldNotPrepare(let reason):
            content.addParagraph(UIText.Notebook.Review.couldNotPrepare(reason).text, style: .warning, width: width)
        case .preparing, .ready:
            content.addParagraph(UIText.Notebook.Review.preparing(session.index + 1, of: session.exerciseIDs.count).text, style: .dim, width: width)
        }
        return content
    }

    /// The code and check panes before the review is ready: its title, and what it waits for.
    static func drawWaiting(_ state: NotebookState, _ session: ReviewSession, _ contents: PaneContents, into buffer: inout ScreenBuffer) {
        let title = courseExercise(session, in: state)?.exercise.title ?? session.exerciseID
        buffer.drawTitle(UIText.Notebook.Review.paneTitle(session.index + 1, of: session.exerciseIDs.count, title: title, whose: nil).text,
                         in: contents.layout.code)
        var right = ""
        if session.workingRunID != nil {
            right = UIText.Notebook.Panes.checkingHere(ResultPane.spinnerFrame(state)).text
        }
        buffer.drawTitle(UIText.Notebook.Panes.check.text, right: right, in: contents.layout.result)
        ResultPane.drawBody(state, contents.output, in: contents.layout.result.droppingTop(1), into: &buffer)
    }
}
