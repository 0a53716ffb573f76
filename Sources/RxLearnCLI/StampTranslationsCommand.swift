import ArgumentParser
import LessonKit
import Localization

/// `rxlearn dev stamp-translations`: records, in a translation's headings, which English text
/// each translated lesson was made from (`source=`), so that lint can say when the English
/// changes and the translation falls behind.
struct StampTranslationsCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "stamp-translations",
            abstract: HelpText.abstract(CLIText.Help.stampAbstract),
            discussion: HelpText.discussion(CLIText.Help.stampDiscussion)
        )
    }

    @OptionGroup var options: LessonOptions

    @Option(name: .long, help: HelpText.help(CLIText.Help.stampLanguage, valueName: "language", defaultValue: Language.simplifiedChinese.code))
    var language: String = Language.simplifiedChinese.code

    @Flag(name: .long, help: HelpText.help(CLIText.Help.stampStale))
    var stale = false

    @Argument(help: HelpText.help(CLIText.Help.stampIDs, valueName: "id"))
    var ids: [String] = []

    func run() throws {
        guard let chosen = LanguageChoice.language(named: language), chosen != .source else {
            throw UserFacingFailure(
                message: "`\(language)` is not a translation of the course: use \(Language.translations.map(\.code).joined(separator: " or ")).",
                status: ExitStatus.usage)
        }
        let loaded = try options.loadLessons(language: .source)
        loaded.reportErrors()
        guard let translation = Translation.read(lessonsFolder: loaded.folder.url, language: chosen) else {
            throw UserFacingFailure(
                message: "\(loaded.folderDisplayPath) has no \(chosen.code)/ folder, so there is nothing to stamp.", status: ExitStatus.failure)
        }
        let outcome = try SourceStampWriter.stamp(
            translation, english: loaded.chapters, lessonsFolder: loaded.folder.url, lessonIDs: Set(ids), restampStale: stale)
        outcome.refused.forEach { Console.errLine("not stamped: \($0)") }
        Console.outLine("stamped \(outcome.stamped.count) (\(chosen.code)); \(outcome.refused.count) refused")
        if !outcome.refused.isEmpty { throw ExitStatus.failure }
    }
}
