import Foundation
import Testing
@testable import LessonKit

/// `LessonLibrary.readChapter(definingLesson:in:)`: the one-chapter read behind `rxlearn run ID`
/// gives the lesson the whole folder gives, or nil whenever another file could change it.
@Suite struct OneLessonReadTests {
    let library = TestFiles.fixtures.appendingPathComponent("library")
    let bundled = TestFiles.formatDocument.deletingLastPathComponent()

    @Test func everyBundledLessonReadAloneIsTheLessonTheWholeFolderGives() {
        let whole = LessonLibrary.read(folder: bundled)
        var lessons = 0
        var readAlone = 0
        for chapter in whole.chapters {
            for lesson in chapter.lessons {
                lessons += 1
                guard let one = LessonLibrary.readChapter(definingLesson: lesson.id, in: bundled) else { continue }
                readAlone += 1
                #expect(one.chapters.map(\.fileName) == [chapter.fileName])
                #expect(LessonLookup.lesson(withID: lesson.id, in: one.chapters)?.lesson == lesson, "\(lesson.id)")
                #expect(one.diagnostics.allSatisfy { $0.file == chapter.fileName })
            }
        }
        // Only lessons whose ids other chapters mention (a handful) need the whole folder.
        #expect(lessons > 100)
        #expect(readAlone >= lessons - 10, "\(readAlone) of \(lessons) lessons read alone")
    }

    @Test func aLessonNoOtherFileMentionsIsReadFromItsChapterAlone() throws {
        let one = try #require(LessonLibrary.readChapter(definingLesson: "recipe", in: library))
        #expect(one.chapters.map(\.fileName) == ["R1-recipe.md"])
        // The other files' problems (an invalid UTF-8 file, an empty one, duplicates) are not read.
        #expect(one.diagnostics.filter { $0.severity == .error } == [])
        #expect(one.chapters.first?.lessons.map(\.id) == ["recipe"])
    }

    @Test func aDuplicatedLessonIDNeedsTheWholeFolder() {
        // 4.1 and 4.2 both define `obs-1`; the whole folder keeps the first and reports the second.
        #expect(LessonLibrary.readChapter(definingLesson: "obs-1", in: library) == nil)
    }

    @Test func aLessonWhoseExerciseIDIsUsedElsewhereNeedsTheWholeFolder() throws {
        // `subjects` (4.2) has exercise `ex-1`, which 4.1 defines first: the whole folder drops it.
        #expect(LessonLibrary.readChapter(definingLesson: "subjects", in: library) == nil)
        let whole = LessonLibrary.read(folder: library)
        #expect(LessonLookup.lesson(withID: "subjects", in: whole.chapters)?.lesson.exercises == [])
    }

    @Test func anUnknownLessonNeedsTheWholeFolder() {
        #expect(LessonLibrary.readChapter(definingLesson: "no-such-lesson", in: library) == nil)
        #expect(LessonLibrary.readChapter(definingLesson: "", in: library) == nil)
        #expect(LessonLibrary.readChapter(definingLesson: "recipe", in: URL(fileURLWithPath: "/nonexistent/lessons")) == nil)
    }

    @Test func idsThatDifferOnlyInCaseNeedTheWholeFolder() throws {
        let folder = try TestFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try chapter("A", lesson: "Shared-Name").write(to: folder.appendingPathComponent("4.1-a.md"), atomically: true, encoding: .utf8)
        try chapter("B", lesson: "shared-name").write(to: folder.appendingPathComponent("4.2-b.md"), atomically: true, encoding: .utf8)
        #expect(LessonLibrary.readChapter(definingLesson: "shared-name", in: folder) == nil)
        #expect(LessonLibrary.readChapter(definingLesson: "Shared-Name", in: folder) == nil)
    }

    @Test func aChapterFileTheWholeFolderSkipsIsNotReadAlone() throws {
        let folder = try TestFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try chapter("A", lesson: "first").write(to: folder.appendingPathComponent("4.1-a.md"), atomically: true, encoding: .utf8)
        try chapter("B", lesson: "second").write(to: folder.appendingPathComponent("4.1-b.md"), atomically: true, encoding: .utf8)
        // 4.1-b.md repeats chapter id 4.1, so the whole folder skips it and has no `second`.
        #expect(LessonLookup.lesson(withID: "second", in: LessonLibrary.read(folder: folder).chapters) == nil)
        #expect(LessonLibrary.readChapter(definingLesson: "second", in: folder) == nil)
    }

    @Test func aChapterFileThatCannotBeReadNeedsTheWholeFolder() throws {
        let folder = try TestFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try chapter("A", lesson: "first").write(to: folder.appendingPathComponent("4.1-a.md"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("4.2-folder.md"), withIntermediateDirectories: false)
        #expect(LessonLibrary.readChapter(definingLesson: "first", in: folder) == nil)
        #expect(LessonLibrary.read(folder: folder).diagnostics.contains { $0.file == "4.2-folder.md" && $0.severity == .error })
    }

    @Test func aMentionIsTheIDAsAWholeWordInAnyCase() {
        func mentions(_ text: String, _ id: String) -> Bool {
            LessonIDMention.SearchableText(Data(text.utf8)).mentions(id)
        }
        #expect(mentions("## Lesson: Create {#4.1-create}", "4.1-create"))
        #expect(mentions("## Lesson: Create {#4.1-Create section=4.1}", "4.1-create"))
        #expect(mentions("## Lesson: Create {id=4.1-create}", "4.1-CREATE"))
        #expect(mentions("4.1-create", "4.1-create"))
        #expect(mentions("创建 {#4.1-create}", "4.1-create"))
        #expect(!mentions("## Lesson: Create {#4.1-create-observables}", "4.1-create"))
        #expect(!mentions("## Lesson: Create {#x4.1-create}", "4.1-create"))
        #expect(!mentions("## Lesson: Create {#4.1.create}", "4.1-create"))
        // `.` is an id character: `4.1-create.` is another word.
        #expect(!mentions("see 4.1-created and 4.1-create.", "4.1-create"))
        // A whole-word mention after a partial one is still found.
        #expect(mentions("4.1-created, then {#4.1-create}", "4.1-create"))
        #expect(!mentions("", "4.1-create"))
        #expect(!mentions("anything", ""))
    }

    private func chapter(_ title: String, lesson id: String) -> String {
        """
        # Chapter: \(title)

        ## Lesson: A lesson {#\(id)}

        Some prose.

        """
    }
}
