/// The marble playground's own text (`m`, Tab in `o`, `rxlearn play`). Operator names, lane names
/// and marbles stay as they are; each operator's summary and what the learner changes are the
/// catalog's own phrases (`PlaygroundCatalog`), in both languages.
extension UIText {
    public enum Playground {
        // MARK: - Screen

        public static func compareTitle(_ operators: String) -> Phrase { Phrase("Compare: " + operators, zh: "对比：" + operators) }
        public static func title(_ name: String) -> Phrase { Phrase("Marble playground: " + name, zh: "弹珠图游乐场：" + name) }
        public static let lanes = Phrase("Lanes", zh: "时间线")
        /// "`map`: transforms every element: to capitals", above the fields.
        public static func summaryLine(_ name: String, _ summary: Phrase) -> Phrase {
            Phrase("`\(name)`: \(summary.english)", zh: "`\(name)`：\(summary.text(in: .simplifiedChinese))")
        }
        public static func lanesHidden(_ count: Int) -> Phrase {
            Phrase("… \(count) more line\(count == 1 ? "" : "s"): a taller window shows them", zh: "还有 \(count) 行：把窗口调高就能看到")
        }
        public static let starting = Phrase("Starting the player: its first start compiles it, which takes a few seconds.",
                                            zh: "正在启动播放器：第一次启动需要编译，要等几秒钟。")
        public static let youChange = Phrase("You change: ", zh: "你可以修改：")
        public static func grammar(frame: Int) -> Phrase {
            Phrase("- is \(frame) ms · a b 1 are elements · | completes · # fails · (ab) together",
                   zh: "- 是 \(frame) ms  a b 1 是元素  | 完成  # 出错  (ab) 同时发出")
        }
        public static let noInputs = Phrase("This playground has no inputs to edit.", zh: "这个游乐场没有可编辑的输入。")
        public static func inputs(_ count: Int) -> Phrase { Phrase("\(count) input\(count == 1 ? "" : "s")", zh: "\(count) 个输入") }
        public static func outputs(_ count: Int) -> Phrase { Phrase("\(count) output\(count == 1 ? "" : "s")", zh: "\(count) 个输出") }
        public static func printedLines(_ count: Int) -> Phrase {
            Phrase("\(count) printed line\(count == 1 ? "" : "s")", zh: "打印了 \(count) 行")
        }
        public static let printed = Phrase("printed:", zh: "打印：")
        public static let nothingToDraw = Phrase("Nothing to draw yet.", zh: "还没有可画的内容。")
        public static let lanesAppearHere = Phrase("The lanes appear here once the player has played the example.",
                                                   zh: "播放器播放完示例后，时间线会显示在这里。")
        public static let comparisonYouChange = Phrase("the inputs, played through each operator at once: one output lane per operator.",
                                                       zh: "输入，它们会同时经过每个操作符：每个操作符一条输出时间线。")

        // MARK: - Messages

        public static let noSingleOperator = Phrase(
            "This lesson teaches no single operator. In the operator index (o), Tab opens an operator's playground.",
            zh: "这一课讲的不是某一个操作符。在操作符索引（o）中，按 Tab 可以打开操作符的游乐场。")
        public static func noPlayground(_ name: String) -> Phrase {
            Phrase("`\(name)` has no marble playground.", zh: "`\(name)` 没有弹珠图游乐场。")
        }
        public static func noPlaygroundPlays(_ names: String) -> Phrase {
            Phrase("No marble playground plays \(names).", zh: "没有哪个弹珠图游乐场能播放 \(names)。")
        }
        public static let alreadyTheExample = Phrase("The inputs are the example's already.", zh: "输入已经是示例的输入。")
        /// Between the comparisons that `inNoComparison` lists (`flatMap/flatMapLatest/concatMap; …`).
        public static let comparisonSeparator = Phrase("; ", zh: "；")
        /// `comparisons`: each comparison's operators, `a/b/c`.
        public static func inNoComparison(_ name: String, comparisons: [String]) -> Phrase {
            let english = comparisons.joined(separator: comparisonSeparator.english)
            let chinese = comparisons.joined(separator: comparisonSeparator.text(in: .simplifiedChinese))
            return Phrase("`\(name)` is in no comparison" + (comparisons.isEmpty ? "." : "; compare mode has \(english)."),
                          zh: "`\(name)` 不在任何对比中" + (comparisons.isEmpty ? "。" : "；对比模式有 \(chinese)。"))
        }
    }
}
