import Foundation
import Testing

/// A translated chapter that cannot be read (not UTF-8, larger than a lesson file may be) is
/// said on standard error by the commands that show the translation, and is an error in lint —
/// never a silent fall back to English.
@Suite struct UnreadableTranslationTests {
    private func folder(in process: RxLearnProcess, translation: Data) throws -> URL {
        let folder = process.workspace.deletingLastPathComponent().appendingPathComponent("lessons")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("zh-Hans"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: RxLearnProcess.fixtures.appendingPathComponent("tiny/9.1-tiny.md"),
                                         to: folder.appendingPathComponent("9.1-tiny.md"))
        try translation.write(to: folder.appendingPathComponent("zh-Hans/9.1-tiny.md"))
        return folder
    }

    @Test(arguments: [
        ("not UTF-8", Data("# Chapter: 很小\n\n".utf8) + Data([0xFF, 0xFE, 0x0A]), "the file is not valid UTF-8 (byte 0xFF)"),
        ("too big", Data(repeating: 0x41, count: (4 << 20) + 1), "the file is larger than 4 MB"),
    ])
    func anUnreadableTranslationIsSaid(_ kind: String, _ contents: Data, _ reason: String) throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let lessons = try folder(in: process, translation: contents)
        for command in [["list"], ["show", "tiny-pass"]] {
            let result = try process.run(command + ["--lang", "zh-Hans", "--lessons", lessons.path])
            #expect(result.status == 0, "\(kind) \(command): \(result.stderr)")
            let notes = result.stderr.split(separator: "\n").filter { $0.contains("zh-Hans/9.1-tiny.md") }
            #expect(notes.count == 1, "\(kind) \(command): \(result.stderr)")
            #expect(notes.first?.hasPrefix("rxlearn: 无法读取简体中文译文 \(lessons.path)/zh-Hans/9.1-tiny.md（\(reason)") == true, "\(result.stderr)")
            #expect(notes.first?.hasSuffix("所以这一章的课以英文显示；`rxlearn lint` 会说明怎样修正") == true, "\(result.stderr)")
        }
        let english = try process.run(["list", "--lang", "en", "--lessons", lessons.path])
        #expect(english.stderr.isEmpty, "English is not the translation: \(english.stderr)")

        let lint = try process.run(["lint", "--lessons", lessons.path])
        #expect(lint.status == 2)
        let lines = lint.stdout.split(separator: "\n").filter { $0.contains("9.1-tiny.md") }
        #expect(lines.contains { $0.contains("zh-Hans/9.1-tiny.md:") && $0.contains("error: \(reason)") }, "\(lint.stdout)")
        #expect(!lines.contains { $0.contains("has no 简体中文 translation") }, "\(lint.stdout)")
    }

    /// `rxlearn check ID` reads only the exercise's chapter, and its translation: one that cannot
    /// be read is said there too.
    @Test func checkingAnExerciseWhoseChapterTranslationCannotBeReadSaysSo() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let lessons = process.workspace.deletingLastPathComponent().appendingPathComponent("lessons")
        try FileManager.default.createDirectory(at: lessons.appendingPathComponent("zh-Hans"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: RxLearnProcess.fixtures.appendingPathComponent("exercises/9.3-exercises.md"),
                                         to: lessons.appendingPathComponent("9.3-exercises.md"))
        try (Data("# Chapter: 练习\n\n".utf8) + Data([0xFF, 0x0A])).write(to: lessons.appendingPathComponent("zh-Hans/9.3-exercises.md"))
        for name in [["fx-double"], []] {
            let result = try process.run(["check"] + name + ["--lang", "zh-Hans", "--lessons", lessons.path])
            let notes = result.stderr.split(separator: "\n").filter { $0.contains("zh-Hans/9.3-exercises.md") }
            #expect(notes.count == 1, "check \(name): \(result.stderr)")
            #expect(notes.first?.hasPrefix("rxlearn: 无法读取简体中文译文 \(lessons.path)/zh-Hans/9.3-exercises.md（the file is not valid UTF-8 (byte 0xFF)") == true,
                    "\(result.stderr)")
        }
    }
}
