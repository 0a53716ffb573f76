// `rxlearn doctor`: one line per check, and what the terminal can do. The errors quoted from the
// toolchain and the file system stay as they come.

extension UIText.CommandLine {
    public enum Doctor {
        // MARK: the line of one check

        /// `ok`, `warn` and `FAIL` in a column of five; `正常`, `警告` and `失败` fill four of it.
        public static let ok = Phrase("ok", zh: "正常")
        public static let warning = Phrase("warn", zh: "警告")
        public static let failure = Phrase("FAIL", zh: "失败")
        /// `Swift compiler: /usr/bin/swiftc (6.0) — fix`, the fix left out when there is none.
        public static func line(subject: String, detail: String, fix: String) -> Phrase {
            Phrase("\(subject): \(detail)" + (fix.isEmpty ? "" : " — " + fix),
                   zh: "\(subject)：\(detail)" + (fix.isEmpty ? "" : "。" + fix))
        }
        public static let ready = Phrase("rxlearn is ready.", zh: "rxlearn 已就绪。")
        public static func problemsToFix(_ count: Int) -> Phrase {
            Phrase("\(count) problem\(count == 1 ? "" : "s") to fix.", zh: "有 \(count) 个问题需要解决。")
        }

        // MARK: the subjects

        public static let compiler = Phrase("Swift compiler", zh: "Swift 编译器")
        public static let core = Phrase("reactive core", zh: "响应式核心")
        public static let tinyCell = Phrase("a tiny cell", zh: "试运行代码单元")
        public static let cellCache = Phrase("cell cache", zh: "代码单元缓存")
        public static let progress = Phrase("progress", zh: "进度")
        public static let workspace = Phrase("workspace", zh: "工作区")
        public static let lessons = Phrase("lessons", zh: "课程")
        public static let terminal = Phrase("terminal", zh: "终端")

        // MARK: the details and fixes

        public static let notTried = Phrase("not tried, since the compiler or the core is missing", zh: "没有试，因为缺少编译器或核心")
        public static let fixAboveFirst = Phrase("fix the lines above first", zh: "请先解决上面几行的问题")
        public static let versionUnknown = Phrase("version unknown", zh: "版本未知")
        public static let notFound = Phrase("not found", zh: "没有找到")
        public static func coreBuilt(_ modules: [String], in folder: String) -> Phrase {
            Phrase("\(modules.joined(separator: ", ")) built in \(folder)",
                   zh: "\(UIText.CommandLine.list(modules, in: .simplifiedChinese)) 已构建在 \(folder)")
        }
        public static func printedInstead(_ printed: String) -> Phrase {
            Phrase("printed \(printed) instead of \"21\\n42\\n\"", zh: "打印了 \(printed)，而不是 \"21\\n42\\n\"")
        }
        public static func rebuild(removing cache: String) -> Phrase {
            Phrase("run `swift build` again; if it persists, remove \(cache) and retry",
                   zh: "再运行一次 `swift build`；如果问题依旧，删除 \(cache) 后重试")
        }
        public static func ranIn(_ milliseconds: Int) -> Phrase {
            Phrase("compiled, linked and ran in \(milliseconds) ms", zh: "编译、链接并运行成功，用时 \(milliseconds) ms")
        }
        public static let couldNotBeBuilt = Phrase("could not be built", zh: "无法构建")
        public static func writable(_ folder: String) -> Phrase { Phrase("\(folder) is writable", zh: "\(folder) 可写") }
        public static func notWritable(_ folder: String, _ reason: String) -> Phrase {
            Phrase("\(folder) is not writable (\(reason))", zh: "\(folder) 不可写（\(reason)）")
        }
        public static func cacheMoved(from origin: String) -> Phrase {
            Phrase("it was made at \(origin) and has moved: rxlearn emptied it and builds it again (the next cell takes a few seconds)",
                   zh: "它是在 \(origin) 建立的，后来被移动了：rxlearn 已清空它并重新构建（下一个代码单元要多花几秒）")
        }
        public static func cellsWithoutProgram(_ count: Int) -> Phrase {
            Phrase(count == 1 ? "1 compiled cell has lost its program: rxlearn compiles it again when it runs"
                              : "\(count) compiled cells have lost their programs: rxlearn compiles them again when they run",
                   zh: "有 \(count) 个已编译的代码单元丢失了程序：运行时 rxlearn 会重新编译它们")
        }
        public static let cellReach = Phrase("cells' reach", zh: "代码单元的访问范围")
        public static let cellsIsolated = Phrase(
            "cells run shut away from your home folder, temporary files, terminal, other processes and the network",
            zh: "代码单元运行时接触不到你的主文件夹、临时文件、终端、其他进程和网络")
        public static let cellsWithAccountAccess = Phrase(
            "cells run with your account's access to your files and the network (this system gives them no namespaces of their own)",
            zh: "代码单元以你的账户权限运行，可以访问你的文件和网络（这个系统没有为它们提供独立的命名空间）")
        public static let allowUserNamespaces = Phrase(
            "allow unprivileged user namespaces to shut cells away; meanwhile run only lesson packs you trust",
            zh: "允许非特权用户命名空间，即可把代码单元隔离开；在此之前只运行你信任的课程包")
        public static let makeWritable = Phrase(
            "make the folder writable, or point XDG_CACHE_HOME / XDG_STATE_HOME elsewhere",
            zh: "让这个文件夹可写，或把 XDG_CACHE_HOME / XDG_STATE_HOME 指向别处")
        public static func progressFile(_ file: String, lessons: Int) -> Phrase {
            Phrase("\(file) (\(lessons) lesson\(lessons == 1 ? "" : "s") with progress)", zh: "\(file)（\(lessons) 课有进度）")
        }
        public static let moveAside = Phrase("move the file aside to start afresh", zh: "把这个文件移到别处，即可从头开始")
        public static func workspaceNotCreated(_ folder: String) -> Phrase {
            Phrase("\(folder) (not created yet; edited cells go there)", zh: "\(folder)（还没有创建；修改过的代码单元会存到这里）")
        }
        public static func workspaceIsAFile(_ path: String) -> Phrase {
            Phrase("\(path) is a file, not a folder", zh: "\(path) 是文件，不是文件夹")
        }
        public static let chooseAnotherWorkspace = Phrase(
            "move it away, or choose another folder with --workspace or RXLEARN_WORKSPACE",
            zh: "把它移走，或用 --workspace 或 RXLEARN_WORKSPACE 另选一个文件夹")
        /// What was read from the lessons folder, as `rxlearn lint`'s last line says it in English.
        public static func lessonsRead(folder: String, chapters: Int, lessons: Int, cells: Int, errors: Int, warnings: Int) -> Phrase {
            func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
            let english = "\(folder): \(count(chapters, "chapter")), \(count(lessons, "lesson")), \(count(cells, "cell"))"
                + (errors == 0 && warnings == 0 ? "; no problems" : "; \(count(errors, "error")), \(count(warnings, "warning"))")
            let chinese = "\(folder)：\(chapters) 章，\(lessons) 课，\(cells) 个代码单元"
                + (errors == 0 && warnings == 0 ? "；没有问题" : "；\(errors) 个错误，\(warnings) 个警告")
            return Phrase(english, zh: chinese)
        }
        public static let lintListsThem = Phrase("`rxlearn lint` lists the problems", zh: "`rxlearn lint` 会列出这些问题")
        public static let passLessons = Phrase("pass --lessons DIR or set RXLEARN_LESSONS", zh: "用 --lessons DIR 指定，或设置 RXLEARN_LESSONS")
        /// The terminal's summary and what keeps the notebook from working, one after the other.
        public static func terminalProblem(_ summary: String, _ problem: String) -> Phrase {
            Phrase("\(summary); \(problem)", zh: "\(summary)；\(problem)")
        }

        // MARK: the terminal (`TerminalCapabilities`)

        /// `TERM=xterm-256color, stdin and stdout are terminals, 256 colors, 120×40`.
        public static func summaryParts(_ parts: [String]) -> Phrase {
            Phrase(parts.joined(separator: ", "), zh: parts.joined(separator: "，"))
        }
        public static let bothTerminals = Phrase("stdin and stdout are terminals", zh: "标准输入和标准输出都是终端")
        public static let stdoutNotTerminal = Phrase("stdout is not a terminal", zh: "标准输出不是终端")
        public static let stdinNotTerminal = Phrase("stdin is not a terminal", zh: "标准输入不是终端")
        public static let notTerminal = Phrase("not a terminal", zh: "不是终端")
        public static let colorsOff = Phrase("colors off (NO_COLOR)", zh: "关闭颜色（NO_COLOR）")
        public static let noColors = Phrase("no colors", zh: "无颜色")
        public static let trueColor = Phrase("24-bit color", zh: "24 位真彩色")
        public static func colors(_ count: Int) -> Phrase { Phrase("\(count) colors", zh: "\(count) 色") }
        /// `120×40`; the Chinese has an `x`, since terminals that draw CJK wide may draw `×` wide too.
        public static func size(columns: Int, rows: Int) -> Phrase { Phrase("\(columns)×\(rows)", zh: "\(columns)x\(rows)") }
        public static let sizeUnknown = Phrase("size unknown", zh: "尺寸未知")
        public static let unset = Phrase("(unset)", zh: "（未设置）")
        public static let needsTerminal = Phrase("the notebook needs a terminal for input and output", zh: "笔记本的输入和输出都需要终端")
        public static let runInTerminal = Phrase(
            "run `rxlearn` in a terminal window; `rxlearn list | show | run | verify` work anywhere",
            zh: "请在终端窗口中运行 `rxlearn`；`rxlearn list | show | run | verify` 在任何地方都能用")
        public static func termCannotDrive(_ term: String?) -> Phrase {
            Phrase("TERM is \(term ?? "unset"), so the notebook cannot drive the screen",
                   zh: "TERM \(term.map { "为 \($0)" } ?? "没有设置")，笔记本无法控制屏幕")
        }
        public static let setTerm = Phrase(
            "set TERM to your terminal's type, for example `export TERM=xterm-256color`",
            zh: "把 TERM 设为你的终端类型，例如 `export TERM=xterm-256color`")
        public static func windowTooSmall(columns: Int, rows: Int) -> Phrase {
            Phrase("the window is \(columns)×\(rows), smaller than the notebook's 60×16",
                   zh: "窗口大小为 \(columns)x\(rows)，小于笔记本需要的 60x16")
        }
        public static let enlargeWindow = Phrase("enlarge the window", zh: "请把窗口放大")
        public static func localeNotUTF8(_ setting: String) -> Phrase {
            Phrase("the locale (\(setting)) is not UTF-8, and rxlearn writes UTF-8, so its text and drawings would look garbled",
                   zh: "区域设置（\(setting)）不是 UTF-8，而 rxlearn 输出 UTF-8，文字和图形会显示成乱码")
        }
        public static let useUTF8Locale = Phrase(
            "use a UTF-8 locale in a UTF-8 terminal, for example `export LANG=zh_CN.UTF-8`",
            zh: "请在 UTF-8 终端中使用 UTF-8 区域设置，例如 `export LANG=zh_CN.UTF-8`")
    }
}
