/// The notebook's text: its keys, panes, windows and messages. Keys, ids, code, file paths and
/// the core's printed forms stay as they are in both languages.
///
/// In the Chinese, `·` and `…` are never used (terminals draw them one column wide next to
/// two-column characters): a separator between items is two spaces.
extension UIText {
    public enum Notebook {
        // MARK: - Shared pieces

        /// Between the items of a footer, a title's parts, a list of keys.
        public static let separator = Phrase(" · ", zh: "  ")
        /// Between a title and the documents' title of the same section (`Subjects · 既是…`).
        public static let titleSeparator = Phrase(" · ", zh: "  ")
        /// "3 lines", "1 more line": scrolled-out lines.
        public static func lines(_ count: Int, more: Bool = false) -> Phrase {
            Phrase("\(count) \(more ? "more " : "")line\(count == 1 ? "" : "s")",
                   zh: more ? "还有 \(count) 行" : "\(count) 行")
        }
        public static func linesBelow(_ count: Int) -> Phrase {
            Phrase("… \(lines(count, more: true).english)", zh: "↓ 下面还有 \(count) 行")
        }
        public static func linesAbove(_ count: Int) -> Phrase {
            Phrase("↑ \(lines(count).english) above", zh: "↑ 上面还有 \(count) 行")
        }

        // MARK: - The language key

        public static func languageSwitched(to name: String) -> Phrase {
            Phrase("Language: \(name). L switches back; your place and progress are kept.",
                   zh: "界面语言：\(name)。按 L 切换回去，学习位置和进度都保留。")
        }
        public static let languageLoading = Phrase("Loading the lessons in the other language…", zh: "正在载入另一种语言的课程，请稍候。")

        // MARK: - Key table: the notebook's keys

        public enum Keys {
            public static let nextCell = Phrase("next cell / exercise", zh: "下一个代码单元或练习")
            public static let previousCell = Phrase("previous cell / exercise", zh: "上一个代码单元或练习")
            public static let nextLesson = Phrase("next exercise or lesson", zh: "下一道练习或下一课")
            public static let previousLesson = Phrase("previous lesson", zh: "上一课")
            public static let run = Phrase("run / check the exercise", zh: "运行，或检查练习")
            public static let runAll = Phrase("run the lesson's cells", zh: "运行本课所有代码单元")
            public static let stepMode = Phrase("step mode on/off", zh: "开关单步模式")
            public static let stepForward = Phrase("step: next event", zh: "单步：下一个事件")
            public static let stepBack = Phrase("step: one event back", zh: "单步：退回一个事件")
            public static let predict = Phrase("predict first, then run", zh: "先预测，再运行")
            public static let toggleExpected = Phrase("show/fold expected output", zh: "显示或折叠预期输出")
            public static let edit = Phrase("edit in $VISUAL/$EDITOR", zh: "用 $VISUAL/$EDITOR 编辑")
            public static let resetEdit = Phrase("lesson's code/start file", zh: "恢复课中代码或起始代码")
            public static let switchVersion = Phrase("your copy / lesson's code", zh: "切换你的副本和课中代码")
            public static let contents = Phrase("table of contents", zh: "目录")
            public static let search = Phrase("search the lessons", zh: "搜索课程")
            public static let operators = Phrase("which operator? (tree)", zh: "该用哪个操作符（决策树）")
            public static let hint = Phrase("exercise hint, one more", zh: "练习提示，每次多一条")
            public static let playground = Phrase("the operator's playground", zh: "操作符的弹珠图游乐场")
            public static let scrollProseDown = Phrase("scroll the prose down", zh: "课文向下滚动")
            public static let scrollProseUp = Phrase("scroll the prose up", zh: "课文向上滚动")
            public static let focusNextPane = Phrase("next pane gets the screen", zh: "把屏幕让给下一个窗格")
            public static let scrollDown = Phrase("focused pane: scroll down", zh: "当前窗格向下滚动")
            public static let scrollUp = Phrase("focused pane: scroll up", zh: "当前窗格向上滚动")
            public static let toggleSetup = Phrase("setup code: show / fold", zh: "展开或折叠准备代码")
            public static let toggleSetupLanes = Phrase("setup's lanes: show/fold", zh: "开关准备代码的时间线")
            public static let toggleStages = Phrase("stages of ▸ subscription", zh: "▸ 所指订阅的各个阶段")
            public static let nextSubscription = Phrase("▸ to next subscription", zh: "▸ 移到下一个订阅")
            public static let switchLanguage = Phrase("English / 简体中文", zh: "English / 简体中文")
            public static let help = Phrase("this help", zh: "本帮助")
            public static let cancel = Phrase("stop the run or check", zh: "停止运行或检查")
            public static let quit = Phrase("quit (progress is kept)", zh: "退出（进度会保留）")

            // MARK: Key table: the windows' keys

            public static let anyOtherKey = Phrase("any other key", zh: "其他键")
            public static let type = Phrase("type", zh: "输入")
            public static let scroll = Phrase("scroll", zh: "滚动")
            public static let closesIt = Phrase("closes it", zh: "关闭")
            public static let choose = Phrase("choose", zh: "选择")
            public static let open = Phrase("open", zh: "打开")
            public static let order = Phrase("order", zh: "排序")
            public static let close = Phrase("close", zh: "关闭")
            public static let toSearch = Phrase("to search", zh: "搜索")
            public static let toFilter = Phrase("to filter", zh: "筛选")
            public static let itsLesson = Phrase("its lesson", zh: "打开它的课")
            public static let itsPlayground = Phrase("its playground", zh: "打开它的游乐场")
            public static let nextHint = Phrase("next hint", zh: "下一条提示")
            public static let closes = Phrase("closes", zh: "关闭")
            public static let theMarbles = Phrase("the marbles", zh: "弹珠")
            public static let otherLane = Phrase("predict something else", zh: "换一项预测")
            public static let aLine = Phrase("a line (... if you cannot tell)", zh: "一行（拿不准就输入 ...）")
            public static let nextLine = Phrase("next line", zh: "下一行")
            public static let line = Phrase("line", zh: "换行")
            public static let inYourEditor = Phrase("in $EDITOR", zh: "在 $EDITOR 中编辑")
            public static let addsThatLine = Phrase("adds that line", zh: "加入该行")
            public static let removesTheLast = Phrase("removes the last", zh: "删去最后一行")
            public static let runsTheCell = Phrase("runs the cell", zh: "运行代码单元")
            public static let cancels = Phrase("cancels", zh: "取消")
            public static let dropsIt = Phrase("drops it", zh: "放弃它")
            public static let keepsIt = Phrase("keeps it", zh: "保留它")
            public static let quits = Phrase("quits", zh: "退出")
            public static let startsTheCourse = Phrase("starts the course", zh: "开始学习")
            public static let editLane = Phrase("edit", zh: "编辑")
            public static let lane = Phrase("lane", zh: "时间线")
            public static let examplesInputs = Phrase("example's inputs", zh: "恢复示例输入")
            public static let compare = Phrase("compare", zh: "对比")
            public static let back = Phrase("back", zh: "返回")
            public static let marbles = Phrase("marbles", zh: "弹珠")
            public static let delete = Phrase("delete", zh: "删除")
            public static let move = Phrase("move", zh: "移动")
            public static let done = Phrase("done", zh: "完成")
        }

        // MARK: - Key table: how the help names each window

        public enum Windows {
            public static let notebook = Phrase("Notebook", zh: "笔记本")
            public static let help = Phrase("This help", zh: "本帮助")
            public static let contents = Phrase("Contents (t)", zh: "目录（t）")
            public static let search = Phrase("Search (/)", zh: "搜索（/）")
            public static let operators = Phrase("Which operator? (o)", zh: "该用哪个操作符？（o）")
            public static let hints = Phrase("Hints (h)", zh: "提示（h）")
            public static let predict = Phrase("Predict a lane (p)", zh: "预测时间线（p）")
            public static let predictLines = Phrase("Predict the printed lines, typing (p)", zh: "输入预测的打印行（p）")
            public static let predictChoice = Phrase("Predict the printed lines, choosing (p)", zh: "选择预测的打印行（p）")
            public static let confirmDrop = Phrase("Start afresh? (x)", zh: "重新开始？（x）")
            public static let welcome = Phrase("Welcome (first run)", zh: "欢迎页（首次运行）")
            public static let playground = Phrase("Marble playground (m on an operator's lesson, Tab in o)",
                                                  zh: "弹珠图游乐场（在操作符的课中按 m，或在 o 中按 Tab）")
            public static let playgroundEditing = Phrase("Editing a lane in the playground (Enter)", zh: "在游乐场中编辑时间线（Enter）")
        }

        // MARK: - Status bar

        public enum Status {
            public static let noLessons = Phrase("no lessons", zh: "没有课")
            public static func exercise(_ number: Int, of count: Int) -> Phrase {
                Phrase("exercise \(number) of \(count)", zh: "练习 \(number)/\(count)")
            }
            public static let noCells = Phrase("no cells", zh: "没有代码单元")
            public static func cell(_ number: Int, of count: Int) -> Phrase {
                Phrase("cell \(number) of \(count)", zh: "代码单元 \(number)/\(count)")
            }
            /// `lesson 3/40 `, on a projector.
            public static func lesson(_ lesson: Int, of lessons: Int) -> Phrase {
                Phrase("lesson \(lesson)/\(lessons) ", zh: "第 \(lesson)/\(lessons) 课 ")
            }
            /// `lesson 3/40 · ✓ 12/200 cells (6%) `
            public static func progress(lesson: Int, of lessons: Int, matched: Int, of cells: Int, percent: Int) -> Phrase {
                Phrase("lesson \(lesson)/\(lessons) · ✓ \(matched)/\(cells) cells (\(percent)%) ",
                       zh: "第 \(lesson)/\(lessons) 课  ✓ \(matched)/\(cells) 代码单元（\(percent)%） ")
            }
            // The key hints of the bottom line.
            public static let editYourAnswer = Phrase("edit your answer", zh: "编辑答案")
            public static let check = Phrase("check", zh: "检查")
            public static let hint = Phrase("hint", zh: "提示")
            public static let pane = Phrase("pane", zh: "窗格")
            public static let stop = Phrase("cells & exercises", zh: "单元和练习")
            public static let help = Phrase("help", zh: "帮助")
            public static let startAfresh = Phrase("start afresh", zh: "重来")
            public static let lesson = Phrase("lesson", zh: "换课")
            public static let quit = Phrase("quit", zh: "退出")
            public static let nextEvent = Phrase("next event", zh: "下一事件")
            public static let back = Phrase("back", zh: "后退")
            public static let leaveStepMode = Phrase("leave step mode", zh: "退出单步")
            public static let run = Phrase("run", zh: "运行")
            public static let cell = Phrase("cell", zh: "单元")
            public static let predict = Phrase("predict", zh: "预测")
            public static let edit = Phrase("edit", zh: "编辑")
            public static let step = Phrase("step", zh: "单步")
            public static let setup = Phrase("setup", zh: "准备代码")
            public static let contents = Phrase("contents", zh: "目录")
            public static let search = Phrase("search", zh: "搜索")
            public static let play = Phrase("play", zh: "游乐场")
        }

        // MARK: - Panes

        public enum Panes {
            public static let lesson = Phrase("Lesson", zh: "课")
            public static let noLessonsFound = Phrase("No lessons found.", zh: "没有找到课。")
            /// The prose's marker of a cell: `cell 2: hot-cold`.
            public static func cellMarker(_ number: Int, id: String) -> Phrase {
                Phrase("cell \(number): \(id)", zh: "代码单元 \(number)：\(id)")
            }
            /// The label of a chapter's introduction, shown in the lesson where the course enters the chapter.
            public static func chapterIntroduction(_ chapterID: String, title: String) -> Phrase {
                Phrase("About chapter \(chapterID), \(title):", zh: "关于第 \(chapterID) 章「\(title)」：")
            }
            public static func exerciseMarker(id: String) -> Phrase { Phrase("exercise: \(id)", zh: "练习：\(id)") }
            public static func exerciseHeading(_ title: String) -> Phrase { Phrase("Exercise: \(title)", zh: "练习：\(title)") }
            public static func hintsAvailable(_ count: Int) -> Phrase { Phrase("\(count) available", zh: "共 \(count) 条") }
            public static func hintsLeft(_ left: Int, of count: Int) -> Phrase {
                Phrase("\(left) more of \(count)", zh: "\(count) 条中还剩 \(left) 条")
            }
            public static func hShowsAHint(_ count: String) -> Phrase { Phrase("(h shows a hint: \(count))", zh: "（按 h 看提示：\(count)）") }
            public static func allHintsShown(_ count: Int) -> Phrase {
                Phrase("(all \(count) hints shown: h shows them again)", zh: "（\(count) 条提示都已显示，按 h 再看一遍）")
            }
            public static let tabReadsIt = Phrase("Tab reads it", zh: "Tab 阅读")
            public static let proseScrollHint = Phrase("J/K", zh: "J/K 滚动")

            // Code pane.
            public static let code = Phrase("Code", zh: "代码")
            public static let noCells = Phrase("This lesson has no cells.", zh: "本课没有代码单元。")
            public static let lessonsVersion = Phrase(" · the lesson's version", zh: "（课中版本）")
            public static let yourCopy = Phrase(" · your copy", zh: "（你的副本）")
            public static func cellTitle(_ number: Int, of count: Int, id: String, version: String) -> Phrase {
                Phrase("Cell \(number) of \(count): \(id)\(version)", zh: "代码单元 \(number)/\(count)：\(id)\(version)")
            }
            public static let runEdit = Phrase("r run · e edit", zh: "r 运行  e 编辑")
            public static let codeScrollFocused = Phrase("d/u scroll", zh: "d/u 滚动")
            public static let codeScrollHint = Phrase("Tab to the code, d/u", zh: "Tab 到代码，d/u")
            public static let scrollHint = Phrase("Tab, then d/u", zh: "先 Tab，再 d/u")
            public static func linesTab(_ lines: String) -> Phrase { Phrase("\(lines) · Tab", zh: "\(lines)  Tab") }
            public static func linesRange(_ first: Int, _ last: Int, of total: Int) -> Phrase {
                Phrase("lines \(first)–\(last) of \(total) · d/u scroll", zh: "第 \(first) 到 \(last) 行，共 \(total) 行  d/u 滚动")
            }
            public static let lessonChangedSinceEdit = Phrase(
                "The lesson's version of this cell changed since you edited it: v shows one or the other, x takes the lesson's.",
                zh: "你编辑之后，课中这个代码单元已经改过：按 v 在两个版本间切换，按 x 采用课中版本。")
            public static func setupUnfolded(_ lines: String) -> Phrase {
                Phrase("▾ setup · \(lines), run before every cell · z folds it", zh: "▾ 准备代码，\(lines)，在每个代码单元之前运行  z 折叠")
            }
            public static func setupFolded(_ lines: String) -> Phrase {
                Phrase("▸ setup · \(lines) · z shows it", zh: "▸ 准备代码，\(lines)  z 展开")
            }

            // Output pane.
            public static let output = Phrase("Output: actual │ expected", zh: "输出：实际 │ 预期")
            public static let outputWhilePredicting = Phrase("Output: actual │ expected hidden while you predict",
                                                             zh: "输出：实际 │ 预测期间隐藏预期")
            public static func runningHere(_ frame: String) -> Phrase {
                Phrase("\(frame) running · Esc stops waiting", zh: "\(frame) 运行中  Esc 不再等待")
            }
            public static func runningOther(_ frame: String, _ id: String) -> Phrase {
                Phrase("\(frame) running \(id)", zh: "\(frame) 正在运行 \(id)")
            }
            public static let running = Phrase("running…", zh: "运行中")
            public static let notRunYet = Phrase("Not run yet: r runs the cell.", zh: "还没有运行：按 r 运行代码单元。")
            public static let notChecked = Phrase("(not checked)", zh: "（不检查）")
            public static let notRunYetFolded = Phrase("Not run yet. Expected output folded: r runs, p predicts first.",
                                                       zh: "还没有运行。预期输出已折叠：按 r 运行，按 p 先预测。")
            /// Step mode before its first step, in place of the verdict, which would tell the end first.
            public static let stepZero = Phrase("Nothing has happened yet: Space/→ steps through the run.",
                                                zh: "还什么都没有发生：按 Space/→ 逐步查看运行。")

            // On a projector, before the cell runs: the question the class answers first.
            public static let notRunYetAskTheClass = Phrase("Not run yet. Ask the class first:", zh: "还没有运行。先问问全班：")
            public static let whatWillItPrint = Phrase("What will this cell print, line by line?", zh: "这个代码单元会逐行打印什么？")
            public static func whatComesOnLanes(_ names: [String]) -> Phrase {
                let english = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names.last!
                return Phrase("What comes on \(english), and when?", zh: "\(names.joined(separator: "、")) 上会在什么时候出现什么？")
            }
            public static let presentPredictKey = Phrase("predict it here", zh: "在这里预测")
            public static let presentPollKey = Phrase("poll the class (one hosted with rxlearn class host)", zh: "让全班投票（用 rxlearn class host 开的课堂）")
            public static let presentRunKey = Phrase("run it, then Space/→ steps through its events", zh: "运行，然后按 Space/→ 逐个查看事件")
            public static let runHiddenWhilePredicting = Phrase("The run's output and verdict are hidden until your prediction is in.",
                                                                zh: "在你完成预测之前，运行的输出和判定都隐藏。")
            public static let outputBesidePrediction = Phrase("Output: actual │ your prediction", zh: "输出：实际 │ 你的预测")
            public static let predictionLinesMatch = Phrase("your prediction matches every line", zh: "你的预测每一行都正确")
            public static func predictionLinesMatchOpen(_ open: Int) -> Phrase {
                Phrase("your prediction matches the lines you gave (\(open) left open)", zh: "你给出的各行都正确（\(open) 行没有预测）")
            }
            public static func predictionLinesWrong(_ divergence: String) -> Phrase {
                Phrase("your prediction: \(divergence)", zh: "你的预测：\(divergence)")
            }

            // Predicting, in the output pane.
            public static let predictLinesTitle = Phrase("Predict: what will it print?", zh: "预测：它会打印什么？")
            public static func predictLaneTitle(_ lane: String) -> Phrase { Phrase("Predict lane “\(lane)”", zh: "预测时间线「\(lane)」") }
            public static let predictLinesQuestion = Phrase(
                "Type each line you expect the cell to print, in order; a line of ... is one you cannot tell.",
                zh: "按顺序输入你预期代码单元打印的每一行；拿不准的一行输入 ...。")
            public static let predictChoiceQuestion = Phrase(
                "Press the numbers of the lines it prints, in order (. if you cannot tell):",
                zh: "按顺序按下它会打印的各行的编号（拿不准就按 .）：")
            public static let yourPrediction = Phrase("Your prediction:", zh: "你的预测：")
            public static let nothingChosenYet = Phrase("(nothing chosen yet)", zh: "（还没有选择）")

            // Marble pane.
            public static let marbles = Phrase("Marbles", zh: "弹珠图")
            public static let tabShowsThem = Phrase(" · Tab shows them", zh: "  Tab 显示")
            public static let hiddenWhilePredicting = Phrase("hidden while you predict", zh: "预测期间隐藏")
            public static let streamsAfterRun = Phrase("a cell's streams show after a run", zh: "运行后显示代码单元的序列")
            public static let noLanesRecord = Phrase("no lanes: .record(\"name\") draws one", zh: "没有时间线：.record(\"name\") 可画出一条")
            public static func lessonsLanesFolded(_ count: Int) -> Phrase {
                Phrase("the lesson's \(count == 1 ? "lane" : "\(count) lanes"): r runs, p predicts first",
                       zh: "课中的 \(count) 条时间线：按 r 运行，按 p 先预测")
            }
            public static func lessonsLanesAfterRun(_ count: Int) -> Phrase {
                Phrase("the lesson's \(count == 1 ? "1 lane" : "\(count) lanes") after a run · Tab",
                       zh: "运行后显示课中的 \(count) 条时间线  Tab")
            }
            public static let automaticHeading = Phrase("automatic lanes, not judged · ^ subscribed · ! disposed · c stages",
                                                        zh: "自动时间线，不评判  ^ 订阅  ! 清除  c 阶段")
            public static func setupSubscriptionsFolded(_ count: Int) -> Phrase {
                Phrase("+ \(count) subscription\(count == 1 ? "" : "s") made by the setup's helpers · w shows them",
                       zh: "另有准备代码中辅助函数的 \(count) 个订阅  按 w 显示")
            }
            public static let runToSeeStreams = Phrase("Run the cell (r) to see its streams here.", zh: "运行代码单元（r）后，它的序列会画在这里。")
            public static let noLanesRecorded = Phrase("No lanes recorded. In a cell, .record(\"name\") draws a stream here.",
                                                       zh: "没有记录时间线。在代码单元中用 .record(\"name\") 可以把序列画在这里。")
            public static func laneCount(_ count: Int) -> Phrase {
                Phrase("\(count) lane\(count == 1 ? "" : "s")", zh: "\(count) 条时间线")
            }
            public static func step(_ revealed: Int, of count: Int) -> Phrase { Phrase("step \(revealed)/\(count)", zh: "单步 \(revealed)/\(count)") }
            public static func predictedLane(_ name: String) -> Phrase { Phrase("\(name) (you)", zh: "\(name)（你）") }
            public static func lessonLane(_ name: String) -> Phrase { Phrase("\(name) (lesson)", zh: "\(name)（课）") }
            public static func now(_ time: Int) -> Phrase { Phrase("▲ now \(time)", zh: "▲ 当前 \(time)") }
            public static let predictionMatches = Phrase("your prediction matches ✓", zh: "你的预测正确 ✓")
            public static func firstWrongMarker(_ time: Int, _ explanation: String) -> Phrase {
                Phrase("▲ first wrong at \(time): \(explanation)", zh: "▲ 在 \(time) 第一次出错：\(explanation)")
            }
            public static func predictionFirstWrong(_ time: Int, _ explanation: String) -> Phrase {
                Phrase("prediction first wrong at \(time): \(explanation)", zh: "预测在 \(time) 第一次出错：\(explanation)")
            }

            // Exercise panes.
            public static let startFile = Phrase("start file", zh: "起始代码")
            public static let yourAnswer = Phrase("your answer", zh: "你的答案")
            public static let exerciseKeys = Phrase("r check · e edit · h hint", zh: "r 检查  e 编辑  h 提示")
            public static func exerciseTitle(_ title: String, solved: String, whose: String) -> Phrase {
                Phrase("Exercise: \(title)\(solved) · \(whose)", zh: "练习：\(title)\(solved)（\(whose)）")
            }
            public static func checkingHere(_ frame: String) -> Phrase {
                Phrase("\(frame) checking · Esc stops waiting", zh: "\(frame) 检查中  Esc 不再等待")
            }
            public static func checkingOther(_ frame: String, _ id: String) -> Phrase {
                Phrase("\(frame) checking \(id)", zh: "\(frame) 正在检查 \(id)")
            }
            public static let check = Phrase("Check: yours │ expected", zh: "检查：你的 │ 预期")
            public static let checkingNow = Phrase("checking on the example and on the hidden inputs…", zh: "正在用示例和隐藏输入检查。")
            public static func notCheckedYet(_ id: String) -> Phrase {
                Phrase("Not checked yet: e edits your answer (exercises/\(id).swift in your workspace), r checks it on the example and on hidden inputs.",
                       zh: "还没有检查：按 e 编辑答案（工作区中的 exercises/\(id).swift），按 r 用示例和隐藏输入检查。")
            }
            /// At a solved exercise before any check in this session: the header shows ✓ too.
            public static func solvedBefore(_ id: String) -> Phrase {
                Phrase("✓ Solved. e edits your answer (exercises/\(id).swift in your workspace), r checks it again.",
                       zh: "✓ 已经通过。按 e 编辑答案（工作区中的 exercises/\(id).swift），按 r 再检查一次。")
            }
            public static let exerciseBroken = Phrase("The exercise itself is broken, not your answer: ",
                                                      zh: "出错的是练习本身，不是你的答案：")
            public static let aHiddenInput = Phrase("a hidden input", zh: "一个隐藏输入")
            public static let theExample = Phrase("the example", zh: "示例")
            public static func stagesOfYourAnswer(_ count: Int) -> Phrase {
                Phrase("c shows the \(count) stage\(count == 1 ? "" : "s") of your answer (not judged)",
                       zh: "按 c 显示你答案的 \(count) 个阶段（不评判）")
            }
            public static let stagesHeading = Phrase("stages of your answer, not judged · ^ subscribed · ! disposed · c folds",
                                                     zh: "你答案的各个阶段，不评判  ^ 订阅  ! 清除  c 折叠")
            public static let yoursPassed = Phrase("yours ✓", zh: "你的 ✓")
            public static let yours = Phrase("yours", zh: "你的")
            public static let expected = Phrase("expected", zh: "预期")

            // Too small a window.
            public static func tooSmall(minimum: String, size: String) -> Phrase {
                Phrase("rxlearn needs a window of at least \(minimum) (this one is \(size)). Make it larger; the notebook comes back as it grows.",
                       zh: "rxlearn 需要至少 \(minimum) 的窗口（当前为 \(size)）。请把窗口调大，笔记本会随之恢复。")
            }
        }

        // MARK: - Windows over the notebook

        public enum Overlays {
            public static let keys = Phrase("Keys", zh: "按键")
            // Contents.
            public static let contents = Phrase("Contents", zh: "目录")
            public static let contentsAlongPath = Phrase("Contents, along the learning path", zh: "目录：按学习路径")
            public static let contentsDocumentsOrder = Phrase("Contents, in the documents' order", zh: "目录：按文档顺序")
            public static let doneVisited = Phrase("marks: ✓ every cell matched, · visited", zh: "标记：✓ 全部单元已匹配  · 已看过")
            // Search.
            public static let search = Phrase("Search", zh: "搜索")
            public static let typeAWord = Phrase("Type a word: titles, prose and code are searched.", zh: "输入一个词，会搜索标题、课文和代码。")
            public static func noLessonMentions(_ query: String) -> Phrase {
                Phrase("No lesson mentions “\(query)”.", zh: "没有哪一课提到「\(query)」。")
            }
            public static func moreMatchesAbove(_ count: Int) -> Phrase {
                Phrase("↑ \(count) more \(count == 1 ? "match" : "matches")", zh: "↑ 上面还有 \(count) 处匹配")
            }
            public static func moreMatchesBelow(_ count: Int) -> Phrase {
                Phrase("↓ \(count) more \(count == 1 ? "match" : "matches")", zh: "↓ 下面还有 \(count) 处匹配")
            }
            public static let typeWhatToLookFor = Phrase("Type what to look for.", zh: "请输入要找的内容。")
            // Which operator?
            public static let whichOperator = Phrase("Which operator?", zh: "该用哪个操作符？")
            public static let iWantTo = Phrase("I want to … ", zh: "我想要：")
            public static func noRowMentions(_ query: String) -> Phrase {
                Phrase("No row of the tree mentions “\(query)”.", zh: "决策树中没有哪一行提到「\(query)」。")
            }
            public static let noLessonYet = Phrase("  (no lesson yet)", zh: "  （还没有课）")
            public static func operatorHasNoLesson(_ name: String) -> Phrase {
                Phrase("`\(name)` has no lesson yet.", zh: "`\(name)` 还没有对应的课。")
            }
            // Hints.
            public static let hints = Phrase("Hints", zh: "提示")
            public static let noHints = Phrase("No hints for this one.", zh: "这个练习没有提示。")
            public static func hint(_ number: Int) -> Phrase { Phrase("Hint \(number): ", zh: "提示 \(number)：") }
            public static func moreHints(_ count: Int) -> Phrase { Phrase("\(count) more: press h", zh: "还有 \(count) 条：按 h") }
            public static let allHintsShown = Phrase("all hints are shown · any key closes", zh: "提示已全部显示  按任意键关闭")
            // Predict.
            public static let predict = Phrase("Predict", zh: "预测")
            public static func predictQuestion(lane: String, frame: Int) -> Phrase {
                Phrase("What will lane “\(lane)” do? Type its marbles: one - is \(frame) ms, | completes, # fails, (ab) shares a frame. Map symbols to values first if you like: a=🐶 b=用户 -a-b-|",
                       zh: "时间线「\(lane)」会怎样？输入它的弹珠：一个 - 是 \(frame) ms，| 表示完成，# 表示出错，(ab) 表示同一帧。也可以先把符号映射成值：a=🐶 b=用户 -a-b-|")
            }
            // Welcome.
            public static let welcome = Phrase("Welcome to rxlearn", zh: "欢迎使用 rxlearn")
            public static let welcomeText = Phrase(
                "rxlearn teaches RxSwift by running it. Each lesson is prose with small Swift programs, "
                    + "cells, that you run, edit and predict; their events are drawn as marble diagrams. "
                    + "Exercises check code you write.",
                zh: "rxlearn 通过运行代码来教 RxSwift。每一课都由课文和一些小的 Swift 程序（代码单元）组成，"
                    + "你可以运行、编辑它们，并预测结果；它们的事件会画成弹珠图。练习会检查你写的代码。")
            /// The sentence around the first lesson's title, which is drawn strong between the two parts.
            public static func courseStartsBefore(chapter: String) -> Phrase {
                Phrase("The course starts with “", zh: "课程从 \(chapter) 的「")
            }
            public static func courseStartsAfter(chapter: String) -> Phrase {
                Phrase("”, in \(chapter). ", zh: "」开始。")
            }
            public static func followsPath(stages: Int) -> Phrase {
                Phrase("] follows the learning path (\(stages) stages); t shows them.",
                       zh: "按 ] 沿学习路径前进（共 \(stages) 个阶段），按 t 查看。")
            }
            public static let keysThatMatter = Phrase("The keys that matter", zh: "常用按键")
            public static let allTheKeys = Phrase("all the keys", zh: "全部按键")
            // Start afresh?
            public static let startAfresh = Phrase("Start afresh?", zh: "重新开始？")
            public static let dropEditedCell = Phrase(
                "Drop your edited copy of this cell? The cell goes back to the lesson's code. Your version is not deleted: it is kept in the workspace as a .bak file beside it.",
                zh: "放弃你对这个代码单元的修改吗？代码单元会恢复为课中代码。你的版本不会被删除，而是作为 .bak 文件保存在工作区中原文件旁边。")
            public static let dropExerciseAnswer = Phrase(
                "Drop your answer to this exercise? The exercise goes back to its start file. Your version is not deleted: it is kept in the workspace as a .bak file beside it.",
                zh: "放弃你对这个练习的答案吗？练习会恢复为起始代码。你的版本不会被删除，而是作为 .bak 文件保存在工作区中原文件旁边。")
        }

        // MARK: - Messages

        public enum Messages {
            // Moving.
            public static let lastStop = Phrase("That was the last stop of this lesson: → or ] opens the next lesson.",
                                                zh: "这是本课最后一项：按 → 或 ] 打开下一课。")
            public static let firstStop = Phrase("This is the first stop of the lesson: ← or [ goes back a lesson.",
                                                 zh: "这是本课第一项：按 ← 或 [ 回到上一课。")
            public static let lastLesson = Phrase("This is the last lesson.", zh: "这是最后一课。")
            public static func exercisesOnThePath(left: Int) -> Phrase {
                left == 1
                    ? Phrase("Before the next lesson, its exercise: e edits, r checks; ] again moves on.",
                             zh: "下一课之前先做本课的练习：按 e 编辑，r 检查；再按 ] 继续前进。")
                    : Phrase("\(left) exercises left here before the next lesson: e edits, r checks; ] goes on.",
                             zh: "下一课之前本课还剩 \(left) 道练习：按 e 编辑，r 检查；按 ] 去下一道。")
            }
            public static let firstLesson = Phrase("This is the first lesson.", zh: "这是第一课。")
            // Running.
            public static let noCellsToRun = Phrase("This lesson has no cells to run.", zh: "本课没有可运行的代码单元。")
            public static let alreadyRunning = Phrase("A cell or a check is already running: wait for it, or press Esc to stop it.",
                                                      zh: "已有代码单元或检查在运行：请等它结束，或按 Esc 停止。")
            public static let checkAlreadyRunning = Phrase("A check or a cell is already running: wait for it, or press Esc to stop it.",
                                                           zh: "已有检查或代码单元在运行：请等它结束，或按 Esc 停止。")
            public static let stoppedCheck = Phrase("Stopped the check.", zh: "已停止检查。")
            public static let stoppedCell = Phrase("Stopped the cell.", zh: "已停止代码单元。")
            public static let oneCellMatches = Phrase("Ran the lesson's one cell: it matches.", zh: "已运行本课唯一的代码单元：与预期一致。")
            public static let oneCellDiffers = Phrase("Ran the lesson's one cell: it does not match.", zh: "已运行本课唯一的代码单元：与预期不一致。")
            public static func ranAll(_ cells: Int, matched: Int) -> Phrase {
                let english = matched == 0 ? "none matches" : matched == cells ? "all match" : "\(matched) match"
                let chinese = matched == 0 ? "都与预期不一致" : matched == cells ? "全部与预期一致" : "\(matched) 个与预期一致"
                return Phrase("Ran all \(cells) cells of the lesson: \(english).", zh: "已运行本课全部 \(cells) 个代码单元：\(chinese)。")
            }
            public static let wholeCellInView = Phrase("The whole cell is in view.", zh: "整个代码单元都已显示。")
            /// The changes wait and go with the next save; `reason` says why this one failed.
            public static func progressNotSaved(_ reason: Phrase) -> Phrase {
                Phrase("Progress is not being saved: \(reason.english)", zh: "进度没有保存：\(reason.text(in: .simplifiedChinese))")
            }
            public static let noDecisionTree = Phrase("These lessons have no operator decision tree (a ```choose block in a lesson).",
                                                      zh: "这些课没有操作符决策树（课中的 ```choose 代码块）。")
            public static let onAnExercise = Phrase("On an exercise: e edits your answer, r checks it, h shows a hint, x starts afresh.",
                                                    zh: "在练习中：按 e 编辑答案，r 检查，h 看提示，x 重新开始。")
            // Step mode.
            public static let stepModeRunFirst = Phrase("Step mode: run the cell (r), then Space or → reveals one event at a time.",
                                                        zh: "单步模式：先运行代码单元（r），再按空格或 → 一次显示一个事件。")
            public static let stepModeOn = Phrase("Step mode: Space or → reveals the next event, ← steps back, s leaves.",
                                                  zh: "单步模式：空格或 → 显示下一个事件，← 后退，s 退出。")
            public static let nothingToStep = Phrase("Nothing to step through yet: run the cell first (r).", zh: "还没有可单步查看的内容：请先运行代码单元（r）。")
            public static let lastEvent = Phrase("That was the last event.", zh: "这是最后一个事件。")
            // Predicting.
            public static let nothingToPredict = Phrase("This cell prints nothing and records no lane: there is nothing to predict.",
                                                        zh: "这个代码单元既不打印也不记录时间线：没有可预测的内容。")
            public static let noLinesPredicted = Phrase("Type at least one line (... for a line you cannot tell), or Esc.",
                                                        zh: "请至少输入一行（拿不准的行输入 ...），或按 Esc。")
            public static func chooseByNumber(_ count: Int) -> Phrase {
                Phrase("Press a number from 1 to \(count), or . for a line you cannot tell.", zh: "请按 1 到 \(count) 的数字，或按 . 表示拿不准的一行。")
            }
            public static let expectedShownAlways = Phrase("What the lesson expects is shown before you run (E folds it until a run or a prediction).",
                                                           zh: "运行前也显示课中预期（按 E 恢复为运行或预测之后才显示）。")
            public static let expectedFoldedUntilRun = Phrase("What the lesson expects stays folded until you run (r) or predict (p) a cell.",
                                                              zh: "课中预期在你运行（r）或预测（p）之前保持折叠。")
            public static func youSaidItDid(_ said: String, _ did: String, at time: Int) -> Phrase {
                Phrase("you said \(said), it did \(did) at \(time)", zh: "你预测的是 \(said)，实际在 \(time) 是 \(did)")
            }
            public static func youSaidItCameAt(_ said: String, at time: Int, came: Int) -> Phrase {
                Phrase("you said \(said) at \(time); it came at \(came)", zh: "你预测 \(said) 在 \(time)，实际在 \(came) 出现")
            }
            public static func youSaidNeverCame(_ said: String, at time: Int) -> Phrase {
                Phrase("you said \(said) at \(time); it never came", zh: "你预测在 \(time) 有 \(said)，但它没有出现")
            }
            public static func itDidUnpredicted(_ did: String, at time: Int) -> Phrase {
                Phrase("it did \(did) at \(time), which you did not predict", zh: "实际在 \(time) 有 \(did)，你没有预测到")
            }
            public static let theyDiffer = Phrase("they differ", zh: "两者不同")
            public static let noMarblesYet = Phrase("no marbles yet", zh: "还没有弹珠")
            public static let typeTheLane = Phrase("type the lane you expect, e.g. -a-b-|", zh: "输入你预期的时间线，例如 -a-b-|")
            // Hints.
            public static let noExerciseNoHints = Phrase("This lesson has no exercise, so there are no hints.", zh: "本课没有练习，所以没有提示。")
            public static let exerciseHasNoHints = Phrase("The exercise has no hints.", zh: "这个练习没有提示。")
            public static let allHintsShown = Phrase("All hints are shown.", zh: "提示已全部显示。")
            // Lanes and stages.
            public static let exerciseOneChain = Phrase("An exercise's check shows one chain, your answer's: c unfolds its stages.",
                                                        zh: "练习的检查只显示一条链，即你答案的那条：按 c 展开它的各个阶段。")
            public static let setupLanesShown = Phrase("The setup's subscriptions have lanes of their own now; w folds them into one line.",
                                                       zh: "准备代码的订阅现在各有一条时间线；按 w 折叠成一行。")
            public static let setupLanesFolded = Phrase("The setup's subscriptions are folded into one line; w shows them.",
                                                        zh: "准备代码的订阅已折叠成一行；按 w 显示。")
            public static let oneSubscription = Phrase("This run made one subscription: its lane is the focused one.",
                                                       zh: "这次运行只有一个订阅：焦点就在它的时间线上。")
            public static let checkFirst = Phrase("Check your answer (r) first: c then shows the stages of its chain.",
                                                  zh: "请先检查答案（r），然后按 c 显示它这条链的各个阶段。")
            public static let noStages = Phrase("This subscription has no operator stages to show: it subscribed to its source directly.",
                                                zh: "这个订阅没有可显示的操作符阶段：它直接订阅了源序列。")
            public static let recordedLanesOnly = Phrase("This cell draws only its recorded lanes (its lesson says lanes=recorded).",
                                                         zh: "这个代码单元只画它记录的时间线（课中写了 lanes=recorded）。")
            public static let runFirstForLanes = Phrase("Run the cell (r) first: its subscriptions are drawn as automatic lanes.",
                                                        zh: "请先运行代码单元（r），它的订阅会画成自动时间线。")
            public static let noAutomaticLanes = Phrase("This run has no automatic lanes: it made no subscription of its own.",
                                                        zh: "这次运行没有自动时间线：它自己没有订阅。")
            // Exercises.
            public static let solved = Phrase("Solved! j moves on to the next stop, ] to the next lesson.", zh: "答对了！按 j 继续下一项，按 ] 进入下一课。")
            public static func noEditorForExercise(_ file: String) -> Phrase {
                Phrase("No editor: set $VISUAL or $EDITOR (for example `export EDITOR=nano`) and reopen rxlearn; or edit \(file) in any editor and press r.",
                       zh: "没有编辑器：设置 $VISUAL 或 $EDITOR（如 `export EDITOR=nano`）后重开 rxlearn；或用任意编辑器改 \(file)，再按 r。")
            }
            public static let alreadyStartFile = Phrase("Your file is the start file already.", zh: "你的文件已经是起始代码。")
            public static let backToStartFile = Phrase("Back to the start file.", zh: "已恢复为起始代码。")
            // Editing cells.
            public static let noCellToEdit = Phrase("This lesson has no cell to edit.", zh: "本课没有可编辑的代码单元。")
            public static let noEditor = Phrase("No editor: set $VISUAL or $EDITOR (for example `export EDITOR=nano`) and reopen rxlearn.",
                                                zh: "没有编辑器：设置 $VISUAL 或 $EDITOR（如 `export EDITOR=nano`）后重开 rxlearn。")
            public static let noChange = Phrase("No change: the cell is the lesson's code.", zh: "没有改动：代码单元仍是课中代码。")
            public static let copySaved = Phrase("Your copy is saved in the workspace. r runs it, x goes back to the lesson's code.",
                                                 zh: "你的副本已保存在工作区。按 r 运行，按 x 恢复课中代码。")
            public static let noEditsToReset = Phrase("This cell has no edits to reset.", zh: "这个代码单元没有可恢复的修改。")
            public static let lessonsCodeAgain = Phrase("The cell is the lesson's code again.", zh: "代码单元已恢复为课中代码。")
            public static let done = Phrase("Done.", zh: "完成。")
            public static func keptAs(_ back: Phrase, _ path: Phrase) -> Phrase {
                Phrase("\(back.english) Your version is kept as \(path.english).",
                       zh: "\(back.text(in: .simplifiedChinese))你的版本保存为 \(path.text(in: .simplifiedChinese))。")
            }
            public static func inYourWorkspace(_ path: String) -> Phrase { Phrase("\(path) in your workspace", zh: "工作区中的 \(path)") }
            public static func nothingDropped(_ reason: String) -> Phrase {
                Phrase("Nothing was dropped: \(reason)", zh: "什么都没有放弃：\(reason)")
            }
            /// The notebook's first message when edited copies of cells cannot be read (`count`
            /// of them; `path`, `problem` and `fix` the first one's): they are kept as they are,
            /// and such a cell runs nothing, not the lesson's code, until the copy is mended.
            public static func editedCopiesUnreadable(_ count: Int, path: Phrase, problem: Phrase, fix: Phrase) -> Phrase {
                if count == 1 {
                    return Phrase("Your edited copy \(path.english) \(problem.english): \(fix.english); until then that cell runs nothing.",
                                  zh: "你编辑过的副本 \(path.text(in: .simplifiedChinese)) \(problem.text(in: .simplifiedChinese))：请\(fix.text(in: .simplifiedChinese))；在此之前这个代码单元不会运行任何代码。")
                }
                return Phrase("\(count) edited copies of cells cannot be read, the first \(path.english), which \(problem.english): \(fix.english); until then those cells run nothing.",
                              zh: "有 \(count) 个编辑过的代码单元副本无法读取，第一个是 \(path.text(in: .simplifiedChinese))，它\(problem.text(in: .simplifiedChinese))：请\(fix.text(in: .simplifiedChinese))；在此之前这些代码单元不会运行任何代码。")
            }
            public static let noEditsShowsLesson = Phrase("This cell has no edits: it shows the lesson's code.", zh: "这个代码单元没有修改：显示的是课中代码。")
            public static let showingYourCopy = Phrase("Showing your copy; r runs it.", zh: "正在显示你的副本，按 r 运行。")
            public static let showingLessonsVersion = Phrase("Showing the lesson's version; r runs it, v goes back to your copy.",
                                                             zh: "正在显示课中版本，按 r 运行，按 v 回到你的副本。")
            public static let keptYourVersion = Phrase("Kept your version.", zh: "已保留你的版本。")
            public static func editingFailed(_ reason: Phrase) -> Phrase {
                Phrase("Editing failed: \(reason.english)", zh: "编辑失败：\(reason.text(in: .simplifiedChinese))")
            }
            // Panes.
            public static let codePane = Phrase("the code pane", zh: "代码窗格")
            public static let outputPane = Phrase("the output pane", zh: "输出窗格")
            public static let marblePane = Phrase("the marble pane", zh: "弹珠图窗格")
            public static let prosePane = Phrase("the lesson's text", zh: "课文")
            public static func paneHasScreen(_ pane: Phrase, keys: String) -> Phrase {
                Phrase("Tab: \(pane.english) has the screen now; \(keys) scroll it.",
                       zh: "Tab：现在由\(pane.text(in: .simplifiedChinese))占据屏幕，按 \(keys) 滚动。")
            }
            public static let noSetupCode = Phrase("This lesson has no setup code: each cell stands alone.", zh: "本课没有准备代码：每个代码单元各自独立。")
            public static let exerciseNoSetup = Phrase("An exercise has no setup code: your answer is the whole program.",
                                                       zh: "练习没有准备代码：你的答案就是整个程序。")
            public static func allInView(_ pane: Phrase) -> Phrase {
                Phrase("All of \(pane.english) is in view.", zh: "\(pane.text(in: .simplifiedChinese))已全部显示。")
            }
            // Services.
            public static func cannotReadAnswer(path: Phrase, problem: Phrase, fix: Phrase) -> Phrase {
                Phrase("Your answer file \(path.english) \(problem.english): \(fix.english); it was not checked, and it is left as it is.",
                       zh: "你的答案文件 \(path.text(in: .simplifiedChinese)) \(problem.text(in: .simplifiedChinese))：请\(fix.text(in: .simplifiedChinese))；这次没有检查它，文件保持原样。")
            }
            public static func answerFilesUnreadable(_ count: Int, path: Phrase, problem: Phrase, fix: Phrase) -> Phrase {
                if count == 1 {
                    return Phrase("Your answer file \(path.english) \(problem.english): \(fix.english); until then it cannot be checked.",
                                  zh: "你的答案文件 \(path.text(in: .simplifiedChinese)) \(problem.text(in: .simplifiedChinese))：请\(fix.text(in: .simplifiedChinese))；在此之前无法检查它。")
                }
                return Phrase("\(count) answer files cannot be read, the first \(path.english), which \(problem.english): \(fix.english); until then they cannot be checked.",
                              zh: "有 \(count) 个答案文件无法读取，第一个是 \(path.text(in: .simplifiedChinese))，它\(problem.text(in: .simplifiedChinese))：请\(fix.text(in: .simplifiedChinese))；在此之前无法检查它们。")
            }
            public static func couldNotCheck(_ error: String) -> Phrase {
                Phrase("could not check the answer: \(error)", zh: "无法检查答案：\(error)")
            }
            public static func passedOn(otherInputs: Int) -> Phrase {
                Phrase("passed on the example and on \(otherInputs) other inputs", zh: "在示例和另外 \(otherInputs) 组输入上都通过了")
            }
            public static let answerDidNotRun = Phrase("your answer did not run", zh: "你的答案没能运行")
            public static func couldNotRunCell(_ error: String) -> Phrase {
                Phrase("could not run the cell: \(error)", zh: "无法运行代码单元：\(error)")
            }
            public static let doesNotCompile = Phrase("does not compile", zh: "编译失败")
            /// The notebook's first message when some lesson files could not be read whole.
            public static func lessonFileErrors(_ count: Int) -> Phrase {
                Phrase("\(count) error(s) in the lesson files left parts of them out: `rxlearn lint` lists them.",
                       zh: "课程文件中有 \(count) 处错误，部分内容没有载入：`rxlearn lint` 会列出它们。")
            }
            public static func editorDidNotStart(_ command: String, _ reason: String) -> Phrase {
                Phrase("could not start the editor `\(command)`: \(reason)", zh: "无法启动编辑器 `\(command)`：\(reason)")
            }
            public static func editorFailed(_ command: String, status: Int32) -> Phrase {
                Phrase("the editor `\(command)` did not finish normally (status \(status)); the cell was left as it was",
                       zh: "编辑器 `\(command)` 没有正常结束（状态 \(status)），代码单元保持原样")
            }
            public static func playgroundCouldNotStart(_ reason: String) -> Phrase {
                Phrase("The playground could not start: \(reason)", zh: "游乐场无法启动：\(reason)")
            }
            public static let playgroundStopped = Phrase("The playground has stopped.", zh: "游乐场已停止。")
            /// A cell that passed (`CellReport.matchedHeadline` in English).
            public static let matchesTheLesson = Phrase("matches the lesson", zh: "与课中预期一致")
        }
    }
}
