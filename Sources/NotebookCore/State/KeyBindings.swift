import Localization

/// Where a key is pressed: the notebook, a window over it, or the marble playground. Each kind
/// of place has its own command type: `NotebookCommand`, `WindowCommand`, `PlaygroundCommand`.
public enum KeyContext: Sendable, Equatable, CaseIterable {
    case notebook, help, contents, search, operators, hints, predict, predictLines, predictChoice, confirmDrop, welcome, solution, classOffer
    case review
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
        case .predictLines: W.predictLines
        case .predictChoice: W.predictChoice
        case .confirmDrop: W.confirmDrop
        case .welcome: W.welcome
        case .solution: W.solution
        case .classOffer: UIText.Notebook.Class.offerWindow
        case .review: W.review
        case .playground: W.playground
        case .playgroundEditing: W.playgroundEditing
        }
    }
}

/// What a key does in the notebook itself: a command of the feature that owns it. Each feature
/// declares its own commands beside its reducer (`RunCommand` in `RunFeature.swift`, …), so a
/// new key touches that feature, a row of `KeyTable.notebook` and its words in the catalog.
public enum NotebookCommand: Sendable, Equatable {
    case navigation(NavigationCommand)
    case run(RunCommand)
    case step(StepCommand)
    case predict(PredictCommand)
    case edit(EditCommand)
    case exercise(ExerciseCommand)
    case chainOrder(ChainOrderCommand)
    case layout(LayoutCommand)
    case overlays(OverlayCommand)
    case playground(PlaygroundOpening)
    case language(LanguageCommand)
    case classroom(ClassroomCommand)
    case review(ReviewCommand)
    case quit
}

/// What a key does in a window over the notebook (the help, the contents, search, the operator
/// index, hints, predict, "start afresh?", the welcome page).
public enum WindowCommand: Sendable, Equatable, CaseIterable {
    case selectNext, selectPrevious, selectNextPage, selectPreviousPage, selectFirst, selectLast
    case openSelection, closeWindow, typeCharacter, deleteCharacter, toggleContentsOrder
    case nextHint, otherLane, submitPrediction, newLine, editInEditor, confirmDrop, acceptOffer, openPlayground, quit
}

/// What a key does in the marble playground, choosing a lane or typing into one.
public enum PlaygroundCommand: Sendable, Equatable, CaseIterable {
    case editLane, stopEditing, selectNext, selectPrevious, typeCharacter, deleteCharacter
    case cursorLeft, cursorRight, cursorHome, cursorEnd, resetInputs, compare, leave
}

/// One row of the key table: the keys, how the help shows them, and the command they give.
public struct KeyBinding<Command: Sendable & Equatable>: Sendable {
    /// When a notebook row applies: arrows mean "next/previous event" in step mode and
    /// "next/previous lesson" otherwise; some keys mean something else at an exercise.
    public enum Mode: Sendable, Equatable { case always, stepping, notStepping, atExercise }

    public var context: KeyContext
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

    /// A row the help leaves out: a second key for a command already listed, or the meaning a
    /// listed key takes at an exercise.
    var isListed: Bool { !labelPhrase.english.isEmpty }

    func applies(stepping: Bool, atExercise: Bool) -> Bool {
        switch mode {
        case .always: true
        case .stepping: stepping
        case .notStepping: !stepping
        case .atExercise: atExercise
        }
    }
}

extension KeyBinding where Command == NotebookCommand {
    init(keys: [Key], label: String, summary: Phrase, command: NotebookCommand, mode: Mode = .always, onlyOnOperatorLessons: Bool = false) {
        self.init(context: .notebook, keys: keys, labelPhrase: Phrase(label), summaryPhrase: summary, command: command, mode: mode,
                  onlyOnOperatorLessons: onlyOnOperatorLessons)
    }

    /// The meaning a key takes at an exercise, before its row for cells: not listed on its own.
    static func atExercise(_ keys: [Key], _ command: NotebookCommand) -> Self {
        Self(context: .notebook, keys: keys, labelPhrase: Phrase(""), summaryPhrase: Phrase(""), command: command, mode: .atExercise)
    }
}

extension KeyBinding {
    init(_ context: KeyContext, _ keys: [Key], _ label: String, _ summary: Phrase, _ command: Command, otherKeys: Bool = false) {
        self.init(context, keys, Phrase(label), summary, command, otherKeys: otherKeys)
    }

    init(_ context: KeyContext, _ keys: [Key], _ label: Phrase, _ summary: Phrase, _ command: Command, otherKeys: Bool = false) {
        self.init(context: context, keys: keys, labelPhrase: label, summaryPhrase: summary, command: command, matchesOtherKeys: otherKeys)
    }
}

/// The one table of keys: the reducers and every window look commands up here, and the help and
/// the windows' footers list it, so none of them can disagree. A row with an empty label is
/// left out of the help.
public enum KeyTable {
    private typealias K = UIText.Notebook.Keys

    public static let notebook: [KeyBinding<NotebookCommand>] = [
        KeyBinding(keys: [.down, .character("j")], label: "↓ j", summary: K.nextCell, command: .navigation(.nextStop)),
        KeyBinding(keys: [.up, .character("k")], label: "↑ k", summary: K.previousCell, command: .navigation(.previousStop)),
        KeyBinding(keys: [.character("]")], label: "] →", summary: K.nextLesson, command: .navigation(.nextLesson)),
        KeyBinding(keys: [.right], label: "", summary: Phrase(""), command: .navigation(.nextLesson), mode: .notStepping),
        KeyBinding(keys: [.character("[")], label: "[ ←", summary: K.previousLesson, command: .navigation(.previousLesson)),
        KeyBinding(keys: [.left], label: "", summary: Phrase(""), command: .navigation(.previousLesson), mode: .notStepping),
        .atExercise([.character("r"), .enter], .exercise(.check)),
        KeyBinding(keys: [.character("r"), .enter], label: "r Enter", summary: K.run, command: .run(.runCell)),
        KeyBinding(keys: [.character("a")], label: "a", summary: K.runAll, command: .run(.runAll)),
        .atExercise([.character("s")], .exercise(.explainKeys)),
        KeyBinding(keys: [.character("s")], label: "s", summary: K.stepMode, command: .step(.toggle)),
        KeyBinding(keys: [.character(" "), .right], label: "Space →", summary: K.stepForward, command: .step(.forward), mode: .stepping),
        KeyBinding(keys: [.left], label: "←", summary: K.stepBack, command: .step(.back), mode: .stepping),
        .atExercise([.character("p")], .exercise(.explainKeys)),
        KeyBinding(keys: [.character("p")], label: "p", summary: K.predict, command: .predict(.start)),
        KeyBinding(keys: [.character("E")], label: "E", summary: K.toggleExpected, command: .predict(.toggleExpected)),
        .atExercise([.character("e")], .exercise(.edit)),
        KeyBinding(keys: [.character("e")], label: "e", summary: K.edit, command: .edit(.edit)),
        .atExercise([.character("x")], .exercise(.askToStartAfresh)),
        KeyBinding(keys: [.character("x")], label: "x", summary: K.resetEdit, command: .edit(.askToReset)),
        .atExercise([.character("v")], .exercise(.explainKeys)),
        KeyBinding(keys: [.character("v")], label: "v", summary: K.switchVersion, command: .edit(.switchVersion)),
        KeyBinding(keys: [.character(".")], label: ". ,", summary: UIText.ChainOrder.selectLine, command: .chainOrder(.selectNext)),
        KeyBinding(keys: [.character(",")], label: "", summary: Phrase(""), command: .chainOrder(.selectPrevious)),
        KeyBinding(keys: [.character(">")], label: "> <", summary: UIText.ChainOrder.moveLine, command: .chainOrder(.moveDown)),
        KeyBinding(keys: [.character("<")], label: "", summary: Phrase(""), command: .chainOrder(.moveUp)),
        KeyBinding(keys: [.character("i")], label: "i", summary: UIText.ChainOrder.toggleLine, command: .chainOrder(.toggle)),
        KeyBinding(keys: [.character("t")], label: "t", summary: K.contents, command: .overlays(.contents)),
        KeyBinding(keys: [.character("/")], label: "/", summary: K.search, command: .overlays(.search)),
        KeyBinding(keys: [.character("o")], label: "o", summary: K.operators, command: .overlays(.operators)),
        KeyBinding(keys: [.character("h")], label: "h", summary: K.hint, command: .exercise(.hint)),
        KeyBinding(keys: [.character("m")], label: "m", summary: K.playground, command: .playground(.lessonPlayground),
                   onlyOnOperatorLessons: true),
        KeyBinding(keys: [.pageDown, .character("J")], label: "PgDn J", summary: K.scrollProseDown, command: .layout(.scrollProseDown)),
        KeyBinding(keys: [.pageUp, .character("K")], label: "PgUp K", summary: K.scrollProseUp, command: .layout(.scrollProseUp)),
        KeyBinding(keys: [.tab, .character("f")], label: "Tab f", summary: K.focusNextPane, command: .layout(.focusNextPane)),
        KeyBinding(keys: [.character("d")], label: "d", summary: K.scrollDown, command: .layout(.scrollDown)),
        KeyBinding(keys: [.character("u")], label: "u", summary: K.scrollUp, command: .layout(.scrollUp)),
        KeyBinding(keys: [.character("z")], label: "z", summary: K.toggleSetup, command: .layout(.toggleSetup)),
        .atExercise([.character("c")], .exercise(.toggleStages)),
        KeyBinding(keys: [.character("c")], label: "c", summary: K.toggleStages, command: .run(.toggleStages)),
        .atExercise([.character("l")], .exercise(.nextSubscription)),
        KeyBinding(keys: [.character("l")], label: "l", summary: K.nextSubscription, command: .run(.nextSubscription)),
        // `w` at an exercise shows the worked solution; at a cell, the setup's lanes.
        KeyBinding(keys: [.character("w")], label: "w", summary: K.workedSolution, command: .exercise(.showSolution), mode: .atExercise),
        KeyBinding(keys: [.character("w")], label: "w", summary: K.toggleSetupLanes, command: .run(.toggleSetupLanes)),
        KeyBinding(keys: [.character("R")], label: "R", summary: K.takeReviews, command: .review(.start)),
        KeyBinding(keys: [.character("L")], label: "L", summary: K.switchLanguage, command: .language(.switchLanguage)),
        KeyBinding(keys: [.character("P")], label: "P", summary: UIText.Notebook.Class.pollKey, command: .classroom(.poll)),
        KeyBinding(keys: [.character("F")], label: "F", summary: UIText.Notebook.Class.followKey, command: .classroom(.follow)),
        KeyBinding(keys: [.character("S")], label: "S", summary: UIText.Notebook.Class.shareKey, command: .classroom(.share)),
        KeyBinding(keys: [.character("?")], label: "?", summary: K.help, command: .overlays(.help)),
        KeyBinding(keys: [.escape], label: "Esc", summary: K.cancel, command: .run(.cancel)),
        KeyBinding(keys: [.character("q")], label: "q", summary: K.quit, command: .quit),
    ]

    /// The keys of the windows over the notebook. As in the notebook's rows, an empty label is a
    /// key listed with the row before it (↑ with ↓, the page keys with both), left out of footers.
    public static let windows: [KeyBinding<WindowCommand>] = [
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

        KeyBinding(.solution, [.down, .character("j")], "↑/↓", K.scroll, .selectNext),
        KeyBinding(.solution, [.up, .character("k")], "", Phrase(""), .selectPrevious),
        KeyBinding(.solution, [.pageDown], "", Phrase(""), .selectNextPage),
        KeyBinding(.solution, [.pageUp], "", Phrase(""), .selectPreviousPage),
        KeyBinding(.solution, [], K.anyOtherKey, K.closes, .closeWindow, otherKeys: true),

        KeyBinding(.predict, [], K.type, K.theMarbles, .typeCharacter, otherKeys: true),
        KeyBinding(.predict, [.backspace], "", Phrase(""), .deleteCharacter),
        KeyBinding(.predict, [.enter], "Enter", K.runsTheCell, .submitPrediction),
        KeyBinding(.predict, [.tab], "Tab", K.otherLane, .otherLane),
        KeyBinding(.predict, [.escape], "Esc", K.cancels, .closeWindow),

        // Typing the printed lines: Enter starts the next line, so Ctrl-D ("end of input") runs.
        KeyBinding(.predictLines, [], K.type, K.aLine, .typeCharacter, otherKeys: true),
        KeyBinding(.predictLines, [.backspace], "", Phrase(""), .deleteCharacter),
        KeyBinding(.predictLines, [.enter], "Enter", K.nextLine, .newLine),
        KeyBinding(.predictLines, [.up], "↑/↓", K.line, .selectPrevious),
        KeyBinding(.predictLines, [.down], "", Phrase(""), .selectNext),
        KeyBinding(.predictLines, [.control("d")], "Ctrl-D", K.runsTheCell, .submitPrediction),
        KeyBinding(.predictLines, [.control("e")], "Ctrl-E", K.inYourEditor, .editInEditor),
        KeyBinding(.predictLines, [.tab], "Tab", K.otherLane, .otherLane),
        KeyBinding(.predictLines, [.escape], "Esc", K.cancels, .closeWindow),

        // Choosing among the lesson's lines: a digit adds one.
        KeyBinding(.predictChoice, [], "1–9", K.addsThatLine, .typeCharacter, otherKeys: true),
        KeyBinding(.predictChoice, [.backspace], "⌫", K.removesTheLast, .deleteCharacter),
        KeyBinding(.predictChoice, [.enter], "Enter", K.runsTheCell, .submitPrediction),
        KeyBinding(.predictChoice, [.tab], "Tab", K.otherLane, .otherLane),
        KeyBinding(.predictChoice, [.escape], "Esc", K.cancels, .closeWindow),

        KeyBinding(.confirmDrop, [.character("y")], "y", K.dropsIt, .confirmDrop),
        KeyBinding(.confirmDrop, [], K.anyOtherKey, K.keepsIt, .closeWindow, otherKeys: true),

        KeyBinding(.classOffer, [.character("y")], "y", UIText.Notebook.Class.acceptOffer, .acceptOffer),
        KeyBinding(.classOffer, [], K.anyOtherKey, UIText.Notebook.Class.declineOffer, .closeWindow, otherKeys: true),

        // The first run's welcome page: q still quits, any other key opens the first lesson.
        KeyBinding(.welcome, [.character("q")], "q", K.quits, .quit),
        KeyBinding(.welcome, [], K.anyOtherKey, K.startsTheCourse, .closeWindow, otherKeys: true),
    ]

    /// A review session's keys (`R`): it has the exercise panes, so the keys that answer, move on
    /// and leave, and those that scroll the panes, show the help and switch the language; any
    /// other key says which work. Esc, q and R leave, as the playground's Esc and q do.
    public static let review: [KeyBinding<NotebookCommand>] = [
        KeyBinding(.review, [.character("e")], "e", K.editReview, .review(.edit)),
        KeyBinding(.review, [.character("r"), .enter], "r Enter", K.checkReview, .review(.check)),
        KeyBinding(.review, [.character("n"), .character("]")], "n", K.nextReview, .review(.next)),
        KeyBinding(.review, [.tab, .character("f")], "Tab", K.focusNextPane, .layout(.focusNextPane)),
        KeyBinding(.review, [.character("d")], "d/u", K.scroll, .layout(.scrollDown)),
        KeyBinding(.review, [.character("u")], "", Phrase(""), .layout(.scrollUp)),
        KeyBinding(.review, [.pageDown, .character("J")], "J/K", K.scrollTask, .layout(.scrollProseDown)),
        KeyBinding(.review, [.pageUp, .character("K")], "", Phrase(""), .layout(.scrollProseUp)),
        KeyBinding(.review, [.character("?")], "?", K.help, .overlays(.help)),
        KeyBinding(.review, [.character("L")], "L", K.switchLanguage, .language(.switchLanguage)),
        KeyBinding(.review, [.escape, .character("q"), .character("R")], "Esc", K.leaveReviews, .review(.leave)),
        KeyBinding(.review, [], K.anyOtherKey, K.explainsReviewKeys, .review(.explainKeys), otherKeys: true),
    ]

    /// The command of `key` in a review session: its row, else the row that says which keys work.
    public static func reviewCommand(for key: Key) -> NotebookCommand {
        review.first { $0.keys.contains(key) }?.command ?? .review(.explainKeys)
    }

    /// The marble playground: lane keys, then Enter to type into the chosen lane. Typing has a
    /// mode of its own because letters are marbles (`-a-b-|`) as well as keys.
    public static let playground: [KeyBinding<PlaygroundCommand>] = [
        KeyBinding(.playground, [.enter, .character("e")], "Enter", K.editLane, .editLane),
        KeyBinding(.playground, [.down, .tab, .character("j")], "↑/↓ Tab", K.lane, .selectNext),
        KeyBinding(.playground, [.up, .character("k")], "", Phrase(""), .selectPrevious),
        KeyBinding(.playground, [.character("r")], "r", K.examplesInputs, .resetInputs),
        KeyBinding(.playground, [.character("c")], "c", K.compare, .compare),
        KeyBinding(.playground, [.escape, .character("q")], "Esc/q", K.back, .leave),

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
    public static func command(for key: Key, stepping: Bool, atExercise: Bool = false) -> NotebookCommand? {
        notebook.first { $0.keys.contains(key) && $0.applies(stepping: stepping, atExercise: atExercise) }?.command
    }

    /// A window's command for `key`: its own row, else the row for other keys; nil when neither.
    /// Typing rows match characters only.
    public static func command(for key: Key, in context: KeyContext) -> WindowCommand? {
        command(for: key, among: windows.filter { $0.context == context }, typing: .typeCharacter)
    }

    /// The playground's command for `key`, choosing a lane or (`editing`) typing into one.
    public static func playgroundCommand(for key: Key, editing: Bool) -> PlaygroundCommand? {
        let context: KeyContext = editing ? .playgroundEditing : .playground
        return command(for: key, among: playground.filter { $0.context == context }, typing: .typeCharacter)
    }

    private static func command<Command>(for key: Key, among rows: [KeyBinding<Command>], typing: Command) -> Command? {
        if let row = rows.first(where: { $0.keys.contains(key) }) { return row.command }
        guard let other = rows.first(where: \.matchesOtherKeys) else { return nil }
        guard other.command == typing else { return other.command }
        if case .character = key { return typing }
        return nil
    }

    /// A window's keys in one line, for its footer and the help: `↑ choose · Enter open · Esc close`.
    public static func summary(of context: KeyContext) -> String {
        let rows = windows.filter { $0.context == context }.map { ($0.isListed, $0.label, $0.summary) }
            + playground.filter { $0.context == context }.map { ($0.isListed, $0.label, $0.summary) }
            + review.filter { $0.context == context }.map { ($0.isListed, $0.label, $0.summary) }
        return rows.filter(\.0).map { "\($0.1) \($0.2)" }.joined(separator: UIText.Notebook.separator.text)
    }
}
