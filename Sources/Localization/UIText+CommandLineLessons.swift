// The command line's lesson commands: `list`, `show`, `run`, `verify`, `marbles`, `progress`.

extension UIText.CommandLine {
    // MARK: list

    public enum List {
        /// A lesson's state as `list` shows it (JSON keeps the raw value).
        public static func state(_ rawValue: String) -> Phrase {
            switch rawValue {
            case "new": Phrase("new", zh: "未开始")
            case "visited": Phrase("visited", zh: "看过")
            case "started": Phrase("started", zh: "进行中")
            case "done": Phrase("done", zh: "已完成")
            default: Phrase(rawValue)
            }
        }
        public static func cells(matched: Int, of total: Int) -> Phrase {
            Phrase("\(matched)/\(total) cells", zh: "\(matched)/\(total) 代码单元")
        }
        /// After the cells: `, 0/2 exercises`.
        public static func exercises(solved: Int, of total: Int) -> Phrase {
            Phrase(", \(solved)/\(total) exercise\(total == 1 ? "" : "s")", zh: "，\(solved)/\(total) 练习")
        }
        /// The documents' title after a lesson's English one: `Subscribing · 可监听序列`, and after
        /// a title not translated yet, `Subscribing（可监听序列）`.
        public static func documentsTitle(_ title: String) -> Phrase {
            Phrase(" · \(title)", zh: "（\(title)）")
        }

        // `list --operators`
        public static func iWantTo(_ goal: String) -> Phrase {
            Phrase("I want to \(goal)", zh: "我想要\(goal)")
        }
        public static let noLessonYet = Phrase("no lesson yet", zh: "还没有课")
        public static let openALesson = Phrase(
            "Open a lesson with `rxlearn show LESSON-ID`, or press o in the notebook.",
            zh: "用 `rxlearn show LESSON-ID` 查看一课，或在笔记本中按 o。")
        public static let noDecisionTree = Phrase(
            "No decision tree in these lessons: a lesson adds rows with a ```choose block (see Lessons/FORMAT.md).",
            zh: "这些课里没有决策树：课可以用 ```choose 块添加（见 Lessons/FORMAT.md）。")
    }

    // MARK: show

    /// The bracketed labels and the framing lines of `rxlearn show`.
    public enum Show {
        public static func lessonPlace(chapterID: String, chapterTitle: String, section: String, location: String) -> Phrase {
            Phrase("Chapter \(chapterID) \(chapterTitle), section \(section) — \(location)",
                   zh: "第 \(chapterID) 章 \(chapterTitle)，小节 \(section)（\(location)）")
        }
        public static func exerciseHeading(title: String, id: String) -> Phrase {
            Phrase("Exercise \(title)  [\(id)]", zh: "练习 \(title)  [\(id)]")
        }
        public static func exercisePlace(lessonTitle: String, lessonID: String, chapterID: String, chapterTitle: String, location: String) -> Phrase {
            Phrase("In lesson \(lessonTitle) [\(lessonID)], chapter \(chapterID) \(chapterTitle) — \(location)",
                   zh: "所在的课：\(lessonTitle) [\(lessonID)]，第 \(chapterID) 章 \(chapterTitle)（\(location)）")
        }
        public static func runItsCells(_ id: String) -> Phrase {
            Phrase("Run its cells with: rxlearn run \(id)", zh: "运行本课的代码单元：rxlearn run \(id)")
        }
        public static func checkYourAnswer(_ id: String) -> Phrase {
            Phrase("Check your answer with: rxlearn check \(id)", zh: "检查你的答案：rxlearn check \(id)")
        }
        /// Above a chapter's introduction, shown with the lesson where the course enters the chapter.
        public static func chapterIntroduction(chapterID: String, chapterTitle: String) -> Phrase {
            Phrase("[about chapter \(chapterID) \(chapterTitle)]", zh: "[关于第 \(chapterID) 章 \(chapterTitle)]")
        }
        public static let setup = Phrase("[setup, run before every cell]", zh: "[准备代码，在每个代码单元之前运行]")
        public static func cell(_ id: String) -> Phrase { Phrase("[cell \(id)]", zh: "[代码单元 \(id)]") }
        public static func exercise(_ id: String, title: String) -> Phrase {
            Phrase("[exercise \(id)] \(title)", zh: "[练习 \(id)] \(title)")
        }
        public static func input(_ name: String) -> Phrase { Phrase("[input \(name)]", zh: "[输入 \(name)]") }
        public static let startFrom = Phrase("[start from]", zh: "[起始代码]")
        public static func hintsInNotebook(_ count: Int) -> Phrase {
            Phrase("(\(count) hint\(count == 1 ? "" : "s") in the notebook)", zh: "（笔记本中有 \(count) 条提示）")
        }
        public static let expectedOutput = Phrase("[expected output]", zh: "[预期输出]")
        public static let expectedOutputAnyOrder = Phrase("[expected output, in any order]", zh: "[预期输出，顺序不限]")
        public static let printsNothing = Phrase("(prints nothing)", zh: "（不打印任何内容）")
        public static func expectedMarbles(lane: String, frame: Int) -> Phrase {
            Phrase("[expected marbles, lane \(lane), one frame = \(frame) ms]", zh: "[预期弹珠图，时间线 \(lane)，每帧 \(frame) ms]")
        }
        public static func expectedEvents(lane: String) -> Phrase {
            Phrase("[expected events, lane \(lane)]", zh: "[预期事件，时间线 \(lane)]")
        }
    }

    // MARK: run and verify: one cell's report

    /// What `rxlearn run` and `rxlearn verify` say about each cell, on standard error.
    public enum Run {
        /// The mark in front of a cell's line: `ok   ` and `FAIL ` take five columns, as do `通过 `
        /// and `失败 `.
        public static let ok = Phrase("ok", zh: "通过")
        public static let fail = Phrase("FAIL", zh: "失败")
        /// `ok   4.1-create/numbers: matches (cached, ran in 12 ms)`.
        public static func passedLine(title: String, judged: Bool, cached: Bool, milliseconds: Int) -> Phrase {
            let english = "ok   \(title): \(judged ? "matches" : "ran") (\(cached ? "cached" : "compiled"), ran in \(milliseconds) ms)"
            let chinese = "通过 \(title)：\(judged ? "与预期一致" : "已运行")（\(cached ? "用了缓存" : "已编译")，运行 \(milliseconds) ms）"
            return Phrase(english, zh: chinese)
        }
        public static func failedLine(title: String, problem: String) -> Phrase {
            Phrase("FAIL \(title): \(problem)", zh: "失败 \(title)：\(problem)")
        }
        public static func couldNotRun(title: String, reason: String) -> Phrase {
            Phrase("FAIL \(title): could not be run: \(reason)", zh: "失败 \(title)：无法运行：\(reason)")
        }
        public static func leaked(_ count: Int) -> Phrase {
            Phrase("  note: \(count) subscription(s) still live at the end — dispose them or put them in a DisposeBag",
                   zh: "  注意：结束时还有 \(count) 个订阅没有清除：请清除它们，或把它们放进 DisposeBag")
        }
        public static func mismatchedLine(_ number: Int, expected: String, printed: String) -> Phrase {
            Phrase("  line \(number): expected \(expected), printed \(printed)", zh: "  第 \(number) 行：预期 \(expected)，实际打印 \(printed)")
        }
        public static func missingLine(_ number: Int, expected: String) -> Phrase {
            Phrase("  missing line \(number): \(expected)", zh: "  缺少第 \(number) 行：\(expected)")
        }
        public static func extraLine(_ number: Int, printed: String) -> Phrase {
            Phrase("  extra line \(number): \(printed)", zh: "  多出第 \(number) 行：\(printed)")
        }
        public static func moreDifferences(_ count: Int) -> Phrase {
            Phrase("  … and \(count) more differing lines", zh: "  另外还有 \(count) 行不同")
        }
        public static func marblesHeading(scale: String) -> Phrase {
            Phrase("  marbles (virtual time, \(scale)):", zh: "  弹珠图（虚拟时间，\(scale)）：")
        }
        /// The ruler's title over marble lanes, and what one column stands for (`20 ms`): the
        /// marble drawing's own words (`UIText.Marbles`).
        public static var rulerTitle: Phrase { UIText.Marbles.rulerTitle }
        public static func scale(_ perColumn: String) -> Phrase { UIText.Marbles.scale(perColumn) }
        public static func expectedLane(_ name: String) -> Phrase { Phrase("\(name) expected", zh: "\(name) 预期") }
        public static func actualLane(_ name: String) -> Phrase { Phrase("\(name) actual", zh: "\(name) 实际") }
        public static let automaticHeading = Phrase(
            "automatic lanes, not judged: ^ subscribed, ! disposed",
            zh: "自动时间线，不参与判定：^ 订阅，! 清除")
        public static func ranEditedCopy(_ path: String) -> Phrase {
            Phrase("  (ran your edited copy, \(path))", zh: "  （运行的是你修改过的版本：\(path)）")
        }
        public static func noCells(_ id: String) -> Phrase {
            Phrase("rxlearn: lesson \(id) has no cells to run", zh: "rxlearn: 课 \(id) 没有可运行的代码单元")
        }
        public static func summary(passed: Int, failed: Int) -> Phrase {
            Phrase("\(passed) passed, \(failed) failed", zh: "\(passed) 个通过，\(failed) 个失败")
        }

        // `rxlearn verify`, one line per cell
        public static func verifyCouldNotRun(_ reason: String) -> Phrase {
            Phrase("could not be run: \(reason)", zh: "无法运行：\(reason)")
        }
        public static func verifyTiming(milliseconds: Int, compiled: Bool, leaked: Int) -> Phrase {
            var english = "\(milliseconds) ms"
            var chinese = "\(milliseconds) ms"
            if compiled {
                english += ", compiled"
                chinese += "，已编译"
            }
            if leaked > 0 {
                english += ", \(leaked) subscription(s) left live"
                chinese += "，\(leaked) 个订阅没有清除"
            }
            return Phrase(english, zh: chinese)
        }

        // `rxlearn marbles`
        public static func wroteSVG(_ path: String, diagrams: Int, lanes: Int) -> Phrase {
            Phrase("wrote \(path): \(diagrams) diagram\(diagrams == 1 ? "" : "s"), \(lanes) lane\(lanes == 1 ? "" : "s")",
                   zh: "已写入 \(path)：\(diagrams) 张图，\(lanes) 条时间线")
        }
    }

    // MARK: progress

    public enum Progress {
        public static func total(done: Int, of items: Int) -> Phrase {
            Phrase("\(done)/\(items) cells matched and exercises solved", zh: "\(done)/\(items) 已完成（匹配的代码单元和完成的练习）")
        }
        /// What `p` in the notebook added: cells predicted, and how many right the first time.
        public static func predictions(cells: Int, rightFirstTime: Int) -> Phrase {
            Phrase("Predicted before running: \(cells) cell\(cells == 1 ? "" : "s"), \(rightFirstTime) right the first time",
                   zh: "运行前做过预测：\(cells) 个代码单元，其中 \(rightFirstTime) 个第一次就预测正确")
        }
        public static let allDone = Phrase(
            "Every cell matched and every exercise solved.",
            zh: "所有代码单元都已匹配，所有练习都已完成。")
        /// `Next: ` and ` — rxlearn open ID`, around the title that is cut to fit between them.
        public static let nextPrefix = Phrase("Next: ", zh: "下一课：")
        public static func nextCommand(_ id: String) -> Phrase {
            Phrase(" — rxlearn open \(id)", zh: "（rxlearn open \(id)）")
        }
        public static func exercise(mark: String, id: String, attempts: Int?) -> Phrase {
            let english = attempts.map { " (\($0) attempt\($0 == 1 ? "" : "s"))" } ?? ""
            let chinese = attempts.map { "（尝试 \($0) 次）" } ?? ""
            return Phrase("    \(mark) exercise \(id)\(english)", zh: "    \(mark) 练习 \(id)\(chinese)")
        }
    }
}
