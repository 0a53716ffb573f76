// The command line's exercise commands: `check`, `watch`, `hint`, `reset`, `report`.

extension UIText.CommandLine {
    // MARK: check and watch

    public enum Check {
        /// The task's heading: `4.1-shout — Shout it`.
        public static func taskHeading(id: String, title: String) -> Phrase {
            Phrase("\(id) — \(title)", zh: "\(id)：\(title)")
        }
        public static func checking(_ id: String, file: String) -> Phrase {
            Phrase("checking \(id) (\(file))…", zh: "正在检查 \(id)（\(file)）")
        }
        public static func passed(_ id: String, otherInputs: Int) -> Phrase {
            Phrase("✓ \(id): passed on the example and on \(otherInputs) other inputs",
                   zh: "✓ \(id)：在示例和另外 \(otherInputs) 组输入上都通过了")
        }
        public static func failed(_ id: String, explanation: String) -> Phrase {
            Phrase("✗ \(id): \(explanation)", zh: "✗ \(id)：\(explanation)")
        }
        public static func stuck(_ id: String, hints: Int) -> Phrase {
            Phrase("stuck? `rxlearn hint \(id)` (\(hints) hint\(hints == 1 ? "" : "s"))",
                   zh: "卡住了？试试 `rxlearn hint \(id)`（共 \(hints) 条提示）")
        }
        public static func stagesHeading(scale: String) -> Phrase {
            Phrase("  stages of your answer, not judged (virtual time, \(scale); ^ subscribed, ! disposed):",
                   zh: "  你的答案的每一级，不参与判定（虚拟时间，\(scale)；^ 订阅，! 清除）：")
        }

        // `rxlearn watch`
        public static let lastExercise = Phrase("that was the last exercise.", zh: "这已经是最后一道练习了。")
        public static func watching(_ file: String) -> Phrase {
            Phrase("watching \(file) — save it to check again", zh: "正在监视 \(file)：保存文件即可重新检查")
        }
        public static func watchKeys(_ id: String) -> Phrase {
            Phrase("[\(id)] n: next exercise · h: hint · q: quit", zh: "[\(id)] n：下一道练习，h：提示，q：退出")
        }
    }

    // MARK: hint and reset

    public enum Hint {
        public static func none(_ id: String) -> Phrase { Phrase("\(id) has no hints.", zh: "\(id) 没有提示。") }
        public static func numbered(_ number: Int, of count: Int) -> Phrase {
            Phrase("hint \(number) of \(count): ", zh: "提示 \(number)/\(count)：")
        }
        public static let wasTheLast = Phrase("(that was the last hint)", zh: "（这是最后一条提示）")
    }

    public enum Reset {
        public static func startsAfresh(_ file: String, backup: String) -> Phrase {
            Phrase("\(file) starts afresh; your version is now in \(backup)",
                   zh: "\(file) 已恢复为起始代码；你原来的版本现在保存在 \(backup)")
        }
        public static func ready(_ file: String) -> Phrase { Phrase("\(file) is ready", zh: "\(file) 已准备好") }
    }

    // MARK: report (text only: JSON and CSV are for scripts and stay English)

    public enum Report {
        public static func heading(learner: String, passed: Int, of count: Int) -> Phrase {
            Phrase("\(learner): \(passed) of \(count) exercises passed", zh: "\(learner)：\(count) 道练习中通过了 \(passed) 道")
        }
        public static func row(mark: String, exercise: String, attempts: Int, secondsToPass: Int?, lastFailure: String?) -> Phrase {
            var english = "\(attempts) attempt\(attempts == 1 ? "" : "s")"
            var chinese = "尝试 \(attempts) 次"
            if let seconds = secondsToPass {
                english += ", passed after \(seconds) s"
                chinese += "，\(seconds) 秒后通过"
            }
            if let failure = lastFailure {
                english += ", last failure: \(failure)"
                chinese += "，最近一次失败：\(failure)"
            }
            return Phrase("  \(mark) \(exercise)  (\(english))", zh: "  \(mark) \(exercise)（\(chinese)）")
        }
        /// The class table's first column and last row.
        public static let exerciseColumn = Phrase("exercise", zh: "练习")
        public static let passedRow = Phrase("passed", zh: "通过")
        public static func sameLearner(_ earlier: String, _ later: String, learner: String) -> Phrase {
            Phrase("\(earlier) and \(later) are reports of the same learner (\(learner)); the later one, \(later), is used",
                   zh: "\(earlier) 和 \(later) 是同一位学习者（\(learner)）的报告；采用较晚的 \(later)")
        }
        public static func withoutLearnerIDs(_ files: [String]) -> Phrase {
            Phrase("\(files.joined(separator: ", ")) \(files.count == 1 ? "comes" : "come") from an older rxlearn without learner ids: each file is taken as a different learner",
                   zh: "\(UIText.CommandLine.list(files, in: .simplifiedChinese)) 来自没有学习者 id 的旧版 rxlearn：每个文件都算作一位不同的学习者")
        }
        public static func sameName(_ count: Int, name: String, columns: [String]) -> Phrase {
            Phrase("\(count) different learners are named \(name): their columns are \(columns.joined(separator: ", "))",
                   zh: "有 \(count) 位不同的学习者都叫 \(name)：他们的列是 \(UIText.CommandLine.list(columns, in: .simplifiedChinese))")
        }
    }
}
