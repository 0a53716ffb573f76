import Foundation
import Localization

/// All the chapters in a lessons folder, in document order.
public enum LessonLibrary {
    /// Files in the lessons folder that are not chapters: documentation, and the learning path
    /// and the documents' section titles, which are read on their own (`LearningPath`, `SectionTitles`).
    public static let documentationFiles: Set<String> = ["FORMAT.md", "README.md", LearningPath.fileName, SectionTitles.fileName]

    /// What a lessons folder holds: the chapters that loaded, every problem found, and the
    /// Markdown files that gave no chapter (so that commands which do not print every
    /// diagnostic can still name them).
    public struct Contents: Sendable {
        public var chapters: [Chapter]
        public var diagnostics: [Diagnostic]
        /// `.md` files (names within the folder, `sub/x.md` for a subfolder's) that were not
        /// loaded: misnamed, unreadable, not regular files, in a subfolder, or without a chapter.
        public var filesNotLoaded: [String]
        /// The teaching order from PATH.md; nil when the folder has none (the documents' order).
        public var path: LearningPath? = nil
        /// The documents' section titles from SECTIONS.md (none when the folder has no such file).
        public var sectionTitles = SectionTitles()
        /// The translation read for the language asked for (its parts that match the English
        /// course are already in `chapters` and `path`); nil for English, or when there is none.
        public var translation: Translation? = nil
    }

    /// Reads every chapter file (`*.md` but FORMAT.md and README.md) in `folder`. A file with
    /// problems never stops the others: its diagnostics are returned and whatever in it has no
    /// error is loaded. Diagnostics name files by their name within the folder.
    public static func load(folder: URL) -> (chapters: [Chapter], diagnostics: [Diagnostic]) {
        let contents = read(folder: folder)
        return (contents.chapters, contents.diagnostics)
    }

    /// Like `read(folder:)`, in `language`: the translated chapter titles, introductions,
    /// lessons and stage titles replace the English ones where a translation has them and
    /// matches the English course (`Translation.applied`). Problems of the translation are for
    /// `rxlearn lint` (`TranslationCheck`) and are not reported here: what is not translated
    /// well is shown in English.
    public static func read(folder: URL, language: Language) -> Contents {
        var contents = read(folder: folder)
        guard language != .source, let translation = Translation.read(lessonsFolder: folder, language: language) else { return contents }
        contents.chapters = translation.applied(to: contents.chapters)
        contents.path = contents.path.map(translation.applied(to:))
        // The documents' titles are shown beside English titles so that a reader of the
        // (Chinese) documents finds their place; beside Chinese titles they would say it twice.
        contents.sectionTitles = SectionTitles()
        contents.translation = translation
        return contents
    }

    /// Like `load(folder:)`, with the files that were not loaded named as well.
    public static func read(folder: URL) -> Contents {
        let names: [String]
        switch LessonFolderListing.names(in: folder) {
        case .failure(let refusal): return Contents(chapters: [], diagnostics: [refusal.diagnostic], filesNotLoaded: [])
        case .success(let found): names = found
        }
        var chapters: [Chapter] = []
        var diagnostics: [Diagnostic] = []
        var notLoaded: [String] = []
        var chapterFiles: [ChapterID: String] = [:]

        let markdown = names.filter { $0.hasSuffix(".md") && !documentationFiles.contains($0) }
        for name in ChapterOrdering.sorted(markdown) {
            guard let id = ChapterID(fileName: name) else {
                diagnostics.append(Diagnostic(
                    file: name, line: 1, column: 1, severity: .warning,
                    message: "`\(name)` is not named after a chapter id, so it is not loaded",
                    fix: "rename it `<section>-<name>.md`, e.g. `4.1-observable.md` or `R3-pure-functions.md`"))
                notLoaded.append(name)
                continue
            }
            if let other = chapterFiles[id] {
                diagnostics.append(Diagnostic(
                    file: name, line: 1, column: 1, severity: .error,
                    message: "chapter id \(id) is already used by `\(other)`",
                    fix: "give each chapter file its own section id; this file is skipped until then"))
                notLoaded.append(name)
                continue
            }
            chapterFiles[id] = name
            let parsed: (chapter: Chapter?, diagnostics: [Diagnostic])
            switch LessonFileReader.read(folder.appendingPathComponent(name), name: name) {
            case .failure(let refusal): parsed = (nil, [refusal.diagnostic])
            case .success(let data): parsed = ChapterParser.parseIgnoringDuplicates(data: data, fileName: name)
            }
            diagnostics += parsed.diagnostics
            if let chapter = parsed.chapter { chapters.append(chapter) } else { notLoaded.append(name) }
        }

        let nested = LessonFolderListing.markdownInSubfolders(of: folder, names: names)
        diagnostics += nested.map { path in
            Diagnostic(
                file: path, line: 1, column: 1, severity: .warning,
                message: "`\(path)` is in a subfolder, so it is not loaded",
                fix: "only files in the lessons folder itself are read: move it there if it is a chapter")
        }
        notLoaded += nested

        if chapters.isEmpty {
            diagnostics.append(Diagnostic(
                file: folder.path, line: 1, column: 1, severity: .error,
                message: "no chapter was loaded from this lessons folder",
                fix: "add chapter files named `<section>-<name>.md` (see FORMAT.md), or point rxlearn at the folder that holds them"))
        }
        let checked = DuplicateIDCheck.run(on: chapters)
        var contents = Contents(
            chapters: checked.chapters,
            diagnostics: diagnostics + checked.diagnostics + OperatorIndexCheck.run(on: checked.chapters),
            filesNotLoaded: notLoaded)
        if names.contains(LearningPath.fileName), let text = readOptional(LearningPath.fileName, in: folder, into: &contents.diagnostics) {
            let parsed = LearningPathParser.parse(text: text)
            contents.path = parsed.path
            contents.diagnostics += parsed.diagnostics + PathCheck.membership(parsed.path, checked.chapters)
        }
        if names.contains(SectionTitles.fileName), let text = readOptional(SectionTitles.fileName, in: folder, into: &contents.diagnostics) {
            let parsed = SectionTitles.parse(text: text)
            contents.sectionTitles = parsed.titles
            contents.diagnostics += parsed.diagnostics + parsed.titles.unknownSectionWarnings(chapters: checked.chapters)
        }
        return contents
    }

    /// The text of PATH.md or SECTIONS.md, or nil (with the reason as a diagnostic) when it cannot be read.
    private static func readOptional(_ name: String, in folder: URL, into diagnostics: inout [Diagnostic]) -> String? {
        switch LessonFileReader.read(folder.appendingPathComponent(name), name: name) {
        case .failure(let refusal):
            diagnostics.append(refusal.diagnostic)
            return nil
        case .success(let data):
            return String(decoding: data, as: UTF8.self)
        }
    }
}
