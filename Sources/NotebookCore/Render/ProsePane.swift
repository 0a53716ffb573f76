import LessonKit
import Localization

/// The lesson's text, with a marker where each cell stands and the current cell highlighted.
enum ProsePane {
    struct Content {
        var lines: [StyledLine]
        /// The line of the current cell's marker.
        var currentCellLine: Int?
    }

    static func content(for state: NotebookState, width: Int) -> Content {
        if let session = state.review.session {
            return Content(lines: ReviewPanes.proseLines(session, in: state, width: width), currentCellLine: nil)
        }
        guard let entry = state.currentEntry else {
            return Content(lines: [StyledLine(UIText.Notebook.Panes.noLessonsFound.text, .dim)], currentCellLine: nil)
        }
        let lesson = entry.lesson
        var lines = StyledWrapping.wrap("\(lesson.section) \(lesson.title)", style: .heading, width: width)
        lines.append(StyledLine())
        lines += introductionLines(entry.chapterIntroduction, width: width)
        var currentCellLine: Int?
        let matched = state.progress.lessons[lesson.id]?.matchedCells ?? []
        var cellNumber = 0
        var exerciseNumber = 0
        for item in lesson.items {
            switch item {
            case .prose(let text):
                lines += ProseFormatter.lines(text, width: width)
                lines.append(StyledLine())
            case .cell(let cell):
                let isCurrent = state.stop == .cell(cellNumber)
                if isCurrent { currentCellLine = lines.count }
                // The current run speaks first: a cell matched once but failing now shows ✗.
                let result = state.run.results[CellKey(lessonID: lesson.id, cellID: cell.id)]
                let mark = result.map { $0.passed ? " ✓" : " ✗" } ?? (matched.contains(cell.id) ? " ✓" : "")
                let text = "\(isCurrent ? "▶" : "▷") " + UIText.Notebook.Panes.cellMarker(cellNumber + 1, id: cell.id).text + mark
                lines.append(StyledLine([Span(text, isCurrent ? .selection : .dim)], background: isCurrent ? .selection : nil))
                lines.append(StyledLine())
                cellNumber += 1
            case .exercise(let exercise):
                let isCurrent = state.stop == .exercise(exerciseNumber)
                if isCurrent { currentCellLine = lines.count }
                let mark = state.progress.exercises[exercise.id]?.passed == true ? " ✓" : ""
                let text = "\(isCurrent ? "▶" : "▷") " + UIText.Notebook.Panes.exerciseMarker(id: exercise.id).text + mark
                lines.append(StyledLine([Span(text, isCurrent ? .selection : .dim)], background: isCurrent ? .selection : nil))
                exerciseNumber += 1
                lines += StyledWrapping.wrap(UIText.Notebook.Panes.exerciseHeading(exercise.title).text, style: .heading, width: width)
                lines += ProseFormatter.lines(exercise.prose, width: width)
                let hintsLeft = exercise.hints.count - min(state.hintsShown(for: exercise.id), exercise.hints.count)
                if hintsLeft > 0 {
                    let shown = exercise.hints.count - hintsLeft
                    let count = shown == 0
                        ? UIText.Notebook.Panes.hintsAvailable(hintsLeft) : UIText.Notebook.Panes.hintsLeft(hintsLeft, of: exercise.hints.count)
                    lines.append(StyledLine(UIText.Notebook.Panes.hShowsAHint(count.text).text, .dim))
                } else if !exercise.hints.isEmpty {
                    lines.append(StyledLine(UIText.Notebook.Panes.allHintsShown(exercise.hints.count).text, .dim))
                }
                lines.append(StyledLine())
            }
        }
        while lines.last?.plainText.isEmpty == true { lines.removeLast() }
        return Content(lines: lines, currentCellLine: currentCellLine)
    }

    /// The chapter's introduction, in the first lesson the course reaches in the chapter: what
    /// the chapter is about and what its lessons share (the form they build, a helper every cell
    /// uses). It comes under the lesson's title, which stays the first line a lesson opens with,
    /// and a rule sets it apart from the lesson's own text.
    private static func introductionLines(_ introduction: ChapterIntroduction?, width: Int) -> [StyledLine] {
        guard let introduction else { return [] }
        let label = UIText.Notebook.Panes.chapterIntroduction("\(introduction.chapterID)", title: introduction.chapterTitle).text
        var lines = StyledWrapping.wrap(label, style: .dim, width: width)
        lines += ProseFormatter.lines(introduction.text, width: width)
        lines.append(StyledLine(String(repeating: "─", count: min(width, 12)), .dim))
        lines.append(StyledLine())
        return lines
    }

    /// Draws the prose and returns what it showed: its lines, its rows under the title, and the
    /// first line in view. Lines out of view are marked above and below, as in every pane.
    static func draw(_ state: NotebookState, in rect: Rect, into buffer: inout ScreenBuffer) -> PaneViewports.Viewport {
        let body = rect.droppingTop(1)
        let reviewed = state.review.session.flatMap { ReviewPanes.courseExercise($0, in: state)?.entry }
        guard let entry = reviewed ?? state.currentEntry else {
            buffer.drawTitle(UIText.Notebook.Panes.lesson.text, in: rect)
            return PaneViewports.Viewport(total: 0, visible: body.height, first: 0)
        }
        // The documents' own title of the section on the right, for a reader of the documents;
        // folded to its title, the pane says how to read it there too, after that title.
        var right = entry.documentsTitle ?? entry.chapterDocumentsTitle ?? ""
        if rect.height == 1 { right += (right.isEmpty ? "" : UIText.Notebook.separator.text) + UIText.Notebook.Panes.tabReadsIt.text }
        buffer.drawTitle("\(entry.chapterID) \(entry.chapterTitle)", right: right, in: rect)
        let content = content(for: state, width: body.width)
        let wanted = state.proseScroll ?? automaticScroll(content, visible: body.height, atExercise: state.currentExercise != nil)
        let view = ScrolledView.of(total: content.lines.count, height: body.height, first: wanted)
        buffer.drawScrolled(view, lines: { Array(content.lines[$0..<($0 + $1)]) }, in: body,
                            moreHint: UIText.Notebook.Panes.proseScrollHint.text)
        return PaneViewports.Viewport(total: content.lines.count, visible: view.shown, first: view.first)
    }

    /// Scrolls so that the prose leading up to the current cell is in view, with the cell's
    /// marker two thirds of the way down (and above the "more" line); at an exercise, its task,
    /// which follows its marker, is what to read: the marker goes to the top.
    private static func automaticScroll(_ content: Content, visible: Int, atExercise: Bool) -> Int {
        guard let marker = content.currentCellLine, content.lines.count > visible else { return 0 }
        let lead = atExercise ? 0 : max(0, min(visible * 2 / 3, visible - 3))
        return max(0, min(marker - lead, content.lines.count - visible))
    }
}
