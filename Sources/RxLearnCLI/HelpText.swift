import ArgumentParser
import Foundation
import Localization
import Marbles
import SystemSupport

/// The command line's phrases (`UIText.CommandLine`), under a shorter name.
typealias CLIText = UIText.CommandLine

/// `--help` in the learner's language.
///
/// argument-parser builds its help when it parses (after `RxLearn.runAsMain` has chosen the
/// language) and wraps it at spaces, counting characters: right for English, wrong for Chinese,
/// which has no spaces to break at and whose characters take two columns. So a text that holds
/// wide characters is wrapped here first, at display width and CJK-aware (`TextWrapping`), into
/// lines narrow enough that argument-parser keeps them as they are. English is passed on
/// unchanged: argument-parser wraps it as it always has.
enum HelpText {
    /// argument-parser's column for option and subcommand help.
    private static let helpColumn = 26

    /// A command's abstract: shown after `OVERVIEW: ` in its own help and in the help column of
    /// its parent's subcommand list, which is the narrower of the two.
    static func abstract(_ phrase: Phrase) -> String {
        wrapped(phrase, width: screenWidth - helpColumn)
    }

    /// A command's discussion, under its abstract, from the left margin.
    static func discussion(_ phrase: Phrase) -> String {
        wrapped(phrase, width: screenWidth)
    }

    /// An option's or argument's help, in the help column. argument-parser appends
    /// ` (default: 30.0)` to an option with a default value: given as `defaultValue`, it goes on
    /// a line of its own when the wrapped text's last line has no room for it.
    static func help(_ phrase: Phrase, valueName: String? = nil, defaultValue: String? = nil) -> ArgumentHelp {
        var text = wrapped(phrase, width: screenWidth - helpColumn)
        if text != phrase.english, let defaultValue, let last = text.split(separator: "\n").last,
           DisplayWidth.of(last) + DisplayWidth.of(" (default: \(defaultValue))") > screenWidth - helpColumn - 1 {
            text += "\n"
        }
        return ArgumentHelp(text, valueName: valueName)
    }

    /// The phrase's text with every line wider than `width - 1` columns wrapped (one column to
    /// spare, for argument-parser counts a line's break too); English, and text without wide
    /// characters, unchanged.
    static func wrapped(_ phrase: Phrase, width: @autoclosure () -> Int) -> String {
        let text = phrase.text
        guard text != phrase.english else { return text }
        let room = max(20, width() - 1)
        let key = WrapKey(text: text, room: room)
        if let known = wrappedTexts.withLock({ $0[key] }) { return known }
        let wrapped = wrap(text, room: room)
        wrappedTexts.withLock { $0[key] = wrapped }
        return wrapped
    }

    /// Wrapped texts already made: argument-parser makes every command's help texts several
    /// times per parse (and `rxlearn run` never shows them), so each is wrapped once.
    private struct WrapKey: Hashable {
        let text: String
        let room: Int
    }
    private static let wrappedTexts = Locked<[WrapKey: String]>([:])

    private static func wrap(_ text: String, room: Int) -> String {
        guard text.contains(where: { DisplayWidth.of($0) > 1 }) else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line -> [String] in
            let line = String(line)
            guard DisplayWidth.of(line) > room else { return [line] }
            let indent = String(line.prefix { $0 == " " })
            return TextWrapping.lines(String(line.dropFirst(indent.count)), width: room - indent.count).map { indent + $0 }
        }.joined(separator: "\n")
    }

    /// The width argument-parser wraps at: `COLUMNS`, else the terminal's, else 80. Found once:
    /// argument-parser makes every command's help texts several times per parse, and asking the
    /// terminal each time cost an English `rxlearn run` in a debug build some 40 ms (the
    /// width is only asked for at all when a text is wrapped, that is in Chinese).
    static let screenWidth: Int = {
        if let columns = ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
        return TerminalCapabilities.current().size?.columns ?? 80
    }()
}
