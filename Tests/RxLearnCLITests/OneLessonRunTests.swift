import Foundation
import Testing

/// `rxlearn run ID` reads only the chapter that defines the lesson when no other file can change
/// it (`LessonLibrary.readChapter(definingLesson:in:)`), and the whole folder otherwise, so a
/// duplicate id is still resolved and reported as always.
@Suite(.serialized) struct OneLessonRunTests {
    @Test func aDuplicatedIDRunsTheFirstDefinitionAndSaysSomethingWasLeftOut() throws {
        let folder = try lessonsFolder([
            "9.1-first.md": chapter("First", lesson: "twice", printing: "from the first"),
            "9.2-second.md": chapter("Second", lesson: "twice", printing: "from the second"),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let result = try process.run(["run", "twice", "--lessons", folder.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "from the first\n")
        #expect(result.stderr.contains("rxlearn: note: 1 error(s) in the lesson files left parts of them out; `rxlearn lint` lists them"),
                "\(result.stderr)")
    }

    @Test func aLessonNoOtherFileMentionsRunsWithoutReadingTheOthers() throws {
        // The other chapter is not valid UTF-8: reading the whole folder would note its error.
        let folder = try lessonsFolder([
            "9.1-first.md": chapter("First", lesson: "alone", printing: "alone"),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("# Chapter: Broken\n\u{FF}".utf8 + [0xE9]).write(to: folder.appendingPathComponent("9.2-broken.md"))
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let result = try process.run(["run", "alone", "--lessons", folder.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "alone\n")
        #expect(!result.stderr.contains("rxlearn: note:"), "\(result.stderr)")
        // `list` reads every chapter, and says so.
        let list = try process.run(["list", "--lessons", folder.path])
        #expect(list.stderr.contains("9.2-broken.md"), "\(list.stderr)")
    }

    private func lessonsFolder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rxlearn-one-lesson-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return folder
    }

    private func chapter(_ title: String, lesson id: String, printing text: String) -> String {
        """
        # Chapter: \(title)

        ## Lesson: A lesson {#\(id)}

        ```swift cell id=say
        print("\(text)")
        ```

        ```output
        \(text)
        ```

        """
    }
}
