import Localization

/// Keys while a window is open over the panes: each window looks its keys up in the one table
/// (`KeyBinding.windows`), which also writes its footer and the help.
extension NotebookState {
    mutating func handleOverlayKey(_ key: Key, _ overlay: Overlay) -> [NotebookEffect] {
        let command = KeyBinding.command(for: key, in: overlay.keyContext)
        switch overlay {
        case .help(let scroll):
            // Arrows and pages scroll a help taller than the screen; any other key closes it
            // (q too, without quitting).
            switch command {
            case .selectNext: self.overlay = .help(scroll: scroll + 1)
            case .selectPrevious: self.overlay = .help(scroll: max(0, scroll - 1))
            case .selectNextPage: self.overlay = .help(scroll: scroll + ListSelection.pageSize)
            case .selectPreviousPage: self.overlay = .help(scroll: max(0, scroll - ListSelection.pageSize))
            default: self.overlay = nil
            }
            return []
        case .hints:
            if command == .nextHint { return revealHint() }
            self.overlay = nil
            return []
        case .tableOfContents(let selection):
            return handleContentsCommand(command, selection: selection)
        case .search(let search):
            return handleSearchCommand(command, key: key, search)
        case .operators(let search):
            return handleOperatorCommand(command, key: key, search)
        case .predict(let input):
            return handlePredictCommand(command, key: key, input)
        case .confirmDrop(let request):
            self.overlay = nil
            guard command == .confirmDrop else {
                message = .init(UIText.Notebook.Messages.keptYourVersion.text)
                return []
            }
            switch request {
            case .editedCell(let cell): return resetCell(cell)
            case .exerciseAnswer(let exerciseID): return resetExercise(exerciseID)
            }
        case .welcome:
            if command == .quit {
                shouldQuit = true
                return [.quit]
            }
            // The course starts at the top of its first lesson, title first.
            let effects = go(lesson: lessonIndex, stop: stop)
            proseScroll = 0
            return effects
        }
    }

    private mutating func handleContentsCommand(_ command: Command?, selection: Int) -> [NotebookEffect] {
        guard let command else { return [] }
        // The selection is an entry (a lesson); it moves along the rows of the order shown.
        let rows = course.rows(in: contentsOrder)
        let row = rows.firstIndex(of: selection) ?? 0
        if let moved = ListSelection.moved(row, by: command, count: rows.count), rows.indices.contains(moved) {
            overlay = .tableOfContents(selection: rows[moved])
            return []
        }
        switch command {
        case .toggleContentsOrder: contentsOrder = contentsOrder == .path ? .documents : .path
        case .openSelection: return go(lesson: selection)
        case .closeWindow: overlay = nil
        default: break
        }
        return []
    }

    private mutating func handleOperatorCommand(_ command: Command?, key: Key, _ search: SearchState) -> [NotebookEffect] {
        var search = search
        let matches = OperatorIndex.matches(in: course, query: search.query)
        switch command {
        case .closeWindow:
            overlay = nil
            return []
        case .openSelection:
            guard matches.indices.contains(search.selection) else {
                message = .init(UIText.Notebook.Overlays.noRowMentions(search.query).text)
                return []
            }
            let entry = matches[search.selection]
            guard let lesson = entry.lessonIndex else {
                message = .init(UIText.Notebook.Overlays.operatorHasNoLesson(entry.operatorName).text, kind: .warning)
                return []
            }
            return go(lesson: lesson)
        case .openPlayground:
            guard matches.indices.contains(search.selection) else {
                message = .init(UIText.Notebook.Overlays.noRowMentions(search.query).text)
                return []
            }
            // Esc in the playground comes back to this window, as it is now.
            return openPlayground(ofOperator: matches[search.selection].operatorName, from: .operatorIndex(search))
        default:
            search.edit(with: command, key: key, matchCount: matches.count)
        }
        overlay = .operators(search)
        return []
    }

    private mutating func handleSearchCommand(_ command: Command?, key: Key, _ search: SearchState) -> [NotebookEffect] {
        var search = search
        let matches = SearchIndex.matches(in: course, query: search.query)
        switch command {
        case .closeWindow:
            overlay = nil
            return []
        case .openSelection:
            guard matches.indices.contains(search.selection) else {
                message = .init((search.query.isEmpty ? UIText.Notebook.Overlays.typeWhatToLookFor : UIText.Notebook.Overlays.noLessonMentions(search.query)).text)
                return []
            }
            return go(lesson: matches[search.selection].lessonIndex)
        default:
            search.edit(with: command, key: key, matchCount: matches.count)
        }
        overlay = .search(search)
        return []
    }
}

extension SearchState {
    /// What every type-to-filter window does with its list and typing commands: move the
    /// selection among `matchCount` matches, or change the query and go back to the first match.
    mutating func edit(with command: Command?, key: Key, matchCount: Int) {
        guard let command else { return }
        if let moved = ListSelection.moved(selection, by: command, count: matchCount) {
            selection = moved
            return
        }
        switch command {
        case .deleteCharacter:
            if !query.isEmpty { query.removeLast() }
            selection = 0
        case .typeCharacter:
            if case .character(let character) = key { query.append(character) }
            selection = 0
        default: break
        }
    }
}

extension Overlay {
    /// Which rows of the key table apply while this window is open.
    var keyContext: KeyContext {
        switch self {
        case .help: .help
        case .tableOfContents: .contents
        case .search: .search
        case .operators: .operators
        case .hints: .hints
        case .predict: .predict
        case .confirmDrop: .confirmDrop
        case .welcome: .welcome
        }
    }
}

/// The commands every list window moves its selection with — for the contents and the
/// type-to-filter windows alike.
enum ListSelection {
    static let pageSize = 10

    /// The selection after `command` among `count` rows, or nil when the command does not move it.
    static func moved(_ selection: Int, by command: Command, count: Int) -> Int? {
        let last = max(0, count - 1)
        switch command {
        case .selectNext: return min(last, selection + 1)
        case .selectPrevious: return max(0, selection - 1)
        case .selectNextPage: return min(last, selection + pageSize)
        case .selectPreviousPage: return max(0, selection - pageSize)
        case .selectFirst: return 0
        case .selectLast: return last
        default: return nil
        }
    }
}
