import Foundation
import LessonKit
import NotebookCore

/// The learner's edited cells, as files in the workspace:
/// `<workspace>/cells/<lesson id>/<cell id>.swift`, and next to it `.<cell id>.lesson.swift`,
/// the lesson's code when the learner started editing, which tells whether the lesson changed
/// since. Lesson files are never written.
struct WorkspaceCells {
    /// The same layout `rxlearn run` reads edited cells from.
    let layout: WorkspaceLayout

    init(workspace: URL) {
        layout = WorkspaceLayout(root: workspace)
    }

    func file(for key: CellKey) -> URL {
        layout.editedCellURL(lessonID: key.lessonID, cellID: key.cellID)
    }

    private func baseFile(for key: CellKey) -> URL {
        file(for: key).deletingLastPathComponent().appendingPathComponent(".\(key.cellID).lesson.swift")
    }

    /// Every edited copy among `keys`.
    func load(_ keys: [CellKey]) -> [CellKey: EditedCell] {
        var edits: [CellKey: EditedCell] = [:]
        for key in keys {
            guard let code = try? String(contentsOf: file(for: key), encoding: .utf8) else { continue }
            let base = (try? String(contentsOf: baseFile(for: key), encoding: .utf8)) ?? code
            edits[key] = EditedCell(code: code, lessonCodeAtEdit: base)
        }
        return edits
    }

    /// Makes sure the file the editor opens exists, holding what the learner sees now.
    func prepare(_ key: CellKey, code: String, lessonCode: String) throws -> URL {
        let url = file(for: key)
        if !FileManager.default.fileExists(atPath: url.path) {
            try WorkspaceLayout.write(code, to: url)
        }
        if !FileManager.default.fileExists(atPath: baseFile(for: key).path) {
            try WorkspaceLayout.write(lessonCode, to: baseFile(for: key))
        }
        return url
    }

    /// What the editor left in the file; an unchanged copy of the lesson's code is removed, so the
    /// cell follows the lesson again.
    func collect(_ key: CellKey, lessonCode: String, hadEdit: Bool) throws -> String {
        let code = try WorkspaceLayout.read(file(for: key))
        if code == lessonCode && !hadEdit { removeUnchanged(key) }
        return code
    }

    /// The cell follows the lesson again. The learner's copy is moved aside, never deleted
    /// (`<cell id>.swift.bak`, `.bak.2`, …); returns where it went. Throws, leaving the copy in
    /// place, when it cannot be moved.
    @discardableResult
    func discard(_ key: CellKey) throws -> URL? {
        let kept = try WorkspaceBackup.keepAside(file(for: key))
        try? FileManager.default.removeItem(at: baseFile(for: key))
        return kept
    }

    /// An unchanged copy of the lesson's code holds nothing of the learner's: it is removed.
    private func removeUnchanged(_ key: CellKey) {
        try? FileManager.default.removeItem(at: file(for: key))
        try? FileManager.default.removeItem(at: baseFile(for: key))
    }
}
