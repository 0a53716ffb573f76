import ArgumentParser
import LessonKit
import Localization

/// `rxlearn lint`: checks the lesson files and prints every problem as
/// `file:line:column: error: what is wrong — what to do`.
struct LintCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "lint",
            abstract: HelpText.abstract(CLIText.Help.lintAbstract),
            discussion: HelpText.discussion(CLIText.Help.lintDiscussion)
        )
    }

    @OptionGroup var options: LessonOptions

    func run() throws {
        let loaded = try options.loadLessons(language: .source).addingAuthorWarnings().addingTranslationChecks()
        for diagnostic in loaded.diagnostics {
            Console.outLine(loaded.describe(diagnostic))
        }
        if !loaded.lessons.flatMap(\.exercises).isEmpty {
            ExerciseCensusTable(census: ExerciseCensus(chapters: loaded.chapters)).lines.forEach(Console.outLine)
            if let path = loaded.path {
                StageCensusTable(census: StageExerciseCensus(path: path, chapters: loaded.chapters)).lines.forEach(Console.outLine)
            }
        }
        Console.outLine(LintSummary(loaded: loaded).text)
        if loaded.hasErrors { throw ExitStatus.lessonFileError }
    }
}

extension LoadedLessons {
    /// With the warnings only lint gives, for authors: exercises untagged, thin topics, hints that
    /// paste a line of the solution, operators used before the path teaches them or taught twice,
    /// stages too long or without each level of exercise.
    func addingAuthorWarnings() -> LoadedLessons {
        var added = ExerciseCensus.warnings(for: chapters, folder: folder.url.path) + HintGiveawayCheck.run(on: chapters)
            + InputDomainCheck.run(on: chapters)
        if let path {
            added += PathCheck.orderWarnings(path, on: chapters) + PathShapeCheck.warnings(path)
            if !lessons.flatMap(\.exercises).isEmpty {
                added += StageExerciseCensus(path: path, chapters: chapters).warnings
            }
        }
        var result = self
        result.diagnostics = diagnostics + added
        return result
    }
}

extension LoadedLessons {
    /// With the checks of every translation the folder has (`zh-Hans/`): parity with the English
    /// course, stamps, stage titles, and the translated words (`TranslationCheck`).
    func addingTranslationChecks() -> LoadedLessons {
        var result = self
        for language in Language.translations {
            guard let translation = Translation.read(lessonsFolder: folder.url, language: language) else { continue }
            result.diagnostics += TranslationCheck.run(translation, english: chapters, path: path, lessonsFolder: folder.url)
        }
        return result
    }
}

/// The last line of `rxlearn lint`: what was read, and how many problems.
struct LintSummary {
    let loaded: LoadedLessons

    var text: String {
        let lessons = loaded.lessons
        let cells = lessons.reduce(0) { $0 + $1.cells.count }
        let read = "\(loaded.folderDisplayPath): \(Self.count(loaded.chapters.count, "chapter")), "
            + "\(Self.count(lessons.count, "lesson")), \(Self.count(cells, "cell"))"
        let errors = loaded.diagnostics.filter { $0.severity == .error }.count
        let warnings = loaded.diagnostics.filter { $0.severity == .warning }.count
        if errors == 0 && warnings == 0 { return read + "; no problems" }
        return read + "; \(Self.count(errors, "error")), \(Self.count(warnings, "warning"))"
    }

    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
