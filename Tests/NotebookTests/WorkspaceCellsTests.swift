import Foundation
import LessonKit
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
        #expect(cells.load([key]) == [key: EditedCell(code: "print(2)", lessonCodeAtEdit: "print(1)")])

        let kept = try cells.discard(key)
        #expect(cells.load([key]).isEmpty)
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
        #expect(cells.load([key]).isEmpty)
    }

    @Test func theEditorSettingPrefersVisual() {
        #expect(EditorLauncher.command(in: ["VISUAL": "vim", "EDITOR": "nano"]) == "vim")
        #expect(EditorLauncher.command(in: ["VISUAL": " ", "EDITOR": "nano"]) == "nano")
        #expect(EditorLauncher.command(in: [:]) == nil)
    }
}
