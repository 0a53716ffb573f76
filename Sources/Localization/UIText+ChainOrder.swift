// Order-the-chain exercises: the learner's file's instructions, what `rxlearn check` and the
// notebook say when a file cannot be read as an ordering of the given lines, and the notebook's
// keys for ordering lines.

extension UIText {
    public enum ChainOrder {
        /// At the top of the learner's file, under the task.
        public static func instructions(exerciseID: String) -> Phrase {
            Phrase("Order the chain: the lines inside `solve` below are its lines, shuffled, mixed with lines that do not belong. "
                   + "Put the lines you need in order (move them in your editor, or with < and > in the notebook) and drop the others: "
                   + "delete them or put // in front. Then run `rxlearn check \(exerciseID)`.",
                   zh: "排出这条链：下面 `solve` 里是它的各行，顺序已打乱，还混进了不属于它的行。"
                   + "把需要的行排好顺序（在编辑器里移动，或在笔记本里按 < 和 > 移动），其余的去掉：删除，或在行首加上 //。"
                   + "然后运行 `rxlearn check \(exerciseID)`。")
        }

        public static func startCodeChanged(exerciseID: String) -> Phrase {
            Phrase("Only the lines inside `solve` are yours to order: the lines around them changed. "
                   + "Put them back as they were, or start afresh (`rxlearn reset \(exerciseID)`, or x in the notebook).",
                   zh: "只有 `solve` 里的行需要你排序，但它们周围的代码被改动了。"
                   + "请把它们改回原样，或者重新开始（`rxlearn reset \(exerciseID)`，或在笔记本里按 x）。")
        }

        public static func notGiven(line: Int, text: String) -> Phrase {
            Phrase("Line \(line), `\(text)`, is not one of the exercise's lines: order the given lines without changing them, "
                   + "and drop a line by deleting it or putting // in front.",
                   zh: "第 \(line) 行 `\(text)` 不是这道练习给出的行：请只给出的行排序、不要改动它们；"
                   + "不需要的行删除，或在行首加上 //。")
        }

        public static func usedTwice(line: Int, text: String) -> Phrase {
            Phrase("Line \(line), `\(text)`, is there more often than the exercise gives it: keep each line once.",
                   zh: "第 \(line) 行 `\(text)` 出现的次数比练习给出的多：每行只保留一次。")
        }

        // The notebook.
        public static let paneKeys = Phrase(", . select · < > move · i in/out · r check", zh: ", . 选择  < > 移动  i 取用/去掉  r 检查")
        // The status bar, beside the key.
        public static let selectKeys = Phrase("line", zh: "选行")
        public static let moveKeys = Phrase("move", zh: "移动")
        public static let toggleKeys = Phrase("in/out", zh: "取用/去掉")
        // The help: one row for each pair of keys.
        public static let selectLine = Phrase("ordering: select a line", zh: "排链：选择一行")
        public static let moveLine = Phrase("ordering: move the line", zh: "排链：移动这一行")
        public static let toggleLine = Phrase("ordering: line in / out", zh: "排链：取用或去掉这一行")
        public static let notAnOrderExercise = Phrase("These keys order the lines of an order-the-chain exercise; this is not one.",
                                                      zh: "这些键用来给「排链」练习的各行排序；这里不是这种练习。")
        public static let linesLost = Phrase("Your file no longer has the exercise's lines around `solve`: x starts afresh.",
                                             zh: "你的文件里 `solve` 周围的代码已经不是练习给出的样子：按 x 重新开始。")
        public static func notSaved(_ reason: String) -> Phrase {
            Phrase("The new order is shown but could not be saved: \(reason)", zh: "新的顺序已显示，但没能保存：\(reason)")
        }
        public static let atTheEnd = Phrase("That line is at the end already.", zh: "这一行已经在最边上了。")
    }
}
