// The command line's words (`Sources/RxLearnCLI`), for a learner: what each command prints,
// and the one-sentence failures (`UserFacingFailure`) a user can cause. Split by command:
// `--help` texts are in UIText+CommandLineHelp.swift, lessons and runs in
// UIText+CommandLineLessons.swift, exercises in UIText+CommandLineExercises.swift, `doctor` in
// UIText+CommandLineDoctor.swift.
//
// What stays English: the `rxlearn:` in front of a message (scripts and tests look for it), JSON
// and CSV (scripts read them), ids, paths, commands and options, and the diagnostics of
// `rxlearn lint` and `rxlearn dev` for lesson authors.

extension UIText {
    /// The command line's phrases; `CommandLine.Help` holds the `--help` texts.
    public enum CommandLine {
        /// `a, b, c` in English, `a、b、c` in Chinese: a list of ids or names inside a sentence.
        public static func list(_ items: [String], in language: Language = .current) -> String {
            items.joined(separator: language == .simplifiedChinese ? "、" : ", ")
        }

        // MARK: rxlearn (and open) without a terminal

        public static func lessonsIn(version: String, folder: String) -> Phrase {
            Phrase("rxlearn \(version): lessons in \(folder)", zh: "rxlearn \(version)：课程位于 \(folder)")
        }
        public static let noLessonsYet = Phrase("  (no lessons yet)", zh: "  （还没有课）")
        public static let notebookNeedsTerminal = Phrase(
            "The notebook needs a terminal: run `swift run rxlearn` in a terminal window.",
            zh: "笔记本需要终端：请在终端窗口中运行 `swift run rxlearn`。")
        public static let withoutTerminal = Phrase(
            "Without one: rxlearn list | show | run | check | verify",
            zh: "没有终端时可以用：rxlearn list | show | run | check | verify")
    }
}

extension UIText.CommandLine {
    /// The sentences of `UserFacingFailure` and the `rxlearn: …` notes on standard error. A
    /// failure's sentence starts in lower case in English: it follows `rxlearn: `.
    public enum Failure {
        // MARK: the same mistake in the same words, whichever command meets it

        public static func noSuchLesson(_ id: String, in folder: String, suggestion: String?) -> Phrase {
            Phrase("there is no lesson `\(id)` in \(folder).\(suggestion.map { " Did you mean `\($0)`?" } ?? "") `rxlearn list` shows every lesson id.",
                   zh: "\(folder) 中没有课 `\(id)`。\(suggestion.map { "你是不是要找 `\($0)`？" } ?? "")`rxlearn list` 会列出所有课的 id。")
        }
        public static func noSuchExercise(_ id: String, known: [String]) -> Phrase {
            Phrase("there is no exercise `\(id)`. Exercises: \(known.isEmpty ? "none yet" : UIText.CommandLine.list(known, in: .english)).",
                   zh: "没有练习 `\(id)`。现有的练习：\(known.isEmpty ? "还没有" : UIText.CommandLine.list(known, in: .simplifiedChinese))。")
        }
        public static func lessonLeftOutByErrors(_ id: String) -> Phrase {
            Phrase("no lesson `\(id)` was loaded, and the lesson files have errors (above) that may have left it out — fix them, then try again",
                   zh: "没有载入课 `\(id)`，而课程文件中有错误（见上文），可能正是它们让这一课缺失了：改正之后再试一次")
        }
        public static let noExercisesYet = Phrase("these lessons have no exercises yet.", zh: "这些课还没有练习。")
        public static let everyExerciseSolved = Phrase(
            "every exercise is solved. Name one to check it again.",
            zh: "所有练习都已完成。给出一道练习的名字可以再检查一次。")

        // MARK: the lessons folder

        public static let noLessonsFolder = Phrase(
            "no Lessons folder found. Run rxlearn from the repository root, or pass --lessons DIR.",
            zh: "找不到 Lessons 文件夹。请在仓库根目录下运行 rxlearn，或用 --lessons DIR 指定。")
        public static func folderMissing(_ origin: String, _ path: String) -> Phrase {
            Phrase("\(origin) names \(path), which does not exist. Point it at a folder of lesson files.",
                   zh: "\(origin) 指向的 \(path) 不存在。请让它指向一个存放课程文件的文件夹。")
        }
        public static func folderIsAFile(_ origin: String, _ path: String) -> Phrase {
            Phrase("\(origin) names \(path), which is a file, not a folder. Point it at a folder of lesson files.",
                   zh: "\(origin) 指向的 \(path) 是文件，不是文件夹。请让它指向一个存放课程文件的文件夹。")
        }
        public static func folderNotReadable(_ origin: String, _ path: String) -> Phrase {
            Phrase("\(origin) names \(path), which you may not read. Give yourself access (chmod u+rx) or point it at another folder.",
                   zh: "\(origin) 指向的 \(path) 你没有读取权限。请给自己加上权限（chmod u+rx），或让它指向别的文件夹。")
        }
        public static func noLessonsLoaded(from folder: String) -> Phrase {
            Phrase("no lessons could be loaded from \(folder); run `rxlearn lint` to see why.",
                   zh: "无法从 \(folder) 载入任何课；运行 `rxlearn lint` 查看原因。")
        }

        // MARK: run and marbles: what to run

        public static func noSuchFile(_ text: String) -> Phrase {
            Phrase("there is no file \(text). Give the path of a .swift file, or a lesson id (`rxlearn list` shows them).",
                   zh: "没有文件 \(text)。请给出一个 .swift 文件的路径，或一课的 id（`rxlearn list` 会列出它们）。")
        }
        public static func isAFolder(_ text: String) -> Phrase {
            Phrase("\(text) is a folder. Give the path of a .swift file.",
                   zh: "\(text) 是文件夹。请给出一个 .swift 文件的路径。")
        }
        public static func notUTF8(_ path: String) -> Phrase {
            Phrase("cannot read \(path) as UTF-8 text. Give the path of a .swift file.",
                   zh: "无法把 \(path) 当作 UTF-8 文本读取。请给出一个 .swift 文件的路径。")
        }
        public static func couldNotBeRun(_ name: String, _ error: String) -> Phrase {
            Phrase("\(name) could not be run: \(error)", zh: "\(name) 无法运行：\(error)")
        }
        /// Under CellRunner's explanation of a missing compiler or core.
        public static let runDoctor = Phrase("Run `rxlearn doctor` to check the whole setup.", zh: "运行 `rxlearn doctor` 可以检查整个环境。")
        public static let presentNeedsTerminal = Phrase(
            "rxlearn present needs a terminal: run it in a terminal window, not through a pipe.",
            zh: "rxlearn present 需要终端：请在终端窗口中运行，不要通过管道。")
        public static func nothingToDraw(_ target: String) -> Phrase {
            Phrase("\(target) made no subscription and recorded no lane to draw: `.record(\"name\")` on a sequence draws one.",
                   zh: "\(target) 没有任何订阅，也没有记录可画的时间线：对一个序列调用 `.record(\"name\")` 就能画出一条。")
        }
        /// `seed.swift does not compile: …`: the problem is a cell's problem, which reads after a name.
        public static func programProblem(_ name: String, _ problem: String) -> Phrase {
            Phrase("\(name) \(problem)", zh: "\(name) \(problem)")
        }
        public static func noSuchCell(_ cell: String, lesson: String, cells: [String]) -> Phrase {
            Phrase("lesson `\(lesson)` has no cell `\(cell)`. Its cells: \(UIText.CommandLine.list(cells, in: .english)).",
                   zh: "课 `\(lesson)` 中没有代码单元 `\(cell)`。它的代码单元有：\(UIText.CommandLine.list(cells, in: .simplifiedChinese))。")
        }

        // MARK: report merge

        public static func cannotRead(_ file: String) -> Phrase {
            Phrase("cannot read \(file).", zh: "无法读取 \(file)。")
        }
        public static func notAReport(_ file: String) -> Phrase {
            Phrase("\(file) is not a report from `rxlearn report --json`.", zh: "\(file) 不是 `rxlearn report --json` 生成的报告。")
        }

        // MARK: play

        public static func inputWithoutName(_ assignment: String) -> Phrase {
            Phrase("--input takes NAME=MARBLES, e.g. --input 'a=-1-2-|'; `\(assignment)` has no name.",
                   zh: "--input 的格式是 NAME=MARBLES，例如 --input 'a=-1-2-|'；`\(assignment)` 没有名字。")
        }
        public static func playerCouldNotStart(_ error: String) -> Phrase {
            Phrase("The playground's player could not start: \(error). Run `rxlearn doctor` to check the setup.",
                   zh: "游乐场的播放器无法启动：\(error)。运行 `rxlearn doctor` 可以检查环境。")
        }
        public static let gettingPlaygroundReady = Phrase(
            "rxlearn: getting the playground ready (a few seconds the first time)…",
            zh: "rxlearn: 正在准备游乐场（第一次需要几秒钟）")
        public static func noSuchComparison(_ name: String, known: [String]) -> Phrase {
            Phrase("there is no comparison with `\(name)`; the comparisons are \(UIText.CommandLine.list(known, in: .english)).",
                   zh: "没有包含 `\(name)` 的对比组；现有的对比组是 \(UIText.CommandLine.list(known, in: .simplifiedChinese))。")
        }
        public static func noSuchOperator(_ name: String, closest: [String]) -> Phrase {
            let quoted = closest.map { "`\($0)`" }
            return Phrase(
                "the playground has no operator `\(name)`.\(quoted.isEmpty ? "" : " Did you mean \(quoted.joined(separator: " or "))?") `rxlearn play --list` lists them.",
                zh: "游乐场中没有操作符 `\(name)`。\(quoted.isEmpty ? "" : "你是不是要找 \(quoted.joined(separator: " 或 "))？")`rxlearn play --list` 会列出全部操作符。")
        }

        // MARK: notes on standard error (after `rxlearn: `)

        public static func filesNotLoaded(_ count: Int, shown: [String], more: Int) -> Phrase {
            let englishCount = count == 1 ? "1 lesson file is" : "\(count) lesson files are"
            return Phrase(
                "\(englishCount) not loaded: \(UIText.CommandLine.list(shown, in: .english))\(more > 0 ? " and \(more) more" : ""); `rxlearn lint` says why and what to do",
                zh: "有 \(count) 个课程文件没有载入：\(UIText.CommandLine.list(shown, in: .simplifiedChinese))\(more > 0 ? "，以及另外 \(more) 个" : "")；`rxlearn lint` 会说明原因和处理办法")
        }
        public static func errorsLeftPartsOut(_ count: Int) -> Phrase {
            Phrase("note: \(count) error(s) in the lesson files left parts of them out; `rxlearn lint` lists them",
                   zh: "注意：课程文件中有 \(count) 个错误，部分内容因此没有载入；`rxlearn lint` 会列出它们")
        }
        public static func progressNotRead(_ error: String) -> Phrase {
            Phrase("your progress could not be read, so none is shown: \(error)",
                   zh: "无法读取你的进度，所以这里不显示进度：\(error)")
        }
        public static func progressNotSaved(_ error: String) -> Phrase {
            Phrase("your progress was not saved: \(error)", zh: "你的进度没有保存：\(error)")
        }
        /// A note and what to do about it (`message — fix`), the fix left out when there is none.
        public static func withAdvice(_ message: String, _ fix: String) -> Phrase {
            Phrase(message + (fix.isEmpty ? "" : " — \(fix)"), zh: message + (fix.isEmpty ? "" : "；\(fix)"))
        }
        public static func learnerIDNotSaved(_ error: String) -> Phrase {
            Phrase("your learner id could not be saved, so this report has none: \(error)",
                   zh: "无法保存你的学习者 id，所以这份报告不带 id：\(error)")
        }
    }
}
