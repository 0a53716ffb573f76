import Localization

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
    case switchLanguage, help, cancel, quit
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
    public var title: String { titlePhrase.text }

    var titlePhrase: Phrase {
        typealias W = UIText.Notebook.Windows
        return switch self {
        case .notebook: W.notebook
        case .help: W.help
        case .contents: W.contents
        case .search: W.search
        case .operators: W.operators
        case .hints: W.hints
        case .predict: W.predict
        case .confirmDrop: W.confirmDrop
        case .welcome: W.welcome
        case .playground: W.playground
        case .playgroundEditing: W.playgroundEditing
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
    /// The keys as the help shows them, and what they do, in the learner's language.
    public var label: String { labelPhrase.text }
    public var summary: String { summaryPhrase.text }
    var labelPhrase: Phrase
    var summaryPhrase: Phrase
    public var command: Command
    public var mode: Mode = .always
    /// The row for every key no other row of its window names: typing, or "any other key".
    public var matchesOtherKeys = false
    /// A notebook key that only means something on an operator's lesson (`op-…`): the help and
    /// the status bar list it only there.
    public var onlyOnOperatorLessons = false

    init(keys: [Key], label: String, summary: Phrase, command: Command, mode: Mode, onlyOnOperatorLessons: Bool = false) {
        self.keys = keys
        self.labelPhrase = Phrase(label)
        self.summaryPhrase = summary
        self.command = command
        self.mode = mode
        self.onlyOnOperatorLessons = onlyOnOperatorLessons
    }

    init(_ context: KeyContext, _ keys: [Key], _ label: String, _ summary: Phrase, _ command: Command, otherKeys: Bool = false) {
        self.init(context, keys, Phrase(label), summary, command, otherKeys: otherKeys)
    }

    init(_ context: KeyContext, _ keys: [Key], _ label: Phrase, _ summary: Phrase, _ command: Command, otherKeys: Bool = false) {
        self.context = context
        self.keys = keys
        self.labelPhrase = label
        self.summaryPhrase = summary
        self.command = command
        matchesOtherKeys = otherKeys
    }

    /// A binding with an empty label is a second key for a command already listed, and the
    /// help leaves it out.
    public static let all: [KeyBinding] = notebook + windows

    private typealias K = UIText.Notebook.Keys

    static let notebook: [KeyBinding] = [
        KeyBinding(keys: [.down, .character("j")], label: "↓ j", summary: K.nextCell, command: .nextCell, mode: .always),
        KeyBinding(keys: [.up, .character("k")], label: "↑ k", summary: K.previousCell, command: .previousCell, mode: .always),
        KeyBinding(keys: [.character("]")], label: "] →", summary: K.nextLesson, command: .nextLesson, mode: .always),
        KeyBinding(keys: [.right], label: "", summary: Phrase(""), command: .nextLesson, mode: .notStepping),
        KeyBinding(keys: [.character("[")], label: "[ ←", summary: K.previousLesson, command: .previousLesson, mode: .always),
        KeyBinding(keys: [.left], label: "", summary: Phrase(""), command: .previousLesson, mode: .notStepping),
        KeyBinding(keys: [.character("r"), .enter], label: "r Enter", summary: K.run, command: .run, mode: .always),
        KeyBinding(keys: [.character("a")], label: "a", summary: K.runAll, command: .runAll, mode: .always),
        KeyBinding(keys: [.character("s")], label: "s", summary: K.stepMode, command: .stepMode, mode: .always),
        KeyBinding(keys: [.character(" "), .right], label: "Space →", summary: K.stepForward, command: .stepForward, mode: .stepping),
        KeyBinding(keys: [.left], label: "←", summary: K.stepBack, command: .stepBack, mode: .stepping),
        KeyBinding(keys: [.character("p")], label: "p", summary: K.predict, command: .predict, mode: .always),
        KeyBinding(keys: [.character("e")], label: "e", summary: K.edit, command: .edit, mode: .always),
        KeyBinding(keys: [.character("x")], label: "x", summary: K.resetEdit, command: .resetEdit, mode: .always),
        KeyBinding(keys: [.character("v")], label: "v", summary: K.switchVersion, command: .switchVersion, mode: .always),
        KeyBinding(keys: [.character("t")], label: "t", summary: K.contents, command: .contents, mode: .always),
        KeyBinding(keys: [.character("/")], label: "/", summary: K.search, command: .search, mode: .always),
        KeyBinding(keys: [.character("o")], label: "o", summary: K.operators, command: .operators, mode: .always),
        KeyBinding(keys: [.character("h")], label: "h", summary: K.hint, command: .hint, mode: .always),
        KeyBinding(keys: [.character("m")], label: "m", summary: K.playground, command: .openPlayground,
                   mode: .always, onlyOnOperatorLessons: true),
        KeyBinding(keys: [.pageDown, .character("J")], label: "PgDn J", summary: K.scrollProseDown, command: .scrollProseDown, mode: .always),
        KeyBinding(keys: [.pageUp, .character("K")], label: "PgUp K", summary: K.scrollProseUp, command: .scrollProseUp, mode: .always),
        KeyBinding(keys: [.tab, .character("f")], label: "Tab f", summary: K.focusNextPane, command: .focusNextPane, mode: .always),
        KeyBinding(keys: [.character("d")], label: "d", summary: K.scrollDown, command: .scrollCodeDown, mode: .always),
        KeyBinding(keys: [.character("u")], label: "u", summary: K.scrollUp, command: .scrollCodeUp, mode: .always),
        KeyBinding(keys: [.character("z")], label: "z", summary: K.toggleSetup, command: .toggleSetup, mode: .always),
        KeyBinding(keys: [.character("c")], label: "c", summary: K.toggleStages, command: .toggleStages, mode: .always),
        KeyBinding(keys: [.character("l")], label: "l", summary: K.nextSubscription, command: .nextSubscription, mode: .always),
        KeyBinding(keys: [.character("L")], label: "L", summary: K.switchLanguage, command: .switchLanguage, mode: .always),
        KeyBinding(keys: [.character("?")], label: "?", summary: K.help, command: .help, mode: .always),
        KeyBinding(keys: [.escape], label: "Esc", summary: K.cancel, command: .cancel, mode: .always),
        KeyBinding(keys: [.character("q")], label: "q", summary: K.quit, command: .quit, mode: .always),
    ]

    /// The keys of the windows over the notebook. As in the notebook's rows, an empty label is a
    /// key listed with the row before it (↑ with ↓, the page keys with both), left out of footers.
    static let windows: [KeyBinding] = [
        KeyBinding(.help, [.down, .character("j")], "↑/↓", K.scroll, .selectNext),
        KeyBinding(.help, [.up, .character("k")], "", Phrase(""), .selectPrevious),
        KeyBinding(.help, [.pageDown], "", Phrase(""), .selectNextPage),
        KeyBinding(.help, [.pageUp], "", Phrase(""), .selectPreviousPage),
        KeyBinding(.help, [], K.anyOtherKey, K.closesIt, .closeWindow, otherKeys: true),

        KeyBinding(.contents, [.down, .character("j")], "↑/↓ j/k", K.choose, .selectNext),
        KeyBinding(.contents, [.up, .character("k")], "", Phrase(""), .selectPrevious),
        KeyBinding(.contents, [.pageDown], "", Phrase(""), .selectNextPage),
        KeyBinding(.contents, [.pageUp], "", Phrase(""), .selectPreviousPage),
        KeyBinding(.contents, [.home], "", Phrase(""), .selectFirst),
        KeyBinding(.contents, [.end], "", Phrase(""), .selectLast),
        KeyBinding(.contents, [.enter], "Enter", K.open, .openSelection),
        KeyBinding(.contents, [.character("o")], "o", K.order, .toggleContentsOrder),
        KeyBinding(.contents, [.escape, .character("t"), .character("q")], "Esc", K.close, .closeWindow),

        KeyBinding(.search, [], K.type, K.toSearch, .typeCharacter, otherKeys: true),
        KeyBinding(.search, [.backspace], "", Phrase(""), .deleteCharacter),
        KeyBinding(.search, [.down], "↑/↓", K.choose, .selectNext),
        KeyBinding(.search, [.up], "", Phrase(""), .selectPrevious),
        KeyBinding(.search, [.pageDown], "", Phrase(""), .selectNextPage),
        KeyBinding(.search, [.pageUp], "", Phrase(""), .selectPreviousPage),
        KeyBinding(.search, [.enter], "Enter", K.open, .openSelection),
        KeyBinding(.search, [.escape], "Esc", K.close, .closeWindow),

        KeyBinding(.operators, [], K.type, K.toFilter, .typeCharacter, otherKeys: true),
        KeyBinding(.operators, [.backspace], "", Phrase(""), .deleteCharacter),
        KeyBinding(.operators, [.down], "↑/↓", K.choose, .selectNext),
        KeyBinding(.operators, [.up], "", Phrase(""), .selectPrevious),
        KeyBinding(.operators, [.pageDown], "", Phrase(""), .selectNextPage),
        KeyBinding(.operators, [.pageUp], "", Phrase(""), .selectPreviousPage),
        KeyBinding(.operators, [.enter], "Enter", K.itsLesson, .openSelection),
        KeyBinding(.operators, [.tab], "Tab", K.itsPlayground, .openPlayground),
        KeyBinding(.operators, [.escape], "Esc", K.close, .closeWindow),

        KeyBinding(.hints, [.character("h")], "h", K.nextHint, .nextHint),
        KeyBinding(.hints, [], K.anyOtherKey, K.closes, .closeWindow, otherKeys: true),

        KeyBinding(.predict, [], K.type, K.theMarbles, .typeCharacter, otherKeys: true),
        KeyBinding(.predict, [.backspace], "", Phrase(""), .deleteCharacter),
        KeyBinding(.predict, [.tab], "Tab", K.otherLane, .otherLane),
        KeyBinding(.predict, [.enter], "Enter", K.runsTheCell, .submitPrediction),
        KeyBinding(.predict, [.escape], "Esc", K.cancels, .closeWindow),

        KeyBinding(.confirmDrop, [.character("y")], "y", K.dropsIt, .confirmDrop),
        KeyBinding(.confirmDrop, [], K.anyOtherKey, K.keepsIt, .closeWindow, otherKeys: true),

        // The first run's welcome page: q still quits, any other key opens the first lesson.
        KeyBinding(.welcome, [.character("q")], "q", K.quits, .quit),
        KeyBinding(.welcome, [], K.anyOtherKey, K.startsTheCourse, .closeWindow, otherKeys: true),

        // The marble playground: lane keys, then Enter to type into the chosen lane. Typing has
        // a mode of its own because letters are marbles (`-a-b-|`) as well as keys.
        KeyBinding(.playground, [.enter, .character("e")], "Enter", K.editLane, .editLane),
        KeyBinding(.playground, [.down, .tab, .character("j")], "↑/↓ Tab", K.lane, .selectNext),
        KeyBinding(.playground, [.up, .character("k")], "", Phrase(""), .selectPrevious),
        KeyBinding(.playground, [.character("r")], "r", K.examplesInputs, .resetInputs),
        KeyBinding(.playground, [.character("c")], "c", K.compare, .compare),
        KeyBinding(.playground, [.escape, .character("q")], "Esc/q", K.back, .closeWindow),

        KeyBinding(.playgroundEditing, [], K.type, K.marbles, .typeCharacter, otherKeys: true),
        KeyBinding(.playgroundEditing, [.backspace], "⌫", K.delete, .deleteCharacter),
        KeyBinding(.playgroundEditing, [.left], "←/→ Home/End", K.move, .cursorLeft),
        KeyBinding(.playgroundEditing, [.right], "", Phrase(""), .cursorRight),
        KeyBinding(.playgroundEditing, [.home], "", Phrase(""), .cursorHome),
        KeyBinding(.playgroundEditing, [.end], "", Phrase(""), .cursorEnd),
        KeyBinding(.playgroundEditing, [.down, .tab], "↑/↓ Tab", K.lane, .selectNext),
        KeyBinding(.playgroundEditing, [.up], "", Phrase(""), .selectPrevious),
        KeyBinding(.playgroundEditing, [.enter, .escape], "Enter/Esc", K.done, .stopEditing),
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
            .joined(separator: UIText.Notebook.separator.text)
    }

    func applies(stepping: Bool) -> Bool {
        switch mode {
        case .always: true
        case .stepping: stepping
        case .notStepping: !stepping
        }
    }
}
