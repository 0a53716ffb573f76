import Foundation
import Localization

/// Lint's checks of a translation against the English course: every chapter, lesson, cell,
/// exercise and hint translated (`Lesson.translationMismatches` for the structure and code), each
/// translation stamped with the English text it was made from and not stale, stage titles
/// translated, and the translated words readable in a terminal (`TranslatedProseCheck`).
public enum TranslationCheck {
    public static func run(_ translation: Translation, english chapters: [Chapter], path: LearningPath?, lessonsFolder: URL) -> [Diagnostic] {
        let language = translation.language
        var diagnostics = translation.diagnostics
        func file(_ name: String) -> String { Translation.path(name, language: language) }

        for name in translation.strayFiles {
            diagnostics.append(Diagnostic(
                file: file(name), line: 1, column: 1, severity: .error,
                message: "`\(name)` is not named after a chapter id, so it translates nothing",
                fix: "name a translation after the English chapter file it translates"))
        }
        let englishNames = Set(chapters.map(\.fileName))
        let avoidedWords = AvoidedWords(translation.glossary)
        for name in translation.chapters.keys.sorted() where !englishNames.contains(name) {
            diagnostics.append(Diagnostic(
                file: file(name), line: 1, column: 1, severity: .error,
                message: "there is no English chapter `\(name)` for this file to translate",
                fix: "name it after the English chapter file it translates, or remove it"))
        }

        let unreadable = Set(translation.unreadableChapters.map(\.file))
        for english in chapters {
            guard let translated = translation.chapters[english.fileName] else {
                // A file that is there but cannot be read has its error already.
                if unreadable.contains(english.fileName) { continue }
                diagnostics.append(Diagnostic(
                    file: english.fileName, line: 1, column: 1, severity: .warning,
                    message: "the chapter has no \(language.nativeName) translation",
                    fix: "translate it into \(file(english.fileName)) (see FORMAT.md, \"Translations\")"))
                continue
            }
            let stamps = englishStamps(of: english, in: lessonsFolder)
            diagnostics += stampDiagnostics(
                stamp: translated.sourceStamp, expected: stamps?.chapter, what: "the chapter's title and introduction",
                file: file(english.fileName), line: translated.location.line)
            let translatedLessons = Dictionary(translated.lessons.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            for lesson in english.lessons {
                guard let copy = translatedLessons[lesson.id] else {
                    diagnostics.append(Diagnostic(
                        file: english.fileName, line: lesson.location.line, column: 1, severity: .warning,
                        message: "lesson `\(lesson.id)` has no \(language.nativeName) translation",
                        fix: "translate it in \(file(english.fileName)), in the same place among its lessons"))
                    continue
                }
                for problem in lesson.translationMismatches(copy) {
                    diagnostics.append(Diagnostic(
                        file: file(english.fileName), line: copy.location.line, column: 1, severity: .error,
                        message: "the translation of lesson `\(lesson.id)` is not the English lesson in other words: \(problem)",
                        fix: "translate only words and comments; the English course is what is run and verified"))
                }
                diagnostics += stampDiagnostics(
                    stamp: copy.sourceStamp, expected: stamps?.lessons[lesson.id], what: "lesson `\(lesson.id)`",
                    file: file(english.fileName), line: copy.location.line)
            }
            let englishIDs = Set(english.lessons.map(\.id))
            for lesson in translated.lessons where !englishIDs.contains(lesson.id) {
                diagnostics.append(Diagnostic(
                    file: file(english.fileName), line: lesson.location.line, column: 1, severity: .error,
                    message: "lesson `\(lesson.id)` is not in the English chapter `\(english.fileName)`",
                    fix: "a translation keeps the English lesson ids; remove it or correct its id"))
            }
            if let lines = fileLines(lessonsFolder.appendingPathComponent(language.code).appendingPathComponent(english.fileName)) {
                diagnostics += TranslatedProseCheck.run(lines: lines, file: file(english.fileName), glossary: translation.glossary,
                                                        avoidedWords: avoidedWords)
            }
        }

        if let path {
            for stage in path.stages where translation.stageTitles.titles[stage.title] == nil {
                diagnostics.append(Diagnostic(
                    file: file(StageTitleTranslations.fileName), line: 1, column: 1, severity: .warning,
                    message: "the stage \"\(stage.title)\" has no \(language.nativeName) title",
                    fix: "add `- \(stage.title)\(StageTitleTranslations.separator)<title>`"))
            }
            let titles = Set(path.stages.map(\.title))
            for english in translation.stageTitles.titles.keys.sorted() where !titles.contains(english) {
                diagnostics.append(Diagnostic(
                    file: file(StageTitleTranslations.fileName), line: 1, column: 1, severity: .warning,
                    message: "no stage of PATH.md is titled \"\(english)\"",
                    fix: "write the stage's English title exactly as PATH.md has it, or remove the line"))
            }
        }
        return diagnostics
    }

    /// The stamps of an English chapter's text, as the file reads now.
    public static func englishStamps(of chapter: Chapter, in lessonsFolder: URL) -> SourceStamp.FileStamps? {
        fileLines(lessonsFolder.appendingPathComponent(chapter.fileName)).map { SourceStamp.stamps(lines: $0, chapter: chapter) }
    }

    static func fileLines(_ url: URL) -> [String]? {
        guard case .success(let data) = LessonFileReader.read(url, name: url.lastPathComponent),
              case .success(let text) = SourceText.decode(data) else { return nil }
        return text.lines
    }

    private static func stampDiagnostics(stamp: String?, expected: String?, what: String, file: String, line: Int) -> [Diagnostic] {
        guard let expected else { return [] }
        guard let stamp else {
            return [Diagnostic(
                file: file, line: line, column: 1, severity: .warning,
                message: "the translation of \(what) is not stamped with the English text it was made from",
                fix: "once it is checked against the English, run `rxlearn dev stamp-translations`")]
        }
        guard stamp == expected else {
            return [Diagnostic(
                file: file, line: line, column: 1, severity: .warning,
                message: "the translation of \(what) is stale: the English text changed since it was made",
                fix: "bring it up to date with the English, then run `rxlearn dev stamp-translations`")]
        }
        return []
    }
}
