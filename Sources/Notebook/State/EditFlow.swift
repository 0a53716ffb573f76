/// Editing a cell: the learner's copy lives in the workspace, never in the lesson files.
extension NotebookState {
    mutating func editCurrentCell() -> [NotebookEffect] {
        guard let key = currentKey, let cell = currentCell else {
            message = .init("This lesson has no cell to edit.")
            return []
        }
        guard editorAvailable else {
            message = .init("No editor: set $VISUAL or $EDITOR (for example `export EDITOR=nano`) and reopen rxlearn.", kind: .warning)
            return []
        }
        return [.openEditor(key, code: code(for: key, lessonCode: cell.code.source), lessonCode: cell.code.source)]
    }

    /// The editor closed: keep the learner's copy, or forget it when it is the lesson's code again.
    mutating func acceptEdit(_ key: CellKey, code: String, lessonCode: String) {
        let previous = edit.copies[key]
        if code == lessonCode && previous == nil {
            message = .init("No change: the cell is the lesson's code.")
            return
        }
        edit.copies[key] = EditedCell(code: code, lessonCodeAtEdit: previous?.lessonCodeAtEdit ?? lessonCode)
        edit.showingLessonVersion.remove(key)
        forgetRun(of: key)
        message = .init("Your copy is saved in the workspace. r runs it, x goes back to the lesson's code.")
    }

    /// `x`: asks first, since the learner's copy is their work.
    mutating func askToResetCurrentCell() {
        guard let key = currentKey, edit.copies[key] != nil else {
            message = .init("This cell has no edits to reset.")
            return
        }
        overlay = .confirmDrop(.editedCell(key))
    }

    /// Confirmed: the cell follows the lesson again; the session keeps the copy aside.
    mutating func resetCell(_ key: CellKey) -> [NotebookEffect] {
        guard edit.copies[key] != nil else { return [] }
        edit.copies[key] = nil
        edit.showingLessonVersion.remove(key)
        forgetRun(of: key)
        message = .init("The cell is the lesson's code again.")
        return [.discardEdit(key)]
    }

    /// The dropped copy is safe on disk: say where.
    mutating func noteDroppedCopyKept(_ keptAs: String?) {
        guard let keptAs else { return }
        let back = message?.text ?? "Done."
        message = .init("\(back) Your version is kept as \(keptAs).")
    }

    /// Moving the copy aside failed, so nothing was dropped: the learner's version comes back.
    mutating func undoDrop(_ request: DropRequest, reason: String, restoring code: String?) {
        switch request {
        case .editedCell(let key):
            if let code { edit.copies[key] = EditedCell(code: code, lessonCodeAtEdit: currentCell?.code.source ?? code) }
        case .exerciseAnswer(let exerciseID):
            if let code { exercise.answers[exerciseID] = code }
        }
        message = .init("Nothing was dropped: \(reason)", kind: .warning)
    }

    mutating func switchVersion() {
        guard let key = currentKey, edit.copies[key] != nil else {
            message = .init("This cell has no edits: it shows the lesson's code.")
            return
        }
        if edit.showingLessonVersion.contains(key) {
            edit.showingLessonVersion.remove(key)
            message = .init("Showing your copy; r runs it.")
        } else {
            edit.showingLessonVersion.insert(key)
            message = .init("Showing the lesson's version; r runs it, v goes back to your copy.")
        }
        forgetRun(of: key)
    }
}

extension NotebookState {
    /// The code of a cell changed (an edit, back to the lesson's code, the other version): its
    /// last result and the prediction made for it describe other code, so both go.
    mutating func forgetRun(of key: CellKey) {
        run.results[key] = nil
        run.predictions[key] = nil
    }
}
