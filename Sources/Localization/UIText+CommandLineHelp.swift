// `--help`: every command's abstract and discussion, every option's and argument's help, and the
// `ValidationError`s of `validate()`. argument-parser builds these before it parses, after
// `RxLearn.runAsMain` has chosen the language, so each command reads them in a computed
// `configuration` and in its property wrappers' `help:`. argument-parser's own words (USAGE,
// OPTIONS, "Show help information.") are not ours and stay English.

extension UIText.CommandLine {
    public enum Help {
        // MARK: rxlearn

        public static let rxlearnAbstract = Phrase(
            "A terminal notebook for learning reactive programming the RxSwift way.",
            zh: "在终端里按 RxSwift 的方式学习响应式编程的笔记本。")
        public static let rxlearnDiscussion = Phrase(
            """
            Lessons mirror the RxSwift documentation. Every example runs against rxlearn's own \
            reactive core, which follows RxSwift 6's API and behaviour.

            Exit status: 0 success, 1 a cell did not match or could not run, 2 a lesson file has \
            an error, 64 a usage error.

            Language: --lang zh-Hans|en (any command, anywhere on the line), else RXLEARN_LANG, \
            else the locale: the first of LC_ALL, LC_MESSAGES and LANG that is set. zh_CN, zh_SG \
            and zh_Hans locales give Simplified Chinese; zh_TW, zh_HK, C, POSIX and every other \
            locale give English. In the notebook, L switches between them.
            """,
            zh: """
            课程与 RxSwift 中文文档一一对应。每个示例都运行在 rxlearn 自己的响应式核心上，\
            它遵循 RxSwift 6 的 API 和行为。

            退出状态：0 成功，1 有代码单元不匹配或无法运行，2 课程文件有错误，64 用法错误。

            语言：--lang zh-Hans|en（适用于所有命令，可写在命令行任意位置），否则看 RXLEARN_LANG，\
            再否则看 locale，即 LC_ALL、LC_MESSAGES、LANG 中第一个有值的变量。zh_CN、zh_SG \
            和 zh_Hans 为简体中文；zh_TW、zh_HK、C、POSIX 及其他所有 locale 为英文。\
            在笔记本中按 L 切换语言。
            """)

        // The groups of `rxlearn --help` (argument-parser adds "SUBCOMMANDS" to each).
        public static let lessonGroup = Phrase("Lesson", zh: "课")
        public static let exerciseGroup = Phrase("Exercise", zh: "练习")
        public static let authorGroup = Phrase("Author and setup", zh: "作者与环境")

        // MARK: options every command shares

        public static let lessonsOption = Phrase(
            "The folder of lesson files (default: RXLEARN_LESSONS, else the bundled Lessons/).",
            zh: "课程文件所在的文件夹（默认：RXLEARN_LESSONS，否则为自带的 Lessons/）。")
        public static let workspaceOption = Phrase(
            "The folder of your edited cells and exercise answers (default: RXLEARN_WORKSPACE, else ~/rxlearn-workspace).",
            zh: "存放你修改过的代码单元和练习答案的文件夹（默认：RXLEARN_WORKSPACE，否则为 ~/rxlearn-workspace）。")
        public static func compileTimeoutOption(maximum: Int) -> Phrase {
            Phrase("Stop compiling a cell after this many seconds (more than 0, at most \(maximum)).",
                   zh: "编译一个代码单元超过这么多秒即停止（大于 0，最多 \(maximum)）。")
        }
        public static func memoryLimitOption(variable: String, defaultValue: String) -> Phrase {
            Phrase("How much memory a cell may use, in GB; a cell that needs more is stopped. (default: \(variable), else \(defaultValue))",
                   zh: "一个代码单元最多可用的内存，单位 GB；需要更多的代码单元会被停止。（默认：\(variable)，否则为 \(defaultValue)）")
        }
        public static func memoryLimitOutOfRange(minimum: String, maximum: String) -> Phrase {
            Phrase("--memory-limit takes a number of GB: at least \(minimum), at most \(maximum).",
                   zh: "--memory-limit 接受的是 GB 数：至少 \(minimum)，最多 \(maximum)。")
        }
        public static func secondsOutOfRange(_ option: String, maximum: Int) -> Phrase {
            Phrase("\(option) takes a number of seconds: more than 0, at most \(maximum).",
                   zh: "\(option) 接受的是秒数：大于 0，最多 \(maximum)。")
        }
        /// `--stages` of `run` and `marbles`.
        public static let stagesOption = Phrase(
            "Under each automatic lane, draw the stages of its chain (source first).",
            zh: "在每条自动时间线下画出它所在链条的每一级（从源序列开始）。")
        /// The id-or-file argument of `run` and `marbles`.
        public static let idOrFileArgument = Phrase(
            "A .swift file, or a lesson id (see `rxlearn list`).",
            zh: "一个 .swift 文件，或一课的 id（见 `rxlearn list`）。")

        // MARK: list

        public static let listAbstract = Phrase(
            "List the lessons along the learning path, with ids and your progress.",
            zh: "按学习路径列出所有课，以及它们的 id 和你的进度。")
        public static let listJSON = Phrase("Print the list as JSON.", zh: "以 JSON 格式输出列表。")
        public static let listOperators = Phrase(
            "Print the operator decision tree instead: \"I want to …\" → the operators and their lessons.",
            zh: "改为输出操作符决策树：从「我想做什么」找到对应的操作符和讲解它们的课。")
        public static let listDocuments = Phrase(
            "List the lessons by chapter in the documents' order instead of by the stages of the learning path.",
            zh: "按文档的顺序逐章列出课，而不是按学习路径的阶段。")
        public static let listExercises = Phrase(
            "List each lesson's exercises under it (✓ solved, ✗ tried, · not yet): the names `check`, `hint` and `show` take.",
            zh: "在每课下面列出它的练习（✓ 已完成，✗ 尝试过，其余为未做）：也就是 `check`、`hint` 和 `show` 接受的名字。")

        // MARK: show, open, present

        public static let showAbstract = Phrase(
            "Print a lesson's prose and cells, or an exercise's task, as text.",
            zh: "以纯文本输出一课的正文和代码单元，或一道练习的题目。")
        public static let showID = Phrase(
            "A lesson's or an exercise's id (see `rxlearn list --exercises`).",
            zh: "课或练习的 id（见 `rxlearn list --exercises`）。")
        public static let openAbstract = Phrase(
            "Open the notebook at a lesson or exercise (without one: where you stopped).",
            zh: "在某课或练习处打开笔记本（默认回到上次停下的地方）。")
        public static let openID = Phrase(
            "A lesson or exercise id (see `rxlearn list`).",
            zh: "课或练习的 id（见 `rxlearn list`）。")
        public static let presentAbstract = Phrase(
            "Open the notebook in projector mode: code and marbles large, step mode on, high contrast.",
            zh: "投影模式的笔记本：代码和弹珠图放大，单步，高对比度。")
        public static let presentID = Phrase(
            "The lesson or exercise to start at (default: where you stopped).",
            zh: "从哪一课或哪道练习开始（默认：上次停下的地方）。")

        public static let showExpectedFlag = Phrase(
            "Show what each cell should print and its lanes before you run it (by default they stay folded until you run or predict the cell; E switches in the notebook; `show-expected = true` in ~/.config/rxlearn/config keeps it on).",
            zh: "运行前就显示每个代码单元的预期输出和时间线（默认在你运行或预测之前保持折叠；笔记本中按 E 切换；在 ~/.config/rxlearn/config 中写 `show-expected = true` 可一直开启）。")
        public static func configProblem(_ place: String, _ line: String) -> Phrase {
            Phrase("\(place): `\(line)` is not a setting rxlearn knows: write `show-expected = true` or `show-expected = false` (the line is ignored).",
                   zh: "\(place)：`\(line)` 不是 rxlearn 认识的设置，请写 `show-expected = true` 或 `show-expected = false`（这一行已忽略）。")
        }

        // MARK: run

        public static let runAbstract = Phrase(
            "Run a Swift program, or a lesson's cells, against rxlearn's reactive core.",
            zh: "在 rxlearn 的核心上运行 Swift 程序或一课的代码单元。")
        public static let runDiscussion = Phrase(
            """
            Standard output gets exactly what the code printed. Verdicts, compiler messages and \
            marble lanes go to standard error (or, with --json, everything goes into one JSON object). \
            After the recorded lanes come the automatic ones, one per subscription, never judged: \
            `^` just before the time it was subscribed, `!` at the time it was disposed.
            """,
            zh: """
            标准输出只有代码打印的内容。判定结果、编译器消息和弹珠时间线都写到标准错误\
            （加 --json 时全部放进一个 JSON 对象）。记录的时间线之后是自动时间线，每个订阅一条，\
            不参与判定：`^` 标在订阅时刻之前，`!` 标在清除的时刻。
            """)
        public static let runJSON = Phrase(
            "Print one JSON object with the output, verdicts and lanes.",
            zh: "输出一个 JSON 对象，包含输出、判定结果和时间线。")
        public static let runRealTime = Phrase(
            "Run on the real clock instead of virtual time.",
            zh: "用真实时钟运行，而不是虚拟时间。")
        public static let runTimeout = Phrase(
            "For a file: stop the program after this many seconds (more than 0, at most 3600). Lesson cells use their own limit.",
            zh: "仅用于文件：程序运行超过这么多秒即停止（大于 0，最多 3600）。课中的代码单元有自己的时限。")

        // MARK: marbles

        public static let marblesAbstract = Phrase(
            "Draw the marble lanes of a lesson's cells or of a program as an SVG picture (for slides and handouts).",
            zh: "把弹珠时间线画成 SVG 图片，用于幻灯片和讲义。")
        /// Chinese only: the shorter Chinese abstract leaves this out.
        public static let marblesDiscussion = Phrase(
            "",
            zh: "运行一课的代码单元（或一个程序），把它们记录的时间线和自动时间线画成一张 SVG 图片。")
        public static let marblesSVG = Phrase("Where to write the picture.", zh: "图片写到哪里。")
        public static let marblesCell = Phrase("Only this cell of the lesson.", zh: "只画该课的这个代码单元。")

        // MARK: play

        public static let playAbstract = Phrase(
            "Play an operator's marble example with your own input lanes (or compare two or three operators).",
            zh: "用你的输入演示操作符的弹珠示例，或比较两三个操作符。")
        public static let playDiscussion = Phrase(
            """
            Examples:
              rxlearn play --list
              rxlearn play debounce --input 'typed=-ab---c-|'
              rxlearn play flatMap flatMapLatest concatMap
              rxlearn play --compare throttle

            Input lanes are marble strings such as `--a--b--|` (`#` is an error, `(ab)` a group), \
            optionally followed by value definitions: `-a-b| a=🐶 b=42`. The text an operator \
            prints names its lanes as `--input` takes them.
            """,
            zh: """
            示例：
              rxlearn play --list
              rxlearn play debounce --input 'typed=-ab---c-|'
              rxlearn play flatMap flatMapLatest concatMap
              rxlearn play --compare throttle

            输入时间线是 `--a--b--|` 这样的弹珠字符串（`#` 表示错误，`(ab)` 表示同时发出的一组），\
            后面可以跟上值的定义：`-a-b| a=🐶 b=42`。操作符输出的文字里，各条时间线的名字\
            就是 `--input` 接受的名字。
            """)
        public static let playOperators = Phrase(
            "One operator, or two or three to compare (RxSwift 6 or 5 names).",
            zh: "一个操作符，或两三个要比较的操作符（RxSwift 6 或 5 的名字均可）。")
        public static let playList = Phrase("List the operators and comparisons.", zh: "列出所有操作符和对比组。")
        public static let playCompare = Phrase(
            "Play a comparison (its name, or an operator in it).",
            zh: "演示一个对比组（用它的名字，或其中一个操作符）。")
        public static let playInput = Phrase("An input lane's marbles (repeatable).", zh: "一条输入时间线的弹珠（可以给出多次）。")
        public static let playText = Phrase("Print the lanes as text even in a terminal.", zh: "即使在终端里也以文本输出时间线。")
        public static let playListTakesNoOperator = Phrase("--list takes no operator.", zh: "--list 不接受操作符。")
        public static let playNameAnOperator = Phrase(
            "Name an operator (`rxlearn play map`), or use --list to see them.",
            zh: "请给出一个操作符（`rxlearn play map`），或用 --list 查看全部。")
        public static let playOperatorsOrCompare = Phrase(
            "Give either operators or --compare, not both.",
            zh: "操作符和 --compare 只能给出其中一个。")
        public static let playAtMostThree = Phrase(
            "Compare at most three operators side by side.",
            zh: "最多同时比较三个操作符。")

        // MARK: check, watch, hint, reset

        public static let checkAbstract = Phrase(
            "Check your answer to an exercise (by default the next one you have not solved).",
            zh: "检查你的练习答案（默认是下一道还没完成的练习）。")
        public static let checkDiscussion = Phrase(
            """
            Your file is <workspace>/exercises/<name>.swift; it is created from the exercise's start \
            file the first time. Exit status: 0 passed, 1 not yet, 2 a lesson-file error, 64 a usage error.
            """,
            zh: """
            你的答案文件是 <workspace>/exercises/<name>.swift，第一次用到时由练习的起始代码创建。\
            退出状态：0 通过，1 还没通过，2 课程文件有错误，64 用法错误。
            """)
        public static let checkName = Phrase("The exercise (see `rxlearn list`).", zh: "练习（见 `rxlearn list`）。")
        public static let checkStages = Phrase(
            "After the verdict, draw the stages of your answer's chain on the input it shows (never judged).",
            zh: "在判定结果之后，画出你的答案的链条在所示输入上的每一级（不参与判定）。")
        public static let watchAbstract = Phrase(
            "Re-check an exercise every time you save its file (n: next exercise, h: hint, q: quit).",
            zh: "每次保存时重新检查练习（n 下一道，h 提示，q 退出）。")
        public static let watchName = Phrase(
            "The exercise to start with (default: the next unsolved one).",
            zh: "从哪道练习开始（默认：下一道还没完成的）。")
        public static let hintAbstract = Phrase(
            "Show the next hint of an exercise (by default the next one you have not solved).",
            zh: "显示练习的下一条提示（默认是下一道还没完成的练习）。")
        public static let exerciseName = Phrase("The exercise.", zh: "练习。")
        public static let resetAbstract = Phrase(
            "Start an exercise afresh; your version is kept next to it (NAME.swift.bak, then .bak.2, …).",
            zh: "让练习从头开始，你的版本另存为 NAME.swift.bak 等。")
        public static let resetDiscussion = Phrase(
            "Every reset keeps the version it replaces under a new name, so none is ever lost; the message names the file that holds it.",
            zh: "你的版本保留在答案文件旁边：NAME.swift.bak，然后是 .bak.2，依此类推。每次重置都会把被替换的版本存成一个新名字，所以不会丢失任何版本；提示信息会写明它保存在哪个文件里。")

        // MARK: progress, report

        public static let progressAbstract = Phrase(
            "Show how far you are: cells matched and exercises solved, by stage of the learning path.",
            zh: "显示你的进度：按学习路径的阶段统计代码单元和练习。")
        public static let progressDocuments = Phrase(
            "Count by chapter in the documents' order instead of by the stages of the learning path.",
            zh: "按文档的顺序逐章统计，而不是按学习路径的阶段。")
        public static let reportAbstract = Phrase(
            "Export your exercise results (text, --json or --csv) for a teacher.",
            zh: "导出你的练习成绩交给老师（文本、--json 或 --csv）。")
        public static let reportLearner = Phrase(
            "The learner's name in the report (default: $USER).",
            zh: "报告里学习者的名字（默认：$USER）。")
        public static let reportMergeAbstract = Phrase(
            "Merge learners' JSON reports into one table: exercise × learner.",
            zh: "把多位学习者的 JSON 报告合并成一张全班成绩表。")
        public static let reportMergeFiles = Phrase(
            "Reports written by `rxlearn report --json`.",
            zh: "由 `rxlearn report --json` 生成的报告。")
        public static let reportJSON = Phrase(
            "Print JSON: for `report`, what `report merge` reads; for `report merge`, the class table.",
            zh: "输出 JSON：对 `report` 是 `report merge` 读取的格式，对 `report merge` 是全班的成绩表。")
        public static let reportCSV = Phrase("Print CSV.", zh: "输出 CSV。")
        public static let reportMergeNeedsFiles = Phrase(
            "Give at least one report file (from `rxlearn report --json`).",
            zh: "请至少给出一个报告文件（由 `rxlearn report --json` 生成）。")
        public static let reportOneFormat = Phrase("Choose one of --json and --csv.", zh: "--json 和 --csv 只能选一个。")

        // MARK: verify, lint, dev, doctor

        public static let verifyAbstract = Phrase(
            "Run every cell of the lessons (or of the given lessons) and compare with the expected output.",
            zh: "运行所有课（或指定的课）的代码单元，与预期输出比较。")
        public static let verifyDiscussion = Phrase(
            "Exits 0 only if every cell matches; 1 if one does not; 2 if a lesson file has an error.",
            zh: "所有代码单元都匹配时才以 0 退出；有不匹配的为 1；课程文件有错误时为 2。")
        public static let verifyIDs = Phrase(
            "Lesson or chapter ids to verify, e.g. 4.3-relays or 4.3 (default: all).",
            zh: "要验证的课或章，如 4.3-relays 或 4.3（默认全部）。")
        public static let verifyJobs = Phrase("How many cells to compile at once.", zh: "同时编译多少个代码单元。")
        public static let verifyJobsRange = Phrase("--jobs takes a number from 1 to 16.", zh: "--jobs 接受 1 到 16 之间的数。")
        public static let lintAbstract = Phrase(
            "Check the lesson files and print every problem with its fix.",
            zh: "检查课程文件，列出每个问题及其改法。")
        public static let lintDiscussion = Phrase(
            "Exits 2 if any error was found; warnings alone exit 0.",
            zh: "发现错误时以 2 退出；只有警告时以 0 退出。")
        public static let devAbstract = Phrase("Tools for lesson authors.", zh: "供课程作者使用的工具。")
        public static let devCheckAbstract = Phrase(
            "Check every exercise: start files fail as shipped, reference solutions pass, and the checker tells their mutants apart.",
            zh: "检查每道练习：起始代码原样不能通过，参考答案能通过，检查能分辨出参考答案的变体。")
        public static let devCheckNoMutants = Phrase(
            "Do not try the reference solutions' mutants (faster).",
            zh: "不尝试参考答案的变体（更快）。")
        public static let stampAbstract = Phrase(
            "Stamp translated lessons with the English text they were made from.",
            zh: "给译文标记它所依据的英文原文。")
        public static let stampDiscussion = Phrase(
            """
            Without lesson ids, stamps every translated lesson that has no stamp yet. A stale \
            translation (its English lesson changed since) is stamped only when you name it, or \
            with --stale: bring it up to date first. Only translations that match their English \
            lesson (rxlearn lint) are stamped.
            """,
            zh: """
            不给课的 id 时，给每篇还没有标记的译文加上标记。过期的译文（英文课在翻译之后改过）\
            只有在你点名或加 --stale 时才会标记：请先把它更新。只有与英文课相符的译文\
            （rxlearn lint）才会被标记。
            """)
        public static let stampLanguage = Phrase("The translation to stamp.", zh: "要标记哪种语言的译文。")
        public static let stampStale = Phrase("Also stamp stale translations.", zh: "也标记过期的译文。")
        public static let stampIDs = Phrase(
            "Lesson ids (or a chapter's file name, for its title and introduction) to stamp.",
            zh: "要标记的课的 id（或章的文件名，用于标记章的标题和引言）。")
        public static let doctorAbstract = Phrase(
            "Check the Swift toolchain, the built core, rxlearn's folders and the terminal.",
            zh: "检查 Swift 工具链、核心、rxlearn 的文件夹和终端。")
        public static let doctorDiscussion = Phrase(
            "Exits 1 if something is broken; warnings alone exit 0.",
            zh: "有问题时以 1 退出；只有警告时以 0 退出。")
    }
}
