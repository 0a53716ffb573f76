import Foundation
import Testing
import LessonKit

@Suite struct LessonLibraryTests {
    let folder = TestFiles.fixtures.appendingPathComponent("library")

    @Test func loadsChaptersInDocumentOrderDespiteBadFiles() {
        let (chapters, _) = LessonLibrary.load(folder: folder)
        #expect(chapters.map(\.fileName) == ["0-intro.md", "4.1-observable.md", "4.2-subjects.md", "4.10-later.md", "R1-recipe.md"])
        #expect(chapters.map(\.title) == ["Introduction", "Observable", "Subjects", "Later", "A recipe"])
    }

    @Test func reportsEveryBadFileWithItsLocation() {
        let (_, diagnostics) = LessonLibrary.load(folder: folder)
        let messages = diagnostics.map(\.description)
        #expect(messages.contains("4.3-broken.md:3:15: error: the file is not valid UTF-8 (byte 0xE9) — save the file as UTF-8 in your editor"))
        #expect(messages.contains("4.4-empty.md:1:1: error: the file is empty — start it with `# Chapter: Title`, then add lessons"))
        #expect(messages.contains { $0.hasPrefix("notes.md:1:1: warning: `notes.md` is not named after a chapter id, so it is not loaded") })
        #expect(!messages.contains { $0.hasPrefix("README.md") })
    }

    @Test func duplicateIDsAcrossFilesKeepTheFirstInChapterOrder() {
        let (chapters, diagnostics) = LessonLibrary.load(folder: folder)
        let messages = diagnostics.map(\.description)
        #expect(messages.contains("4.2-subjects.md:3:1: error: duplicate lesson id `obs-1` — ids must be unique across all lessons; rename this one (it is skipped until then)"))
        #expect(messages.contains("4.1-observable.md:3:1: note: `obs-1` is first defined here"))
        #expect(messages.contains("4.2-subjects.md:23:1: error: duplicate exercise id `ex-1` — ids must be unique across all lessons; rename this one (it is skipped until then)"))
        #expect(messages.contains("4.1-observable.md:14:1: note: `ex-1` is first defined here"))
        let subjects = chapters.first { $0.fileName == "4.2-subjects.md" }
        #expect(subjects?.lessons.map(\.id) == ["subjects"])
        #expect(subjects?.lessons.first?.exercises == [])
        #expect(chapters.first { $0.fileName == "4.1-observable.md" }?.lessons.first?.exercises.map(\.id) == ["ex-1"])
    }

    @Test func twoFilesWithOneChapterID() throws {
        let temporary = try TestFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: temporary) }
        try "# Chapter: A\n".write(to: temporary.appendingPathComponent("4.1-a.md"), atomically: true, encoding: .utf8)
        try "# Chapter: B\n".write(to: temporary.appendingPathComponent("4.1-b.md"), atomically: true, encoding: .utf8)
        let (chapters, diagnostics) = LessonLibrary.load(folder: temporary)
        #expect(chapters.map(\.title) == ["A"])
        #expect(diagnostics.map(\.description) == [
            "4.1-b.md:1:1: error: chapter id 4.1 is already used by `4.1-a.md` — give each chapter file its own section id; this file is skipped until then",
        ])
    }

    @Test func aMissingFolderIsADiagnosticNotACrash() {
        let (chapters, diagnostics) = LessonLibrary.load(folder: URL(fileURLWithPath: "/nonexistent/lessons"))
        #expect(chapters.isEmpty)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.severity == .error)
    }

    @Test func theRepositoryLessonsFolderLoadsCleanly() {
        let (_, diagnostics) = LessonLibrary.load(folder: TestFiles.formatDocument.deletingLastPathComponent())
        #expect(diagnostics.filter { $0.severity == .error }.map(\.description) == [])
    }
}

@Suite struct ChapterOrderingTests {
    @Test func sortsSectionsNumericallyAndRecipesLast() {
        let names = ["R2-b.md", "4.10-x.md", "R1-a.md", "1-why.md", "4.2-y.md", "notes.md", "0-intro.md", "4.1.3-z.md", "4.1-w.md", "R10-c.md", "10-late.md"]
        #expect(ChapterOrdering.sorted(names) == [
            "0-intro.md", "1-why.md", "4.1-w.md", "4.1.3-z.md", "4.2-y.md", "4.10-x.md", "10-late.md",
            "R1-a.md", "R2-b.md", "R10-c.md", "notes.md",
        ])
    }

    @Test func chapterIDsFromFileNames() {
        #expect(ChapterID(fileName: "4.1-observable.md")?.description == "4.1")
        #expect(ChapterID(fileName: "R3-pure-functions.md")?.isRecipe == true)
        #expect(ChapterID(fileName: "4.1.md") == nil)
        #expect(ChapterID(fileName: "4.1-.md") == nil)
        #expect(ChapterID(fileName: "4..1-x.md") == nil)
        #expect(ChapterID(fileName: "FORMAT.md") == nil)
        #expect(ChapterID(fileName: "4.1-observable.txt") == nil)
        #expect(ChapterID("4.1")! < ChapterID("4.1.1")!)
        #expect(ChapterID("9")! < ChapterID("R1")!)
    }
}
