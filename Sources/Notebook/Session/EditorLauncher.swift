import Foundation
import Localization
import NotebookCore

/// Which editor the learner chose, and what its end means for the file it edited (the editor
/// itself runs as an `EditorJob`).
enum EditorLauncher {
    /// `$VISUAL`, else `$EDITOR`; nil when neither is set.
    static func command(in environment: [String: String]) -> String? {
        for name in ["VISUAL", "EDITOR"] {
            if let value = environment[name]?.trimmingCharacters(in: .whitespaces), !value.isEmpty { return value }
        }
        return nil
    }

    /// Nil when the editor ended normally and the file is to be read; else why it is left
    /// alone. A failed editor (or `:cq` in vim) means "do not take this"; the file stays for next
    /// time. Statuses are worded as the shell means them: 127, not found; 126, cannot be run; a
    /// signal as 128 + its number.
    static func problem(with end: EditorJob.End, command: String) -> Phrase? {
        switch end {
        case .exited(0): nil
        case .exited(let status): UIText.Notebook.Messages.editorEnded(command, status: status)
        case .killedBySignal(let signal): UIText.Notebook.Messages.editorEnded(command, status: 128 + signal)
        case .endedByRxlearn: UIText.Notebook.Messages.editorEndedByYou(command)
        }
    }
}
