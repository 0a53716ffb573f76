/// What a key does when no overlay is open.
public enum Command: Sendable, Equatable, CaseIterable {
    case nextCell, previousCell, nextLesson, previousLesson
    case run, runAll
    case stepMode, stepForward, stepBack
    case edit, resetEdit, switchVersion
    case contents, search, operators, hint, predict
    case scrollProseDown, scrollProseUp, scrollCodeDown, scrollCodeUp
    case help, cancel, quit
}

/// The one table of keys: the reducer looks commands up here and the help overlay lists it, so
/// the two cannot disagree.
public struct KeyBinding: Sendable {
    /// When the binding applies: arrows mean "next/previous event" in step mode and "next/previous
    /// lesson" otherwise.
    public enum Mode: Sendable { case always, stepping, notStepping }

    public var keys: [Key]
    /// The keys as the help shows them.
    public var label: String
    public var summary: String
    public var command: Command
    public var mode: Mode

    /// A binding with an empty label is a second key for a command already listed, and the
    /// help leaves it out.
    public static let all: [KeyBinding] = [
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
        KeyBinding(keys: [.pageDown, .character("J")], label: "PgDn J", summary: "scroll the prose down", command: .scrollProseDown, mode: .always),
        KeyBinding(keys: [.pageUp, .character("K")], label: "PgUp K", summary: "scroll the prose up", command: .scrollProseUp, mode: .always),
        KeyBinding(keys: [.character("d")], label: "d", summary: "scroll a long cell down", command: .scrollCodeDown, mode: .always),
        KeyBinding(keys: [.character("u")], label: "u", summary: "scroll a long cell up", command: .scrollCodeUp, mode: .always),
        KeyBinding(keys: [.character("?")], label: "?", summary: "this help", command: .help, mode: .always),
        KeyBinding(keys: [.escape], label: "Esc", summary: "stop waiting for a run", command: .cancel, mode: .always),
        KeyBinding(keys: [.character("q")], label: "q", summary: "quit (progress is kept)", command: .quit, mode: .always),
    ]

    /// The command for `key`, or nil when the key means nothing here.
    public static func command(for key: Key, stepping: Bool) -> Command? {
        all.first { binding in
            binding.keys.contains(key) && binding.applies(stepping: stepping)
        }?.command
    }

    func applies(stepping: Bool) -> Bool {
        switch mode {
        case .always: true
        case .stepping: stepping
        case .notStepping: !stepping
        }
    }
}
