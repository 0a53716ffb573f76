// `rxlearn play`: the text it prints without a terminal (`Playground/PlaygroundText`), and the
// playground's sentences about lanes and its player, which the notebook's playground screen shows
// too. Each operator's summary and what the learner changes are the playground catalog's phrases
// (`PlaygroundCatalog`), in both languages; these sentences frame them.

extension UIText.CommandLine {
    public enum Play {
        // MARK: `rxlearn play --list` and a played run as text

        public static let operatorsHeading = Phrase(
            "Operators (rxlearn play NAME; RxSwift 5 names work too):",
            zh: "操作符（rxlearn play NAME；RxSwift 5 的名字也可以）：")
        public static let comparisonsHeading = Phrase(
            "Comparisons (rxlearn play --compare NAME, or name two or three operators):",
            zh: "对比组（rxlearn play --compare NAME，或给出两三个操作符）：")
        /// An operator in the list: its summary, then what the learner changes.
        public static func entry(summary: Phrase, youChange: Phrase) -> Phrase {
            Phrase("\(summary.english); you change \(youChange.english)",
                   zh: "\(summary.text(in: .simplifiedChinese))；可修改：\(youChange.text(in: .simplifiedChinese))")
        }
        /// Under a played run's title: what the learner changes (the operator's, or a comparison's
        /// shared inputs), then how.
        public static func youChange(_ what: Phrase) -> Phrase {
            Phrase("You change \(what.english) Set a lane with --input NAME=MARBLES.",
                   zh: what.chinese.map { "你可以修改\($0)用 --input NAME=MARBLES 设置一条时间线。" })
        }
        public static let printed = Phrase("printed:", zh: "打印的内容：")
        /// `debounce: … (lesson op-debounce)`.
        public static func title(name: String, summary: Phrase, lessonID: String) -> Phrase {
            Phrase("\(name): \(summary.english) (lesson \(lessonID))",
                   zh: "\(name)：\(summary.text(in: .simplifiedChinese))（课 \(lessonID)）")
        }
        public static func onOneInput(_ names: [String]) -> Phrase {
            Phrase(names.joined(separator: " / ") + " on one input", zh: names.joined(separator: " / ") + " 作用于同一输入")
        }
        public static func sharedInputs(_ names: [String]) -> Phrase {
            let quoted = names.map { "`\($0)`" }
            return Phrase("the shared inputs \(quoted.joined(separator: ", ")).",
                          zh: "共用的输入 \(UIText.CommandLine.list(quoted, in: .simplifiedChinese))。")
        }

        // MARK: lanes that cannot be played

        public static func differentInputs(_ first: String, _ firstInputs: [String], _ other: String, _ otherInputs: [String]) -> Phrase {
            let (a, b) = (firstInputs.map { "`\($0)`" }, otherInputs.map { "`\($0)`" })
            return Phrase(
                "`\(first)` and `\(other)` read different inputs (\(a.joined(separator: ", ")); \(b.joined(separator: ", "))): compare operators that read the same ones, or play a comparison from `rxlearn play --list`.",
                zh: "`\(first)` 和 `\(other)` 读取的输入不同（\(UIText.CommandLine.list(a, in: .simplifiedChinese))；\(UIText.CommandLine.list(b, in: .simplifiedChinese))）：请比较读取相同输入的操作符，或演示 `rxlearn play --list` 中的对比组。")
        }
        public static func noSuchInput(_ stray: String, known: [String]) -> Phrase {
            let quoted = known.map { "`\($0)`" }
            return Phrase(
                "There is no input `\(stray)` here; \(quoted.isEmpty ? "it has none" : "its inputs are \(quoted.joined(separator: ", "))").",
                zh: "这里没有输入 `\(stray)`；\(quoted.isEmpty ? "它没有输入" : "它的输入是 \(UIText.CommandLine.list(quoted, in: .simplifiedChinese))")。")
        }
        public static func notADefinition(lane: String, _ definition: String) -> Phrase {
            Phrase("Lane `\(lane)`: `\(definition)` is not a value definition; write one symbol, `=` and its value, e.g. `a=42` (or `#=message` for the error).",
                   zh: "时间线 `\(lane)`：`\(definition)` 不是值的定义；请写一个符号、`=` 和它的值，例如 `a=42`（错误用 `#=message`）。")
        }
        public static func beforeSubscription(lane: String, event: String, time: Int) -> Phrase {
            Phrase("Lane `\(lane)`: \(event) comes before `^`, at \(time) ms; the playground starts at `^`, so move it after.",
                   zh: "时间线 `\(lane)`：\(event) 出现在 `^` 之前（\(time) ms）；游乐场从 `^` 开始，请把它移到后面。")
        }
        /// `message` and `fix` are the marble parser's, in each language (`MarbleSyntaxError.shownMessage`).
        public static func marbleProblem(lane: String, column: Int, message: Phrase, fix: Phrase) -> Phrase {
            Phrase("Lane `\(lane)`, column \(column): \(message.english) — \(fix.english).",
                   zh: "时间线 `\(lane)` 第 \(column) 列：\(message.text(in: .simplifiedChinese))。\(fix.text(in: .simplifiedChinese))。")
        }

        // MARK: the player

        public static func unknownOperator(_ name: String) -> Phrase {
            Phrase("The playground has no operator `\(name)`; `rxlearn play --list` lists them.",
                   zh: "游乐场中没有操作符 `\(name)`；`rxlearn play --list` 会列出全部操作符。")
        }
        public static func playerDidNotCompile(_ detail: String) -> Phrase {
            Phrase("The playground's player did not compile\(detail); run `rxlearn doctor` to check the toolchain.",
                   zh: "游乐场的播放器无法编译\(detail.isEmpty ? "" : "（\(detail.hasPrefix(": ") ? String(detail.dropFirst(2)) : detail)）")；运行 `rxlearn doctor` 可以检查工具链。")
        }
        public static func noAnswer(within limit: String) -> Phrase {
            Phrase("The playground's player gave no answer within \(limit) and was stopped; change a lane to try again.",
                   zh: "游乐场的播放器在 \(limit) 内没有回应，已被停止；修改一条时间线即可重试。")
        }
        /// How the player ended, when its exit says nothing more.
        public static let playerEndedPlainly = Phrase("ended", zh: "已退出")
        public static let playerAnsweredUnreadably = Phrase("answered something unreadable", zh: "返回了无法读取的内容")
        public static func playerEnded(_ how: String, last: String?) -> Phrase {
            Phrase("The playground's player \(how)\(last.map { " (\($0))" } ?? ""); change a lane to start it again.",
                   zh: "游乐场的播放器意外结束：\(how)\(last.map { "（\($0)）" } ?? "")；修改一条时间线即可重新启动。")
        }
    }
}
