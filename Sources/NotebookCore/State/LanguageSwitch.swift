import Foundation
import LessonKit
import Localization

/// `L`: the course and the interface in the next language, at the same place. The reducer asks
/// the session to load the lessons in that language (`loadCourse`); when they come back
/// (`courseLoaded`) it shows them at the same lesson and stop, found by id, and asks the session
/// to speak the language (`useLanguage`). Results, edits, answers and progress are keyed by ids,
/// which a translation never changes, so they all stay.
extension NotebookState {
    mutating func requestNextLanguage() -> [NotebookEffect] {
        if languageRequested != nil {
            // Said in the language shown: the other one's lessons are not there yet.
            message = .init(UIText.Notebook.languageLoading.text)
            return []
        }
        let next = language.next
        languageRequested = next
        return [.loadCourse(next)]
    }

    mutating func switchCourse(to newCourse: Course, in newLanguage: Language) -> [NotebookEffect] {
        guard languageRequested == newLanguage else { return [] }
        languageRequested = nil
        // Lessons that could not be read at all: the interface alone changes language.
        let newCourse = newCourse.isEmpty ? course : newCourse
        let lessonID = currentLesson?.id
        let stopID = currentStopID
        let sameEntries = newCourse.entries.map(\.lesson.id) == course.entries.map(\.lesson.id)
        course = newCourse
        language = newLanguage
        if let lessonID, let index = course.index(ofLesson: lessonID) {
            lessonIndex = index
            stop = stopID.flatMap(course.entries[index].lesson.stop(withID:)) ?? .cell(0)
        } else {
            lessonIndex = min(lessonIndex, max(0, course.entries.count - 1))
            stop = .cell(0)
        }
        // The other language's prose wraps to other lines: the prose follows the stop again.
        proseScroll = nil
        // Matches found in the other language's text are other matches; a window that points
        // into the course by index is only kept while the indices still hold.
        switch overlay {
        case .search(var search)?:
            search.selection = 0
            overlay = .search(search)
        case .operators(var search)?:
            search.selection = 0
            overlay = .operators(search)
        case .tableOfContents?, .hints?, .predict?, .confirmDrop?:
            if !sameEntries { overlay = nil }
        case .help?, .welcome?, nil:
            break
        }
        message = .init(UIText.Notebook.languageSwitched(to: newLanguage.nativeName).text(in: newLanguage))
        return [.useLanguage(newLanguage)]
    }
}

extension Course {
    /// The course of a lessons folder in `language`: its chapters, learning path and section
    /// titles as `LessonLibrary` reads them (translated where the folder has a translation).
    public init(readingFolder folder: URL, language: Language) {
        let contents = LessonLibrary.read(folder: folder, language: language)
        self.init(chapters: contents.chapters, path: contents.path, sectionTitles: contents.sectionTitles)
    }

    /// What `Notebook.open` calls when the learner switches language: the same folder read again.
    public static func loader(readingFolder folder: URL) -> @Sendable (Language) -> Course {
        { language in Course(readingFolder: folder, language: language) }
    }
}
