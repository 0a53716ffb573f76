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
    }
}
