// The command line's worked solutions (`solution`, the line after a pass) and spaced review
// (`review`, and what `progress` says about boxes).

extension UIText.CommandLine {
    // MARK: solution

    public enum WorkedSolution {
        public static let abstract = Phrase(
            "Compare your passed answer with the reference solution and why it is written that way.",
            zh: "把你已通过的答案和参考答案对照，并看看参考答案为什么这样写。")
        public static let discussion = Phrase(
            """
            The reference solution opens only once your answer to the exercise has passed \
            `rxlearn check`: before that it would take away the work that makes you learn.
            """,
            zh: "只有在你的答案通过 `rxlearn check` 之后，才能看参考答案：在那之前看，就少了真正让你学会的那段思考。")
        public static let exerciseName = Phrase("The exercise you passed.", zh: "你已通过的练习。")
        /// After a pass, on standard error.
        public static func offer(_ id: String) -> Phrase {
            Phrase("compare with the reference solution: `rxlearn solution \(id)`",
                   zh: "想和参考答案对照：`rxlearn solution \(id)`")
        }
        public static func notYet(_ id: String) -> Phrase {
            Phrase("the reference solution of \(id) opens once your answer passes: check it with `rxlearn check \(id)` (`rxlearn hint \(id)` if you are stuck).",
                   zh: "\(id) 的参考答案要等你的答案通过后才能看：先用 `rxlearn check \(id)` 检查（卡住了可以用 `rxlearn hint \(id)`）。")
        }
        public static func none(_ id: String) -> Phrase {
            Phrase("\(id) has no reference solution to show.", zh: "\(id) 没有可以显示的参考答案。")
        }
        public static func yours(_ file: String) -> Phrase { Phrase("Your answer (\(file)):", zh: "你的答案（\(file)）：") }
        public static let yoursMissing = Phrase("Your answer: (your file is gone; `rxlearn reset` makes a new one)",
                                                zh: "你的答案：（文件已不在；`rxlearn reset` 可以重新生成）")
        public static let reference = Phrase("Reference solution:", zh: "参考答案：")
        public static let why = Phrase("Why this way:", zh: "为什么这样写：")
        public static let sameAsYours = Phrase("(the same code as yours, apart from comments and blank lines)",
                                               zh: "（除注释和空行外，与你的代码相同）")
    }

    // MARK: review

    public enum Review {
        public static let abstract = Phrase(
            "Review a solved exercise on fresh inputs when it is due (spaced, in boxes of 1, 3, 7 and 21 days).",
            zh: "到期时在新的输入上复习做过的练习（间隔复习：复习盒相隔 1、3、7、21 天）。")
        public static let discussion = Phrase(
            """
            `rxlearn review` gives the next due review: the exercise's task on a new example, and a \
            fresh file to answer in from memory. `rxlearn review --check` checks it: passing moves \
            the exercise up a box (the next review comes later), failing sends it back to the first \
            box (tomorrow). Reviews of different stages come in turn. `rxlearn progress` shows the boxes. \
            In the notebook, `R` takes the due reviews one after another.
            """,
            zh: """
            `rxlearn review` 给出下一道到期的复习：同一道练习的题目、一个新的示例，以及一个空白文件，\
            请凭记忆作答。`rxlearn review --check` 检查答案：通过则练习升入下一个复习盒（下次复习更晚），\
            没通过则回到第一个复习盒（明天再复习）。不同阶段的复习轮流出现。`rxlearn progress` 显示各练习所在的复习盒。\
            在笔记本里，按 `R` 可以一道接一道地做到期的复习。
            """)
        public static let checkHelp = Phrase("Check the answer of the review under way.", zh: "检查正在进行的复习的答案。")
        public static func noneDue(next: String?) -> Phrase {
            guard let next else {
                return Phrase("No reviews yet: an exercise comes back for review a day after you pass it.",
                              zh: "还没有复习：练习通过一天后会回来让你复习。")
            }
            return Phrase("No reviews due. The next one is due \(next).", zh: "没有到期的复习。下一次复习在 \(next) 到期。")
        }
        public static func heading(_ index: Int, of count: Int, id: String, title: String, box: Int) -> Phrase {
            Phrase("Review \(index) of \(count) due — \(id): \(title) (box \(box))",
                   zh: "复习（到期 \(count) 道中的第 \(index) 道）：\(id)：\(title)（复习盒 \(box)）")
        }
        public static let freshExample = Phrase("A new example (not the one in the lesson):", zh: "新的示例（不是课程里的那一个）：")
        public static let goal = Phrase("It should give:", zh: "应该得到：")
        public static func answerIn(_ file: String) -> Phrase {
            Phrase("Answer from memory in \(file), then run `rxlearn review --check`. The time it takes is recorded.",
                   zh: "请凭记忆在 \(file) 中作答，然后运行 `rxlearn review --check`。所用时间会被记录。")
        }
        public static let noneUnderWay = Phrase("no review is under way: `rxlearn review` starts the next one that is due.",
                                                zh: "现在没有进行中的复习：`rxlearn review` 会开始下一道到期的复习。")
        public static func compileFirst(_ id: String) -> Phrase {
            Phrase("the review of \(id) is still open: mend the file so it compiles, then check again.",
                   zh: "\(id) 的复习还没有结束：先让文件能编译通过，再检查一次。")
        }
        public static func passed(box: Int, next: String, seconds: Int?) -> Phrase {
            let took = seconds.map { " in \(DurationWords.english($0))" } ?? ""
            let tookZh = seconds.map { "，用时 \(DurationWords.chinese($0))" } ?? ""
            return Phrase("Remembered\(took). Up to box \(box): next review \(next).",
                          zh: "记住了\(tookZh)。升入复习盒 \(box)：下次复习在 \(next)。")
        }
        public static func failed(_ id: String, next: String, seconds: Int?) -> Phrase {
            let took = seconds.map { " (after \(DurationWords.english($0)))" } ?? ""
            let tookZh = seconds.map { "（用时 \(DurationWords.chinese($0))）" } ?? ""
            return Phrase("Not this time\(took): back to box 1, next review \(next). `rxlearn solution \(id)` shows the reference again.",
                          zh: "这次没有通过\(tookZh)：回到复习盒 1，下次复习在 \(next)。`rxlearn solution \(id)` 可以再看参考答案。")
        }
        public static func moreDue(_ count: Int) -> Phrase {
            Phrase("\(count) more review\(count == 1 ? "" : "s") due: `rxlearn review`", zh: "还有 \(count) 道复习到期：`rxlearn review`")
        }
        public static let allDoneForNow = Phrase("No more reviews due today.", zh: "今天没有别的复习了。")
        /// `progress`: one exercise's review state after its line.
        public static func boxInProgress(_ box: Int, due: String) -> Phrase {
            Phrase("box \(box), review \(due)", zh: "复习盒 \(box)，\(due)复习")
        }
        public static let dueNowInProgress = Phrase("now", zh: "现在")
        public static func onDay(_ date: String) -> Phrase { Phrase("on \(date)", zh: "\(date) ") }
        public static let solutionSeen = Phrase("solution seen", zh: "看过参考答案")
        public static func summary(due: Int) -> Phrase {
            Phrase("Reviews due: \(due)\(due > 0 ? " — rxlearn review" : "")",
                   zh: "到期的复习：\(due) 道\(due > 0 ? "（rxlearn review）" : "")")
        }
    }
}

/// A duration in words: `45 s`, `3 min 5 s`.
enum DurationWords {
    static func english(_ seconds: Int) -> String {
        seconds < 60 ? "\(seconds) s" : "\(seconds / 60) min" + (seconds % 60 == 0 ? "" : " \(seconds % 60) s")
    }

    static func chinese(_ seconds: Int) -> String {
        seconds < 60 ? "\(seconds) 秒" : "\(seconds / 60) 分" + (seconds % 60 == 0 ? "" : " \(seconds % 60) 秒")
    }
}
