import Foundation
import LessonKit
import Localization
import Testing
@testable import Notebook
@testable import NotebookCore

@Suite struct WorkspaceCellsTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rxlearn-ws-\(UUID().uuidString)")
    let key = CellKey(lessonID: "fx-just", cellID: "just-1")

    @Test func anEditedCopyLivesInTheWorkspaceAndRemembersTheLessonCode() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let cells = WorkspaceCells(workspace: folder)
        let file = try cells.prepare(key, code: "print(1)", lessonCode: "print(1)")
        #expect(file.path.hasPrefix(folder.path))
        #expect(file.lastPathComponent == "just-1.swift")

        try Data("print(2)".utf8).write(to: file)  // what the editor does
        #expect(try cells.collect(key, lessonCode: "print(1)", hadEdit: false) == "print(2)")
        #expect(cells.load([key]).copies == [key: EditedCell(code: "print(2)", lessonCodeAtEdit: "print(1)")])

        let kept = try cells.discard(key)
        #expect(cells.load([key]) == WorkspaceCells.Loaded())
        #expect(kept?.lastPathComponent == "just-1.swift.bak")
        #expect(try String(contentsOf: try #require(kept), encoding: .utf8) == "print(2)")
    }

    @Test func everyDroppedCopyIsKeptUnderANewName() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let cells = WorkspaceCells(workspace: folder)
        var kept: [String] = []
        for version in 1 ... 3 {
            let file = try cells.prepare(key, code: "print(0)", lessonCode: "print(0)")
            try Data("print(\(version))".utf8).write(to: file)
            _ = try cells.collect(key, lessonCode: "print(0)", hadEdit: false)
            kept.append(try #require(try cells.discard(key)).lastPathComponent)
        }
        #expect(kept == ["just-1.swift.bak", "just-1.swift.bak.2", "just-1.swift.bak.3"])
        let folderOfCell = cells.file(for: key).deletingLastPathComponent()
        for (index, name) in kept.enumerated() {
            #expect(try String(contentsOf: folderOfCell.appendingPathComponent(name), encoding: .utf8) == "print(\(index + 1))")
        }
    }


    @Test func anUntouchedCopyIsNotKept() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let cells = WorkspaceCells(workspace: folder)
        _ = try cells.prepare(key, code: "print(1)", lessonCode: "print(1)")
        #expect(try cells.collect(key, lessonCode: "print(1)", hadEdit: false) == "print(1)")
        #expect(cells.load([key]) == WorkspaceCells.Loaded())
    }

    /// An edited copy saved as Latin-1 is neither dropped nor replaced by the lesson's code: the
    /// notebook says which file, what it looks like and what to do, a run of the cell runs
    /// nothing (and so cannot match), and the file is left byte for byte.
    @Test func anEditedCopyThatIsNotUTF8IsSaidKeptAndRunsNothing() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let cells = WorkspaceCells(workspace: folder)
        let latin1 = Data("print(\"caf".utf8) + Data([0xE9]) + Data("\")\n".utf8)
        try FileManager.default.createDirectory(at: cells.file(for: key).deletingLastPathComponent(), withIntermediateDirectories: true)
        try latin1.write(to: cells.file(for: key))

        let loaded = cells.load([key])
        #expect(loaded.copies.isEmpty)
        let unreadable = try #require(loaded.unreadable.first)
        #expect(loaded.unreadable.map(\.key) == [key])
        let notice = try #require(cells.unreadableNotice(loaded))
        #expect(notice.english == "Your edited copy cells/fx-just/just-1.swift in your workspace is not UTF-8 text (it looks like Latin-1): "
            + "save it as UTF-8 in your editor; until then that cell runs nothing.")
        #expect(notice.text(in: .simplifiedChinese).contains("看起来是 Latin-1"))

        // The run: the learner's unreadable copy, never the lesson's code the notebook shows.
        #expect(cells.toRun(key, shown: "print(1)", notebookHasCopy: false) == .unreadable(unreadable.error))
        // A copy the notebook holds (read when it opened, or written by its editor) is what runs.
        #expect(cells.toRun(key, shown: "print(2)", notebookHasCopy: true) == .code("print(2)"))

        // Opening the editor on it keeps the learner's bytes for the editor to mend.
        _ = try cells.prepare(key, code: "print(1)", lessonCode: "print(1)")
        #expect(try Data(contentsOf: cells.file(for: key)) == latin1)
        #expect(throws: WorkspaceFileError.self) { try cells.collect(key, lessonCode: "print(1)", hadEdit: false) }
        #expect(try Data(contentsOf: cells.file(for: key)) == latin1)
    }

    @Test func cellsWithoutCopiesRunWhatTheNotebookShows() {
        let cells = WorkspaceCells(workspace: folder)
        #expect(cells.toRun(key, shown: "print(1)", notebookHasCopy: false) == .code("print(1)"))
        #expect(cells.unreadableNotice(cells.load([key])) == nil)
    }

    @Test func theEditorSettingPrefersVisual() {
        #expect(EditorLauncher.command(in: ["VISUAL": "vim", "EDITOR": "nano"]) == "vim")
        #expect(EditorLauncher.command(in: ["VISUAL": " ", "EDITOR": "nano"]) == "nano")
        #expect(EditorLauncher.command(in: [:]) == nil)
    }
}
