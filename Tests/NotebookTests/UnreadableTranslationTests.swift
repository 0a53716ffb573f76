import Foundation
import LessonKit
import Localization
import Testing
@testable import NotebookCore

/// After `L`, a translated chapter that cannot be read is said on the message line: its lessons
/// are shown in English, and the learner must know why.
@Suite struct UnreadableTranslationTests {
    /// The fixture lessons copied to a temporary folder, with the Chinese chapter's bytes made
    /// invalid UTF-8.
    static func lessonsWithABrokenTranslation() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rxlearn-broken-zh-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: Fixtures.lessonsFolder, to: folder)
        let chapter = folder.appendingPathComponent("zh-Hans/4.3-subjects.md")
        var bytes = try Data(contentsOf: chapter)
        bytes.insert(contentsOf: [0xFF, 0xFE, 0xC3], at: 20)
        try bytes.write(to: chapter)
        return folder
    }

    @Test func readingTheCourseInChineseNamesTheChapterThatCannotBeRead() throws {
        let folder = try Self.lessonsWithABrokenTranslation()
        defer { try? FileManager.default.removeItem(at: folder) }
        let reading = CourseReading(folder: folder, language: .simplifiedChinese)
        let notice = try #require(reading.notice)
        #expect(notice.english.contains("zh-Hans/4.3-subjects.md"))
        #expect(notice.english.contains("shown in English"))
        #expect(notice.text(in: .simplifiedChinese).contains("以英文显示"))
        // Its lessons are there all the same, in English.
        let publish = try #require(reading.course.index(ofLesson: "fx-publish"))
        #expect(reading.course.entries[publish].lesson.title == Fixtures.course.entries[Fixtures.course.index(ofLesson: "fx-publish")!].lesson.title)
    }

    @Test func aTranslationReadWholeHasNoNotice() {
        #expect(CourseReading(folder: Fixtures.lessonsFolder, language: .simplifiedChinese).notice == nil)
        #expect(CourseReading(folder: Fixtures.lessonsFolder, language: .english).notice == nil)
    }

    @Test func theNoticeIsSaidInsteadOfTheSwitch() throws {
        let folder = try Self.lessonsWithABrokenTranslation()
        defer { try? FileManager.default.removeItem(at: folder) }
        let reading = CourseReading(folder: folder, language: .simplifiedChinese)
        var state = NotebookState(course: Fixtures.course, language: .english)
        _ = NotebookReducer.reduce(&state, .key(.character("L")))
        let effects = NotebookReducer.reduce(&state, .language(.courseLoaded(.simplifiedChinese, reading.course, notice: reading.notice)))
        #expect(effects == [.useLanguage(.simplifiedChinese)])
        #expect(state.language == .simplifiedChinese)
        #expect(state.message == NotebookState.Message(try #require(reading.notice), kind: .warning))
    }

    @Test func withoutANoticeTheSwitchIsSaid() {
        var state = NotebookState(course: Fixtures.course, language: .english)
        _ = NotebookReducer.reduce(&state, .key(.character("L")))
        _ = NotebookReducer.reduce(&state, .language(.courseLoaded(.simplifiedChinese, ChineseScreenTests.course)))
        #expect(state.message == NotebookState.Message(UIText.Notebook.languageSwitched(to: Language.simplifiedChinese.nativeName)))
    }
}
