// The learner's editor ($VISUAL / $EDITOR), started through `/bin/sh -c`: what its end means.

extension UIText.Notebook.Messages {
    /// Why the editor did not end normally, from the shell's exit status: 127 is the shell's
    /// "command not found" and 126 its "found but cannot be run" — said as such, with how to set
    /// the editor, rather than as a bare status number.
    public static func editorEnded(_ command: String, status: Int32) -> Phrase {
        let setIt = "set $VISUAL or $EDITOR to an editor installed here (for example `export EDITOR=nano`) and reopen rxlearn"
        let setItZh = "把 $VISUAL 或 $EDITOR 设为这台机器上装有的编辑器（如 `export EDITOR=nano`）后重开 rxlearn"
        switch status {
        case 127:
            return Phrase("the editor `\(command)` was not found: \(setIt); the cell was left as it was",
                          zh: "找不到编辑器 `\(command)`：请\(setItZh)；代码单元保持原样")
        case 126:
            return Phrase("the editor `\(command)` cannot be run (it is not a program you may execute): \(setIt); the cell was left as it was",
                          zh: "无法运行编辑器 `\(command)`（它不是你可以执行的程序）：请\(setItZh)；代码单元保持原样")
        default:
            return editorFailed(command, status: status)
        }
    }
}

extension UIText.Notebook.Messages {
    /// The editor runs, but not in the notebook's terminal (a window of its own, or a command
    /// that never ends): the notebook is back, waiting for it.
    public static func editorStillOpen(_ command: String) -> Phrase {
        Phrase("The editor `\(command)` is still open, outside this terminal: save and close it to come back to the cell, or press Esc to stop waiting and end it.",
               zh: "编辑器 `\(command)` 仍然开着，但不在这个终端里：保存并关闭它就能回到代码单元；或按 Esc 不再等待并结束它。")
    }

    /// The learner stopped waiting for the editor (Esc, Ctrl-C) and rxlearn ended it.
    public static func editorEndedByYou(_ command: String) -> Phrase {
        Phrase("stopped waiting for the editor `\(command)` and ended it; the cell was left as it was, and the file keeps whatever the editor saved",
               zh: "已不再等待编辑器 `\(command)` 并结束了它；代码单元保持原样，文件里是编辑器保存过的内容")
    }
}
