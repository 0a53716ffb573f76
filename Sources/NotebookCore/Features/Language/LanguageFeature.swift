import Foundation
import LessonKit
import Localization

/// `L`: the course and the interface in the next language, at the same place. The feature asks
/// the session to load the lessons in that language (`loadCourse`); when they come back
/// (`courseLoaded`) the notebook shows them at the same lesson and stop, found by id, and speaks
/// the language. The screen is drawn in `current`, so everything on it — results, messages,
/// windows — changes at once. Results, edits, answers and progress are keyed by ids, which a
/// translation never changes, so they all stay.
public enum LanguageFeature {
    public struct State: Sendable, Equatable {
        /// The language the course and the interface are shown in.
        public var current: Language
        /// Set from `L` until the other language's lessons arrive.
        public var requested: Language?

        public init(current: Language) {
            self.current = current
        }
    }

    public enum Action: Sendable, Equatable {
        case command(LanguageCommand)
        /// The lessons in `language` were loaded after `L`: the notebook shows them from now on.
        /// `notice`: what the learner must be told about reading them (a translated chapter that
        /// could not be read, and so is shown in English), said instead of the switch.
        case courseLoaded(Language, Course, notice: Phrase? = nil)
    }

    static func reduce(_ state: inout State, _ action: Action, in notebook: NotebookState) -> [FeatureEffect] {
        switch action {
        case .command(.switchLanguage):
            // Said in the language shown: the other one's lessons are not there yet.
            guard state.requested == nil else { return [.say(UIText.Notebook.languageLoading)] }
            let next = state.current.next
            state.requested = next
            return [.session(.loadCourse(next))]
        case .courseLoaded(let language, let course, let notice):
            guard state.requested == language else { return [] }
            state.requested = nil
            state.current = language
            // Lessons that could not be read at all: the interface alone changes language.
            let course = course.isEmpty ? notebook.course : course
            let sameEntries = course.entries.map(\.lesson.id) == notebook.course.entries.map(\.lesson.id)
            return [
                .send(.navigation(.replaceCourse(course))),
                // The other language's prose wraps to other lines: the prose follows the stop again.
                .send(.layout(.proseFollowsStop)),
                .send(.overlays(.courseReplaced(sameEntries: sameEntries))),
                .send(.review(.courseReplaced(course))),
                notice.map { .say($0, .warning) } ?? .say(UIText.Notebook.languageSwitched(to: language.nativeName)),
                .session(.useLanguage(language)),
            ]
        }
    }
}

/// The key that switches the language.
public enum LanguageCommand: Sendable, Equatable {
    case switchLanguage
}

/// A course read in a language, and what the learner must be told about reading it.
public struct CourseReading: Sendable {
    public var course: Course
    /// A translated chapter that could not be read (its lessons are shown in English), named
    /// within the lessons folder; nil when all was read.
    public var notice: Phrase?

    public init(course: Course, notice: Phrase? = nil) {
        self.course = course
        self.notice = notice
    }

    /// The course of a lessons folder in `language`: its chapters, learning path and section
    /// titles as `LessonLibrary` reads them (translated where the folder has a translation).
    public init(folder: URL, language: Language) {
        let contents = LessonLibrary.read(folder: folder, language: language)
        course = Course(contents)
        notice = contents.translation.flatMap { translation in
            translation.unreadableChapters.first.map { file, reason in
                UIText.CommandLine.Failure.translationUnreadable(Translation.path(file, language: translation.language),
                                                                 language: translation.language.nativeName, reason: reason.message)
            }
        }
    }
}

extension Course {
    /// The course of a lessons folder in `language` (see `CourseReading`).
    public init(readingFolder folder: URL, language: Language) {
        self.init(LessonLibrary.read(folder: folder, language: language))
    }

    init(_ contents: LessonLibrary.Contents) {
        self.init(chapters: contents.chapters, path: contents.path, sectionTitles: contents.sectionTitles)
    }

    /// What `Notebook.open` calls when the learner switches language: the same folder read again.
    public static func loader(readingFolder folder: URL) -> @Sendable (Language) -> CourseReading {
        { language in CourseReading(folder: folder, language: language) }
    }
}
