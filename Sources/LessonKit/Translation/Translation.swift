import Foundation
import Localization

/// A translation of the course: the chapter files of one language's subfolder of the lessons
/// folder (`Lessons/zh-Hans/4.1-observable.md` translates `Lessons/4.1-observable.md`), its
/// glossary and its stage titles. A translated file holds the English file's structure with its
/// words in another language; `Lesson.translationMismatches` proves that, and only a lesson that passes is
/// shown in place of the English one, so a missing or broken translation falls back to English.
public struct Translation: Sendable {
    public var language: Language
    /// Translated chapters by the English chapter's file name.
    public var chapters: [String: Chapter] = [:]
    public var glossary = Glossary()
    public var stageTitles = StageTitleTranslations()
    /// Problems reading the files (a translated file is parsed like any chapter file).
    public var diagnostics: [Diagnostic] = []
    /// Names of the subfolder's `.md` files that are not chapters of the English course.
    public var strayFiles: [String] = []
    /// Chapter files of the translation that gave no chapter at all (not UTF-8, larger than a
    /// lesson file may be, not a regular file…), each with the first reason: every lesson of
    /// such a chapter is shown in English, and the commands say so.
    public var unreadableChapters: [(file: String, reason: Diagnostic)] = []

    /// The files of a translation folder that are not chapters.
    public static let documentationFiles: Set<String> = ["README.md", Glossary.fileName, StageTitleTranslations.fileName]

    /// How diagnostics name a file of the translation: `zh-Hans/4.1-observable.md`.
    public static func path(_ name: String, language: Language) -> String { "\(language.code)/\(name)" }

    /// Reads `<lessons>/<language code>/`; nil when the folder has no such subfolder.
    public static func read(lessonsFolder: URL, language: Language) -> Translation? {
        let folder = lessonsFolder.appendingPathComponent(language.code, isDirectory: true)
        guard case .success(let names) = LessonFolderListing.names(in: folder) else { return nil }
        var translation = Translation(language: language)
        for name in names.sorted() where name.hasSuffix(".md") {
            let path = Self.path(name, language: language)
            let data: Data
            switch LessonFileReader.read(folder.appendingPathComponent(name), name: path) {
            case .failure(let refusal):
                translation.diagnostics.append(refusal.diagnostic)
                if ChapterID(fileName: name) != nil { translation.unreadableChapters.append((name, refusal.diagnostic)) }
                continue
            case .success(let bytes): data = bytes
            }
            switch name {
            case Glossary.fileName: translation.glossary = Glossary.parse(text: String(decoding: data, as: UTF8.self))
            case StageTitleTranslations.fileName: translation.stageTitles = StageTitleTranslations.parse(text: String(decoding: data, as: UTF8.self))
            case "README.md": continue
            default:
                guard ChapterID(fileName: name) != nil else {
                    translation.strayFiles.append(name)
                    continue
                }
                translation.addChapter(name, data: data)
            }
        }
        return translation
    }

    /// Reads the translation of the one chapter file `name` (`rxlearn check ID` reads one chapter)
    /// as `read(lessonsFolder:language:)` reads it: the chapter, or why it cannot be read;
    /// nothing when it is not translated.
    public static func read(chapter name: String, lessonsFolder: URL, language: Language) -> Translation {
        var translation = Translation(language: language)
        let file = lessonsFolder.appendingPathComponent(language.code, isDirectory: true).appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: file.path) else { return translation }
        switch LessonFileReader.read(file, name: path(name, language: language)) {
        case .failure(let refusal):
            translation.diagnostics.append(refusal.diagnostic)
            translation.unreadableChapters.append((name, refusal.diagnostic))
        case .success(let data):
            translation.addChapter(name, data: data)
        }
        return translation
    }

    /// Parses a translated chapter file: its chapter, or the first error that left it without one.
    private mutating func addChapter(_ name: String, data: Data) {
        let parsed = ChapterParser.parseTranslation(data: data, fileName: name, diagnosticFile: Self.path(name, language: language))
        diagnostics += parsed.diagnostics
        if let chapter = parsed.chapter {
            chapters[name] = chapter
        } else if let reason = parsed.diagnostics.first(where: { $0.severity == .error }) {
            unreadableChapters.append((name, reason))
        }
    }

    /// The English chapters with every translated part that matches its English original put in
    /// place: chapter titles and introductions, and each lesson that passes `Lesson.translationMismatches`.
    public func applied(to chapters: [Chapter]) -> [Chapter] {
        chapters.map { english in
            guard let translated = self.chapters[english.fileName] else { return english }
            var chapter = english
            chapter.title = translated.title
            chapter.introduction = translated.introduction
            let lessons = Dictionary(translated.lessons.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            chapter.lessons = english.lessons.map { lesson in
                guard let copy = lessons[lesson.id], lesson.translationMismatches(copy).isEmpty else {
                    return lesson
                }
                return copy
            }
            return chapter
        }
    }

    /// The path with its stage titles translated where the translation has them.
    public func applied(to path: LearningPath) -> LearningPath {
        var translated = path
        for index in translated.stages.indices {
            if let title = stageTitles.titles[translated.stages[index].title] {
                translated.stages[index].title = title
            }
        }
        return translated
    }
}
