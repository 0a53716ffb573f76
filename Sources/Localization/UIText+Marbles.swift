/// The words of a marble drawing (`Marbles.TimelineLayout`), wherever one is shown: the
/// notebook's marble and exercise panes, its playground, and `rxlearn run`/`check`/`play`. The
/// Marbles module has no dependencies: its callers pass these in. Units (`ms`, `s`) stay.
extension UIText {
    public enum Marbles {
        // MARK: - Ruler and scale

        /// The ruler's title, in the lane names' column.
        public static let rulerTitle = Phrase("time", zh: "时间")
        /// What one column stands for (`perColumn` is `DurationText.written(…, spaced: true)`: `20 ms`).
        public static func scale(_ perColumn: String) -> Phrase { Phrase("1 col = \(perColumn)", zh: "每列 \(perColumn)") }

        // MARK: - A lane the learner typed that does not parse (playground, prediction)

        /// Where in the lane, what is wrong, what to write: `column 8: … — …`.
        public static func syntaxProblem(column: Int, message: Phrase, fix: Phrase) -> Phrase {
            Phrase("column \(column): \(message.english) — \(fix.english)",
                   zh: "第 \(column) 列：\(message.text(in: .simplifiedChinese))。\(fix.text(in: .simplifiedChinese))。")
        }

        /// The Chinese of `MarbleParser`'s errors, rule by rule (`MarbleSyntaxError.Rule`); their
        /// English is the parser's own, which `rxlearn lint` shows lesson authors.
        public struct SyntaxWords: Sendable {
            public let message: String
            public let fix: String
        }
        public static let timeProgressionInGroup = SyntaxWords(message: "时间推进不能写在组里面", fix: "在时间推进之前用 `)` 关闭组")
        public static let groupNeverClosed = SyntaxWords(message: "这里打开的组没有关闭", fix: "在组的最后一个事件后面加上 `)`")
        public static let dashInGroup = SyntaxWords(message: "组里面有 `-`", fix: "组里只能放事件，如 `(ab)`；请把 `-` 移到组外")
        public static let nestedGroups = SyntaxWords(message: "组不能嵌套", fix: "先用 `)` 关闭第一个组，再打开下一个")
        public static let unmatchedClosingParenthesis = SyntaxWords(message: "`)` 没有对应的 `(`", fix: "删除它，或者用 `(` 打开组")
        public static let emptyGroup = SyntaxWords(message: "空的组 `()`", fix: "在括号之间写同一帧的事件，或者删除 `()`")
        public static let secondSubscription = SyntaxWords(message: "第二个订阅点 `^`", fix: "弹珠字符串只订阅一次：只保留一个 `^`")
        public static let subscriptionInGroup = SyntaxWords(message: "`^` 在组里面", fix: "把订阅点移到括号外面")
        public static func notASymbol(_ character: Character) -> SyntaxWords {
            SyntaxWords(message: "`\(character)` 不是弹珠符号", fix: "请使用 `-` `|` `#` `^` `(` `)`，用字母或数字表示值，再用 `a=text` 把它对应到任意文字")
        }
        public static func eventAfterEnd(endColumn: Int) -> SyntaxWords {
            SyntaxWords(message: "序列已在第 \(endColumn) 列结束，后面又有事件", fix: "`|` 或 `#` 之后只能有 `-` 和空格；请把这个事件移到它前面")
        }
    }
}
