import LessonKit
import Localization
import Marbles

/// The contents of each overlay window.
enum Overlays {
    static func draw(_ overlay: Overlay, state: NotebookState, into buffer: inout ScreenBuffer, size: ScreenSize) {
        let innerWidth = min(size.columns - 4, 76) - 4
        let box: OverlayBox
        switch overlay {
        case .help(let scroll):
            box = help(width: innerWidth, height: size.rows - 6, scroll: scroll, onOperatorLesson: state.lessonHasPlayground)
        case .tableOfContents(let selection): box = contents(state, selection: selection, width: innerWidth)
        case .search(let search): box = self.search(state, search, width: innerWidth)
        case .operators(let search): box = operators(state, search, width: innerWidth)
        case .hints: box = hints(state, width: innerWidth)
        case .predict:
            // Predicting happens in the output pane (`PredictPane`), beside the code it is about.
            return
        case .confirmDrop(let request): box = confirmDrop(request, width: innerWidth)
        case .solution(let exerciseID, let scroll):
            WorkedSolutionBox.draw(exerciseID: exerciseID, scroll: scroll, state: state, into: &buffer, size: size)
            return
        case .welcome:
            drawWelcome(state, into: &buffer, size: size)
            return
        }
        box.draw(into: &buffer, size: size)
    }

    /// Every listed key of the notebook (in two columns when one would not fit the window), then
    /// each window's keys, as the key table has them. Keys for operator lessons only there.
    ///
    /// The keys of one kind of exercise and of a class come last: on a small screen (80×24) the
    /// first column fills the window's height and what does not fit is those, below the second,
    /// which the box marks (`OverlayBox`).
    static func help(width: Int, height: Int, scroll: Int, onOperatorLesson: Bool) -> OverlayBox {
        let shown = KeyTable.notebook.filter { !$0.label.isEmpty && (onOperatorLesson || !$0.onlyOnOperatorLessons) }
        let listed = shown.filter { !isForSomeScreens($0.command) } + shown.filter { isForSomeScreens($0.command) }
        let labelWidth = listed.map { DisplayWidth.of($0.label) }.max() ?? 0
        let items = listed.map { binding in
            [Span(DisplayWidth.padded(binding.label, to: labelWidth + 2), .key), Span(binding.summary)]
        }
        let columns = items.count > height ? 2 : 1
        let columnWidth = width / columns
        // Half the keys in each column, or the first column the window's height when half of them
        // would not fit: then the first screen cuts the second column only, where the last are.
        let firstColumn = columns == 1 ? items.count : min((items.count + 1) / 2, max(1, height))
        let rows = max(firstColumn, items.count - firstColumn)
        let lines = (0..<rows).map { row in
            StyledLine((0..<columns).flatMap { column -> [Span] in
                let index = column * firstColumn + row
                // Below a first column that ended, the second stays in its place.
                if column < columns - 1 && row >= firstColumn { return [Span(String(repeating: " ", count: columnWidth))] }
                guard items.indices.contains(index) else { return [] }
                // A space at least between a summary and the next column's key.
                let summary = DisplayWidth.truncated(items[index][1].text, to: Self.summaryRoom(columnWidth: columnWidth, labelWidth: labelWidth))
                let used = DisplayWidth.of(items[index][0].text) + DisplayWidth.of(summary)
                let padding = column < columns - 1 ? max(0, columnWidth - used) : 0
                return [items[index][0], Span(summary + String(repeating: " ", count: padding))]
            })
        }
        var all = lines
        for context in KeyContext.allCases where context != .notebook && context != .help {
            all.append(StyledLine())
            all.append(StyledLine(context.title, .heading))
            all += StyledWrapping.wrap(KeyTable.summary(of: context), width: width)
        }
        var box = OverlayBox(title: UIText.Notebook.Overlays.keys.text, lines: all, footer: KeyTable.summary(of: .help), focus: nil)
        box.scroll = scroll
        return box
    }

    /// Keys only some screens use: ordering a chain (one kind of exercise) and a class.
    static func isForSomeScreens(_ command: NotebookCommand) -> Bool {
        switch command {
        case .chainOrder, .classroom: true
        default: false
        }
    }

    /// The columns a key's summary has in the help, beside its key's label and before the next column.
    static func summaryRoom(columnWidth: Int, labelWidth: Int) -> Int { columnWidth - labelWidth - 4 }

    static func contents(_ state: NotebookState, selection: Int, width: Int) -> OverlayBox {
        // What the marks before the titles mean, above them: a footer would cut it at 80 columns.
        var lines = [StyledLine(UIText.Notebook.Overlays.doneVisited.text, .dim)]
        var focus: Int?
        let order = state.overlays.contentsOrder
        for group in state.course.groups(in: order) {
            lines.append(StyledLine(titled(group.heading, documents: group.documentsTitle, width: width), .heading))
            for index in group.entryIndices {
                let entry = state.course.entries[index]
                let lesson = entry.lesson
                let matched = state.progress.lessons[lesson.id]?.matchedCells.count ?? 0
                let visited = state.progress.lessons[lesson.id]?.visited ?? false
                let mark = !lesson.cells.isEmpty && matched >= lesson.cells.count ? "✓" : (visited ? "·" : " ")
                // Under its heading a lesson needs no number of its own: the documents' section
                // numbers come in several depths (4.1, 5.1.19) and read as a muddle in a list.
                // Its documents' title is shown unless the chapter heading above already shows it.
                let headingShowsIt = order == .documents && lesson.section == entry.chapterID.description
                let title = titled(lesson.title, documents: headingShowsIt ? nil : entry.documentsTitle, width: width - 4)
                let text = DisplayWidth.fitted("  \(mark) \(title)", to: width)
                if index == selection { focus = lines.count }
                lines.append(StyledLine([Span(text, index == selection ? .selection : .plain)], background: index == selection ? .selection : nil))
            }
        }
        // Without a path both orders are the documents', and the title says nothing more.
        let title = !state.course.followsPath ? UIText.Notebook.Overlays.contents
            : order == .path ? UIText.Notebook.Overlays.contentsAlongPath : UIText.Notebook.Overlays.contentsDocumentsOrder
        // Due reviews are said in the title, which stays in view however far the list scrolls.
        let reviews = state.reviewsDue > 0 ? UIText.Notebook.Overlays.reviewsDue(state.reviewsDue).text : ""
        return OverlayBox(title: title.text + reviews, lines: lines, footer: KeyTable.summary(of: .contents), focus: focus)
    }

    /// `English · 中文` within `width` columns, the documents' title keeping up to half of them.
    static func titled(_ english: String, documents: String?, width: Int) -> String {
        // In Chinese a documents' title is often the title itself: it is not said twice.
        guard let documents, documents != english else { return DisplayWidth.truncated(english, to: width) }
        let suffix = DisplayWidth.truncated(UIText.Notebook.titleSeparator.text + documents, to: max(4, width / 2))
        return DisplayWidth.truncated(english, to: max(1, width - DisplayWidth.of(suffix))) + suffix
    }

    /// Matches drawn on each side of the selection: more than the tallest box shows.
    static let shownAround = 30

    static func search(_ state: NotebookState, _ search: SearchState, width: Int) -> OverlayBox {
        var lines = [StyledLine([Span("/ ", .key), Span(search.query), Span("▏", .cursor)]), StyledLine()]
        let matches = SearchIndex.matches(in: state.course, query: search.query)
        var focus: Int?
        if search.query.isEmpty {
            lines.append(StyledLine(UIText.Notebook.Overlays.typeAWord.text, .dim))
        } else if matches.isEmpty {
            lines.append(StyledLine(UIText.Notebook.Overlays.noLessonMentions(search.query).text, .dim))
        }
        // Only the matches near the selection are drawn (a one-letter query matches nearly every
        // lesson): the box shows a screenful around the selection, and says how many are left.
        let window = max(0, search.selection - shownAround) ..< min(matches.count, search.selection + shownAround + 1)
        if window.lowerBound > 0 {
            lines.append(StyledLine(UIText.Notebook.Overlays.moreMatchesAbove(window.lowerBound).text, .dim))
        }
        for index in window {
            let match = matches[index]
            let entry = state.course.entries[match.lessonIndex]
            let selected = index == search.selection
            if selected { focus = lines.count }
            let title = DisplayWidth.fitted("\(entry.lesson.section) \(entry.lesson.title)", to: width)
            lines.append(StyledLine([Span(title, selected ? .selection : .heading)], background: selected ? .selection : nil))
            lines.append(StyledLine(DisplayWidth.fitted("    " + readable(match.snippet), to: width), .dim))
        }
        if window.upperBound < matches.count {
            let rest = matches.count - window.upperBound
            lines.append(StyledLine(UIText.Notebook.Overlays.moreMatchesBelow(rest).text, .dim))
        }
        return OverlayBox(title: UIText.Notebook.Overlays.search.text, lines: lines, footer: KeyTable.summary(of: .search), focus: focus)
    }

    /// A line of a lesson file as the prose shows it: without Markdown's heading, list and quote
    /// marks before it, nor its `code`, **strong** and *emphasis* marks.
    static func readable(_ line: String) -> String {
        var text = Substring(line)
        for mark in ["#", ">"] where text.hasPrefix(mark) {
            text = text.drop { $0 == Character(mark) }.drop { $0 == " " }
        }
        if let first = text.first, "-*+".contains(first), text.dropFirst().first == " " { text = text.dropFirst(2) }
        let digits = text.prefix { $0.isNumber }
        if !digits.isEmpty, text.dropFirst(digits.count).hasPrefix(". ") { text = text.dropFirst(digits.count + 2) }
        return ProseInline.spans(String(text)).map(\.text).joined()
    }

    static func operators(_ state: NotebookState, _ search: SearchState, width: Int) -> OverlayBox {
        var lines = [StyledLine([Span(UIText.Notebook.Overlays.iWantTo.text, .dim), Span(search.query), Span("▏", .cursor)]), StyledLine()]
        let matches = OperatorIndex.matches(in: state.course, query: search.query)
        if matches.isEmpty {
            lines.append(StyledLine(UIText.Notebook.Overlays.noRowMentions(search.query).text, .dim))
        }
        var focus: Int?
        var goal: String?
        let nameWidth = (matches.map { DisplayWidth.of($0.operatorName) }.max() ?? 0) + 2
        for (index, entry) in matches.enumerated() {
            if entry.goal != goal {
                goal = entry.goal
                lines.append(StyledLine(DisplayWidth.fitted(entry.goal, to: width), .heading))
            }
            let selected = index == search.selection
            if selected { focus = lines.count }
            let name = DisplayWidth.padded(entry.operatorName, to: nameWidth)
            let note = entry.lessonIndex == nil ? UIText.Notebook.Overlays.noLessonYet.text : ""
            let text = DisplayWidth.fitted("  \(name)\(entry.need)\(note)", to: width)
            lines.append(StyledLine([Span(text, selected ? .selection : (entry.lessonIndex == nil ? .dim : .plain))],
                                    background: selected ? .selection : nil))
        }
        return OverlayBox(title: UIText.Notebook.Overlays.whichOperator.text, lines: lines, footer: KeyTable.summary(of: .operators), focus: focus)
    }

    static func hints(_ state: NotebookState, width: Int) -> OverlayBox {
        var lines: [StyledLine] = []
        for exercise in state.currentLesson?.exercises ?? [] {
            lines += StyledWrapping.wrap(UIText.Notebook.Panes.exerciseHeading(exercise.title).text, style: .heading, width: width)
            let shown = min(state.hintsShown(for: exercise.id), exercise.hints.count)
            if exercise.hints.isEmpty { lines.append(StyledLine(UIText.Notebook.Overlays.noHints.text, .dim)) }
            for (number, hint) in exercise.hints.prefix(shown).enumerated() {
                lines += StyledWrapping.wrap(ProseInline.spans(UIText.Notebook.Overlays.hint(number + 1).text + hint.replacingOccurrences(of: "\n", with: " ")), width: width)
            }
            if shown < exercise.hints.count {
                lines.append(StyledLine(UIText.Notebook.Overlays.moreHints(exercise.hints.count - shown).text, .dim))
            }
            lines.append(StyledLine())
        }
        // "h next hint" only while there is a next hint.
        let hintsLeft = (state.currentLesson?.exercises ?? []).contains { state.hintsShown(for: $0.id) < $0.hints.count }
        let footer = hintsLeft ? KeyTable.summary(of: .hints) : UIText.Notebook.Overlays.allHintsShown.text
        return OverlayBox(title: UIText.Notebook.Overlays.hints.text, lines: lines, footer: footer, focus: max(0, lines.count - 2))
    }

    /// Asks before `x` drops the learner's version, and says it will be kept.
    /// The commands the welcome page names: enough to read, run and move through the course.
    /// Quitting is said in the page's footer.
    static let welcomeCommands: [NotebookCommand] = [.predict(.start), .run(.runCell), .navigation(.nextStop), .navigation(.nextLesson),
                                                     .overlays(.help)]

    /// The first run's page, a page of its own rather than a window over the lesson: what
    /// rxlearn is, the five keys that matter (as the key table has them), where the course starts.
    static func drawWelcome(_ state: NotebookState, into buffer: inout ScreenBuffer, size: ScreenSize) {
        buffer.fill(Rect(row: 0, column: 0, width: size.columns, height: size.rows))
        let width = min(size.columns - 4, 72)
        var lines = [StyledLine(UIText.Notebook.Overlays.welcome.text, .heading), StyledLine()]
        lines += welcomeText(state, width: width)
        lines.append(StyledLine())
        lines += StyledWrapping.wrap(KeyTable.summary(of: .welcome), style: .dim, width: width)
        let top = max(0, (size.rows - lines.count) / 2)
        let left = max(0, (size.columns - width) / 2)
        buffer.drawLines(lines, in: Rect(row: top, column: left, width: width, height: min(lines.count, size.rows - top)), from: 0)
    }

    static func welcomeText(_ state: NotebookState, width: Int) -> [StyledLine] {
        var lines = StyledWrapping.wrap(UIText.Notebook.Overlays.welcomeText.text, width: width)
        if let first = state.currentEntry {
            // In Chinese the documents' title is the chapter's own title: it is not repeated.
            let documents = first.chapterDocumentsTitle.flatMap { $0 == first.chapterTitle ? nil : " (\($0))" } ?? ""
            let chapter = "\(first.chapterID) \(first.chapterTitle)\(documents)"
            lines.append(StyledLine())
            lines += StyledWrapping.wrap([
                Span(UIText.Notebook.Overlays.courseStartsBefore(chapter: chapter).text),
                Span(first.lesson.title, .strong),
                Span(UIText.Notebook.Overlays.courseStartsAfter(chapter: chapter).text),
                Span(state.course.followsPath ? UIText.Notebook.Overlays.followsPath(stages: state.course.stageCount).text : ""),
            ], width: width)
        }
        lines.append(StyledLine())
        lines.append(StyledLine(UIText.Notebook.Overlays.keysThatMatter.text, .heading))
        let bindings = welcomeCommands.compactMap { command in
            KeyTable.notebook.first { $0.command == command && !$0.label.isEmpty }
        }
        let labelWidth = bindings.map { DisplayWidth.of($0.label) }.max() ?? 0
        for binding in bindings {
            let summary = binding.command == .overlays(.help) ? UIText.Notebook.Overlays.allTheKeys.text : binding.summary
            lines.append(StyledLine([Span("  " + DisplayWidth.padded(binding.label, to: labelWidth + 2), .key), Span(summary)]))
        }
        return lines
    }

    static func confirmDrop(_ request: DropRequest, width: Int) -> OverlayBox {
        let text = switch request {
        case .editedCell: UIText.Notebook.Overlays.dropEditedCell.text
        case .exerciseAnswer: UIText.Notebook.Overlays.dropExerciseAnswer.text
        }
        let lines = StyledWrapping.wrap(text, width: width)
        return OverlayBox(title: UIText.Notebook.Overlays.startAfresh.text, lines: lines, footer: KeyTable.summary(of: .confirmDrop), focus: nil)
    }
}
