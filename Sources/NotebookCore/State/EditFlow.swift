import Localization

/// Editing a cell: the learner's copy lives in the workspace, never in the lesson files.
extension NotebookState {
    mutating func editCurrentCell() -> [NotebookEffect] {
        guard let key = currentKey, let cell = currentCell else {
            message = .init(UIText.Notebook.Messages.noCellToEdit.text)
            return []
        }
        guard editorAvailable else {
            message = .init(UIText.Notebook.Messages.noEditor.text, kind: .warning)
            return []
        }
        return [.openEditor(key, code: code(for: key, lessonCode: cell.code.source), lessonCode: cell.code.source)]
    }

    /// The editor closed: keep the learner's copy, or forget it when it is the lesson's code again.
    mutating func acceptEdit(_ key: CellKey, code: String, lessonCode: String) {
        let previous = edit.copies[key]
        if code == lessonCode && previous == nil {
            message = .init(UIText.Notebook.Messages.noChange.text)
            return
        }
        edit.copies[key] = EditedCell(code: code, lessonCodeAtEdit: previous?.lessonCodeAtEdit ?? lessonCode)
        edit.showingLessonVersion.remove(key)
        forgetRun(of: key)
        message = .init(UIText.Notebook.Messages.copySaved.text)
    }

    /// `x`: asks first, since the learner's copy is their work.
    mutating func askToResetCurrentCell() {
        guard let key = currentKey, edit.copies[key] != nil else {
            message = .init(UIText.Notebook.Messages.noEditsToReset.text)
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
        message = .init(UIText.Notebook.Messages.lessonsCodeAgain.text)
        return [.discardEdit(key)]
    }

    /// The dropped copy is safe on disk: say where.
    mutating func noteDroppedCopyKept(_ keptAs: String?) {
        guard let keptAs else { return }
        let back = message?.text ?? UIText.Notebook.Messages.done.text
        message = .init(UIText.Notebook.Messages.keptAs(back, keptAs).text)
    }

    /// Moving the copy aside failed, so nothing was dropped: the learner's version comes back.
    mutating func undoDrop(_ request: DropRequest, reason: String, restoring code: String?) {
        switch request {
        case .editedCell(let key):
            if let code { edit.copies[key] = EditedCell(code: code, lessonCodeAtEdit: currentCell?.code.source ?? code) }
        case .exerciseAnswer(let exerciseID):
            if let code { exercise.answers[exerciseID] = code }
        }
        message = .init(UIText.Notebook.Messages.nothingDropped(reason).text, kind: .warning)
    }

    mutating func switchVersion() {
        guard let key = currentKey, edit.copies[key] != nil else {
            message = .init(UIText.Notebook.Messages.noEditsShowsLesson.text)
            return
        }
        if edit.showingLessonVersion.contains(key) {
            edit.showingLessonVersion.remove(key)
            message = .init(UIText.Notebook.Messages.showingYourCopy.text)
        } else {
            edit.showingLessonVersion.insert(key)
            message = .init(UIText.Notebook.Messages.showingLessonsVersion.text)
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
