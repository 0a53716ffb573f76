import LessonKit
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
        case .predict(let input): box = predict(state, input, width: innerWidth)
        case .confirmDrop(let request): box = confirmDrop(request, width: innerWidth)
        case .welcome:
            drawWelcome(state, into: &buffer, size: size)
            return
        }
        box.draw(into: &buffer, size: size)
    }

    /// Every listed key of the notebook (in two columns when one would not fit the window), then
    /// each window's keys, as the key table has them. Keys for operator lessons only there.
    static func help(width: Int, height: Int, scroll: Int, onOperatorLesson: Bool) -> OverlayBox {
        let listed = KeyBinding.notebook.filter { !$0.label.isEmpty && (onOperatorLesson || !$0.onlyOnOperatorLessons) }
        let labelWidth = listed.map { DisplayWidth.of($0.label) }.max() ?? 0
        let items = listed.map { binding in
            [Span(DisplayWidth.padded(binding.label, to: labelWidth + 2), .key), Span(binding.summary)]
        }
        let columns = items.count > height ? 2 : 1
        let columnWidth = width / columns
        let rows = (items.count + columns - 1) / columns
        let lines = (0..<rows).map { row in
            StyledLine((0..<columns).flatMap { column -> [Span] in
                let index = column * rows + row
                guard items.indices.contains(index) else { return [] }
                let summary = DisplayWidth.truncated(items[index][1].text, to: columnWidth - labelWidth - 3)
                let used = DisplayWidth.of(items[index][0].text) + DisplayWidth.of(summary)
                let padding = column < columns - 1 ? max(0, columnWidth - used) : 0
                return [items[index][0], Span(summary + String(repeating: " ", count: padding))]
            })
        }
        var all = lines
        for context in KeyContext.allCases where context != .notebook && context != .help {
            all.append(StyledLine())
            all.append(StyledLine(context.title, .heading))
            all += StyledWrapping.wrap(KeyBinding.summary(of: context), width: width)
        }
        var box = OverlayBox(title: "Keys", lines: all, footer: KeyBinding.summary(of: .help), focus: nil)
        box.scroll = scroll
        return box
    }

    static func contents(_ state: NotebookState, selection: Int, width: Int) -> OverlayBox {
        var lines: [StyledLine] = []
        var focus: Int?
        let order = state.contentsOrder
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
        let title = !state.course.followsPath ? "Contents" : order == .path ? "Contents, along the learning path" : "Contents, in the documents' order"
        return OverlayBox(title: title, lines: lines, footer: KeyBinding.summary(of: .contents) + " · ✓ done, · visited", focus: focus)
    }

    /// `English · 中文` within `width` columns, the documents' title keeping up to half of them.
    static func titled(_ english: String, documents: String?, width: Int) -> String {
        guard let documents else { return DisplayWidth.truncated(english, to: width) }
        let suffix = DisplayWidth.truncated(" · " + documents, to: max(4, width / 2))
        return DisplayWidth.truncated(english, to: max(1, width - DisplayWidth.of(suffix))) + suffix
    }

    /// Matches drawn on each side of the selection: more than the tallest box shows.
    static let shownAround = 30

    static func search(_ state: NotebookState, _ search: SearchState, width: Int) -> OverlayBox {
        var lines = [StyledLine([Span("/ ", .key), Span(search.query), Span("▏", .cursor)]), StyledLine()]
        let matches = SearchIndex.matches(in: state.course, query: search.query)
        var focus: Int?
        if search.query.isEmpty {
            lines.append(StyledLine("Type a word: titles, prose and code are searched.", .dim))
        } else if matches.isEmpty {
            lines.append(StyledLine("No lesson mentions “\(search.query)”.", .dim))
        }
        // Only the matches near the selection are drawn (a one-letter query matches nearly every
        // lesson): the box shows a screenful around the selection, and says how many are left.
        let window = max(0, search.selection - shownAround) ..< min(matches.count, search.selection + shownAround + 1)
        if window.lowerBound > 0 {
            lines.append(StyledLine("↑ \(window.lowerBound) more \(window.lowerBound == 1 ? "match" : "matches")", .dim))
        }
        for index in window {
            let match = matches[index]
            let entry = state.course.entries[match.lessonIndex]
            let selected = index == search.selection
            if selected { focus = lines.count }
            let title = DisplayWidth.fitted("\(entry.lesson.section) \(entry.lesson.title)", to: width)
            lines.append(StyledLine([Span(title, selected ? .selection : .heading)], background: selected ? .selection : nil))
            lines.append(StyledLine(DisplayWidth.fitted("    " + match.snippet, to: width), .dim))
        }
        if window.upperBound < matches.count {
            let rest = matches.count - window.upperBound
            lines.append(StyledLine("↓ \(rest) more \(rest == 1 ? "match" : "matches")", .dim))
        }
        return OverlayBox(title: "Search", lines: lines, footer: KeyBinding.summary(of: .search), focus: focus)
    }

    static func operators(_ state: NotebookState, _ search: SearchState, width: Int) -> OverlayBox {
        var lines = [StyledLine([Span("I want to … ", .dim), Span(search.query), Span("▏", .cursor)]), StyledLine()]
        let matches = OperatorIndex.matches(in: state.course, query: search.query)
        if matches.isEmpty {
            lines.append(StyledLine("No row of the tree mentions “\(search.query)”.", .dim))
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
            let note = entry.lessonIndex == nil ? "  (no lesson yet)" : ""
            let text = DisplayWidth.fitted("  \(name)\(entry.need)\(note)", to: width)
            lines.append(StyledLine([Span(text, selected ? .selection : (entry.lessonIndex == nil ? .dim : .plain))],
                                    background: selected ? .selection : nil))
        }
        return OverlayBox(title: "Which operator?", lines: lines, footer: KeyBinding.summary(of: .operators), focus: focus)
    }

    static func hints(_ state: NotebookState, width: Int) -> OverlayBox {
        var lines: [StyledLine] = []
        for exercise in state.currentLesson?.exercises ?? [] {
            lines += StyledWrapping.wrap("Exercise: \(exercise.title)", style: .heading, width: width)
            let shown = min(state.hintsShown(for: exercise.id), exercise.hints.count)
            if exercise.hints.isEmpty { lines.append(StyledLine("No hints for this one.", .dim)) }
            for (number, hint) in exercise.hints.prefix(shown).enumerated() {
                lines += StyledWrapping.wrap(ProseInline.spans("Hint \(number + 1): " + hint.replacingOccurrences(of: "\n", with: " ")), width: width)
            }
            if shown < exercise.hints.count {
                lines.append(StyledLine("\(exercise.hints.count - shown) more: press h", .dim))
            }
            lines.append(StyledLine())
        }
        // "h next hint" only while there is a next hint.
        let hintsLeft = (state.currentLesson?.exercises ?? []).contains { state.hintsShown(for: $0.id) < $0.hints.count }
        let footer = hintsLeft ? KeyBinding.summary(of: .hints) : "all hints are shown · any key closes"
        return OverlayBox(title: "Hints", lines: lines, footer: footer, focus: max(0, lines.count - 2))
    }

    static func predict(_ state: NotebookState, _ input: PredictInput, width: Int) -> OverlayBox {
        let frame = state.frameDuration(ofLane: input.lane)
        var lines = StyledWrapping.wrap(
            "What will lane “\(input.lane)” do? Type its marbles: one - is \(frame) ms, | completes, # fails, (ab) shares a frame. Map symbols to values first if you like: a=🐶 b=用户 -a-b-|",
            width: width)
        lines.append(StyledLine())
        lines.append(StyledLine([Span("› ", .key), Span(input.text, .prediction), Span("▏", .cursor)]))
        if let error = input.error {
            lines += StyledWrapping.wrap(error, style: .warning, width: width)
        }
        // Tab is only worth a mention when there is another lane to predict.
        let keys = KeyBinding.windows.filter { $0.context == .predict && !$0.label.isEmpty && !$0.matchesOtherKeys }
            .filter { $0.command != .otherLane || state.predictableLanes.count > 1 }
            .map { "\($0.label) \($0.summary)" }.joined(separator: " · ")
        return OverlayBox(title: "Predict", lines: lines, footer: keys, focus: nil)
    }

    /// Asks before `x` drops the learner's version, and says it will be kept.
    /// The commands the welcome page names: enough to read, run and move through the course.
    static let welcomeCommands: [Command] = [.nextCell, .run, .nextLesson, .help, .quit]

    /// The first run's page, a page of its own rather than a window over the lesson: what
    /// rxlearn is, the five keys that matter (as the key table has them), where the course starts.
    static func drawWelcome(_ state: NotebookState, into buffer: inout ScreenBuffer, size: ScreenSize) {
        buffer.fill(Rect(row: 0, column: 0, width: size.columns, height: size.rows))
        let width = min(size.columns - 4, 72)
        var lines = [StyledLine("Welcome to rxlearn", .heading), StyledLine()]
        lines += welcomeText(state, width: width)
        lines.append(StyledLine())
        lines += StyledWrapping.wrap(KeyBinding.summary(of: .welcome), style: .dim, width: width)
        let top = max(0, (size.rows - lines.count) / 2)
        let left = max(0, (size.columns - width) / 2)
        buffer.drawLines(lines, in: Rect(row: top, column: left, width: width, height: min(lines.count, size.rows - top)), from: 0)
    }

    static func welcomeText(_ state: NotebookState, width: Int) -> [StyledLine] {
        var lines = StyledWrapping.wrap(
            "rxlearn teaches RxSwift by running it. Each lesson is prose with small Swift programs, "
                + "cells, that you run, edit and predict; their events are drawn as marble diagrams. "
                + "Exercises check code you write.",
            width: width)
        if let first = state.currentEntry {
            lines.append(StyledLine())
            lines += StyledWrapping.wrap([
                Span("The course starts with “"),
                Span(first.lesson.title, .strong),
                Span("”, in \(first.chapterID) \(first.chapterTitle)\(first.chapterDocumentsTitle.map { " (\($0))" } ?? ""). "),
                Span(state.course.followsPath
                    ? "] follows the learning path (\(state.course.pathGroups.count) stages); t shows them." : ""),
            ], width: width)
        }
        lines.append(StyledLine())
        lines.append(StyledLine("The keys that matter", .heading))
        let bindings = welcomeCommands.compactMap { command in
            KeyBinding.notebook.first { $0.command == command && !$0.label.isEmpty }
        }
        let labelWidth = bindings.map { DisplayWidth.of($0.label) }.max() ?? 0
        for binding in bindings {
            let summary = binding.command == .help ? "all the keys" : binding.summary
            lines.append(StyledLine([Span("  " + DisplayWidth.padded(binding.label, to: labelWidth + 2), .key), Span(summary)]))
        }
        return lines
    }

    static func confirmDrop(_ request: DropRequest, width: Int) -> OverlayBox {
        let what: String
        let back: String
        switch request {
        case .editedCell:
            what = "your edited copy of this cell"
            back = "The cell goes back to the lesson's code."
        case .exerciseAnswer:
            what = "your answer to this exercise"
            back = "The exercise goes back to its start file."
        }
        let text = "Drop \(what)? \(back) Your version is not deleted: it is kept in the workspace as a .bak file beside it."
        let lines = StyledWrapping.wrap(text, width: width)
        return OverlayBox(title: "Start afresh?", lines: lines, footer: KeyBinding.summary(of: .confirmDrop), focus: nil)
    }
}
