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
