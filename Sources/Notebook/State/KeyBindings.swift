/// What a key does: in the notebook itself, or in one of the windows over it.
public enum Command: Sendable, Equatable, CaseIterable {
    case nextCell, previousCell, nextLesson, previousLesson
    case run, runAll
    case stepMode, stepForward, stepBack
    case edit, resetEdit, switchVersion
    case contents, search, operators, hint, predict, openPlayground
    case scrollProseDown, scrollProseUp, scrollCodeDown, scrollCodeUp
    case focusNextPane, toggleSetup
    case toggleStages, nextSubscription
    case help, cancel, quit
    // In the windows.
    case selectNext, selectPrevious, selectNextPage, selectPreviousPage, selectFirst, selectLast
    case openSelection, closeWindow, typeCharacter, deleteCharacter, toggleContentsOrder
    case nextHint, otherLane, submitPrediction, confirmDrop
    // In the marble playground.
    case editLane, stopEditing, cursorLeft, cursorRight, cursorHome, cursorEnd, resetInputs, compare
}

/// Where a key is pressed: the notebook, or a window over it (each has keys of its own).
public enum KeyContext: Sendable, Equatable, CaseIterable {
    case notebook, help, contents, search, operators, hints, predict, confirmDrop, welcome
    case playground, playgroundEditing

    /// How the help names the window.
    public var title: String {
        switch self {
        case .notebook: "Notebook"
        case .help: "This help"
        case .contents: "Contents (t)"
        case .search: "Search (/)"
        case .operators: "Which operator? (o)"
        case .hints: "Hints (h)"
        case .predict: "Predict (p)"
        case .confirmDrop: "Start afresh? (x)"
        case .welcome: "Welcome (first run)"
        case .playground: "Marble playground (m on an operator's lesson, Tab in o)"
        case .playgroundEditing: "Editing a lane in the playground (Enter)"
        }
    }
}

/// The one table of keys: the reducer and every window look commands up here, and the help and
/// the windows' footers list it, so none of them can disagree.
public struct KeyBinding: Sendable {
    /// When a notebook binding applies: arrows mean "next/previous event" in step mode and
    /// "next/previous lesson" otherwise.
    public enum Mode: Sendable { case always, stepping, notStepping }

    public var context: KeyContext = .notebook
    public var keys: [Key]
    /// The keys as the help shows them.
    public var label: String
    public var summary: String
    public var command: Command
    public var mode: Mode = .always
    /// The row for every key no other row of its window names: typing, or "any other key".
    public var matchesOtherKeys = false
    /// A notebook key that only means something on an operator's lesson (`op-…`): the help and
    /// the status bar list it only there.
    public var onlyOnOperatorLessons = false

    init(keys: [Key], label: String, summary: String, command: Command, mode: Mode, onlyOnOperatorLessons: Bool = false) {
        self.keys = keys
        self.label = label
        self.summary = summary
        self.command = command
        self.mode = mode
        self.onlyOnOperatorLessons = onlyOnOperatorLessons
    }

    init(_ context: KeyContext, _ keys: [Key], _ label: String, _ summary: String, _ command: Command, otherKeys: Bool = false) {
        self.context = context
        self.keys = keys
        self.label = label
        self.summary = summary
        self.command = command
        matchesOtherKeys = otherKeys
    }

    /// A binding with an empty label is a second key for a command already listed, and the
    /// help leaves it out.
    public static let all: [KeyBinding] = notebook + windows

    static let notebook: [KeyBinding] = [
        KeyBinding(keys: [.down, .character("j")], label: "↓ j", summary: "next cell / exercise", command: .nextCell, mode: .always),
        KeyBinding(keys: [.up, .character("k")], label: "↑ k", summary: "previous cell / exercise", command: .previousCell, mode: .always),
        KeyBinding(keys: [.character("]")], label: "] →", summary: "next lesson", command: .nextLesson, mode: .always),
        KeyBinding(keys: [.right], label: "", summary: "", command: .nextLesson, mode: .notStepping),
        KeyBinding(keys: [.character("[")], label: "[ ←", summary: "previous lesson", command: .previousLesson, mode: .always),
        KeyBinding(keys: [.left], label: "", summary: "", command: .previousLesson, mode: .notStepping),
        KeyBinding(keys: [.character("r"), .enter], label: "r Enter", summary: "run / check the exercise", command: .run, mode: .always),
        KeyBinding(keys: [.character("a")], label: "a", summary: "run all cells of the lesson", command: .runAll, mode: .always),
        KeyBinding(keys: [.character("s")], label: "s", summary: "step mode on/off", command: .stepMode, mode: .always),
        KeyBinding(keys: [.character(" "), .right], label: "Space →", summary: "step: next event", command: .stepForward, mode: .stepping),
        KeyBinding(keys: [.left], label: "←", summary: "step: one event back", command: .stepBack, mode: .stepping),
        KeyBinding(keys: [.character("p")], label: "p", summary: "predict a lane, then run", command: .predict, mode: .always),
        KeyBinding(keys: [.character("e")], label: "e", summary: "edit in $VISUAL/$EDITOR", command: .edit, mode: .always),
        KeyBinding(keys: [.character("x")], label: "x", summary: "lesson's code / start file", command: .resetEdit, mode: .always),
        KeyBinding(keys: [.character("v")], label: "v", summary: "your copy / lesson's code", command: .switchVersion, mode: .always),
        KeyBinding(keys: [.character("t")], label: "t", summary: "table of contents", command: .contents, mode: .always),
        KeyBinding(keys: [.character("/")], label: "/", summary: "search the lessons", command: .search, mode: .always),
        KeyBinding(keys: [.character("o")], label: "o", summary: "which operator? (decision tree)", command: .operators, mode: .always),
        KeyBinding(keys: [.character("h")], label: "h", summary: "exercise hint, one more", command: .hint, mode: .always),
        KeyBinding(keys: [.character("m")], label: "m", summary: "the operator's playground", command: .openPlayground,
                   mode: .always, onlyOnOperatorLessons: true),
        KeyBinding(keys: [.pageDown, .character("J")], label: "PgDn J", summary: "scroll the prose down", command: .scrollProseDown, mode: .always),
        KeyBinding(keys: [.pageUp, .character("K")], label: "PgUp K", summary: "scroll the prose up", command: .scrollProseUp, mode: .always),
        KeyBinding(keys: [.tab, .character("f")], label: "Tab f", summary: "give the next pane the screen", command: .focusNextPane, mode: .always),
        KeyBinding(keys: [.character("d")], label: "d", summary: "scroll that pane (or the code) down", command: .scrollCodeDown, mode: .always),
        KeyBinding(keys: [.character("u")], label: "u", summary: "scroll that pane (or the code) up", command: .scrollCodeUp, mode: .always),
        KeyBinding(keys: [.character("z")], label: "z", summary: "show / fold the lesson's setup code", command: .toggleSetup, mode: .always),
        KeyBinding(keys: [.character("c")], label: "c", summary: "stages of ▸ subscription", command: .toggleStages, mode: .always),
        KeyBinding(keys: [.character("l")], label: "l", summary: "▸ to the next subscription", command: .nextSubscription, mode: .always),
        KeyBinding(keys: [.character("?")], label: "?", summary: "this help", command: .help, mode: .always),
        KeyBinding(keys: [.escape], label: "Esc", summary: "stop the run or check", command: .cancel, mode: .always),
        KeyBinding(keys: [.character("q")], label: "q", summary: "quit (progress is kept)", command: .quit, mode: .always),
    ]

    /// The keys of the windows over the notebook. As in the notebook's rows, an empty label is a
    /// key listed with the row before it (↑ with ↓, the page keys with both), left out of footers.
    static let windows: [KeyBinding] = [
        KeyBinding(.help, [.down, .character("j")], "↑/↓", "scroll", .selectNext),
        KeyBinding(.help, [.up, .character("k")], "", "", .selectPrevious),
        KeyBinding(.help, [.pageDown], "", "", .selectNextPage),
        KeyBinding(.help, [.pageUp], "", "", .selectPreviousPage),
        KeyBinding(.help, [], "any other key", "closes it", .closeWindow, otherKeys: true),

        KeyBinding(.contents, [.down, .character("j")], "↑/↓ j/k", "choose", .selectNext),
        KeyBinding(.contents, [.up, .character("k")], "", "", .selectPrevious),
        KeyBinding(.contents, [.pageDown], "", "", .selectNextPage),
        KeyBinding(.contents, [.pageUp], "", "", .selectPreviousPage),
        KeyBinding(.contents, [.home], "", "", .selectFirst),
        KeyBinding(.contents, [.end], "", "", .selectLast),
        KeyBinding(.contents, [.enter], "Enter", "open", .openSelection),
        KeyBinding(.contents, [.character("o")], "o", "order", .toggleContentsOrder),
        KeyBinding(.contents, [.escape, .character("t"), .character("q")], "Esc", "close", .closeWindow),

        KeyBinding(.search, [], "type", "to search", .typeCharacter, otherKeys: true),
        KeyBinding(.search, [.backspace], "", "", .deleteCharacter),
        KeyBinding(.search, [.down], "↑/↓", "choose", .selectNext),
        KeyBinding(.search, [.up], "", "", .selectPrevious),
        KeyBinding(.search, [.pageDown], "", "", .selectNextPage),
        KeyBinding(.search, [.pageUp], "", "", .selectPreviousPage),
        KeyBinding(.search, [.enter], "Enter", "open", .openSelection),
        KeyBinding(.search, [.escape], "Esc", "close", .closeWindow),

        KeyBinding(.operators, [], "type", "to filter", .typeCharacter, otherKeys: true),
        KeyBinding(.operators, [.backspace], "", "", .deleteCharacter),
        KeyBinding(.operators, [.down], "↑/↓", "choose", .selectNext),
        KeyBinding(.operators, [.up], "", "", .selectPrevious),
        KeyBinding(.operators, [.pageDown], "", "", .selectNextPage),
        KeyBinding(.operators, [.pageUp], "", "", .selectPreviousPage),
        KeyBinding(.operators, [.enter], "Enter", "its lesson", .openSelection),
        KeyBinding(.operators, [.tab], "Tab", "its playground", .openPlayground),
        KeyBinding(.operators, [.escape], "Esc", "close", .closeWindow),

        KeyBinding(.hints, [.character("h")], "h", "next hint", .nextHint),
        KeyBinding(.hints, [], "any other key", "closes", .closeWindow, otherKeys: true),

        KeyBinding(.predict, [], "type", "the marbles", .typeCharacter, otherKeys: true),
        KeyBinding(.predict, [.backspace], "", "", .deleteCharacter),
        KeyBinding(.predict, [.tab], "Tab", "other lane", .otherLane),
        KeyBinding(.predict, [.enter], "Enter", "runs the cell", .submitPrediction),
        KeyBinding(.predict, [.escape], "Esc", "cancels", .closeWindow),

        KeyBinding(.confirmDrop, [.character("y")], "y", "drops it", .confirmDrop),
        KeyBinding(.confirmDrop, [], "any other key", "keeps it", .closeWindow, otherKeys: true),

        // The first run's welcome page: q still quits, any other key opens the first lesson.
        KeyBinding(.welcome, [.character("q")], "q", "quits", .quit),
        KeyBinding(.welcome, [], "any other key", "starts the course", .closeWindow, otherKeys: true),

        // The marble playground: lane keys, then Enter to type into the chosen lane. Typing has
        // a mode of its own because letters are marbles (`-a-b-|`) as well as keys.
        KeyBinding(.playground, [.enter, .character("e")], "Enter", "edit", .editLane),
        KeyBinding(.playground, [.down, .tab, .character("j")], "↑/↓ Tab", "lane", .selectNext),
        KeyBinding(.playground, [.up, .character("k")], "", "", .selectPrevious),
        KeyBinding(.playground, [.character("r")], "r", "example's inputs", .resetInputs),
        KeyBinding(.playground, [.character("c")], "c", "compare", .compare),
        KeyBinding(.playground, [.escape, .character("q")], "Esc/q", "back", .closeWindow),

        KeyBinding(.playgroundEditing, [], "type", "marbles", .typeCharacter, otherKeys: true),
        KeyBinding(.playgroundEditing, [.backspace], "⌫", "delete", .deleteCharacter),
        KeyBinding(.playgroundEditing, [.left], "←/→ Home/End", "move", .cursorLeft),
        KeyBinding(.playgroundEditing, [.right], "", "", .cursorRight),
        KeyBinding(.playgroundEditing, [.home], "", "", .cursorHome),
        KeyBinding(.playgroundEditing, [.end], "", "", .cursorEnd),
        KeyBinding(.playgroundEditing, [.down, .tab], "↑/↓ Tab", "lane", .selectNext),
        KeyBinding(.playgroundEditing, [.up], "", "", .selectPrevious),
        KeyBinding(.playgroundEditing, [.enter, .escape], "Enter/Esc", "done", .stopEditing),
    ]

    /// The notebook's command for `key`, or nil when the key means nothing there.
    public static func command(for key: Key, stepping: Bool) -> Command? {
        notebook.first { binding in
            binding.keys.contains(key) && binding.applies(stepping: stepping)
        }?.command
    }

    /// A window's command for `key`: its own row, else the row for other keys; nil when neither.
    /// Typing rows match characters only.
    public static func command(for key: Key, in context: KeyContext) -> Command? {
        let rows = windows.filter { $0.context == context }
        if let row = rows.first(where: { $0.keys.contains(key) }) { return row.command }
        guard let other = rows.first(where: \.matchesOtherKeys) else { return nil }
        if other.command == .typeCharacter, case .character = key {
            return .typeCharacter
        }
        return other.command == .typeCharacter ? nil : other.command
    }

    /// A window's keys in one line, for its footer and the help: `↑ choose · Enter open · Esc close`.
    public static func summary(of context: KeyContext) -> String {
        windows.filter { $0.context == context && !$0.label.isEmpty }
            .map { "\($0.label) \($0.summary)" }
            .joined(separator: " · ")
    }

    func applies(stepping: Bool) -> Bool {
        switch mode {
        case .always: true
        case .stepping: stepping
        case .notStepping: !stepping
        }
    }
}
