// Failures of the command line's own surroundings — its output, the terminal and locale it
// runs in, its options — each one `rxlearn: …` sentence that says what to do.

extension UIText.CommandLine.Failure {
    // MARK: standard output that cannot be written

    public static let outputDiskFull = Phrase(
        "the output could not be written: the disk is full — free some space, or send the output elsewhere",
        zh: "无法写出输出：磁盘已满；请腾出一些空间，或把输出送到别处")
    public static let outputClosed = Phrase(
        "the output could not be written: standard output is closed — run the command with its output open (not `>&-`)",
        zh: "无法写出输出：标准输出已关闭；请在标准输出打开的情况下运行这个命令（不要用 `>&-`）")
    public static func outputNotWritten(_ reason: String) -> Phrase {
        Phrase("the output could not be written: \(reason) — check where standard output goes",
               zh: "无法写出输出：\(reason)；请检查标准输出被送到了哪里")
    }

    // MARK: a translation that cannot be read

    /// A translated chapter file that gave no chapter: its lessons are shown in English.
    public static func translationUnreadable(_ file: String, language: String, reason: String) -> Phrase {
        Phrase("the \(language) translation \(file) cannot be read (\(reason)), so its lessons are shown in English; `rxlearn lint` says what to fix",
               zh: "无法读取\(language)译文 \(file)（\(reason)），所以这一章的课以英文显示；`rxlearn lint` 会说明怎样修正")
    }

    // MARK: a terminal or locale the notebook cannot draw on

    /// `problem — fix`, then the commands that work on any terminal.
    public static func notebookRefused(problem: String, fix: String) -> Phrase {
        Phrase("\(problem) — \(fix); the plain commands work on any terminal: rxlearn list | show | run | check",
               zh: "\(problem)；\(fix)；普通命令在任何终端上都能用：rxlearn list | show | run | check")
    }
    /// Printed in English whatever the language (`.english`): in a terminal that is not UTF-8,
    /// only ASCII is sure to read right.
    public static func localeNotUTF8Note(_ setting: String) -> Phrase {
        Phrase("\(setting) is not a UTF-8 locale, and rxlearn writes UTF-8, so some text may look garbled: use a UTF-8 locale in a UTF-8 terminal, for example `export LANG=zh_CN.UTF-8`",
               zh: "\(setting) 不是 UTF-8 区域设置，而 rxlearn 输出 UTF-8，部分文字可能显示成乱码：请在 UTF-8 终端中使用 UTF-8 区域设置，例如 `export LANG=zh_CN.UTF-8`")
    }
}
