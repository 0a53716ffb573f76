import Foundation
import Testing
@testable import LessonKit
import Localization

/// The bundled course's Chinese edition, as `rxlearn lint` checks it: every chapter, lesson,
/// cell, exercise and hint translated, each lesson the English one apart from words and comments
/// (so `verify` and `dev check`, which run the English course, hold for it), every stamp up to
/// date, every stage titled, and the words clean of untranslated runs, narrow punctuation and
/// avoided terms.
@Suite struct BundledTranslationTests {
    static let lessons = TestFiles.repository.appendingPathComponent("Lessons")

    @Test func theChineseEditionIsCompleteFaithfulAndUpToDate() throws {
        let english = LessonLibrary.read(folder: Self.lessons)
        let translation = try #require(Translation.read(lessonsFolder: Self.lessons, language: .simplifiedChinese))
        let problems = TranslationCheck.run(translation, english: english.chapters, path: english.path, lessonsFolder: Self.lessons)
        #expect(problems.isEmpty, "\(problems.map(\.description).joined(separator: "\n"))")
        #expect(translation.chapters.count == english.chapters.count)
        #expect(translation.glossary.entries.count >= 30)
    }

    @Test func everyLessonIsShownInChineseAndNoneFallsBackToEnglish() throws {
        let english = LessonLibrary.read(folder: Self.lessons).chapters.flatMap(\.lessons)
        let chinese = LessonLibrary.read(folder: Self.lessons, language: .simplifiedChinese).chapters.flatMap(\.lessons)
        #expect(chinese.map(\.id) == english.map(\.id))
        let untranslated = zip(english, chinese).filter { $0.0.title == $0.1.title && $0.0.prose == $0.1.prose }.map(\.0.id)
        #expect(untranslated.isEmpty, "shown in English: \(untranslated)")
        // What the learner runs is the English cell's code, comments aside.
        for (original, translated) in zip(english.flatMap(\.cells), chinese.flatMap(\.cells)) {
            #expect(SwiftComments.sameCode(original.code.source, translated.code.source), "\(original.id)")
            #expect(original.expected.lineBlocks.map(\.lines) == translated.expected.lineBlocks.map(\.lines))
        }
    }
}
