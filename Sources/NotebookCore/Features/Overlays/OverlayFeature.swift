import LessonKit
import Localization

/// The windows over the panes (`t`, `/`, `o`, `?`, and the windows other features open: hints,
/// predict, "start afresh?", the welcome page). While one is open, keys go to it first, each
/// window looking its keys up in the one table (`KeyTable.windows`), which also writes its
/// footer and the help. What a window's key means to another feature is sent to that feature.
public enum OverlayFeature {
    public struct State: Sendable, Equatable {
        public var open: Overlay?
        /// How the contents lists the lessons: along the learning path, or in the documents' order
        /// (`o` in the contents switches; `]` and `[` always follow the path).
        public var contentsOrder = LessonOrder.path

        public init() {}
    }

    public enum Action: Sendable, Equatable {
        case command(OverlayCommand)
        /// A key pressed while a window is open, and the command it is there (nil: none).
        case window(WindowCommand?, Key)
        case open(Overlay)
        case close
        /// Enter in the predict window was refused: why, under the input.
        case predictionRefused(Phrase)
        /// The learner's editor closed on the predicted lines: what the file holds now.
        case predictionEdited([String])
        /// The course was read again in another language; `sameEntries` when its lessons are
        /// the same ones in the same order.
        case courseReplaced(sameEntries: Bool)
    }

    static func reduce(_ state: inout State, _ action: Action, in notebook: NotebookState) -> [FeatureEffect] {
        switch action {
        case .command(.contents):
            state.open = .tableOfContents(selection: notebook.lessonIndex)
        case .command(.search):
            state.open = .search(SearchState())
        case .command(.operators):
            guard !notebook.course.operatorChoices.isEmpty else { return [.say(UIText.Notebook.Messages.noDecisionTree)] }
            state.open = .operators(SearchState())
        case .command(.help):
            state.open = .help(scroll: 0)
        case .window(let command, let key):
            guard let open = state.open else { return [] }
            return handle(command, key: key, in: open, &state, notebook)
        case .open(let overlay):
            state.open = overlay
        case .close:
            state.open = nil
        case .predictionRefused(let reason):
            if case .predict(var input)? = state.open {
                input.error = reason
                state.open = .predict(input)
            }
        case .predictionEdited(let lines):
            // The lines the learner wrote in their editor, back in the input to read and run.
            if case .predict(var input)? = state.open, input.target == .printedLines {
                input.lines = lines.isEmpty ? [""] : lines
                input.line = input.lines.count - 1
                state.open = .predict(input)
            }
        case .courseReplaced(let sameEntries):
            // Matches found in the other language's text are other matches; a window that points
            // into the course by index is only kept while the indices still hold.
            switch state.open {
            case .search(var search)?:
                search.selection = 0
                state.open = .search(search)
            case .operators(var search)?:
                search.selection = 0
                state.open = .operators(search)
            case .tableOfContents?, .hints?, .predict?, .confirmDrop?, .solution?:
                if !sameEntries { state.open = nil }
            case .help?, .welcome?, nil:
                break
            }
        }
        return []
    }

    private static func handle(_ command: WindowCommand?, key: Key, in overlay: Overlay, _ state: inout State,
                               _ notebook: NotebookState) -> [FeatureEffect] {
        switch overlay {
        case .help(let scroll):
            // Arrows and pages scroll a help taller than the screen; any other key closes it
            // (q too, without quitting).
            switch command {
            case .selectNext: state.open = .help(scroll: scroll + 1)
            case .selectPrevious: state.open = .help(scroll: max(0, scroll - 1))
            case .selectNextPage: state.open = .help(scroll: scroll + ListSelection.pageSize)
            case .selectPreviousPage: state.open = .help(scroll: max(0, scroll - ListSelection.pageSize))
            default: state.open = nil
            }
            return []
        case .solution(let exerciseID, let scroll):
            // Like the help: arrows and pages scroll, any other key closes.
            switch command {
            case .selectNext: state.open = .solution(exerciseID: exerciseID, scroll: scroll + 1)
            case .selectPrevious: state.open = .solution(exerciseID: exerciseID, scroll: max(0, scroll - 1))
            case .selectNextPage: state.open = .solution(exerciseID: exerciseID, scroll: scroll + ListSelection.pageSize)
            case .selectPreviousPage: state.open = .solution(exerciseID: exerciseID, scroll: max(0, scroll - ListSelection.pageSize))
            default: state.open = nil
            }
            return []
        case .hints:
            if command == .nextHint { return [.send(.exercise(.revealHint))] }
            state.open = nil
            return []
        case .tableOfContents(let selection):
            return contents(command, selection: selection, &state, notebook)
        case .search(let search):
            return self.search(command, key: key, search, &state, notebook)
        case .operators(let search):
            return operators(command, key: key, search, &state, notebook)
        case .predict(let input):
            return predict(command, key: key, input, &state, notebook)
        case .confirmDrop(let request):
            state.open = nil
            guard command == .confirmDrop else { return [.say(UIText.Notebook.Messages.keptYourVersion)] }
            switch request {
            case .editedCell(let cell): return [.send(.edit(.resetConfirmed(cell)))]
            case .exerciseAnswer(let exerciseID): return [.send(.exercise(.startAfreshConfirmed(exerciseID: exerciseID)))]
            }
        case .welcome:
            if command == .quit { return [.quit] }
            // The course starts at the top of its first lesson, title first.
            return [.send(.navigation(.go(lesson: notebook.lessonIndex, stop: notebook.stop))), .send(.layout(.proseAtTitle))]
        }
    }

    private static func contents(_ command: WindowCommand?, selection: Int, _ state: inout State, _ notebook: NotebookState) -> [FeatureEffect] {
        guard let command else { return [] }
        // The selection is an entry (a lesson); it moves along the rows of the order shown.
        let rows = notebook.course.rows(in: state.contentsOrder)
        let row = rows.firstIndex(of: selection) ?? 0
        if let moved = ListSelection.moved(row, by: command, count: rows.count), rows.indices.contains(moved) {
            state.open = .tableOfContents(selection: rows[moved])
            return []
        }
        switch command {
        case .toggleContentsOrder: state.contentsOrder = state.contentsOrder == .path ? .documents : .path
        case .openSelection: return [.send(.navigation(.go(lesson: selection, stop: .cell(0))))]
        case .closeWindow: state.open = nil
        default: break
        }
        return []
    }

    private static func operators(_ command: WindowCommand?, key: Key, _ search: SearchState, _ state: inout State,
                                  _ notebook: NotebookState) -> [FeatureEffect] {
        var search = search
        let matches = OperatorIndex.matches(in: notebook.course, query: search.query)
        switch command {
        case .closeWindow:
            state.open = nil
            return []
        case .openSelection:
            guard matches.indices.contains(search.selection) else { return [.say(UIText.Notebook.Overlays.noRowMentions(search.query))] }
            let entry = matches[search.selection]
            guard let lesson = entry.lessonIndex else { return [.say(UIText.Notebook.Overlays.operatorHasNoLesson(entry.operatorName), .warning)] }
            return [.send(.navigation(.go(lesson: lesson, stop: .cell(0))))]
        case .openPlayground:
            guard matches.indices.contains(search.selection) else { return [.say(UIText.Notebook.Overlays.noRowMentions(search.query))] }
            // Esc in the playground comes back to this window, as it is now.
            return [.send(.playground(.open(.operatorNamed(matches[search.selection].operatorName, from: .operatorIndex(search)))))]
        default:
            search.edit(with: command, key: key, matchCount: matches.count)
        }
        state.open = .operators(search)
        return []
    }

    private static func search(_ command: WindowCommand?, key: Key, _ search: SearchState, _ state: inout State,
                               _ notebook: NotebookState) -> [FeatureEffect] {
        var search = search
        let matches = SearchIndex.matches(in: notebook.course, query: search.query)
        switch command {
        case .closeWindow:
            state.open = nil
            return []
        case .openSelection:
            guard matches.indices.contains(search.selection) else {
                return [.say(search.query.isEmpty ? UIText.Notebook.Overlays.typeWhatToLookFor : UIText.Notebook.Overlays.noLessonMentions(search.query))]
            }
            // A match in an exercise opens the lesson at that exercise, as the contents and ] do.
            let match = matches[search.selection]
            return [.send(.navigation(.go(lesson: match.lessonIndex, stop: match.exercise ?? .cell(0))))]
        default:
            search.edit(with: command, key: key, matchCount: matches.count)
        }
        state.open = .search(search)
        return []
    }

    /// The predict input: typing, moving and Tab here; submitting hands it to `PredictFeature`,
    /// `$EDITOR` to the session.
    private static func predict(_ command: WindowCommand?, key: Key, _ input: PredictInput, _ state: inout State,
                                _ notebook: NotebookState) -> [FeatureEffect] {
        var input = input
        switch command {
        case .closeWindow:
            state.open = nil
            return []
        case .otherLane:
            input = PredictFeature.nextTarget(after: input, in: notebook) ?? input
        case .submitPrediction:
            return [.send(.predict(.submit(input)))]
        case .editInEditor:
            guard notebook.editorAvailable else { return [.say(UIText.Notebook.Messages.noEditor, .warning)] }
            guard let key = notebook.currentKey else { return [] }
            return [.session(.editPrediction(key, lines: input.lines))]
        default:
            guard input.edit(with: command, key: key) else { return [] }
        }
        state.open = .predict(input)
        return []
    }
}

/// The keys that open the notebook's own windows.
public enum OverlayCommand: Sendable, Equatable {
    case contents, search, operators, help
}

extension SearchState {
    /// What every type-to-filter window does with its list and typing commands: move the
    /// selection among `matchCount` matches, or change the query and go back to the first match.
    mutating func edit(with command: WindowCommand?, key: Key, matchCount: Int) {
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
        case .predict(let input): input.keyContext
        case .confirmDrop: .confirmDrop
        case .welcome: .welcome
        case .solution: .solution
        }
    }
}

/// The commands every list window moves its selection with — for the contents and the
/// type-to-filter windows alike.
enum ListSelection {
    static let pageSize = 10

    /// The selection after `command` among `count` rows, or nil when the command does not move it.
    static func moved(_ selection: Int, by command: WindowCommand, count: Int) -> Int? {
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
