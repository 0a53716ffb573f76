import ArgumentParser
import Foundation
import LessonKit
import Localization

/// The options every command shares: which lessons, and which workspace.
struct LessonOptions: ParsableArguments {
    @Option(name: .long, help: HelpText.help(CLIText.Help.lessonsOption, valueName: "dir"))
    var lessons: String?

    @Option(name: .long, help: HelpText.help(CLIText.Help.workspaceOption, valueName: "dir"))
    var workspace: String?

    /// Reads every chapter in the lessons folder, in the learner's language (the English course
    /// for the commands that run or check it: translations differ only in words and comments);
    /// problems come back as diagnostics.
    func loadLessons(language: Language = .current) throws -> LoadedLessons {
        let loaded = LoadedLessons(reading: try LessonFolder.locate(explicit: lessons), language: language)
        loaded.noteUnreadableTranslations()
        return loaded
    }

    /// For commands about one lesson: reads only the chapter that defines it when that is safe
    /// (see `LoadedLessons(readingChapterOfLesson:in:)`), else every chapter.
    func loadLessons(definingLesson id: String) throws -> LoadedLessons {
        LoadedLessons(readingChapterOfLesson: id, in: try LessonFolder.locate(explicit: lessons))
    }

    /// For commands about one exercise: reads only the chapter that defines it when that is safe
    /// (see `LessonLibrary.readChapter(definingExercise:in:language:)`), else every chapter.
    func loadLessons(definingExercise id: String) throws -> LoadedLessons {
        let loaded = LoadedLessons(readingChapterOfExercise: id, in: try LessonFolder.locate(explicit: lessons))
        loaded.noteUnreadableTranslations()
        return loaded
    }

    var workspaceLayout: WorkspaceLayout {
        WorkspaceLayout(root: WorkspaceLocation.resolve(explicit: workspace))
    }
}
