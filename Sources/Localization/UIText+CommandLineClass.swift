// The live classroom's command line: `rxlearn class …` for the teacher and the learners, and
// the lines other commands add while the learner is in a class.

extension UIText.CommandLine {
    public enum Class {
        // MARK: --help

        public static let group = Phrase("Class", zh: "课堂")
        public static let abstract = Phrase("A live class: the teacher hosts, learners join, the teacher sees who is stuck where.",
                                            zh: "实时课堂：老师开课，学员加入，老师看到谁卡在哪里。")
        public static let discussion = Phrase(
            """
            Teacher: rxlearn class host (then dashboard, poll, follow, export). Learner: rxlearn class join ADDRESS CODE, \
            then work as usual; rxlearn class leave ends it. While in a class, rxlearn sends the teacher the lessons you \
            reach, the cells you run and whether they matched, your checks' verdicts and how many inputs passed, the hints \
            you take and your predictions — never your code, unless you share an answer with rxlearn class share. Your \
            progress stays on your machine and never waits for the class: when the class server cannot be reached, events \
            wait in a queue and are sent later.
            """,
            zh: """
            老师：rxlearn class host（之后用 dashboard、poll、follow、export）。学员：rxlearn class join 地址 课堂码，\
            然后照常学习；rxlearn class leave 退出。加入课堂期间，rxlearn 会把这些告诉老师：你到达的课、运行的代码单元\
            及是否匹配、检查的结论和通过的输入数、用过的提示、你的预测；从不发送你的代码，除非你用 rxlearn class share \
            主动分享答案。你的进度只保存在你自己的电脑上，从不等待课堂：连不上课堂服务器时，事件会排队，稍后再发送。
            """)
        public static let hostAbstract = Phrase("Starts the class server for your class (the teacher's machine).",
                                                zh: "启动你的课堂服务器（在老师的电脑上）。")
        public static let hostDiscussion = Phrase(
            """
            It listens on loopback (127.0.0.1:7117) unless told otherwise: learners on other machines reach it only with \
            --lan (every interface of this machine, port 7117) or --listen with another address together with --lan. It \
            prints the addresses to join, the class code and the dashboard's address, which carries the teacher's token \
            after # (the token is also kept, readable by you alone, in the class's data folder). The class is kept in that \
            folder: stopping and starting the host carries on the same class with the same code; --new starts another. The \
            server is built the first time (a few minutes) and stops when this command stops. The dashboard page speaks \
            the browser's language (Chinese when the browser prefers it, else English); ?lang=zh-Hans or ?lang=en before \
            the # of its address chooses, and the address printed asks for Chinese when rxlearn speaks it (--lang zh-Hans).
            """,
            zh: """
            默认只监听本机回环地址（127.0.0.1:7117）：只有加上 --lan（本机所有网卡，端口 7117），或 --listen 其他地址\
            并同时加上 --lan，其他电脑上的学员才能连上。它会打印加入地址、课堂码和看板地址；看板地址 # 之后带着老师的令牌\
            （令牌也保存在课堂数据文件夹中，只有你能读）。课堂保存在那个文件夹里：停止后再启动，仍是同一个课堂、同一个\
            课堂码；--new 开始新课堂。服务器第一次使用时需要构建（几分钟），本命令停止时它也随之停止。看板页面使用浏览器的语言\
            （浏览器首选中文时为中文，否则为英文）；在地址的 # 之前加上 ?lang=zh-Hans 或 ?lang=en 可以指定；rxlearn \
            使用中文时（--lang zh-Hans），打印的地址会要求中文。
            """)
        public static let listenOption = Phrase("Where to listen, HOST:PORT (default 127.0.0.1:7117; an address other machines can reach needs --lan).",
                                                zh: "监听地址 HOST:PORT（默认 127.0.0.1:7117；其他电脑能连上的地址需要同时加 --lan）。")
        public static let lanOption = Phrase("Let learners on the local network join: listen on every interface (port 7117 unless --listen says).",
                                             zh: "允许局域网内的学员加入：监听所有网卡（端口默认 7117，可用 --listen 指定）。")
        public static let dataOption = Phrase("The class's data folder (default: the rxlearn state folder's class-host).",
                                              zh: "课堂的数据文件夹（默认：rxlearn 状态文件夹下的 class-host）。")
        public static let newOption = Phrase("Start a new class: the earlier one is put aside in the data folder's earlier/.",
                                             zh: "开始新课堂：之前的课堂移到数据文件夹的 earlier/ 中。")
        public static let jsonHostOption = Phrase("Print one JSON line (address, code, dashboard, teacherTokenFile) for scripts.",
                                                  zh: "为脚本打印一行 JSON（address、code、dashboard、teacherTokenFile）。")
        public static let stuckFailuresOption = Phrase("Failed checks in a row on one exercise that make a learner stuck.",
                                                       zh: "同一道练习连续检查失败多少次算卡住。")
        public static let stuckMinutesOption = Phrase("Minutes on one exercise without passing that make a learner stuck.",
                                                      zh: "在同一道练习上多少分钟仍未通过算卡住。")
        public static let serverOption = Phrase("The class server program to run (default: built from the checkout's Classroom package).",
                                                zh: "要运行的课堂服务器程序（默认：由检出目录中的 Classroom 包构建）。")
        public static let joinAbstract = Phrase("Joins a live class: ADDRESS and CODE are what the teacher shows.",
                                                zh: "加入实时课堂：地址和课堂码由老师展示。")
        public static let addressArgument = Phrase("The class's address, e.g. 192.168.1.20:7117.", zh: "课堂地址，例如 192.168.1.20:7117。")
        public static let codeArgument = Phrase("The class code.", zh: "课堂码。")
        public static let nameOption = Phrase("The name the teacher sees (default: your user name).", zh: "老师看到的名字（默认：你的用户名）。")
        public static let leaveAbstract = Phrase("Leaves the class: nothing more is sent.", zh: "退出课堂：不再发送任何内容。")
        public static let statusAbstract = Phrase("Says whether you are in a class, and what waits to be sent.", zh: "显示你是否在课堂中，以及有多少内容等待发送。")
        public static let shareAbstract = Phrase("Shares your answer to an exercise with the teacher (your code, this once).",
                                                 zh: "把你某道练习的答案分享给老师（仅这一次发送你的代码）。")
        public static let answerAbstract = Phrase("Answers the teacher's open poll with your prediction.", zh: "用你的预测回答老师发起的投票。")
        public static let answerArgument = Phrase("Your prediction: the marble string of the lane, or the printed lines (\\n between lines).",
                                                  zh: "你的预测：该时间线的弹珠字符串，或打印的行（行之间用 \\n）。")
        public static let dashboardAbstract = Phrase("The running class on a terminal screen (plain text when not a terminal).",
                                                     zh: "在终端屏幕上查看正在进行的课堂（不是终端时输出纯文本）。")
        public static let exportAbstract = Phrase("Every learner's results with partial credit, as report merge's table (--csv or --json).",
                                                  zh: "导出每位学员的结果和部分得分，表格与 report merge 相同（--csv 或 --json）。")
        public static let pollAbstract = Phrase("Asks the class to predict a cell (LESSON/CELL), or closes or reveals the poll.",
                                                zh: "请全班预测一个代码单元（课/单元），或关闭、揭晓投票。")
        public static let pollCellArgument = Phrase("The cell, LESSON/CELL (e.g. 4.3-replay-subject/chat-history).",
                                                    zh: "代码单元，写作 课/单元（例如 4.3-replay-subject/chat-history）。")
        public static let pollLaneOption = Phrase("Ask for this lane's marbles instead of the printed output.", zh: "改为预测这条时间线的弹珠，而不是打印输出。")
        public static let pollCloseOption = Phrase("Close the open poll.", zh: "关闭进行中的投票。")
        public static let pollRevealOption = Phrase("Reveal what the cell gives.", zh: "揭晓代码单元的结果。")
        public static let followAbstract = Phrase("Offers the class a lesson to open (\"follow me\"); nobody is moved without accepting.",
                                                  zh: "请全班打开某一课（「跟我来」）；学员不接受就不会被带走。")
        public static func countOutOfRange(_ option: String, maximum: Int) -> Phrase {
            Phrase("\(option) takes a whole number from 1 to \(maximum)", zh: "\(option) 需要 1 到 \(maximum) 之间的整数")
        }
        public static let followArgument = Phrase("The lesson or exercise id.", zh: "课或练习的 id。")

        // MARK: host

        public static func buildingServer(_ package: String) -> Phrase {
            Phrase("building the class server (first time only; a few minutes) in \(package)…",
                   zh: "正在 \(package) 中构建课堂服务器（仅第一次，需要几分钟）")
        }
        public static func built(seconds: Int) -> Phrase { Phrase("built in \(seconds) s", zh: "构建完成，用时 \(seconds) 秒") }
        public static let buildFailed = Phrase(
            "the class server did not build; the lines above say why (swift build --package-path Classroom builds it by hand)",
            zh: "课堂服务器构建失败，原因见上文（也可以手动运行 swift build --package-path Classroom 构建）")
        public static let noServerPackage = Phrase(
            "cannot find the class server: set RXLEARN_CLASS_SERVER to its program, or run rxlearn from its checkout (which has Classroom/)",
            zh: "找不到课堂服务器：请把 RXLEARN_CLASS_SERVER 设为它的程序，或从包含 Classroom/ 的检出目录运行 rxlearn")
        public static func listenMalformed(_ text: String) -> Phrase {
            Phrase("--listen takes HOST:PORT (127.0.0.1:7117, 0.0.0.0:7117 with --lan, [::1]:7117), not \(text)",
                   zh: "--listen 的格式是 HOST:PORT（127.0.0.1:7117、配合 --lan 的 0.0.0.0:7117、[::1]:7117），而不是 \(text)")
        }
        /// `example`: the same address with another port, as --listen takes it.
        public static func portInUse(_ port: Int, example: String) -> Phrase {
            Phrase("port \(port) is in use on this machine (another class or another program listens there): stop that, or host on another port, such as --listen \(example)",
                   zh: "这台机器上的端口 \(port) 已被占用（另一个课堂或别的程序在监听它）：请先停止它，或换一个端口开课，例如 --listen \(example)")
        }
        public static func notThisMachine(_ host: String) -> Phrase {
            Phrase("\(host) is not an address of this machine: give --listen one of its own addresses, or use --lan alone to listen on all of them",
                   zh: "\(host) 不是这台机器的地址：请给 --listen 这台机器自己的地址，或者只加 --lan，在它所有的地址上监听")
        }
        public static func portNeedsAdministrator(_ port: Int, standard: Int) -> Phrase {
            Phrase("only an administrator may listen on port \(port): host on a port from 1024 up, such as the standard \(standard)",
                   zh: "只有管理员才能监听端口 \(port)：请用 1024 及以上的端口开课，例如默认的 \(standard)")
        }
        public static func lanNeeded(_ address: String) -> Phrase {
            Phrase("\(address) can be reached from other machines; add --lan to say that is what you want",
                   zh: "\(address) 可以被其他电脑访问；如果这正是你想要的，请加上 --lan")
        }
        public static let serverDidNotStartSeeAbove = Phrase("the class server did not start; its message above says why",
                                                             zh: "课堂服务器没有启动；原因见上面的信息")
        public static func serverDidNotStart(_ reason: String) -> Phrase {
            Phrase("the class server did not start: \(reason)", zh: "课堂服务器没有启动：\(reason)")
        }
        public static func alreadyRunning(_ folder: String) -> Phrase {
            Phrase("a class is already running from \(folder); stop its rxlearn class host first, or use another --data folder",
                   zh: "\(folder) 中已有课堂在运行；请先停止它的 rxlearn class host，或换一个 --data 文件夹")
        }
        public static func classOpen(code: String) -> Phrase { Phrase("class open — code \(code)", zh: "课堂已开始，课堂码 \(code)") }
        public static let learnersJoinWith = Phrase("learners join with:", zh: "学员用以下命令加入：")
        public static let dashboardAt = Phrase("dashboard (keep this address to yourself: it carries your token):",
                                               zh: "看板（请勿外传这个地址：其中带有你的令牌）：")
        public static func tokenKept(_ path: String) -> Phrase { Phrase("teacher token kept in \(path)", zh: "老师令牌保存在 \(path)") }
        public static let loopbackOnly = Phrase("listening on loopback only: learners on other machines need rxlearn class host --lan",
                                                zh: "只监听本机回环地址：其他电脑上的学员需要你用 rxlearn class host --lan")
        public static let stopWith = Phrase("Ctrl-C stops the class (it is kept; rxlearn class host carries on with it).",
                                            zh: "按 Ctrl-C 停止课堂（课堂会被保留；再次运行 rxlearn class host 即可继续）。")
        public static func serverStopped(_ status: Int32) -> Phrase {
            Phrase("the class server stopped (status \(status)); starting it again — no accepted event is lost",
                   zh: "课堂服务器停止了（状态 \(status)）；正在重新启动，已接收的事件不会丢失")
        }
        public static func portStillHeld(_ port: Int, seconds: Int) -> Phrase {
            Phrase("port \(port) is still held (a connection that just ended can keep it for a minute); the server starts as soon as it is free, waiting up to \(seconds) seconds",
                   zh: "端口 \(port) 仍被占用（刚结束的连接可能占用它一分钟左右）；端口一空出来服务器就会启动，最多等 \(seconds) 秒")
        }
        public static func portStaysHeld(_ port: Int) -> Phrase {
            Phrase("port \(port) stayed held, so the class server could not start again; stop what holds it (`ss -ltnp` or `lsof -i :\(port)` shows it) and run `rxlearn class host` again: the class and its events are kept",
                   zh: "端口 \(port) 一直被占用，课堂服务器无法重新启动；请停止占用它的程序（`ss -ltnp` 或 `lsof -i :\(port)` 可以查到），再运行 `rxlearn class host`：课堂和它的事件都保留着")
        }
        public static let serverKeepsStopping = Phrase("the class server keeps stopping; its messages above say why",
                                                       zh: "课堂服务器反复停止；原因见上面的信息")
        public static func stopped(_ folder: String) -> Phrase {
            Phrase("class stopped; it is kept in \(folder)", zh: "课堂已停止，保存在 \(folder)")
        }

        // MARK: join, leave, status

        public static func joined(name: String, server: String) -> Phrase {
            Phrase("you joined the class at \(server) as \(name); rxlearn class leave ends it",
                   zh: "你已以 \(name) 的身份加入 \(server) 的课堂；rxlearn class leave 可以退出")
        }
        public static let whatIsSent = Phrase(
            "the teacher sees the lessons you reach, your runs, checks, hints and predictions — never your code unless you run rxlearn class share",
            zh: "老师会看到你到达的课、运行、检查、提示和预测；除非你运行 rxlearn class share，否则不会看到你的代码")
        public static func left(unsent: Int) -> Phrase {
            unsent == 0
                ? Phrase("you left the class", zh: "你已退出课堂")
                : Phrase("you left the class; \(unsent) events that could not be sent were dropped (your own progress keeps them)",
                         zh: "你已退出课堂；\(unsent) 个未能发送的事件已丢弃（你自己的进度里仍有记录）")
        }
        public static let leftServerNotTold = Phrase("(the class server could not be told; it will see you as quiet)",
                                                     zh: "（没能通知课堂服务器；老师那边会显示你没有动静）")
        public static let notInAClass = Phrase("you are not in a class; rxlearn class join ADDRESS CODE joins one",
                                               zh: "你不在任何课堂中；用 rxlearn class join 地址 课堂码 加入")
        public static func inClass(name: String, server: String) -> Phrase {
            Phrase("in the class at \(server) as \(name)", zh: "在 \(server) 的课堂中，名字是 \(name)")
        }
        public static func queued(_ count: Int) -> Phrase {
            Phrase("\(count) events wait to be sent", zh: "\(count) 个事件等待发送")
        }
        public static let allSent = Phrase("everything is sent", zh: "所有内容都已发送")
        public static func unreachableNow(_ server: String) -> Phrase {
            Phrase("the class server at \(server) does not answer now", zh: "\(server) 的课堂服务器现在没有响应")
        }
        public static func openPoll(_ lesson: String, _ cell: String, lane: String?) -> Phrase {
            let what = lane.map { "the lane \($0) of" } ?? "what is printed by"
            let whatZH = lane.map { "\($0) 这条时间线" } ?? "打印输出"
            return Phrase("poll: predict \(what) cell \(cell) of \(lesson) (rxlearn show \(lesson)); answer with rxlearn class answer 'YOUR PREDICTION'",
                          zh: "投票：预测 \(lesson) 中代码单元 \(cell) 的\(whatZH)（rxlearn show \(lesson)）；用 rxlearn class answer '你的预测' 回答")
        }

        // MARK: what other commands add while in a class

        public static func followOffer(_ lesson: String) -> Phrase {
            Phrase("your teacher invites the class to \(lesson): rxlearn open \(lesson)", zh: "老师请全班打开 \(lesson)：rxlearn open \(lesson)")
        }
        public static let pollClosed = Phrase("the teacher closed the poll", zh: "老师关闭了投票")
        public static func pollRevealed(_ expected: String) -> Phrase {
            Phrase("the poll's answer: \(expected)", zh: "投票的答案：\(expected)")
        }
        public static func stillQueued(_ count: Int, server: String) -> Phrase {
            Phrase("the class server at \(server) did not answer; \(count) events wait and go with your next command",
                   zh: "\(server) 的课堂服务器没有响应；\(count) 个事件在排队，会随你的下一条命令发送")
        }
        public static let forgotten = Phrase("the class no longer knows you (it was started afresh?): rxlearn class join again, or rxlearn class leave",
                                             zh: "课堂已不认识你（可能重新开课了）：请重新 rxlearn class join，或 rxlearn class leave")

        // MARK: share, answer

        public static func shared(_ exercise: String) -> Phrase {
            Phrase("your answer to \(exercise) is shared with the teacher", zh: "你对 \(exercise) 的答案已分享给老师")
        }
        public static func sharedLater(_ exercise: String) -> Phrase {
            Phrase("your answer to \(exercise) waits to be shared: the class server does not answer now",
                   zh: "你对 \(exercise) 的答案正在等待分享：课堂服务器现在没有响应")
        }
        public static func nothingToShare(_ file: String) -> Phrase {
            Phrase("\(file) does not exist yet; rxlearn check writes it first", zh: "\(file) 还不存在；请先运行 rxlearn check 生成它")
        }
        public static let noOpenPoll = Phrase("no poll is open now", zh: "现在没有进行中的投票")
        public static let answered = Phrase("your prediction is in; the teacher reveals the answer", zh: "你的预测已提交；老师会揭晓答案")
        public static let answerWaits = Phrase("your prediction waits to be sent: the class server does not answer now",
                                               zh: "你的预测正在等待发送：课堂服务器现在没有响应")

        // MARK: the teacher's commands

        public static func noClassRunning(_ folder: String) -> Phrase {
            Phrase("no class is running from \(folder); rxlearn class host starts one (or give its --data folder)",
                   zh: "\(folder) 中没有正在运行的课堂；用 rxlearn class host 开课（或指定它的 --data 文件夹）")
        }
        /// `present --data DIR` where no class runs: the folder is missing, or holds no running class.
        public static func presentFolderMissing(_ folder: String) -> Phrase {
            Phrase("there is no folder \(folder); give --data the folder rxlearn class host was given, or leave --data out to present without a class",
                   zh: "没有文件夹 \(folder)；--data 请给出 rxlearn class host 用的文件夹，或者去掉 --data，不带课堂地投影")
        }
        public static func presentNoClassRunning(_ folder: String) -> Phrase {
            Phrase("no class is running from \(folder); start it with rxlearn class host --data \(folder), or leave --data out to present without a class",
                   zh: "\(folder) 中没有正在运行的课堂；用 rxlearn class host --data \(folder) 开课，或者去掉 --data，不带课堂地投影")
        }
        public static func notAnswering(_ address: String) -> Phrase {
            Phrase("the class server at \(address) does not answer; is rxlearn class host still running?",
                   zh: "\(address) 的课堂服务器没有响应；rxlearn class host 还在运行吗？")
        }
        public static func tokenUnreadable(_ path: String) -> Phrase {
            Phrase("cannot read the teacher token \(path); run this as the user who started rxlearn class host",
                   zh: "无法读取老师令牌 \(path)；请以启动 rxlearn class host 的用户身份运行")
        }
        public static func pollOpened(_ id: String, _ lesson: String, _ cell: String) -> Phrase {
            Phrase("poll \(id) is open: the class predicts \(lesson)/\(cell); rxlearn class poll --reveal shows the answer",
                   zh: "投票 \(id) 已开始：全班预测 \(lesson)/\(cell)；rxlearn class poll --reveal 揭晓答案")
        }
        public static func pollChanged(_ id: String, state: String) -> Phrase {
            Phrase("poll \(id) is \(state)", zh: "投票 \(id) 现在是 \(state == "revealed" ? "已揭晓" : state == "closed" ? "已关闭" : "进行中")")
        }
        public static func noSuchCell(_ cell: String, lesson: String, known: [String]) -> Phrase {
            Phrase("lesson \(lesson) has no cell \(cell); its cells: \(known.joined(separator: ", "))",
                   zh: "课 \(lesson) 中没有代码单元 \(cell)；它的代码单元有：\(known.joined(separator: "、"))")
        }
        public static func noSuchLane(_ lane: String, known: [String]) -> Phrase {
            Phrase("that cell has no lane \(lane); its lanes: \(known.isEmpty ? "none" : known.joined(separator: ", "))",
                   zh: "这个代码单元没有时间线 \(lane)；它的时间线有：\(known.isEmpty ? "无" : known.joined(separator: "、"))")
        }
        public static let cellArgumentShape = Phrase("write the cell as LESSON/CELL, e.g. 4.3-replay-subject/chat-history",
                                                     zh: "请把代码单元写成 课/单元，例如 4.3-replay-subject/chat-history")
        public static let pollOneAction = Phrase("give a cell to open a poll, or --close or --reveal, one of them",
                                                 zh: "要么给出代码单元以发起投票，要么用 --close 或 --reveal，只能选一个")
        public static func followSent(_ lesson: String) -> Phrase {
            Phrase("the class is invited to \(lesson); each learner accepts or not", zh: "已邀请全班打开 \(lesson)；是否前往由每位学员决定")
        }
        public static let exportOneFormat = Phrase("say --csv or --json", zh: "请指定 --csv 或 --json")

        // MARK: the terminal dashboard

        public static func dashboardHeading(code: String, learners: Int, stuck: Int) -> Phrase {
            Phrase("class \(code) — \(learners) in class, \(stuck) stuck", zh: "课堂 \(code)：\(learners) 人在线，\(stuck) 人卡住")
        }
        public static func thresholds(failures: Int, minutes: Int) -> Phrase {
            Phrase("stuck = \(failures) failed checks in a row on one exercise, or \(minutes) min on one exercise",
                   zh: "卡住 = 同一道练习连续 \(failures) 次检查失败，或在同一道练习上超过 \(minutes) 分钟")
        }
        public static func stuckOn(_ exercise: String, failures: Int, minutes: Int) -> Phrase {
            Phrase("stuck on \(exercise) (\(failures) failed, \(minutes) min)", zh: "卡在 \(exercise)（失败 \(failures) 次，\(minutes) 分钟）")
        }
        public static let leftMark = Phrase("left", zh: "已退出")
        public static let failuresHeading = Phrase("where checks fail:", zh: "检查失败最多的地方：")
        public static func pollHeading(_ id: String, lesson: String, cell: String, state: String, answers: Int) -> Phrase {
            let stateZH = state == "revealed" ? "已揭晓" : state == "closed" ? "已关闭" : "进行中"
            return Phrase("poll \(id) on \(lesson)/\(cell) (\(state)): \(answers) answers", zh: "投票 \(id)，\(lesson)/\(cell)（\(stateZH)）：\(answers) 个回答")
        }
        public static func sharedHeading(_ count: Int) -> Phrase {
            Phrase("shared answers: \(count) (the web dashboard shows them)", zh: "分享的答案：\(count) 份（网页看板中可查看）")
        }
        public static let dashboardKeys = Phrase("q quits · refreshes every second", zh: "按 q 退出，每秒刷新")
        public static let nameColumn = Phrase("name", zh: "名字")
        public static let lessonColumn = Phrase("lesson", zh: "课")
        public static let passedColumn = Phrase("passed", zh: "通过")
        public static let statusColumn = Phrase("status", zh: "状态")

        // MARK: refusals and failures (the server's reasons in the learner's language)

        public static func unreachable(_ server: String, _ detail: String) -> Phrase {
            Phrase("cannot reach the class at \(server) (\(detail)); check the address the teacher shows",
                   zh: "连不上 \(server) 的课堂（\(detail)）；请核对老师展示的地址")
        }
        public static func notAClassServer(_ server: String) -> Phrase {
            Phrase("\(server) does not answer as an rxlearn class; check the address and port", zh: "\(server) 不是 rxlearn 课堂；请核对地址和端口")
        }
        public static let wrongCode = Phrase("that is not this class's code; check the code the teacher shows", zh: "课堂码不对；请核对老师展示的课堂码")
        public static let missingCode = Phrase("joining needs the class code the teacher shows", zh: "加入课堂需要老师展示的课堂码")
        public static let tooManyAttempts = Phrase("too many attempts; wait a minute and try again", zh: "尝试次数太多；请等一分钟再试")
        public static func refused(_ message: String) -> Phrase { Phrase("the class server refused: \(message)", zh: "课堂服务器拒绝了请求：\(message)") }
        public static func classFile(_ detail: String) -> Phrase {
            Phrase("cannot save the class membership (\(detail)); check that the rxlearn state folder is writable",
                   zh: "无法保存课堂成员信息（\(detail)）；请检查 rxlearn 状态文件夹是否可写")
        }
    }
}
