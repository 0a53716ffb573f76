// Verdicts in words, wherever they are shown (the command line, the notebook's result pane):
// the first difference from the expected output (`LessonKit/Verdicts/DivergenceWording`), what
// went wrong with a run (`LessonRunner/CellReport.problem`), an exercise's verdict
// (`ResultLanes.explanation(of:)`) and the notes under automatic lanes. `rxlearn run --json`
// keeps the English of each (scripts read it); events and marbles (`next(2)`, `-a-b-|`) are the
// core's printed forms and stay as they are.

extension UIText {
    public enum Verdicts {
        // MARK: the first difference (the quoted texts and events come in already formatted)

        public static func lineMismatch(expected: String, line: Int, actual: String) -> Phrase {
            Phrase("expected \(expected) on line \(line), got \(actual)", zh: "第 \(line) 行预期是 \(expected)，实际是 \(actual)")
        }
        public static func unorderedMismatch(expected: String, actual: String, line: Int) -> Phrase {
            Phrase("expected \(expected) (in any order), got \(actual) on line \(line)",
                   zh: "预期有 \(expected)（顺序不限），第 \(line) 行实际是 \(actual)")
        }
        public static func missingLine(_ line: Int, expected: String) -> Phrase {
            Phrase("missing line \(line) \(expected)", zh: "缺少第 \(line) 行 \(expected)")
        }
        public static func unexpectedLineAtEnd(_ text: String) -> Phrase {
            Phrase("unexpected line \(text) after the last expected line", zh: "在预期的最后一行之后多出一行 \(text)")
        }
        public static func unexpectedLine(_ text: String, line: Int) -> Phrase {
            Phrase("unexpected line \(text) on line \(line)", zh: "第 \(line) 行多出 \(text)")
        }
        /// `next(2) at 220` / `next(2)（时刻 220）`.
        public static func event(_ eventText: String, at time: Int) -> Phrase {
            Phrase("\(eventText) at \(time)", zh: "\(eventText)（时刻 \(time)）")
        }
        /// The difference, after `lane xs: ` when the cell has several lanes.
        public static func onLane(_ lane: String?, _ difference: Phrase) -> Phrase {
            guard let lane else { return difference }
            return Phrase("lane \(lane): " + difference.english, zh: "时间线 \(lane)：" + difference.text(in: .simplifiedChinese))
        }
        public static func eventMismatch(expected: Phrase, actual: Phrase) -> Phrase {
            Phrase("expected \(expected.english), got \(actual.english)",
                   zh: "预期是 \(expected.text(in: .simplifiedChinese))，实际是 \(actual.text(in: .simplifiedChinese))")
        }
        public static func eventMissing(_ expected: Phrase) -> Phrase {
            Phrase("missing \(expected.english)", zh: "缺少 \(expected.text(in: .simplifiedChinese))")
        }
        public static func eventUnexpected(_ actual: Phrase) -> Phrase {
            Phrase("unexpected \(actual.english)", zh: "多出 \(actual.text(in: .simplifiedChinese))")
        }

        // MARK: a run's problem, read after the cell's or program's name

        public static func doesNotCompile(line: Int?, message: String?) -> Phrase {
            Phrase("does not compile" + (message.map { ": \(line.map { "line \($0): " } ?? "")\($0)" } ?? ""),
                   zh: "无法编译" + (message.map { "：\(line.map { "第 \($0) 行：" } ?? "")\($0)" } ?? ""))
        }
        public static func crashed(line: Int?, message: String?) -> Phrase {
            Phrase("crashed\(line.map { " on line \($0)" } ?? ""): \(message ?? "the program was stopped by a signal")",
                   zh: "崩溃了\(line.map { "（第 \($0) 行）" } ?? "")：\(message ?? "程序被信号终止")")
        }
        public static let timedOut = Phrase(
            "did not finish in time and was stopped (an endless loop, or waiting for something that never comes?)",
            zh: "没有按时结束，已被停止（是死循环，还是在等一个永远不会来的事件？）")
        public static let outputLimitExceeded = Phrase(
            "printed too much and was stopped (1 MiB is the limit)",
            zh: "打印的内容太多，已被停止（上限是 1 MiB）")
        /// `limit`: "4 GB".
        public static func memoryLimitExceeded(_ limit: String) -> Phrase {
            Phrase("used more than \(limit) of memory and was stopped: keep less in memory at once, or raise the limit with --memory-limit",
                   zh: "占用的内存超过了 \(limit)，已被停止：请减少同时保存在内存里的数据，或用 --memory-limit 提高上限")
        }
        /// The learner's copy of a cell that could not be read (`path` the file, `problem` and `fix`
        /// its `WorkspaceFileError`'s words): nothing ran in its place.
        public static func editedCopyUnreadable(path: String, problem: Phrase, fix: Phrase) -> Phrase {
            Phrase("your edited copy \(path) \(problem.english): \(fix.english) (the lesson's own code was not run in its place)",
                   zh: "你编辑过的副本 \(path) \(problem.text(in: .simplifiedChinese))：请\(fix.text(in: .simplifiedChinese))（没有改为运行课中原来的代码）")
        }
        public static func exited(_ code: Int32) -> Phrase { Phrase("exited with status \(code)", zh: "以状态 \(code) 退出") }
        public static let virtualTimeRanOut = Phrase(
            "virtual time ran out with work still scheduled (an endless interval or timer?)",
            zh: "虚拟时间已经用完，仍有任务在排队（是不会结束的 interval 或 timer 吗？）")
        public static let outputDiffers = Phrase("the output differs from the expected output", zh: "输出与预期输出不同")
        public static let lacksExpectedOutput = Phrase(
            "the lesson has no expected output for this cell yet: put what it printed in an ```output block, or its lanes in ```events or ```marbles",
            zh: "这一课还没有给这个代码单元写预期输出：把它打印的内容放进 ```output 块，或把它的时间线放进 ```events 或 ```marbles 块")
        public static let matchesTheLesson = Phrase("matches the lesson", zh: "与课中的预期一致")
        /// `line 3: error: …` under a problem (`?` when the compiler gave no line).
        public static func detailLine(_ line: String, severity: String, message: String) -> Phrase {
            Phrase("line \(line): \(severity): \(message)", zh: "第 \(line) 行：\(severity): \(message)")
        }

        // MARK: an exercise's verdict

        public static func yourAnswer(_ problem: Phrase?) -> Phrase {
            Phrase("your answer \(problem?.english ?? "did not run")", zh: "你的答案\(problem?.text(in: .simplifiedChinese) ?? "没有运行")")
        }
        public static func wrongOnExample(yours: Phrase, expected: Phrase) -> Phrase {
            Phrase("on the example yours gives \(yours.english), expected \(expected.english)",
                   zh: "在示例上，你的答案给出 \(yours.text(in: .simplifiedChinese))，预期是 \(expected.text(in: .simplifiedChinese))")
        }
        public static func wrongOnInput(_ input: Phrase, yours: Phrase, expected: Phrase) -> Phrase {
            Phrase("for `\(input.english)` yours gives \(yours.english), expected \(expected.english)",
                   zh: "对于 `\(input.text(in: .simplifiedChinese))`，你的答案给出 \(yours.text(in: .simplifiedChinese))，预期是 \(expected.text(in: .simplifiedChinese))")
        }
        public static let noEventAtAll = Phrase("nothing (no event at all)", zh: "空（没有任何事件）")
        /// An input lane without events: it neither sends nor ends.
        public static let neverEmitsNeverEnds = Phrase("nothing (never emits, never ends)", zh: "空（从不发出元素，也从不结束）")

        // MARK: automatic lanes: their names and the notes under them

        /// `line 4 subscribe(onNext:)`, or `subscription 2` where the line is not known.
        public static func subscriptionLane(line: Int?, call: String, ordinal: Int) -> Phrase {
            guard let line else { return Phrase("subscription \(ordinal)", zh: "订阅 \(ordinal)") }
            return Phrase("line \(line) \(call)", zh: "第 \(line) 行 \(call)")
        }

        public static func subscriptionsNotShown(_ count: Int) -> Phrase {
            Phrase("… \(count) more subscription\(count == 1 ? "" : "s") (not drawn)", zh: "另有 \(count) 个订阅（没有画出）")
        }
        public static let eventsCut = Phrase(
            "events past the recording limit were not recorded: these lanes end early",
            zh: "超出记录上限的事件没有记录：这些时间线提前结束")

    }
}
