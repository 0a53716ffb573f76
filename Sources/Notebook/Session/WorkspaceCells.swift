import Foundation
import LessonKit
import Localization
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

    /// What the workspace holds for some cells: the copies the notebook shows and runs, and the
    /// copies that cannot be read (not UTF-8, no permission), which are left as they are.
    struct Loaded: Equatable {
        var copies: [CellKey: EditedCell] = [:]
        /// In the order asked for.
        var unreadable: [UnreadableCopy] = []
    }

    struct UnreadableCopy: Equatable {
        var key: CellKey
        var error: WorkspaceFileError
    }

    /// Every edited copy among `keys`, read as `rxlearn run` reads them (`WorkspaceLayout.editedCell`).
    func load(_ keys: [CellKey]) -> Loaded {
        var loaded = Loaded()
        for key in keys {
            switch layout.editedCell(lessonID: key.lessonID, cellID: key.cellID) {
            case .absent:
                continue
            case .code(let code):
                let base = (try? String(contentsOf: baseFile(for: key), encoding: .utf8)) ?? code
                loaded.copies[key] = EditedCell(code: code, lessonCodeAtEdit: base)
            case .unreadable(let error):
                loaded.unreadable.append(UnreadableCopy(key: key, error: error))
            }
        }
        return loaded
    }

    /// The sentence for the copies `loaded` could not read, if any: said when the notebook opens.
    func unreadableNotice(_ loaded: Loaded) -> Phrase? {
        guard let first = loaded.unreadable.first else { return nil }
        return UIText.Notebook.Messages.editedCopiesUnreadable(loaded.unreadable.count, path: layout.displayPath(URL(fileURLWithPath: first.error.path)),
                                                               problem: first.error.problemPhrase, fix: first.error.fixPhrase)
    }

    /// What a run of `key` runs: the code the notebook shows (`shown`, the learner's copy or the
    /// lesson's version), except when the notebook holds no copy of the cell but the workspace
    /// has one it cannot read. Then nothing runs and the run says why
    /// (`LessonCellRunner.run(_:of:edited:)`), as with `rxlearn run`: never the lesson's code
    /// in its place, which would match and be recorded as the learner's.
    func toRun(_ key: CellKey, shown: String, notebookHasCopy: Bool) -> EditedCellFile {
        guard !notebookHasCopy, case .unreadable(let error) = layout.editedCell(lessonID: key.lessonID, cellID: key.cellID) else {
            return .code(shown)
        }
        return .unreadable(error)
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

extension WorkspaceLayout {
    /// `url` as the notebook names it: "cells/4.1/one.swift in your workspace" inside the
    /// workspace, else its whole path.
    func displayPath(_ url: URL) -> Phrase {
        let root = root.standardizedFileURL.path
        let path = url.standardizedFileURL.path
        return path.hasPrefix(root + "/") ? UIText.Notebook.Messages.inYourWorkspace(String(path.dropFirst(root.count + 1))) : Phrase(path)
    }
}
