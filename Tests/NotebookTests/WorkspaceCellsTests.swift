import Foundation
import Testing
@testable import Notebook

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
        #expect(cells.load([key]) == [key: EditedCell(code: "print(2)", lessonCodeAtEdit: "print(1)")])

        cells.discard(key)
        #expect(cells.load([key]).isEmpty)
    }

    @Test func anUntouchedCopyIsNotKept() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let cells = WorkspaceCells(workspace: folder)
        _ = try cells.prepare(key, code: "print(1)", lessonCode: "print(1)")
        #expect(try cells.collect(key, lessonCode: "print(1)", hadEdit: false) == "print(1)")
        #expect(cells.load([key]).isEmpty)
    }

    @Test func theEditorSettingPrefersVisual() {
        #expect(EditorLauncher.command(in: ["VISUAL": "vim", "EDITOR": "nano"]) == "vim")
        #expect(EditorLauncher.command(in: ["VISUAL": " ", "EDITOR": "nano"]) == "nano")
        #expect(EditorLauncher.command(in: [:]) == nil)
    }
}
