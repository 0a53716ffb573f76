import ArgumentParser
import Foundation
import LessonKit
import Localization

/// The chapters of one lessons folder, with the problems found reading them, and the wording
/// that points the user at files and lines.
struct LoadedLessons {
    let folder: LessonFolder
    let chapters: [Chapter]
    var diagnostics: [Diagnostic]
    /// `.md` files that gave no chapter, named within the folder (`notes.md`, `extra/4.9-x.md`).
    var filesNotLoaded: [String] = []
    /// The teaching order from the folder's PATH.md; nil means the documents' order.
    var path: LearningPath?
    /// The documents' section titles from the folder's SECTIONS.md.
    var sectionTitles = SectionTitles()
    /// Translated chapter files that could not be read at all (their lessons are in English),
    /// with why, when the lessons were read in a translation's language.
    var unreadableTranslations: [(file: String, reason: Diagnostic)] = []
    var language = Language.source

    /// Reads every chapter of `folder`, and its learning path and section titles, in `language`
    /// where the folder has a translation into it.
    init(reading folder: LessonFolder, language: Language = .current) {
        self.init(folder: folder, contents: LessonLibrary.read(folder: folder.url, language: language))
        self.language = language
    }

    /// Reads only the chapter that defines lesson `id` when that gives the same lesson, else
    /// every chapter (`LessonLibrary.readChapter(definingLesson:in:)` says when). For commands
    /// about one lesson that run its cells: the English lesson, whose code is what runs in
    /// every language; the diagnostics may then be that chapter's only.
    init(readingChapterOfLesson id: String, in folder: LessonFolder) {
        let contents = LessonLibrary.readChapter(definingLesson: id, in: folder.url) ?? LessonLibrary.read(folder: folder.url)
        self.init(folder: folder, contents: contents)
    }

    /// Reads only the chapter that defines exercise `id`, in the learner's language, when that
    /// gives the same exercise, else every chapter (`LessonLibrary.readChapter(definingExercise:in:language:)`
    /// says when): `rxlearn check ID` parses one chapter instead of every one.
    init(readingChapterOfExercise id: String, in folder: LessonFolder, language: Language = .current) {
        let contents = LessonLibrary.readChapter(definingExercise: id, in: folder.url, language: language)
            ?? LessonLibrary.read(folder: folder.url, language: language)
        self.init(folder: folder, contents: contents)
        self.language = language
    }

    private init(folder: LessonFolder, contents: LessonLibrary.Contents) {
        self.init(folder: folder, chapters: contents.chapters, diagnostics: contents.diagnostics, filesNotLoaded: contents.filesNotLoaded)
        path = contents.path
        sectionTitles = contents.sectionTitles
        unreadableTranslations = contents.translation.map { translation in
            translation.unreadableChapters.map { (Translation.path($0.file, language: translation.language), $0.reason) }
        } ?? []
    }

    init(folder: LessonFolder, chapters: [Chapter], diagnostics: [Diagnostic], filesNotLoaded: [String] = []) {
        self.folder = folder
        self.chapters = chapters
        self.diagnostics = diagnostics
        self.filesNotLoaded = filesNotLoaded
    }

    var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    var hasErrors: Bool { !errors.isEmpty }

    var lessons: [Lesson] { chapters.flatMap(\.lessons) }

    /// The lessons folder as the user would type it: relative to the current directory when it
    /// lies inside it, otherwise absolute.
    var folderDisplayPath: String {
        PathDisplay.relativeToCurrentDirectory(folder.url)
    }

    /// A lesson file as the user would open it: `Lessons/4.1-observable.md` (and the folder
    /// itself, for problems with the whole folder, as `Lessons`).
    func displayPath(ofFile name: String) -> String {
        if name == folder.url.path { return folderDisplayPath }
        return name.hasPrefix("/") ? name : folderDisplayPath + "/" + name
    }

    /// `Lessons/4.1-observable.md:12:5: error: … — fix`, openable from most editors and terminals.
    func describe(_ diagnostic: Diagnostic) -> String {
        var located = diagnostic
        located.file = displayPath(ofFile: diagnostic.file)
        return located.description
    }

    /// Where a line of a lesson file is: `Lessons/4.1-observable.md:42`.
    func describe(_ location: SourceLocation) -> String {
        "\(displayPath(ofFile: location.file)):\(location.line)"
    }

    /// The lesson with `id`. An unknown id is a usage error with a suggestion — unless the
    /// lesson files have errors, which may be why the lesson is missing.
    func lesson(withID id: String) throws -> (chapter: Chapter, lesson: Lesson) {
        if let found = LessonLookup.lesson(withID: id, in: chapters) {
            return found
        }
        if hasErrors {
            reportErrors()
            throw UserFacingFailure(
                message: CLIText.Failure.lessonLeftOutByErrors(id).text,
                status: ExitStatus.lessonFileError
            )
        }
        throw UserFacingFailure.noSuchLesson(id, in: folderDisplayPath, suggestion: LessonLookup.suggestion(for: id, in: chapters))
    }

    /// The lessons named by `ids`, in order: a lesson id names its lesson, a chapter id (`4.3`,
    /// `R2`) every lesson of the chapter. An id that is neither is the usual "no such lesson".
    func lessons(named ids: [String]) throws -> [Lesson] {
        try ids.flatMap { id -> [Lesson] in
            if let chapter = chapters.first(where: { $0.id.description == id }) { return chapter.lessons }
            return [try lesson(withID: id).lesson]
        }
    }

    /// Prints the errors (not the warnings) on standard error.
    func reportErrors() {
        for diagnostic in diagnostics where diagnostic.severity != .warning {
            Console.errLine(describe(diagnostic))
        }
    }

    /// One line on standard error naming the Markdown files that were not loaded, for commands
    /// that do not print every diagnostic (`list`): a misnamed or misplaced chapter is otherwise
    /// simply missing from the list.
    func noteFilesNotLoaded() {
        guard !filesNotLoaded.isEmpty else { return }
        let shown = filesNotLoaded.prefix(5).map { "`\(displayPath(ofFile: $0))`" }
        let note = CLIText.Failure.filesNotLoaded(filesNotLoaded.count, shown: shown, more: max(0, filesNotLoaded.count - 5))
        Console.errLine("rxlearn: \(note.text)")
    }

    /// One line on standard error per translated chapter that could not be read, whatever the
    /// command: the learner asked for the translation and sees English, and must be told why.
    func noteUnreadableTranslations() {
        for (file, reason) in unreadableTranslations {
            let note = CLIText.Failure.translationUnreadable(displayPath(ofFile: file), language: language.nativeName, reason: reason.message)
            Console.errLine("rxlearn: " + note.text)
        }
    }

    /// One line on standard error when some lesson file has errors, for commands about one lesson.
    func noteErrorsBriefly() {
        guard hasErrors else { return }
        Console.errLine("rxlearn: \(CLIText.Failure.errorsLeftPartsOut(errors.count).text)")
    }
}

enum PathDisplay {
    static func relativeToCurrentDirectory(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
        if path == current { return "." }
        if path.hasPrefix(current + "/") { return String(path.dropFirst(current.count + 1)) }
        return path
    }
}
