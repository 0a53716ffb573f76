// What the command line says before it runs the code of a lesson pack that is not rxlearn's own
// course (`LessonPackTrust`): what its cells can reach, the question, and the refusals.

extension UIText.CommandLine {
    public enum Trust {
        /// What a cell can reach when the system lets rxlearn shut it away (namespaces); part of a sentence.
        public static let reachIsolated = Phrase(
            "its cells run shut away from your home folder, your temporary files, your terminal and the network, but can read the rest of this system",
            zh: "它的代码单元运行时接触不到你的主文件夹、临时文件、终端和网络，但可以读取这个系统上的其他内容")
        /// What a cell can reach when it runs with the learner's account's access; part of a sentence.
        public static let reachAccount = Phrase(
            "its cells run with your account's access to your files and the network",
            zh: "它的代码单元以你的账户权限运行，可以读写你的文件、使用网络")
        public static func question(_ folder: String, reach: Phrase, changed: Bool) -> Phrase {
            let englishStart = changed ? "\(folder) has changed since you trusted it" : "\(folder) is not rxlearn's own course"
            let chineseStart = changed ? "\(folder) 在你信任它之后已经改变" : "\(folder) 不是 rxlearn 自带的课程"
            return Phrase("\(englishStart): running it runs its authors' Swift code on this machine, and \(reach.english). Run its cells? [y/N] ",
                          zh: "\(chineseStart)：运行它就是在这台机器上运行其作者的 Swift 代码，而且\(reach.text(in: .simplifiedChinese))。要运行它的代码单元吗？[y/N] ")
        }
        public static func declined(_ folder: String) -> Phrase {
            Phrase("nothing was run: you did not trust \(folder); answer y to run its cells, or run again with --trust.",
                   zh: "什么也没有运行：你没有信任 \(folder)；回答 y 即可运行它的代码单元，或加上 --trust 再运行一次。")
        }
        public static func needsTrust(_ folder: String, reach: Phrase) -> Phrase {
            Phrase("\(folder) is not rxlearn's own course and you have not trusted it before, so nothing was run (\(reach.english)): "
                   + "run again with --trust to run its cells, or in a terminal to be asked.",
                   zh: "\(folder) 不是 rxlearn 自带的课程，你之前也没有信任过它，所以什么也没有运行（\(reach.text(in: .simplifiedChinese))）："
                   + "加上 --trust 再运行即可运行它的代码单元，或在终端中运行以便回答提问。")
        }
        public static func notRemembered(_ folder: String, reason: String) -> Phrase {
            Phrase("could not remember that you trust \(folder) (\(reason)): you will be asked again next time.",
                   zh: "无法记住你信任 \(folder)（\(reason)）：下次还会再问你。")
        }
        /// The answers that mean yes (besides English y and yes).
        public static let yesAnswers: Set<String> = ["y", "yes", "是", "是的", "好"]
        public static let trustOption = Phrase(
            "Run the cells of a lesson pack that is not rxlearn's own course without asking (its code runs on this machine).",
            zh: "运行非 rxlearn 自带课程的代码单元时不再询问（它的代码会在这台机器上运行）。")
    }
}
