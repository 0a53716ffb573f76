/// Keys while a window is open over the panes.
extension NotebookState {
    mutating func handleOverlayKey(_ key: Key, _ overlay: Overlay) -> [NotebookEffect] {
        switch overlay {
        case .help:
            // Any key closes the help; q closes it without quitting.
            self.overlay = nil
            return []
        case .hints:
            if key == .character("h") {
                return revealHint()
            } else {
                self.overlay = nil
            }
            return []
        case .tableOfContents(let selection):
            return handleContentsKey(key, selection: selection)
        case .search(let search):
            return handleSearchKey(key, search)
        case .operators(let search):
            return handleOperatorKey(key, search)
        case .predict(let input):
            return handlePredictKey(key, input)
        case .confirmDrop(let request):
            self.overlay = nil
            guard key == .character("y") else {
                message = .init("Kept your version.")
                return []
            }
            switch request {
            case .editedCell(let cell): return resetCell(cell)
            case .exerciseAnswer(let exerciseID): return resetExercise(exerciseID)
            }
        }
    }

    private mutating func handleContentsKey(_ key: Key, selection: Int) -> [NotebookEffect] {
        // j and k move too here: there is nothing to type in the contents.
        let movement: Key = key == .character("j") ? .down : key == .character("k") ? .up : key
        if let moved = ListSelection.moved(selection, by: movement, count: course.entries.count) {
            overlay = .tableOfContents(selection: moved)
            return []
        }
        switch key {
        case .enter: return go(lesson: selection)
        case .escape, .character("t"), .character("q"): overlay = nil
        default: break
        }
        return []
    }

    private mutating func handleOperatorKey(_ key: Key, _ search: SearchState) -> [NotebookEffect] {
        var search = search
        let matches = OperatorIndex.matches(in: course, query: search.query)
        switch key {
        case .escape:
            overlay = nil
            return []
        case .enter:
            guard matches.indices.contains(search.selection) else {
                message = .init("No row of the tree mentions “\(search.query)”.")
                return []
            }
            let entry = matches[search.selection]
            guard let lesson = entry.lessonIndex else {
                message = .init("`\(entry.operatorName)` has no lesson yet.", kind: .warning)
                return []
            }
            return go(lesson: lesson)
        default:
            search.edit(with: key, matchCount: matches.count)
        }
        overlay = .operators(search)
        return []
    }

    private mutating func handleSearchKey(_ key: Key, _ search: SearchState) -> [NotebookEffect] {
        var search = search
        let matches = SearchIndex.matches(in: course, query: search.query)
        switch key {
        case .escape:
            overlay = nil
            return []
        case .enter:
            guard matches.indices.contains(search.selection) else {
                message = .init(search.query.isEmpty ? "Type what to look for." : "No lesson mentions “\(search.query)”.")
                return []
            }
            return go(lesson: matches[search.selection].lessonIndex)
        default:
            search.edit(with: key, matchCount: matches.count)
        }
        overlay = .search(search)
        return []
    }
}

extension SearchState {
    /// The keys every type-to-filter window shares: arrows and pages move the selection among
    /// `matchCount` matches, typing and backspace change the query and go back to the first.
    mutating func edit(with key: Key, matchCount: Int) {
        if let moved = ListSelection.moved(selection, by: key, count: matchCount) {
            selection = moved
            return
        }
        switch key {
        case .backspace:
            if !query.isEmpty { query.removeLast() }
            selection = 0
        case .character(let character):
            query.append(character)
            selection = 0
        default: break
        }
    }
}

/// The keys every list window moves its selection with — arrows, pages, Home and End — for the
/// contents and the type-to-filter windows alike.
enum ListSelection {
    static let pageSize = 10

    /// The selection after `key` among `count` rows, or nil when the key does not move it.
    static func moved(_ selection: Int, by key: Key, count: Int) -> Int? {
        let last = max(0, count - 1)
        switch key {
        case .down: return min(last, selection + 1)
        case .up: return max(0, selection - 1)
        case .pageDown: return min(last, selection + pageSize)
        case .pageUp: return max(0, selection - pageSize)
        case .home: return 0
        case .end: return last
        default: return nil
        }
    }
}
