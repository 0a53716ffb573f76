import Foundation
import LessonKit
import Localization
import Testing
@testable import Notebook
@testable import NotebookCore

/// The learner's answer files as the notebook opens: one it cannot read (saved as Latin-1) is
/// said, with what to do, and left byte for byte — never taken for a missing answer.
@Suite struct WorkspaceExercisesTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rxlearn-answers-\(UUID().uuidString)")

    private var exercises: [Exercise] { Fixtures.course.entries.flatMap(\.lesson.exercises) }

    @Test func anAnswerFileThatIsNotUTF8IsSaidAndLeftAsItIs() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let workspace = WorkspaceExercises(workspace: folder)
        let shout = try #require(exercises.first { $0.id == "fx-shout" })
        let file = workspace.layout.exerciseURL(exerciseID: shout.id)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let latin1 = Data("// caf".utf8) + Data([0xE9]) + Data("\nfunc solve() {}\n".utf8)
        try latin1.write(to: file)

        let loaded = workspace.load(exercises)
        #expect(loaded.answers[shout.id] == nil)
        #expect(loaded.unreadable.map(\.path) == [file.path])
        let notice = try #require(workspace.unreadableNotice(loaded))
        #expect(notice.english == "Your answer file exercises/fx-shout.swift in your workspace is not UTF-8 text (it looks like Latin-1): "
            + "save it as UTF-8 in your editor; until then it cannot be checked.")
        #expect(notice.text(in: .simplifiedChinese).contains("看起来是 Latin-1"))

        // A check reads the file again and says the same, in either language; the bytes stay.
        #expect(throws: WorkspaceFileError.self) { try workspace.read(shout) }
        let reason = workspace.cannotRead(WorkspaceFileError.from(CocoaError(.fileReadInapplicableStringEncoding), action: .read, path: file.path),
                                          exerciseID: shout.id)
        #expect(reason.english.hasPrefix("Your answer file exercises/fx-shout.swift in your workspace is not UTF-8 text"))
        #expect(try Data(contentsOf: file) == latin1)
    }

    @Test func missingAnswersAreNoProblem() {
        let loaded = WorkspaceExercises(workspace: folder).load(exercises)
        #expect(loaded == WorkspaceExercises.Loaded())
    }
}
