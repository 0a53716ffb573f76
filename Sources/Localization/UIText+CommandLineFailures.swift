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
}
