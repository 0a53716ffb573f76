import Foundation
import LessonKit
import Localization
import Testing

/// A learner's file that is not UTF-8 is named with what it looks like, and an edited cell copy
/// that cannot be read is never taken for no copy at all.
@Suite struct LearnerTextFileTests {
    @Test(arguments: [
        ("Latin-1", Data([0x63, 0x61, 0x66, 0xE9, 0x0A])), // café
        ("Windows-1252", Data([0x93, 0x71, 0x94, 0x0A])), // “q”
        ("GBK/GB18030", Data([0x2F, 0x2F, 0x20, 0xC4, 0xE3, 0xBA, 0xC3])), // // 你好
        ("UTF-16", Data([0xFF, 0xFE, 0x70, 0x00, 0x72, 0x00])),
    ])
    func theEncodingIsGuessedFromTheBytes(_ expected: String, _ bytes: Data) {
        #expect(TextEncodingGuess.name(of: bytes) == expected)
    }

    @Test func bytesThatFitNoKnownEncodingGiveNoGuess() {
        #expect(TextEncodingGuess.name(of: Data([0x61, 0x62, 0x63])) == nil)
    }

    @Test func aLatin1FileIsASentenceThatNamesTheEncodingAndTheFix() throws {
        let folder = try TestFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("answer.swift")
        try Data([0x2F, 0x2F, 0x20, 0xE9, 0x0A]).write(to: file)
        #expect(throws: WorkspaceFileError(path: file.path, problem: UIText.LearnerFiles.notUTF8(looksLike: "Latin-1"),
                                           fix: UIText.LearnerFiles.saveAsUTF8)) {
            try WorkspaceLayout.read(file)
        }
        let error = WorkspaceFileError(path: file.path, problem: UIText.LearnerFiles.notUTF8(looksLike: "Latin-1"), fix: UIText.LearnerFiles.saveAsUTF8)
        #expect(error.description.hasSuffix("answer.swift is not UTF-8 text (it looks like Latin-1) — save it as UTF-8 in your editor"))
    }

    @Test func anEditedCellIsAbsentCodeOrUnreadableNeverSilentlyAbsent() throws {
        let folder = try TestFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let layout = WorkspaceLayout(root: folder)
        #expect(layout.editedCell(lessonID: "4.1", cellID: "one") == .absent)

        let file = layout.editedCellURL(lessonID: "4.1", cellID: "one")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("print(1)\n".utf8).write(to: file)
        #expect(layout.editedCell(lessonID: "4.1", cellID: "one") == .code("print(1)\n"))

        try Data([0x70, 0x72, 0x69, 0x6E, 0x74, 0x28, 0x22, 0xE9, 0x22, 0x29]).write(to: file)
        guard case .unreadable(let error) = layout.editedCell(lessonID: "4.1", cellID: "one") else {
            Issue.record("a Latin-1 copy was not reported")
            return
        }
        #expect(error.problem == "is not UTF-8 text (it looks like Latin-1)")
    }
}
